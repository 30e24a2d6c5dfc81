import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { TimeoutError } from '@/lib/errors/app-errors';
import { DEFAULT_TIMEOUT_MS, configureHttp, createHttpFetch, httpFetch, type FetchFn } from './http-fetch';
import { setTracingContext } from './tracing-context';

interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
}

let server: Server;
let base: string;
const seen: Seen[] = [];
const hanging: ServerResponse[] = [];
let onHang: (() => void) | undefined;

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers });
    if (req.url?.startsWith('/hang')) {
      // Never answers: only an abort ends the request.
      hanging.push(res);
      onHang?.();
      return;
    }
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ ok: true, url: req.url }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const actions: [string, Readonly<Record<string, unknown>>][] = [];
beforeEach(() => {
  seen.length = 0;
  actions.length = 0;
  onHang = undefined;
  configureHttp({ siteCode: 'volan_ro', onPageAction: (name, attributes) => actions.push([name, attributes]) });
  setTracingContext({});
});
afterEach(() => {
  configureHttp({});
  setTracingContext({});
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** Resolves once the server has received a /hang request. */
const hangReceived = () => new Promise<void>((resolve) => (onHang = resolve));

describe('headers', () => {
  it('adds the tracing headers and the site code', async () => {
    setTracingContext({ transactionId: 'tx-1', siteUrn: 'urn:site:volan-ro', process: 'web' });
    const response = await httpFetch(`${base}/echo`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, url: '/echo' });
    expect(seen[0]?.headers).toMatchObject({
      'x-transaction-id': 'tx-1',
      'x-site-urn': 'urn:site:volan-ro',
      'x-process': 'web',
      sitecode: 'volan_ro',
    });
  });

  it('adds only the values that are known', async () => {
    setTracingContext({ transactionId: 'tx-2' });
    configureHttp({});
    await httpFetch(`${base}/echo`);
    const headers = seen[0]?.headers ?? {};
    expect(headers['x-transaction-id']).toBe('tx-2');
    expect(headers).not.toHaveProperty('x-site-urn');
    expect(headers).not.toHaveProperty('x-process');
    expect(headers).not.toHaveProperty('sitecode');
  });

  it('keeps the caller’s headers, which win over ours', async () => {
    setTracingContext({ transactionId: 'tx-3' });
    await httpFetch(`${base}/echo`, { headers: { 'x-transaction-id': 'mine', authorization: 'Bearer t' } });
    expect(seen[0]?.headers).toMatchObject({
      'x-transaction-id': 'mine',
      authorization: 'Bearer t',
      sitecode: 'volan_ro',
    });
  });

  it('uses a per-client tracing context and site code (server side)', async () => {
    setTracingContext({ transactionId: 'browser-global' });
    const perRequest = createHttpFetch({
      siteCode: 'other',
      tracing: () => ({ transactionId: 'req-7', process: 'ssr' }),
    });
    await perRequest(`${base}/echo`);
    expect(seen[0]?.headers).toMatchObject({ 'x-transaction-id': 'req-7', 'x-process': 'ssr', sitecode: 'other' });
  });

  it('accepts a Request, keeping its method and headers', async () => {
    const request = new Request(`${base}/api/ads/55`, { method: 'DELETE', headers: { 'x-extra': '1' } });
    const response = await httpFetch(request);
    expect(response.status).toBe(200);
    expect(seen[0]).toMatchObject({ method: 'DELETE', headers: { 'x-extra': '1', sitecode: 'volan_ro' } });
    expect(actions).toEqual([['fetch.request', { operation: 'DELETE:/api/ads', method: 'DELETE' }]]);
  });
});

describe('monitoring labels', () => {
  it('sends fetch.request labelled by operation for every request', async () => {
    await httpFetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ operationName: 'listingScreen', query: '{ x }' }),
    });
    await httpFetch(`${base}/graphql?operationName=getToken`);
    await httpFetch(new URL(`${base}/api/uoffe?abc`));
    expect(actions).toEqual([
      ['fetch.request', { operation: 'listingScreen', method: 'POST' }],
      ['fetch.request', { operation: 'getToken', method: 'GET' }],
      ['fetch.request', { operation: 'GET:/api/uoffe', method: 'GET' }],
    ]);
  });

  it('never lets a broken monitoring hook fail the request', async () => {
    const fetcher = createHttpFetch({
      onPageAction: () => {
        throw new Error('monitoring down');
      },
    });
    expect((await fetcher(`${base}/echo`)).status).toBe(200);
  });
});

