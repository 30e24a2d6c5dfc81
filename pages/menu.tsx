/** /menu — the site's navigation on one page (SPEC §2.2); the account part follows the session and a sub-user's rights. */
import type { GetServerSideProps } from 'next';
import { MenuScreen } from '@/components/shell/menu-screen';
import { loadMenuPage, type MenuPageProps } from '@/server/page/menu.loader';

export const getServerSideProps: GetServerSideProps<MenuPageProps> = (ctx) => loadMenuPage(ctx);

export default function MenuPage({ pageSession }: MenuPageProps) {
  return <MenuScreen session={pageSession ?? null} />;
}
