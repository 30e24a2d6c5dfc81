/**
 * The one way pages load: every getServerSideProps calls loadPage with the namespaces it needs
 * and a `load` function that runs its GraphQL operations in-process and returns plain data.
 * loadPage adds what every page needs (translations, device class, transaction id, site origin)
 * and turns the load outcome into Next's result (props with an HTTP status, 404, or a redirect).
 *
 * Pages marked `shared` (the same for every anonymous visitor) take their load outcome from the
 * shared page cache (shared-page.ts) when the request is anonymous; a browser's request of such a
 * page may then be answered with the HTML rendered from that same data (html-page.ts), with this
 * response's own CSP nonce and transaction id put in.
 */
import type { GetServerSidePropsContext, GetServerSidePropsResult, Redirect } from 'next';
import { DEFAULT_LOCALE, SHELL_NAMESPACES, type Namespace } from '@/lib/i18n/i18n-config';
import type { BasePageProps } from '@/lib/page/page-props';
import { routeIdOf } from '@/lib/routes/match-route';
import type { PageSession } from '@/lib/session/session.types';
import { databaseRetryAfterSeconds, isDatabaseUnavailable } from '@/server/db/db-unavailable';
import { getEnv } from '@/server/env';
import { createSsrExecutor, type SsrExecutor } from '@/server/graphql/execute';
import { decidePageAccess, readPageSession, type PageAuthMode, type PageSessionReader } from './auth-guard';
import { deviceFromUserAgent } from './device';
import { loadHouseAds } from './house-ads.loader';
import { loadErrorPage } from './error-page.loader';
import { loadPageFeatureFlags } from './feature-flags.loader';
import { loadTranslations } from './load-translations';
import type { HtmlCache } from './html-cache';
import { isDocumentRequest, serveOrCapture, sharedHtmlCache } from './html-page';
import type { PageCache } from './page-cache';
import { isAnonymousRequest, loadShared, pageCacheKey, PRIVATE_CACHE_CONTROL, sharedCacheControl } from './shared-page';
import { TRANSACTION_HEADER, transactionIdFrom } from './transaction-id';

/**
 * What a page's load function decides: its props (optionally with an HTTP status), 404 or a
 * redirect. `transient`: a part of the page is missing for a moment (an outside partner did not
 * answer), so the outcome is served but never shared through the page caches.
 */
export type PageOutcome<P> =
  { props: P; status?: number; transient?: boolean } | { notFound: true } | { redirect: Redirect };

/** What a page's load function knows besides the executor and the request. */
export interface PageLoadExtras {
  /** The visitor's session without tokens; null when signed out. */
  session: PageSession | null;
}

/** Props loadPage adds for pages that declare `auth`. */
export interface AuthPageProps {
  /** The visitor's session (no tokens), for the server render; null when signed out. */
  pageSession?: PageSession | null;
}

/** Options of loadPage. */
export interface LoadPageOptions<P> {
  /** Page namespaces; the shell's (common, categories, errors) are always added. */
  namespaces: readonly Namespace[];
  /**
   * Loads the page's data. For a `shared` page it may run after the response was sent (a
   * background refresh): it must only read `ctx`, never write to `ctx.res`.
   */
  load?: (execute: SsrExecutor, ctx: GetServerSidePropsContext, extras: PageLoadExtras) => Promise<PageOutcome<P>>;
  /**
   * The page is the same for every anonymous visitor (given path, query and device class): its
   * load outcome may come from the shared page cache, and it tells CDNs they may cache it.
   * Never set with `auth`.
   */
  shared?: boolean;
  /**
   * The advert slots the page shows (lib/ads/house-ads.ts PAGE_AD_SLOTS): their house ads join the
   * props (and Slot1/Slot2 the banners), loaded with the page's data and cached with it.
   */
  adSlots?: readonly string[];
  /**
   * How the page treats the session (server/page/auth-guard.ts): 'redirect' sends the signed-out
   * to /authentication (301), 'required' to next-auth's sign-in with SessionRequired, 'optional'
   * only reads it. Pages with a mode get `pageSession` in their props. Whatever the mode, a
   * suspended account is sent to /contul-meu/newinvoices.
   */
  auth?: PageAuthMode;
  /** For tests: builds the executor (the default executes against the app's schema and database). */
  createExecutor?: typeof createSsrExecutor;
  /** For tests: the page cache of `shared` pages (default: the process's, null when PAGE_CACHE=0). */
  pageCache?: PageCache<PageOutcome<object>> | null;
  /** For tests: the HTML cache of `shared` pages (default: the process's, null outside production builds). */
  htmlCache?: HtmlCache | null;
  /** For tests: reads the session (the default reads next-auth's cookie). */
  readSession?: PageSessionReader;
}

/**
 * Runs a page's load and assembles its props. While the database is away (refused, hung, too
 * slow, breaker open) the answer is the generic error page with 503 and Retry-After, rendered by
 * _app from `errorPage`; other unexpected errors propagate to Next's error page (500).
 */
export async function loadPage<P extends object = Record<string, never>>(
  ctx: GetServerSidePropsContext,
  options: LoadPageOptions<P>,
): Promise<GetServerSidePropsResult<BasePageProps & AuthPageProps & P>> {
  const incoming = ctx.req.headers[TRANSACTION_HEADER];
  const transactionId = transactionIdFrom(incoming);
  ctx.res.setHeader(TRANSACTION_HEADER, transactionId);
  const ours = !(Array.isArray(incoming) ? incoming.includes(transactionId) : incoming === transactionId);
  return orUnavailablePage(ctx, () => loadPageProps(ctx, options, { id: transactionId, ours }));
}

