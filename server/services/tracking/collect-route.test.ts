/**
 * The collector's HTTP answers (/api/collect) against a real PGlite database: 204 stores the
 * batch in tracking_events; 400 for bad JSON or a bad batch (nothing stored); 405 for other
 * methods; 413 over 64 KB; the e2e-only GET lists a visitor's events.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { rawQuery } from '@/server/db/client';
import { createTestDb, type TestDb } from '@/server/db/testing/test-db';
import { COLLECT_MAX_BODY_BYTES, createCollectHandler } from './collect-route';

let t: TestDb;

beforeAll(async () => {
  t = await createTestDb({ seed: false });
}, 120_000);
afterAll(async () => {
  await t.close();
});

async function call(
  method: string,
  body: string,
  { url = '/api/collect', testReadable = false } = {},
): Promise<{ status: number; body: unknown }> {
  const req = Object.assign(Readable.from([Buffer.from(body)]), {
    method,
    url,
    headers: {},
  }) as unknown as IncomingMessage;
  let text = '';
  const sink = {
    statusCode: 200,
    setHeader: () => undefined,
    end: (chunk?: string) => void (text = chunk ?? ''),
  };
  await createCollectHandler({ db: () => Promise.resolve(t.db), testReadable: () => testReadable })(
    req,
    sink as unknown as ServerResponse,
  );
  return { status: sink.statusCode, body: text ? (JSON.parse(text) as unknown) : null };
}

async function count(): Promise<number> {
  const [row] = await rawQuery<{ n: number }>(t.db, 'select count(*)::int as n from tracking_events');
  return row!.n;
}

const pv = {
  eventType: 'pv',
  name: 'home',
  page: '/',
  visitorId: 'v-route-1',
  properties: { touch_point_page: 'home', language: 'ro_RO', is_webview: 0 },
};

it('stores a valid batch and answers 204', async () => {
  const before = await count();
  const action = { eventType: 'page_action', name: 'fetch.request', properties: { operation: 'X' } };
  expect(await call('POST', JSON.stringify({ events: [pv, action] }))).toEqual({ status: 204, body: null });
  expect(await count()).toBe(before + 2);
  const rows = await rawQuery<{ event_type: string; name: string; visitor_id: string; properties: unknown }>(
    t.db,
    "select event_type, name, visitor_id, properties from tracking_events where name in ('home', 'fetch.request') order by id",
  );
  expect(rows).toEqual([
    { event_type: 'pv', name: 'home', visitor_id: 'v-route-1', properties: pv.properties },
    { event_type: 'page_action', name: 'fetch.request', visitor_id: '', properties: { operation: 'X' } },
  ]);
});

it.each([
  ['not JSON', '{events:'],
  ['JSON but not a batch', '"hello"'],
  ['no events', JSON.stringify({ events: [] })],
  ['an unknown event type', JSON.stringify({ events: [{ ...pv, eventType: 'purchase' }] })],
  ['a name with spaces', JSON.stringify({ events: [{ ...pv, name: 'a b' }] })],
  ['a bad visitor id', JSON.stringify({ events: [{ ...pv, visitorId: "x'; drop table" }] })],
  ['too many events', JSON.stringify({ events: Array.from({ length: 51 }, () => pv) })],
  ['properties over 4 KB', JSON.stringify({ events: [{ ...pv, properties: { big: 'x'.repeat(5000) } }] })],
  ['properties not an object', JSON.stringify({ events: [{ ...pv, properties: [1, 2] }] })],
])('answers 400 for %s and stores nothing', async (_title, body) => {
  const before = await count();
  expect((await call('POST', body)).status).toBe(400);
  expect(await count()).toBe(before);
});

it('answers 413 over 64 KB, 405 for other methods', async () => {
  expect((await call('POST', 'x'.repeat(COLLECT_MAX_BODY_BYTES + 1))).status).toBe(413);
  expect((await call('GET', '')).status).toBe(405);
  expect((await call('PUT', JSON.stringify({ events: [pv] }))).status).toBe(405);
});

it('lists a visitor’s events on GET only for the e2e servers', async () => {
  const listed = await call('GET', '', { url: '/api/collect?visitor=v-route-1', testReadable: true });
  expect(listed.status).toBe(200);
  expect(listed.body).toEqual({ events: [expect.objectContaining({ eventType: 'pv', name: 'home', page: '/' })] });
  expect((await call('GET', '', { url: '/api/collect', testReadable: true })).status).toBe(400);
});
