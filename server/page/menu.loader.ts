/**
 * /menu (SPEC §2.2): the site's navigation, with the account area's entries for a signed-in
 * visitor. A sub-user's granted sections come with the session (section-access.ts), so the menu
 * lists only the account pages it may open, as the account menu does (SPEC §6: no billing entries
 * without the invoices or payments right); a member of the Volan team also gets the team's pages.
 */
import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import type { BasePageProps } from '@/lib/page/page-props';
import { getDb, type Db } from '@/server/db/client';
import { loadPage, orUnavailablePage, type AuthPageProps, type LoadPageOptions } from './load-page';
import { withMenuAccess } from './menu-access';

/** Props of /menu. */
export type MenuPageProps = BasePageProps & AuthPageProps;

/** For tests: the session reader and the database. */
export interface MenuPageOptions {
  readSession?: LoadPageOptions<object>['readSession'];
  db?: Db;
}

/** getServerSideProps of /menu. */
export function loadMenuPage(
  ctx: GetServerSidePropsContext,
  options: MenuPageOptions = {},
): Promise<GetServerSidePropsResult<MenuPageProps>> {
  return orUnavailablePage(ctx, async () => {
    const result = await loadPage<MenuPageProps>(ctx, {
      namespaces: ['account'],
      auth: 'optional',
      ...(options.readSession ? { readSession: options.readSession } : {}),
    });
    if (!('props' in result)) return result;
    const props = await result.props;
    if (props.errorPage || !props.pageSession) return { props };
    const db = options.db ?? (await getDb());
    return { props: { ...props, pageSession: await withMenuAccess(db, props.pageSession) } };
  });
}
