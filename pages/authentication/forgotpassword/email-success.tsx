/** /authentication/forgotpassword/email-success — the reset code was e-mailed (SPEC §2.4). */
import type { GetServerSideProps } from 'next';
import { useTranslation } from 'react-i18next';
import { AuthMessageScreen } from '@/components/auth/auth-message-screen';
import type { BasePageProps } from '@/lib/page/page-props';
import { forgotPasswordConfirmPath, forgotPasswordPath } from '@/lib/session/auth-paths';
import { AUTH_NAMESPACE } from '@/lib/session/i18n-namespaces';
import { loadPage } from '@/server/page/load-page';

type Props = BasePageProps & { email: string; destination: string };

const param = (value: unknown, max: number) => (typeof value === 'string' ? value.trim().slice(0, max) : '');

export const getServerSideProps: GetServerSideProps<Props> = (ctx) =>
  loadPage(ctx, {
    namespaces: [AUTH_NAMESPACE],
    load: () =>
      Promise.resolve({
        props: { email: param(ctx.query['email'], 254), destination: param(ctx.query['destination'], 254) },
      }),
  });

export default function EmailSuccessPage({ email, destination }: Props) {
  const { t } = useTranslation('auth');
  return (
    <AuthMessageScreen
      title={t('forgot.emailSuccessTitle')}
      message={t('forgot.emailSuccess', { destination: destination || email })}
      action={{ href: forgotPasswordConfirmPath(email), label: t('forgot.enterCode') }}
      secondary={{ href: forgotPasswordPath(email), label: t('reset.startAgain') }}
    />
  );
}
