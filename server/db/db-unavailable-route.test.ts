/**
 * The media and next-auth routes while the database is away: a failure that means "unavailable"
 * answers 503 with Retry-After (Next's API resolver would answer a bare 500); any other failure
 * stays a 500. The failure is a real one: a PostgreSQL pool pointed at a port where nothing listens.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sql } from 'drizzle-orm';
import { apiResolver } from 'next/dist/server/api-utils/node/api-resolver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen, type ListeningServer } from '@/server/graphql/testing/listen';
import { createDb, type DbHandle } from './client';
import { answeringUnavailable } from './db-unavailable-route';

let away: DbHandle;
let server: ListeningServer;
const apiContext = {
  previewModeId: 'test',
  previewModeEncryptionKey: 'test',
  previewModeSigningKey: 'test',
  dev: false,
};

const readsTheDatabase = async (_req: IncomingMessage, res: ServerResponse) => {
  await away.db.execute(sql`select 1`);
  res.end('ok');
};
const routes: Record<string, (req: IncomingMessage, res: ServerResponse) => unknown> = {
  '/bare': readsTheDatabase,
  '/wrapped': answeringUnavailable(readsTheDatabase, () => 5),
  '/bug': answeringUnavailable(() => {
    throw new TypeError('a bug');
  }),
};

beforeAll(async () => {
  // Port 9 (discard) has no listener here: every connection is refused at once.
  away = await createDb({
    url: 'postgres://postgres@127.0.0.1:9/away',
    pool: { connectTimeoutMs: 500, breakerFailures: 2 },
  });
  // Through Next's own API resolver, which turns an escaped error into a 500.
  server = await listen((req: IncomingMessage, res: ServerResponse) => {
    const route = routes[req.url ?? ''] ?? readsTheDatabase;
    void apiResolver(req, res, {}, { default: route }, apiContext, false, false, req.url ?? '');
  });
});
afterAll(async () => {
  await server.close();
  await away.close();
});

describe('API routes during a database outage', () => {
  it('a bare route answers 500 (what Next answers when an outage escapes a route)', async () => {
    expect((await fetch(`${server.origin}/bare`)).status).toBe(500);
  });

  it.each([1, 2, 3])(
    'a wrapped route answers 503 with Retry-After, never cached (request %i: refused, then the breaker)',
    async () => {
      const response = await fetch(`${server.origin}/wrapped`);
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('5');
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toEqual({ error: 'SERVICE_UNAVAILABLE' });
    },
  );

  it('any other failure stays a 500', async () => {
    expect((await fetch(`${server.origin}/bug`)).status).toBe(500);
  });
});
