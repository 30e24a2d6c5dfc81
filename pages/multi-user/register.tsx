/**
 * /multi-user/register — an invited team member sets a password with the code of the invitation
 * e-mail (SPEC §2.4, §6). The e-mail and code come from the invitation link; the flow is the
 * password reset's (machines/auth-reset-password) with the invitation's actors.
 */
import type { GetServerSideProps } from 'next';
import { invitationActors, invitationSuccessPath } from '@/components/account/multi-user-register';
import { ResetPasswordScreen } from '@/components/auth/reset-password-screen';
import { useRouterNavigate } from '@/components/forms/use-page-navigate';
import type { BasePageProps } from '@/lib/page/page-props';
import { AUTH_NAMESPACE } from '@/lib/session/i18n-namespaces';
import { useAuthResetPassword } from '@/machines/auth-reset-password/use-auth-reset-password';
import { loadPage } from '@/server/page/load-page';

type Props = BasePageProps & { email: string; code: string };

const queryText = (value: unknown, max: number) => (typeof value === 'string' ? value.trim().slice(0, max) : '');

export const getServerSideProps: GetServerSideProps<Props> = (ctx) =>
  loadPage(ctx, {
    namespaces: [AUTH_NAMESPACE],
    load: () =>
      Promise.resolve({ props: { email: queryText(ctx.query['email'], 254), code: queryText(ctx.query['code'], 12) } }),
  });

export default function MultiUserRegisterPage({ email, code }: Props) {
  const navigate = useRouterNavigate();
  const view = useAuthResetPassword(
    { email, code },
    { navigate, actors: invitationActors, successPath: invitationSuccessPath },
  );
  return <ResetPasswordScreen view={view} variant="invitation" />;
}