describe('timeout', () => {
  it('raises TimeoutError (408) when our own timer aborts, and sends fetch.timeout', async () => {
    const url = `${base}/hang`;
    const error: unknown = await httpFetch(url, { timeout: 50 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toMatchObject({
      status: 408,
      timeout: 50,
      message: `Timeout after 50ms for the request url: GET:${url}`,
    });
    expect(actions).toContainEqual(['fetch.timeout', { operation: 'GET:/hang', timeout: 50 }]);
  });

  it("surfaces the caller's own abort as the abort, not a timeout", async () => {
    const controller = new AbortController();
    const received = hangReceived();
    const pending = httpFetch(`${base}/hang`, { signal: controller.signal, timeout: 60000 }).catch((e: unknown) => e);
    await received;
    controller.abort();
    const error = await pending;
    expect(error).not.toBeInstanceOf(TimeoutError);
    expect(error).toMatchObject({ name: 'AbortError' });
    expect(actions.map(([name]) => name)).toEqual(['fetch.request']);
  });

  it("passes the caller's abort reason through", async () => {
    const controller = new AbortController();
    const reason = new Error('navigated away');
    const received = hangReceived();
    const pending = httpFetch(`${base}/hang`, { signal: controller.signal }).catch((e: unknown) => e);
    await received;
    controller.abort(reason);
    expect(await pending).toBe(reason);
  });

  it('rejects at once for an already aborted signal, without a timeout', async () => {
    const error = await httpFetch(`${base}/echo`, { signal: AbortSignal.abort() }).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'AbortError' });
    expect(error).not.toBeInstanceOf(TimeoutError);
  });

  it('defaults to 10000 ms', async () => {
    expect(DEFAULT_TIMEOUT_MS).toBe(10000);
    vi.useFakeTimers();
    // A platform fetch that only ends when its signal aborts, so fake time can drive the timer.
    const never: FetchFn = (_input, init) =>
      new Promise((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error)),
      );
    let settled: unknown;
    const pending = createHttpFetch({ fetchImpl: never })('/graphql?operationName=getToken').then(
      () => (settled = 'resolved'),
      (e: unknown) => (settled = e),
    );
    await vi.advanceTimersByTimeAsync(9999);
    expect(settled).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    await pending;
    expect(settled).toBeInstanceOf(TimeoutError);
    expect(settled).toMatchObject({
      timeout: 10000,
      message: 'Timeout after 10000ms for the request url: GET:/graphql?operationName=getToken',
    });
  });

  it('can be turned off per request with timeout 0', async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    const capture: FetchFn = (_input, init) => {
      signal = init?.signal ?? undefined;
      return Promise.resolve(new Response('{}'));
    };
    const fetcher = createHttpFetch({ fetchImpl: capture });
    const pending = fetcher('/x', { timeout: 0 });
    await vi.advanceTimersByTimeAsync(60000);
    await pending;
    expect(signal?.aborted).toBe(false);
  });
});

describe('invalid fetch', () => {
  it('returns a status -100 invalid-fetch response when there is no fetch', async () => {
    vi.stubGlobal('fetch', undefined);
    const response = await httpFetch('/graphql');
    expect(response.status).toBe(-100);
    expect(response.statusText).toBe('invalid-fetch');
    expect(response.ok).toBe(false);
    await expect(response.text()).resolves.toBe('');
    await expect(response.json()).rejects.toThrow(SyntaxError);
    expect(actions).toEqual([['fetch.request', { operation: 'GET:/graphql', method: 'GET' }]]);
  });
});

describe('fetch compatibility', () => {
  it('is assignable to typeof fetch (what Apollo HttpLink takes)', async () => {
    const asFetch: typeof fetch = createHttpFetch();
    const response = await asFetch(`${base}/echo`, { method: 'GET' });
    expect(response.ok).toBe(true);
  });
});
