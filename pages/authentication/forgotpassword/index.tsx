/** /authentication/forgotpassword — a reset code is e-mailed (SPEC §2.4). */
import type { GetServerSideProps } from 'next';
import { ForgotPasswordScreen } from '@/components/auth/forgot-password-screen';
import { useRouterNavigate } from '@/components/forms/use-page-navigate';
import type { BasePageProps } from '@/lib/page/page-props';
import { AUTH_NAMESPACE } from '@/lib/session/i18n-namespaces';
import { useAuthForgotPassword } from '@/machines/auth-forgot-password/use-auth-forgot-password';
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

export default function ForgotPasswordPage({ email }: Props) {
  const navigate = useRouterNavigate();
  return <ForgotPasswordScreen view={useAuthForgotPassword({ email }, { navigate })} />;
}
