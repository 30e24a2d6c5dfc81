/**
 * The account pages (/contul-meu/*) all load the same way: the auth, account and ui catalogues, and a
 * session or a permanent redirect to /authentication (server/page/auth-guard.ts). A sub-user
 * without the right for the page's section gets `accessRestricted` (server/page/section-access.ts).
 * The menu's unread-messages count is read with them.
 */
import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import type { Namespace } from '@/lib/i18n/i18n-config';
import type { BasePageProps } from '@/lib/page/page-props';
import { ACCOUNT_NAMESPACE, AUTH_NAMESPACE } from '@/lib/session/i18n-namespaces';
import type { PageSession } from '@/lib/session/session.types';
import { getDb, type Db } from '@/server/db/client';
import { unreadConversationCount, viewerOf } from '@/server/services/conversations';
import type { AccountBilling } from '@/lib/billing/account-billing';
import { loadAccountBilling } from './account-billing';
import { loadPage, type LoadPageOptions, orUnavailablePage } from './load-page';
import { withMenuAccess } from './menu-access';
import { sectionRestricted } from './section-access';

/** Props of an account page: the session is always there (the guard redirected otherwise). */
export type AccountPageProps = BasePageProps & {
  pageSession: PageSession;
  /** The visitor is a sub-user without the right for this section (SPEC §6). */
  accessRestricted: boolean;
  /** How many of the visitor's conversations have a message not read yet (the menu's "Mesaje" count). */
  unreadMessages: number;
  /** The payment reminder of a dealer's account (SPEC §4); null for accounts without billing. */
  billing: AccountBilling | null;
};

/** For tests: the session reader, the GraphQL executor and the database. */
export interface AccountPageOptions {
  readSession?: LoadPageOptions<object>['readSession'];
  createExecutor?: LoadPageOptions<object>['createExecutor'];
  db?: Db;
  /** Catalogues the page needs beyond auth, account and ui. */
  namespaces?: readonly Namespace[];
}

/** getServerSideProps of an account page. */
export function loadAccountPage(
  ctx: GetServerSidePropsContext,
  options: AccountPageOptions = {},
): Promise<GetServerSidePropsResult<AccountPageProps>> {
  // The rights read below goes to the database too: an outage there is the 503 error page as well.
  return orUnavailablePage(ctx, async () => {
    const result = await loadPage(ctx, {
      // 'ui': the access-restricted dialog a sub-user without the section's right meets (components/ui).
      // 'billing': the payment reminder's banner and modals, above every account page of a dealer.
      namespaces: [AUTH_NAMESPACE, ACCOUNT_NAMESPACE, 'ui', 'billing', ...(options.namespaces ?? [])],
      auth: 'redirect',
      ...(options.readSession ? { readSession: options.readSession } : {}),
      ...(options.createExecutor ? { createExecutor: options.createExecutor } : {}),
    });
    if (!('props' in result)) return result;
    const props = await result.props;
    // loadPage answered the error page (database away): nothing more to read; _app renders it.
    if (props.errorPage) return { props: props as unknown as AccountPageProps };
    if (!props.pageSession) throw new Error('account page rendered without a session');
    const db = options.db ?? (await getDb());
    // A sub-user's rights come along for the menu (it lists only the sections it may open), and
    // whether the user is on the Volan team (the menu's /echipa entries).
    const session = await withMenuAccess(db, props.pageSession);
    const accessRestricted = await sectionRestricted(db, session, ctx.resolvedUrl);
    // A suspended account sees no menu.
    const unreadMessages =
      session.user.accountStatus === 'suspended'
        ? 0
        : await unreadConversationCount(
            db,
            await viewerOf(db, { id: session.user.userUUID, email: session.user.email }),
          );
    // The payment reminder above every page of an account with billing (SPEC §4).
    const billing = await loadAccountBilling(db, session);
    return { props: { ...props, pageSession: session, accessRestricted, unreadMessages, billing } };
  });
}
