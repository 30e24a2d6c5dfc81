/**
 * Who may see a page (SPEC §2.4, §4, §6), decided before it loads: the session of the request
 * (read only when a session cookie is present, its account status read live from the database:
 * live-account-status.ts), and one pure decision —
 *   - a suspended account is sent to /contul-meu/newinvoices from every other page but the
 *     payment flow's (/plata-prin-volan/*, where it pays);
 *   - 'redirect' pages send the unauthenticated to /authentication?redirectUrl=<current url> with
 *     a permanent redirect (301), marked uncacheable so the return after login is not short-cut
 *     by the browser's redirect cache;
 *   - 'required' pages send them to /api/auth/signin?error=SessionRequired&callbackUrl=<current>.
 */
import type { GetServerSidePropsContext, Redirect } from 'next';
import { authenticationRedirectPath, sessionRequiredPath, SUSPENDED_ACCOUNT_PATH } from '@/lib/session/auth-paths';
import { isSuspended, toPageSession } from '@/lib/session/session-rules';
import { routeIdOf } from '@/lib/routes/match-route';
import { routeUrl } from '@/lib/routes/navigate';
import type { PageSession } from '@/lib/session/session.types';
import { logger } from '@/lib/logger/logger';
import { getPageSession } from '@/server/auth/next-auth-handler';
import { withLiveAccountStatus } from './live-account-status';

/** How a page treats the visitor's session. */
export type PageAuthMode = 'optional' | 'redirect' | 'required';

/** Pages a suspended account may still open: the invoices page, and signing out. */
export const SUSPENDED_ALLOWED_PATHS: readonly string[] = [
  SUSPENDED_ACCOUNT_PATH,
  routeUrl('logout'),
  routeUrl('amplifyLogout'),
];

/** What the decision needs. */
export interface PageAccessInput {
  readonly mode: PageAuthMode | undefined;
  readonly session: Pick<PageSession, 'user'> | null;
  /** The requested path with its query (ctx.resolvedUrl). */
  readonly url: string;
}

/** Go on loading, or redirect. */
export type PageAccess = { readonly kind: 'proceed' } | { readonly kind: 'redirect'; readonly redirect: Redirect };

function pathOf(url: string): string {
  const path = url.split(/[?#]/u)[0] ?? '/';
  return path.length > 1 ? path.replace(/\/+$/u, '') : path;
}

/** The payment flow's pages: a blocked dealer pays there to be unblocked (docs/billing.md). */
const PAYMENT_FLOW_ROUTES: ReadonlySet<string> = new Set([
  'paymentNew',
  'paymentNewConfirmation',
  'payment',
  'paymentError',
]);

/** True for the pages a suspended account may open. */
export function isAllowedWhileSuspended(url: string): boolean {
  const path = pathOf(url);
  return SUSPENDED_ALLOWED_PATHS.includes(path) || PAYMENT_FLOW_ROUTES.has(routeIdOf(path));
}

/** The access decision of SPEC §2.4 and §6. */
export function decidePageAccess({ mode, session, url }: PageAccessInput): PageAccess {
  if (session && isSuspended(session) && !isAllowedWhileSuspended(url)) {
    return { kind: 'redirect', redirect: { destination: SUSPENDED_ACCOUNT_PATH, permanent: false } };
  }
  if (session) return { kind: 'proceed' };
  if (mode === 'redirect')
    return { kind: 'redirect', redirect: { destination: authenticationRedirectPath(url), statusCode: 301 } };
  if (mode === 'required')
    return { kind: 'redirect', redirect: { destination: sessionRequiredPath(url), permanent: false } };
  return { kind: 'proceed' };
}

/** next-auth's session cookie names (plain, __Secure- on https, chunked as .0, .1, ...). */
const SESSION_COOKIE = /^(__Secure-)?next-auth\.session-token(\.\d+)?$/u;

/** True when the request carries a session cookie (no cookie, no session to read). */
export function hasSessionCookie(cookies: Partial<Record<string, string>> | undefined): boolean {
  return Object.keys(cookies ?? {}).some((name) => SESSION_COOKIE.test(name));
}

/** Reads a page request's session; the default uses next-auth (renewing the id token when due). */
export type PageSessionReader = (ctx: GetServerSidePropsContext) => Promise<PageSession | null>;

/** The session of a page request without its tokens; null when none or unreadable. */
export const readPageSession: PageSessionReader = async (ctx) => {
  if (!hasSessionCookie(ctx.req.cookies)) return null;
  try {
    const session = await getPageSession(ctx.req, ctx.res);
    // The token's account status may be minutes old: billing blocks and lifts in between.
    return session ? await withLiveAccountStatus(toPageSession(session)) : null;
  } catch (error) {
    // A page must not fail because the session could not be read: it is shown as signed out.
    logger.warn(error, { during: 'readPageSession', url: ctx.resolvedUrl });
    return null;
  }
};
