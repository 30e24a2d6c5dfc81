/** /logout — signs out and says so (SPEC §2.4). */
import type { GetServerSideProps } from 'next';
import { LogoutScreen } from '@/components/auth/logout-screen';
import { fullPageNavigate } from '@/components/forms/use-page-navigate';
import type { BasePageProps } from '@/lib/page/page-props';
import { AUTH_NAMESPACE } from '@/lib/session/i18n-namespaces';
import { useAuthLogout } from '@/machines/auth-logout/use-auth-logout';
import { loadPage } from '@/server/page/load-page';

export const getServerSideProps: GetServerSideProps<BasePageProps> = (ctx) =>
  loadPage(ctx, { namespaces: [AUTH_NAMESPACE] });

export default function LogoutPage() {
  return <LogoutScreen view={useAuthLogout({ redirectHome: false }, { navigate: fullPageNavigate })} />;
}
