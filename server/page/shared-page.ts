/**
 * The shared page cache as pages use it (load-page.ts): which requests may use it, the key, what
 * may be stored, and the Cache-Control a response gets.
 *
 * The cache holds a page's load outcome (its data props, status, 404 or redirect). The HTML rendered
 * from an outcome may be kept on top of it (html-page.ts), tied to that very outcome object.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { GetServerSidePropsContext } from 'next';
import type { Device } from '@/lib/device/device-class';
import { DEFAULT_LOCALE } from '@/lib/i18n/i18n-config';
import { logger } from '@/lib/logger/logger';
import type { PageSession } from '@/lib/session/session.types';
import { getEnv } from '@/server/env';
import { hasSessionCookie } from './auth-guard';
import type { PageOutcome } from './load-page';
import { PageCache } from './page-cache';

/** Cache-Control of every page that is not shared (signed in, personal, or not cacheable). */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/** Cache-Control of a shared page served to an anonymous visitor: CDNs may do what our cache does. */
export function sharedCacheControl(): string {
  const env = getEnv();
  return `public, s-maxage=${env.PAGE_CACHE_TTL_SECONDS}, stale-while-revalidate=${env.PAGE_CACHE_STALE_SECONDS}`;
}

/** True when nothing in the request identifies a visitor: no session cookie, no Authorization, no session. */
export function isAnonymousRequest(
  req: Pick<IncomingMessage, 'headers'> & { cookies?: Partial<Record<string, string>> },
  session: PageSession | null,
): boolean {
  return session === null && !req.headers.authorization && !hasSessionCookie(req.cookies);
}

/** The key of a page: locale, device class, site code, then the path with its query. */
export function pageCacheKey(ctx: Pick<GetServerSidePropsContext, 'req' | 'resolvedUrl'>, device: Device): string {
  const siteCode = ctx.req.headers['sitecode'];
  return [DEFAULT_LOCALE, device, typeof siteCode === 'string' ? siteCode : '', ctx.resolvedUrl].join(' ');
}

/** An outcome may be shared unless it is a server error, transient, or its response sets a cookie. */
export function isShareable(outcome: PageOutcome<object>, res: Pick<ServerResponse, 'getHeader'>): boolean {
  if ('props' in outcome && outcome.status !== undefined && outcome.status >= 500) return false;
  if ('props' in outcome && outcome.transient === true) return false;
  return res.getHeader('set-cookie') === undefined;
}

let processCache: PageCache<PageOutcome<object>> | null | undefined;

/** The process's page cache, sized from the environment; null when PAGE_CACHE=0. */
export function sharedPageCache(): PageCache<PageOutcome<object>> | null {
  if (processCache !== undefined) return processCache;
  const env = getEnv();
  processCache =
    env.PAGE_CACHE === '0'
      ? null
      : new PageCache({
          ttlMs: env.PAGE_CACHE_TTL_SECONDS * 1000,
          staleMs: env.PAGE_CACHE_STALE_SECONDS * 1000,
          maxEntries: env.PAGE_CACHE_MAX_ENTRIES,
          onRefreshError: (error, key) => logger.warn(error, { during: 'pageCacheRefresh', key }),
        });
  return processCache;
}

/** What loadShared needs. */
export interface SharedLoadInput<P> {
  ctx: Pick<GetServerSidePropsContext, 'req' | 'res' | 'resolvedUrl'>;
  device: Device;
  load: () => Promise<PageOutcome<P>>;
  /** Default: the process's cache; null loads every time. */
  cache?: PageCache<PageOutcome<object>> | null;
}

/**
 * The outcome of an anonymous request for a shared page, from the cache when it has it, and
 * whether this response may say so to CDNs. Outcomes in the cache are shared between requests:
 * nobody may mutate them.
 */
export async function loadShared<P extends object>({
  ctx,
  device,
  load,
  cache,
}: SharedLoadInput<P>): Promise<{ outcome: PageOutcome<P>; cacheable: boolean }> {
  const pages = cache === undefined ? sharedPageCache() : cache;
  if (!pages) {
    const outcome = await load();
    return { outcome, cacheable: isShareable(outcome, ctx.res) };
  }
  const { value } = await pages.get(pageCacheKey(ctx, device), async () => {
    const outcome = await load();
    return { value: outcome, cacheable: isShareable(outcome, ctx.res) };
  });
  // The cache holds one page's outcomes under that page's key, so the type is the page's own.
  const outcome = value as PageOutcome<P>;
  return { outcome, cacheable: isShareable(outcome, ctx.res) };
}
