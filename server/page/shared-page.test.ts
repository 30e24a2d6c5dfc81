/**
 * loadPage with the shared page cache: anonymous requests of `shared` pages share one load outcome
 * (each response keeping its own transaction id), and nothing personal is ever stored or served:
 * signed-in requests, Authorization headers, responses with Set-Cookie, server errors.
 */
import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import type { ServerResponse } from 'node:http';
import type { PageSession } from '@/lib/session/session.types';
import { loadPage, type PageOutcome } from './load-page';
import { PageCache } from './page-cache';
import { PRIVATE_CACHE_CONTROL } from './shared-page';

const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/124.0';
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148';

const signedIn: PageSession = {
  user: {
    name: 'Maria Ionescu',
    email: 'vanzator@volan.test',
    image: null,
    id: 'u-2',
    familyName: 'Ionescu',
    givenName: 'Maria',
    displayName: 'Maria',
    userUUID: 'u-2',
    userType: 'private',
    accountStatus: 'active',
    suspendReason: null,
  },
  multiUser: null,
};

interface Request {
  url?: string;
  userAgent?: string;
  cookies?: Record<string, string>;
  headers?: Record<string, string>;
}

function context({ url = '/autoturisme', userAgent = DESKTOP, cookies = {}, headers = {} }: Request = {}) {
  const responseHeaders = new Map<string, string | string[]>();
  const res = {
    statusCode: 200,
    setHeader: (name: string, value: string | string[]) => responseHeaders.set(name.toLowerCase(), value),
    getHeader: (name: string) => responseHeaders.get(name.toLowerCase()),
  };
  const ctx = {
    req: { headers: { 'user-agent': userAgent, ...headers }, cookies },
    res: res as unknown as ServerResponse,
    params: {},
    query: {},
    resolvedUrl: url,
  } as unknown as GetServerSidePropsContext;
  return { ctx, res, responseHeaders };
}

type Data = { who: string };

/** A test page whose load counts its calls and says who it was loaded for. */
function page(cache: PageCache<PageOutcome<object>>) {
  const calls: string[] = [];
  const open = (
    request: Request & {
      session?: PageSession | null;
      outcome?: (ctx: GetServerSidePropsContext) => PageOutcome<Data>;
    },
  ) => {
    const { ctx, res, responseHeaders } = context(request);
    const result = loadPage<Data>(ctx, {
      namespaces: [],
      shared: true,
      pageCache: cache,
      createExecutor: () => () => Promise.reject(new Error('no GraphQL here')),
      readSession: () => Promise.resolve(request.session ?? null),
      load: (_execute, loadCtx, { session }) => {
        const who = session ? session.user.email : 'anonymous';
        calls.push(who);
        return Promise.resolve(request.outcome?.(loadCtx) ?? { props: { who: `${who} ${calls.length}` } });
      },
    });
    return { result, res, responseHeaders };
  };
  return { open, calls };
}

function newCache(): PageCache<PageOutcome<object>> {
  return new PageCache({ ttlMs: 10_000, staleMs: 30_000, maxEntries: 50, now: () => 0 });
}

function propsOf<P>(result: GetServerSidePropsResult<P>): P {
  if (!('props' in result)) throw new Error(`expected props, got ${JSON.stringify(result)}`);
  return result.props as P;
}

