/**
 * The app's PostgreSQL pool against a real server through the outage proxy (scripts/lib/tcp-proxy):
 * settings applied per connection, unavailability turned into DatabaseUnavailableError, a hung
 * connection destroyed, the breaker, and recovery without a restart. Skipped, with a message, when
 * PostgreSQL is not reachable. Nothing here asserts a duration: the timeouts are short so the
 * failures come quickly, and the checks are about outcomes.
 */
import type pg from 'pg';
import { startTcpProxy, type TcpProxy } from '@/scripts/lib/tcp-proxy';
import { checkDatabaseReady, createDb, currentOutage, type DbHandle, rawQuery } from './client';
import { createGuardedPool, pgPoolConfig, poolGuardOf, type PgPoolSettings } from './pg-pool';
import { admin, postgresReachable } from './testing/pg-test-db';

const HOST = '127.0.0.1';
const PORT = 5432;
const database = `volan_db_pooltest_${process.pid}`;

const reachable = await postgresReachable('pg-pool.test');

const quiet = { warn: () => undefined, info: () => undefined, error: () => undefined } as unknown as Parameters<
  typeof createGuardedPool
>[2];
const fast: Partial<PgPoolSettings> = {
  max: 3,
  connectTimeoutMs: 500,
  statementTimeoutMs: 300,
  queryTimeoutMs: 600,
  idleInTransactionTimeoutMs: 700,
  breakerFailures: 3,
  breakerOpenMs: 200,
};

