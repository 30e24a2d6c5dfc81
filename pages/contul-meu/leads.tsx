/**
 * /contul-meu/leads — the dealer's leads: for now its financing leads, newest first, each with a
 * status to set (docs/financing.md "The dealer's pages"). Dealers, and sub-users with the leads
 * right; a private account is sent to the account overview.
 */
import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import { useTranslation } from 'react-i18next';
import { AccountPage } from '@/components/account/account-page';
import { FinancingLeadsScreen } from '@/components/financing-account/financing-leads-screen';
import { useFinancingLeads } from '@/machines/financing-leads/use-financing-leads';
import type { AccountPageProps } from '@/server/page/account.loader';
import { loadFinancingAccountPage } from '@/server/page/financing-account.loader';

export const getServerSideProps: GetServerSideProps<AccountPageProps> = (ctx) => loadFinancingAccountPage(ctx);

function Screen() {
  const { t } = useTranslation('financing-account');
  return (
    <>
      <Head>
        <title key="title">{t('leads.metaTitle')}</title>
      </Head>
      <FinancingLeadsScreen view={useFinancingLeads()} />
    </>
  );
}

export default function Page({ pageSession, path, accessRestricted, unreadMessages, billing }: AccountPageProps) {
  return (
    <AccountPage
      session={pageSession}
      path={path}
      unreadMessages={unreadMessages}
      accessRestricted={accessRestricted}
      billing={billing}
    >
      <Screen />
    </AccountPage>
  );
}
