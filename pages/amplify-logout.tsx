/** /amplify-logout — signs out and goes home (SPEC §2.4; the app web view opens it). */
import type { GetServerSideProps } from 'next';
import { LogoutScreen } from '@/components/auth/logout-screen';
import { fullPageNavigate } from '@/components/forms/use-page-navigate';
import type { BasePageProps } from '@/lib/page/page-props';
import { AUTH_NAMESPACE } from '@/lib/session/i18n-namespaces';
import { useAuthLogout } from '@/machines/auth-logout/use-auth-logout';
import { loadPage } from '@/server/page/load-page';

export const getServerSideProps: GetServerSideProps<BasePageProps> = (ctx) =>
  loadPage(ctx, { namespaces: [AUTH_NAMESPACE] });

export default function AmplifyLogoutPage() {
  return <LogoutScreen view={useAuthLogout({ redirectHome: true }, { navigate: fullPageNavigate })} />;
}