/** Runs `attempt` until it succeeds (the outcome, not the time, is what the tests check). */
async function eventually<T>(attempt: () => Promise<T>, tries = 50): Promise<T> {
  let last: unknown;
  for (let i = 0; i < tries; i += 1) {
    try {
      return await attempt();
    } catch (error) {
      last = error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw last;
}

describe.skipIf(!reachable)('the guarded PostgreSQL pool', () => {
  let proxy: TcpProxy;
  let pool: pg.Pool;
  const url = () => `postgres://postgres@127.0.0.1:${proxy.port}/${database}`;

  beforeAll(async () => {
    await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin(`CREATE DATABASE ${database}`);
    proxy = await startTcpProxy({ targetHost: HOST, targetPort: PORT });
  });

  beforeEach(async () => {
    await proxy.setMode({ kind: 'pass' });
    pool = createGuardedPool(url(), fast, quiet);
  });

  afterEach(async () => {
    await proxy.setMode({ kind: 'pass' });
    await pool.end().catch(() => undefined);
  });

  afterAll(async () => {
    await proxy?.close();
    await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  });

  it('applies the timeouts to every connection (SHOW on a real connection)', async () => {
    const show = async (name: string) => ((await pool.query(`SHOW ${name}`)).rows[0] as Record<string, string>)[name];
    expect(await show('statement_timeout')).toBe('300ms');
    expect(await show('idle_in_transaction_session_timeout')).toBe('700ms');
    expect(await show('application_name')).toBe('volan');
    expect(pgPoolConfig(url(), fast)).toMatchObject({
      connectionTimeoutMillis: 500,
      query_timeout: 600,
      keepAlive: true,
      max: 3,
    });
  });

  it('the defaults: statement_timeout 5 s, and parameters in the URL win', async () => {
    const defaults = createGuardedPool(url(), {}, quiet);
    const fromUrl = createGuardedPool(`${url()}?statement_timeout=1234`, {}, quiet);
    try {
      expect((await defaults.query('SHOW statement_timeout')).rows[0]).toEqual({ statement_timeout: '5s' });
      expect((await fromUrl.query('SHOW statement_timeout')).rows[0]).toEqual({ statement_timeout: '1234ms' });
    } finally {
      await defaults.end();
      await fromUrl.end();
    }
  });

  it('a statement over statement_timeout is a 503 DatabaseUnavailableError; the connection stays usable', async () => {
    await expect(pool.query('select pg_sleep(2)')).rejects.toMatchObject({
      name: 'DatabaseUnavailableError',
      status: 503,
      reason: 'statement timeout',
    });
    expect((await pool.query<{ n: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });

  it('a full pool: waiting for a free connection is bounded too (503, not a queue forever)', async () => {
    const held = await Promise.all([pool.connect(), pool.connect(), pool.connect()]);
    try {
      for (let i = 0; i < 4; i += 1) {
        await expect(pool.query('select 1')).rejects.toMatchObject({
          name: 'DatabaseUnavailableError',
          reason: 'pool acquisition timeout',
        });
      }
      // More load than the pool serves says nothing about the database: no outage, no breaker.
      expect([
        poolGuardOf(pool)?.breaker.state,
        poolGuardOf(pool)?.breaker.consecutiveFailures,
        poolGuardOf(pool)?.outage,
      ]).toEqual(['closed', 0, null]);
    } finally {
      for (const client of held) client.release();
    }
    expect((await pool.query<{ n: number }>('select 5 as n')).rows).toEqual([{ n: 5 }]);
  });

  it('a refused database is unavailable; then the breaker refuses at once; back, the pool recovers on its own', async () => {
    await proxy.setMode({ kind: 'refuse' });
    for (let i = 0; i < 3; i += 1) {
      await expect(pool.query('select 1')).rejects.toMatchObject({
        name: 'DatabaseUnavailableError',
        reason: 'connect ECONNREFUSED',
      });
    }
    expect(poolGuardOf(pool)?.breaker.state).toBe('open');
    expect(poolGuardOf(pool)?.outage).toBe('connect ECONNREFUSED');
    await expect(pool.query('select 1')).rejects.toMatchObject({
      name: 'DatabaseUnavailableError',
      reason: expect.stringMatching(/^circuit open/) as unknown,
    });
    await proxy.setMode({ kind: 'pass' });
    const rows = await eventually(async () => (await pool.query<{ n: number }>('select 2 as n')).rows);
    expect(rows).toEqual([{ n: 2 }]);
    expect([poolGuardOf(pool)?.breaker.state, poolGuardOf(pool)?.outage]).toEqual(['closed', null]);
  });

  it('a hung database: the query fails as unavailable and its connection is destroyed, not returned', async () => {
    const client = await pool.connect();
    await client.query('select 1');
    await proxy.setMode({ kind: 'hang' });
    await expect(client.query('select 1')).rejects.toMatchObject({
      name: 'DatabaseUnavailableError',
      reason: 'query timeout',
    });
    client.release(); // as drizzle's transactions do: without an error
    expect([pool.totalCount, pool.idleCount]).toEqual([0, 0]);
    // New connections hang too: the connection timeout ends them.
    await expect(pool.query('select 1')).rejects.toMatchObject({ name: 'DatabaseUnavailableError' });
    await proxy.setMode({ kind: 'pass' });
    expect(await eventually(async () => (await pool.query<{ n: number }>('select 3 as n')).rows)).toEqual([{ n: 3 }]);
  });

  it('a restart-like failure (every connection cut) is survived: the next queries succeed', async () => {
    await Promise.all([pool.query('select 1'), pool.query('select 1'), pool.query('select 1')]);
    expect(pool.idleCount).toBeGreaterThan(0);
    await proxy.setMode({ kind: 'refuse' });
    await proxy.setMode({ kind: 'pass' });
    expect(await eventually(async () => (await pool.query<{ n: number }>('select 4 as n')).rows)).toEqual([{ n: 4 }]);
  });

  it('through createDb and drizzle: readiness and the outage follow the database', async () => {
    const handle: DbHandle = await createDb({ url: url(), pool: fast });
    try {
      expect(await checkDatabaseReady(handle.db, 1000)).toEqual({ ready: true });
      await proxy.setMode({ kind: 'hang' });
      expect(await checkDatabaseReady(handle.db, 300)).toMatchObject({ ready: false });
      await proxy.setMode({ kind: 'refuse' });
      await expect(rawQuery(handle.db, 'select 1')).rejects.toMatchObject({ name: 'DatabaseUnavailableError' });
      expect(currentOutage(handle.db)).not.toBeNull();
      await proxy.setMode({ kind: 'pass' });
      await eventually(() => rawQuery(handle.db, 'select 1'));
      expect(await checkDatabaseReady(handle.db, 1000)).toEqual({ ready: true });
      expect(currentOutage(handle.db)).toBeNull();
    } finally {
      await handle.close();
    }
  });
});
