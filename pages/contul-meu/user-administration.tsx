/**
 * /contul-meu/user-administration — "Echipa ta" (SPEC §2.5, §6): a main account manages its
 * sub-users. Sub-users never have this right: they get the access-restricted dialog. Other
 * accounts (private users) see the page, whose list answers with the server's refusal.
 */
import type { GetServerSideProps } from 'next';
import { AccountPage } from '@/components/account/account-page';
import { TeamAdminScreen } from '@/components/account/team-admin-screen';
import { fullPageNavigate } from '@/components/forms/use-page-navigate';
import { useImpersonation } from '@/machines/impersonation/use-impersonation';
import { useTeamAdmin } from '@/machines/team-admin/use-team-admin';
import { loadAccountPage, type AccountPageProps } from '@/server/page/account.loader';

export const getServerSideProps: GetServerSideProps<AccountPageProps> = (ctx) => loadAccountPage(ctx);

function TeamAdmin() {
  return <TeamAdminScreen view={useTeamAdmin()} impersonation={useImpersonation({ navigate: fullPageNavigate })} />;
}

export default function AccountUserAdministrationPage({
  pageSession,
  path,
  accessRestricted,
  unreadMessages,
  billing,
}: AccountPageProps) {
  return (
    <AccountPage
      session={pageSession}
      billing={billing}
      path={path}
      unreadMessages={unreadMessages}
      accessRestricted={accessRestricted}
    >
      <TeamAdmin />
    </AccountPage>
  );
}
