import type { NextApiRequest, NextApiResponse } from 'next';
import { createDb, type DbHandle } from './client';
import { readiness, sendHealth } from './health';

let pglite: DbHandle;
let away: DbHandle;
beforeAll(async () => {
  pglite = await createDb({ dataDir: 'memory://' });
  away = await createDb({ url: 'postgres://postgres@127.0.0.1:9/away', pool: { connectTimeoutMs: 300 } });
});
afterAll(async () => {
  await pglite.close();
  await away.close();
});

function response() {
  const headers = new Map<string, string>();
  const sent: { status?: number; body?: unknown } = {};
  const res = {
    setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), value),
    status(code: number) {
      sent.status = code;
      return this;
    },
    json(body: unknown) {
      sent.body = body;
    },
  };
  return { res: res as unknown as NextApiResponse, headers, sent };
}

describe('readiness', () => {
  it('is ok on PGlite', async () => {
    expect(await readiness(pglite.db, 1000)).toEqual({ status: 200, body: { status: 'ok' } });
  });

  it('is unavailable when PostgreSQL cannot be reached', async () => {
    expect(await readiness(away.db, 1000)).toEqual({ status: 503, body: { status: 'unavailable' } });
  });
});

describe('sendHealth', () => {
  it('answers never-cached JSON, with Retry-After when unavailable', () => {
    const ok = response();
    sendHealth({ method: 'GET' } as NextApiRequest, ok.res, { status: 200, body: { status: 'ok' } });
    expect([ok.sent.status, ok.sent.body, ok.headers.get('cache-control'), ok.headers.has('retry-after')]).toEqual([
      200,
      { status: 'ok' },
      'no-store',
      false,
    ]);
    const down = response();
    sendHealth({ method: 'HEAD' } as NextApiRequest, down.res, { status: 503, body: { status: 'unavailable' } });
    expect([down.sent.status, down.headers.get('retry-after'), down.headers.get('cache-control')]).toEqual([
      503,
      '5',
      'no-store',
    ]);
  });

  it('refuses other methods with 405', () => {
    const post = response();
    sendHealth({ method: 'POST' } as NextApiRequest, post.res, { status: 200, body: { status: 'ok' } });
    expect([post.sent.status, post.headers.get('allow')]).toEqual([405, 'GET, HEAD']);
  });
});
