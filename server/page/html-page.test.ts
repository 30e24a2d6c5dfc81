/**
 * loadPage with the HTML cache over a real HTTP server. The handler does what Next does around
 * getServerSideProps: it renders (here: a tiny document with _document's nonce and the props) only
 * when getServerSideProps has not already finished the response. Anonymous document requests of a
 * shared page are rendered once; each later response has its own nonce (header and tags) and its
 * own transaction id (header and __NEXT_DATA__). Nothing personal, cookied, non-200 or JSON is
 * ever stored or served.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { GetServerSidePropsContext } from 'next';
import type { PageSession } from '@/lib/session/session.types';
import { HtmlCache, nonceOfPolicy } from './html-cache';
import { loadPage, type PageOutcome } from './load-page';
import { PageCache } from './page-cache';
import { applyPageSecurityHeaders } from './page-security';

const member = { user: { email: 'vanzator@volan.test' } } as unknown as PageSession;

interface Page {
  /** What the load returns (default: 200 props naming the load's count). */
  outcome?: () => PageOutcome<object>;
  /** Set-Cookie during the render. */
  renderCookie?: boolean;
}

let server: Server;
let origin: string;
let clock = 0;
let loads = 0;
let renders = 0;
let current: Page = {};
let pageCache: PageCache<PageOutcome<object>>;
let htmlCache: HtmlCache;

async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const cookies = Object.fromEntries(
    (req.headers.cookie ?? '')
      .split(';')
      .filter(Boolean)
      .map((pair) => pair.trim().split('=') as [string, string]),
  );
  const ctx = {
    req: Object.assign(req, { cookies }),
    res,
    params: {},
    query: {},
    resolvedUrl: req.url ?? '/',
  } as unknown as GetServerSidePropsContext;
  const result = await loadPage<object>(ctx, {
    namespaces: [],
    shared: true,
    pageCache,
    htmlCache,
    createExecutor: () => () => Promise.reject(new Error('no GraphQL here')),
    readSession: () => Promise.resolve(cookies['next-auth.session-token'] === 'valid' ? member : null),
    load: (_execute, _ctx, { session }) => {
      loads += 1;
      return Promise.resolve(current.outcome?.() ?? { props: { who: session ? 'member' : 'anonymous', load: loads } });
    },
  });
  if (res.writableEnded) return;
  renders += 1;
  const nonce = applyPageSecurityHeaders(req, res);
  if (current.renderCookie) res.setHeader('Set-Cookie', 'experiment=b');
  const props = 'props' in result ? result.props : {};
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.end(
    `<!DOCTYPE html><script nonce="${nonce}" src="/main.js"></script><script id="__NEXT_DATA__" nonce="${nonce}">${JSON.stringify({ props })}</script>`,
  );
}

beforeAll(async () => {
  server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  clock = 0;
  loads = 0;
  renders = 0;
  current = {};
  pageCache = new PageCache({ ttlMs: 10_000, staleMs: 30_000, maxEntries: 50, now: () => clock });
  htmlCache = new HtmlCache(50);
});

interface Fetched {
  status: number;
  html: string;
  nonce: string | null;
  transactionId: string | null;
  tagNonces: string[];
  dataTransactionId: string | undefined;
  /** The X-Page-Cache header: 'hit' when served from the HTML cache. */
  cache: string | null;
}

async function get(path = '/autoturisme', headers: Record<string, string> = {}): Promise<Fetched> {
  const response = await fetch(origin + path, { headers });
  const html = await response.text();
  const data = /<script id="__NEXT_DATA__"[^>]*>(.*?)<\/script>/.exec(html)?.[1];
  const parsed = data ? (JSON.parse(data) as { props: { transactionId?: string } }) : null;
  return {
    status: response.status,
    html,
    nonce: nonceOfPolicy(response.headers.get('content-security-policy')),
    transactionId: response.headers.get('x-transaction-id'),
    tagNonces: [...html.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1] ?? ''),
    dataTransactionId: parsed?.props.transactionId,
    cache: response.headers.get('x-page-cache'),
  };
}

describe('loadPage with the HTML cache', () => {
  it('renders an anonymous page once; each response gets its own nonce and transaction id', async () => {
    const first = await get();
    const second = await get();
    const third = await get();
    expect(renders).toBe(1);
    expect(loads).toBe(1);
    expect([first.cache, second.cache, third.cache]).toEqual([null, 'hit', 'hit']);
    for (const response of [first, second, third]) {
      expect(response.status).toBe(200);
      expect(response.nonce).toBeTruthy();
      expect(response.tagNonces).toEqual([response.nonce, response.nonce]);
      expect(response.dataTransactionId).toBe(response.transactionId);
      expect(response.html).toContain('"who":"anonymous","load":1');
    }
    expect(new Set([first.nonce, second.nonce, third.nonce]).size).toBe(3);
    expect(new Set([first.transactionId, second.transactionId, third.transactionId]).size).toBe(3);
  });

  it('never serves cached HTML to a signed-in visitor, nor stores theirs', async () => {
    await get();
    const signedIn = await get('/autoturisme', { cookie: 'next-auth.session-token=valid' });
    expect(signedIn.html).toContain('"who":"member"');
    expect(signedIn.cache).toBeNull();
    expect(renders).toBe(2);
    // An unreadable session cookie is not anonymous either.
    await get('/autoturisme', { cookie: 'next-auth.session-token=expired' });
    expect(renders).toBe(3);
    expect((await get()).html).toContain('"who":"anonymous"');
    expect(renders).toBe(3);
  });

  it('renders again once the data cache has new data', async () => {
    await get();
    clock = 10_000;
    // Stale: the old data (and its HTML) is served while the refresh runs.
    expect((await get()).html).toContain('"load":1');
    expect(renders).toBe(1);
    await vi.waitFor(() => expect(loads).toBe(2));
    expect((await get()).html).toContain('"load":2');
    expect(renders).toBe(2);
    expect((await get()).html).toContain('"load":2');
    expect(renders).toBe(2);
  });

  it('stores nothing rendered with a Set-Cookie, a non-200 status, or a caller-chosen transaction id', async () => {
    current = { renderCookie: true };
    await get();
    await get();
    expect(renders).toBe(2);

    current = { outcome: () => ({ props: { gone: true }, status: 410 }) };
    expect((await get('/anunt/1')).status).toBe(410);
    expect((await get('/anunt/1')).status).toBe(410);
    expect(renders).toBe(4);

    current = {};
    const caller = await get('/autoturisme/bmw', { 'x-transaction-id': 'caller-id-0001' });
    expect(caller.dataTransactionId).toBe('caller-id-0001');
    await get('/autoturisme/bmw');
    expect(renders).toBe(6);
    // Once stored, a caller's well-formed id is put into the cached page like any other.
    const fromCache = await get('/autoturisme/bmw', { 'x-transaction-id': 'caller-id-0002' });
    expect(renders).toBe(6);
    expect([fromCache.transactionId, fromCache.dataTransactionId]).toEqual(['caller-id-0002', 'caller-id-0002']);
  });

  it('answers client-side navigation data requests and HEAD through Next, never with cached HTML', async () => {
    await get();
    await get('/autoturisme', { 'x-nextjs-data': '1' });
    await fetch(`${origin}/autoturisme`, { method: 'HEAD' });
    expect(renders).toBe(3);
  });
});
