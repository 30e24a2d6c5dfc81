/** /menu — the site's navigation on one page (SPEC §2.2); the account part follows the session. */
import type { GetServerSideProps } from 'next';
import { MenuScreen } from '@/components/shell/menu-screen';
import type { BasePageProps } from '@/lib/page/page-props';
import { loadPage, type AuthPageProps } from '@/server/page/load-page';

type Props = BasePageProps & AuthPageProps;

export const getServerSideProps: GetServerSideProps<Props> = (ctx) =>
  loadPage(ctx, { namespaces: ['account'], auth: 'optional' });

export default function MenuPage({ pageSession }: Props) {
  return <MenuScreen session={pageSession ?? null} />;
}