/**
 * Runs a getServerSideProps body; while the database is away its answer is the error page with
 * 503 instead (for loaders that read the database after loadPage, such as the account pages').
 * The page's own props are then absent: _app shows the error page instead of the page component.
 */
export async function orUnavailablePage<P>(
  ctx: GetServerSidePropsContext,
  work: () => Promise<GetServerSidePropsResult<P>>,
): Promise<GetServerSidePropsResult<P>> {
  try {
    return await work();
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    // The pool logged the outage once; a line per request would drown the log during a storm.
    return (await unavailablePage(ctx)) as { props: P };
  }
}

/** The error page's props with 503 and Retry-After, never cached. */
async function unavailablePage(ctx: GetServerSidePropsContext): Promise<{ props: BasePageProps }> {
  ctx.res.statusCode = 503;
  ctx.res.setHeader('Retry-After', String(databaseRetryAfterSeconds()));
  ctx.res.setHeader('Cache-Control', 'private, no-store');
  const { statusCode, qrSvg, ...base } = await loadErrorPage({
    req: ctx.req,
    res: ctx.res,
    statusCode: 503,
    path: ctx.resolvedUrl,
  });
  return { props: { ...base, errorPage: { statusCode, qrSvg } } };
}

async function loadPageProps<P extends object>(
  ctx: GetServerSidePropsContext,
  options: LoadPageOptions<P>,
  transaction: { id: string; ours: boolean },
): Promise<GetServerSidePropsResult<BasePageProps & AuthPageProps & P>> {
  const transactionId = transaction.id;
  const session = await (options.readSession ?? readPageSession)(ctx);
  const access = decidePageAccess({ mode: options.auth, session, url: ctx.resolvedUrl });
  if (access.kind === 'redirect') {
    // Whom a page lets in depends on the cookie: never cache the answer (301s are cached by default).
    ctx.res.setHeader('Cache-Control', PRIVATE_CACHE_CONTROL);
    return { redirect: access.redirect };
  }
  // The GraphQL context reads the id from the headers: hand it the one this response carries.
  const execute = (options.createExecutor ?? createSsrExecutor)({
    req: { headers: { ...ctx.req.headers, [TRANSACTION_HEADER]: transactionId } },
  });
  const loadOwn = (): Promise<PageOutcome<P>> =>
    options.load ? options.load(execute, ctx, { session }) : Promise.resolve({ props: {} as P });
  const adSlots = options.adSlots;
  const load = !adSlots?.length
    ? loadOwn
    : async (): Promise<PageOutcome<P>> => {
        const [outcome, ads] = await Promise.all([loadOwn(), loadHouseAds(execute, adSlots)]);
        return 'props' in outcome ? { ...outcome, props: { ...outcome.props, ...ads } } : outcome;
      };
  const device = deviceFromUserAgent(ctx.req.headers['user-agent']);
  const shared = options.shared === true && !options.auth && isAnonymousRequest(ctx.req, session);
  const { outcome, cacheable } = shared
    ? await loadShared({ ctx, device, load, cache: options.pageCache })
    : { outcome: await load(), cacheable: false };
  ctx.res.setHeader('Cache-Control', cacheable ? sharedCacheControl() : PRIVATE_CACHE_CONTROL);
  const htmlCache = options.htmlCache === undefined ? sharedHtmlCache() : options.htmlCache;
  if (
    htmlCache &&
    shared &&
    cacheable &&
    'props' in outcome &&
    (outcome.status ?? 200) === 200 &&
    isDocumentRequest(ctx.req)
  ) {
    const source = { req: ctx.req, res: ctx.res, key: pageCacheKey(ctx, device), source: outcome, cache: htmlCache };
    // Sent from the cache: Next renders nothing for a finished response, so these props go unused.
    if (serveOrCapture({ ...source, transactionId, transactionIdIsOurs: transaction.ours }))
      return { props: {} as BasePageProps & AuthPageProps & P };
  }
  if ('notFound' in outcome) return { notFound: true };
  if ('redirect' in outcome) return { redirect: outcome.redirect };
  if (outcome.status !== undefined) ctx.res.statusCode = outcome.status;

  const env = getEnv();
  const featureFlags = await loadPageFeatureFlags(execute);
  const base: BasePageProps = {
    i18n: await loadTranslations(DEFAULT_LOCALE, [...SHELL_NAMESPACES, ...options.namespaces]),
    device,
    transactionId,
    siteOrigin: env.SITE_ORIGIN,
    siteCode: env.SITE_CODE,
    path: ctx.resolvedUrl,
    pageType: routeIdOf(ctx.resolvedUrl),
    // The setting turns them off for the deployment; the flag decides within it.
    favouritesForVisitors: env.FAVOURITES_ANONYMOUS === '1' && featureFlags.favouritesForVisitors !== false,
    featureFlags,
    ...(env.TRACKING_SCRIPT_URL ? { trackingScriptUrl: env.TRACKING_SCRIPT_URL } : {}),
  };
  const auth: AuthPageProps = options.auth ? { pageSession: session } : {};
  return { props: { ...outcome.props, ...auth, ...base } };
}

/** Props for a statically generated page (404): no request, so no device or transaction id. */
export async function loadStaticPageProps(namespaces: readonly Namespace[], path: string): Promise<BasePageProps> {
  const env = getEnv();
  return {
    i18n: await loadTranslations(DEFAULT_LOCALE, [...SHELL_NAMESPACES, ...namespaces]),
    device: 'mobile',
    transactionId: '',
    siteOrigin: env.SITE_ORIGIN,
    siteCode: env.SITE_CODE,
    path,
    pageType: routeIdOf(path),
  };
}
