/**
 * /api/bm and /api/errors against a real (PGlite) database: 204 and a stored row for good input,
 * 400 with a readable reason for bad input, 405 and 413 as named, past the rate 204 and dropped; never a 500.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { rawQuery } from '@/server/db/client';
import { createTestDb, type TestDb } from '@/server/db/testing/test-db';
import { clientErrors, webVitals } from '@/server/db/schema/operations';
import { createBeaconHandler, routeOfPage } from './beacon-route';
import { createErrorsHandler } from './errors-route';
import { createRateLimiter, DROPPED_HEADER } from './ingest-http';

let t: TestDb;

beforeAll(async () => {
  t = await createTestDb({ seed: false });
}, 120_000);
afterAll(async () => {
  await t.close();
});

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

async function call(
  handler: Handler,
  method: string,
  body: string,
): Promise<{ status: number; body: unknown; dropped: string | null }> {
  const req = Object.assign(Readable.from([Buffer.from(body)]), { method, headers: {} }) as unknown as IncomingMessage;
  let text = '';
  const headers = new Map<string, string>();
  const sink = {
    statusCode: 200,
    setHeader: (name: string, value: string) => void headers.set(name, value),
    end: (chunk?: string) => void (text = chunk ?? ''),
  };
  await handler(req, sink as unknown as ServerResponse);
  return {
    status: sink.statusCode,
    body: text ? (JSON.parse(text) as unknown) : null,
    dropped: headers.get(DROPPED_HEADER) ?? null,
  };
}

const beacon = {
  l: 'web-vital',
  n: 'LCP',
  v: 1234.5,
  u: 'r:advertPage',
  r: 'r:listing',
  h: 'b1',
  q: 'a#b',
  s: 'private',
};

describe('POST /api/bm', () => {
  const handler = createBeaconHandler({ db: () => Promise.resolve(t.db), address: () => '10.0.0.1' });

  it('stores a beacon with its route and answers 204', async () => {
    expect(await call(handler, 'POST', JSON.stringify(beacon))).toEqual({ status: 204, body: null, dropped: null });
    expect(await call(handler, 'POST', JSON.stringify({ ...beacon, n: 'CLS', v: 0.02, u: 'p:/autoturisme' }))).toEqual({
      status: 204,
      body: null,
      dropped: null,
    });
    const rows = await rawQuery<Record<string, unknown>>(
      t.db,
      `select label, name, value, page, route, previous, app_version, experiments, user_type from web_vitals order by id`,
    );
    expect(rows).toEqual([
      {
        label: 'web-vital',
        name: 'LCP',
        value: 1234.5,
        page: 'r:advertPage',
        route: 'advertPage',
        previous: 'r:listing',
        app_version: 'b1',
        experiments: 'a#b',
        user_type: 'private',
      },
      expect.objectContaining({ name: 'CLS', page: 'p:/autoturisme', route: 'listing' }),
    ]);
  });

  it.each<[string, string, RegExp]>([
    ['not JSON', '{', /not JSON/u],
    ['an unknown web vital', JSON.stringify({ ...beacon, n: 'XYZ' }), /n: a web-vital is one of/u],
    ['a negative value', JSON.stringify({ ...beacon, v: -1 }), /^invalid beacon: v:/u],
    ['a string value', JSON.stringify({ ...beacon, v: '12' }), /v:/u],
    ['a bad page', JSON.stringify({ ...beacon, u: 'https://evil' }), /u: must be/u],
    ['an unknown route id', JSON.stringify({ ...beacon, u: 'r:nope' }), /u: unknown route id/u],
    ['a bad previous page', JSON.stringify({ ...beacon, r: 'x' }), /r: must be/u],
    ['no fields', '{}', /l:/u],
    ['an array', '[]', /invalid beacon/u],
  ])('answers 400 for %s', async (_name, body, message) => {
    const answer = await call(handler, 'POST', body);
    expect(answer.status).toBe(400);
    expect((answer.body as { error: string }).error).toMatch(message);
  });

  it('answers 405 for GET, 413 for a large body; past the rate 204, dropped', async () => {
    expect(await call(handler, 'GET', '')).toMatchObject({ status: 405 });
    expect(await call(handler, 'POST', JSON.stringify({ ...beacon, q: 'x'.repeat(5000) }))).toMatchObject({
      status: 413,
    });
    const limited = createBeaconHandler({
      db: () => Promise.resolve(t.db),
      address: () => '10.0.0.2',
      limiter: createRateLimiter(1, 60_000),
    });
    const stored = async () => (await t.db.select().from(webVitals)).length;
    const before = await stored();
    expect(await call(limited, 'POST', JSON.stringify(beacon))).toMatchObject({ status: 204, dropped: null });
    expect(await stored()).toBe(before + 1);
    expect(await call(limited, 'POST', JSON.stringify(beacon))).toMatchObject({ status: 204, dropped: 'rate-limit' });
    expect(await stored()).toBe(before + 1);
  });

  it('derives the route from u', () => {
    expect(routeOfPage('r:home')).toBe('home');
    expect(routeOfPage('p:/autoturisme/anunt/x-1')).toBe('advertPage');
    expect(routeOfPage('p:/nu/exista/deloc')).toBe('NoRouteIdConfigured');
  });
});

describe('POST /api/errors', () => {
  const handler = createErrorsHandler({ db: () => Promise.resolve(t.db), address: () => '10.0.0.3' });
  const report = {
    pageName: 'listing',
    message: 'GraphQL Errored: query listingScreen',
    stack: 'Error: ...',
    transactionId: 'tx-12345678',
    context: {
      operationName: 'listingScreen',
      variables: { input: { categorySlug: 'autoturisme' } },
      cdnRequestId: 'c1',
    },
  };

  it('stores a report and answers 204', async () => {
    expect(await call(handler, 'POST', JSON.stringify(report))).toEqual({ status: 204, body: null, dropped: null });
    const rows = await rawQuery<Record<string, unknown>>(
      t.db,
      'select page_name, message, stack, context, transaction_id from client_errors',
    );
    expect(rows).toEqual([
      {
        page_name: 'listing',
        message: report.message,
        stack: 'Error: ...',
        context: report.context,
        transaction_id: 'tx-12345678',
      },
    ]);
  });

  it('answers 400 for bad input, 405, 413; past the rate 204, dropped', async () => {
    const missing = await call(handler, 'POST', JSON.stringify({ pageName: 'x' }));
    expect(missing.status).toBe(400);
    expect((missing.body as { error: string }).error).toMatch(/^invalid report: message:/u);
    expect(await call(handler, 'POST', 'nope')).toMatchObject({
      status: 400,
      body: { error: 'invalid report: body is not JSON' },
    });
    expect(await call(handler, 'POST', JSON.stringify({ ...report, context: 'x' }))).toMatchObject({ status: 400 });
    expect(await call(handler, 'PUT', '')).toMatchObject({ status: 405 });
    expect(await call(handler, 'POST', JSON.stringify({ ...report, stack: 'x'.repeat(20_000) }))).toMatchObject({
      status: 413,
    });
    const limited = createErrorsHandler({
      db: () => Promise.resolve(t.db),
      address: () => 'a',
      limiter: createRateLimiter(0, 60_000),
    });
    const stored = async () => (await t.db.select().from(clientErrors)).length;
    const before = await stored();
    expect(await call(limited, 'POST', JSON.stringify(report))).toMatchObject({ status: 204, dropped: 'rate-limit' });
    expect(await stored()).toBe(before);
  });
});
