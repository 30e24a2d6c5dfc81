/** /authentication/forgotpassword/success — the password was changed (SPEC §2.4). */
import type { GetServerSideProps } from 'next';
import { useTranslation } from 'react-i18next';
import { AuthMessageScreen } from '@/components/auth/auth-message-screen';
import type { BasePageProps } from '@/lib/page/page-props';
import { signInPath } from '@/lib/session/auth-paths';
import { AUTH_NAMESPACE } from '@/lib/session/i18n-namespaces';
import { loadPage } from '@/server/page/load-page';

export const getServerSideProps: GetServerSideProps<BasePageProps> = (ctx) =>
  loadPage(ctx, { namespaces: [AUTH_NAMESPACE] });

export default function ResetSuccessPage() {
  const { t } = useTranslation('auth');
  return (
    <AuthMessageScreen
      title={t('forgot.successTitle')}
      message={t('forgot.success')}
      action={{ href: signInPath(), label: t('signIn.submit') }}
    />
  );
}