describe('loadPage with the shared page cache', () => {
  it('loads a shared page once for anonymous visitors; each response keeps its own transaction id', async () => {
    const { open, calls } = page(newCache());
    const first = open({ headers: { 'x-transaction-id': 'first-request-1' } });
    const second = open({ headers: { 'x-transaction-id': 'second-request-2' } });
    const [a, b] = [propsOf(await first.result), propsOf(await second.result)];
    expect(calls).toEqual(['anonymous']);
    expect(a.who).toBe('anonymous 1');
    expect(b.who).toBe('anonymous 1');
    expect([a.transactionId, b.transactionId]).toEqual(['first-request-1', 'second-request-2']);
    expect(second.responseHeaders.get('x-transaction-id')).toBe('second-request-2');
    expect(second.responseHeaders.get('cache-control')).toBe('public, s-maxage=10, stale-while-revalidate=30');
  });

  it('keys on the path with its query and on the device class', async () => {
    const { open, calls } = page(newCache());
    await open({ url: '/autoturisme' }).result;
    await open({ url: '/autoturisme?price_to=9000' }).result;
    await open({ url: '/autoturisme', userAgent: PHONE }).result;
    await open({ url: '/autoturisme?price_to=9000' }).result;
    expect(calls).toHaveLength(3);
  });

  it('never serves the anonymous page to a signed-in visitor, nor stores the signed-in one', async () => {
    const { open, calls } = page(newCache());
    await open({}).result;
    const member = open({ cookies: { 'next-auth.session-token': 'jwt' }, session: signedIn });
    expect(propsOf(await member.result).who).toBe('vanzator@volan.test 2');
    expect(member.responseHeaders.get('cache-control')).toBe(PRIVATE_CACHE_CONTROL);
    // A session cookie that no longer reads as a session is still not anonymous.
    await open({ cookies: { 'next-auth.session-token': 'expired' } }).result;
    expect(propsOf(await open({}).result).who).toBe('anonymous 1');
    expect(calls).toEqual(['anonymous', 'vanzator@volan.test', 'anonymous']);
  });

  it('bypasses the cache for a request with an Authorization header', async () => {
    const { open, calls } = page(newCache());
    await open({}).result;
    const bearer = open({ headers: { authorization: 'Bearer abc' } });
    expect(propsOf(await bearer.result).who).toBe('anonymous 2');
    expect(bearer.responseHeaders.get('cache-control')).toBe(PRIVATE_CACHE_CONTROL);
    expect(calls).toHaveLength(2);
  });

  it('stores no response that sets a cookie, and marks it private', async () => {
    const { open, calls } = page(newCache());
    const withCookie = open({
      outcome: (ctx) => {
        ctx.res.setHeader('set-cookie', 'experiment=b');
        return { props: { who: 'cookie' } };
      },
    });
    await withCookie.result;
    expect(withCookie.responseHeaders.get('cache-control')).toBe(PRIVATE_CACHE_CONTROL);
    expect(propsOf(await open({}).result).who).toBe('anonymous 2');
    expect(calls).toHaveLength(2);
  });

  it('stores no server error', async () => {
    const { open, calls } = page(newCache());
    const failed = open({ outcome: () => ({ status: 503, props: { who: 'unavailable' } }) });
    expect(propsOf(await failed.result).who).toBe('unavailable');
    expect(failed.res.statusCode).toBe(503);
    expect(failed.responseHeaders.get('cache-control')).toBe(PRIVATE_CACHE_CONTROL);
    expect(propsOf(await open({}).result).who).toBe('anonymous 2');
    expect(calls).toHaveLength(2);
  });

  it('stores no transient outcome (a partner that did not answer): the next visitor gets a fresh load', async () => {
    const { open, calls } = page(newCache());
    const partial = open({ outcome: () => ({ transient: true, props: { who: 'without financing' } }) });
    expect(propsOf(await partial.result).who).toBe('without financing');
    expect(partial.res.statusCode).toBe(200);
    expect(partial.responseHeaders.get('cache-control')).toBe(PRIVATE_CACHE_CONTROL);
    expect(propsOf(await open({}).result).who).toBe('anonymous 2');
    expect(calls).toHaveLength(2);
  });

  it('shares 404s and redirects, and a 410 with its status', async () => {
    const gone = page(newCache());
    await gone.open({ outcome: () => ({ status: 410, props: { who: 'inactive' } }) }).result;
    const again = gone.open({});
    expect(propsOf(await again.result).who).toBe('inactive');
    expect(again.res.statusCode).toBe(410);
    expect(gone.calls).toHaveLength(1);

    const missing = page(newCache());
    await missing.open({ outcome: () => ({ notFound: true }) }).result;
    expect(await missing.open({}).result).toEqual({ notFound: true });
    expect(missing.calls).toHaveLength(1);
  });

  it('without a cache (PAGE_CACHE=0) loads every time but still tells CDNs the page is public', async () => {
    const calls: number[] = [];
    const open = () => {
      const { ctx, responseHeaders } = context();
      const result = loadPage<Data>(ctx, {
        namespaces: [],
        shared: true,
        pageCache: null,
        readSession: () => Promise.resolve(null),
        load: () => Promise.resolve({ props: { who: String(calls.push(1)) } }),
      });
      return { result, responseHeaders };
    };
    await open().result;
    const second = open();
    expect(propsOf(await second.result).who).toBe('2');
    expect(second.responseHeaders.get('cache-control')).toMatch(/^public, s-maxage=\d+, stale-while-revalidate=\d+$/);
  });
});
