/** /authentication/forgotpassword/confirm — the reset code and the new password (SPEC §2.4). */
import type { GetServerSideProps } from 'next';
import { ResetPasswordScreen } from '@/components/auth/reset-password-screen';
import { useRouterNavigate } from '@/components/forms/use-page-navigate';
import type { BasePageProps } from '@/lib/page/page-props';
import { AUTH_NAMESPACE } from '@/lib/session/i18n-namespaces';
import { useAuthResetPassword } from '@/machines/auth-reset-password/use-auth-reset-password';
import { loadPage } from '@/server/page/load-page';

type Props = BasePageProps & { email: string };

export const getServerSideProps: GetServerSideProps<Props> = (ctx) =>
  loadPage(ctx, {
    namespaces: [AUTH_NAMESPACE],
    load: () =>
      Promise.resolve({
        props: { email: typeof ctx.query['email'] === 'string' ? ctx.query['email'].trim().slice(0, 254) : '' },
      }),
  });

export default function ResetPasswordPage({ email }: Props) {
  const navigate = useRouterNavigate();
  return <ResetPasswordScreen view={useAuthResetPassword({ email }, { navigate })} />;
}
