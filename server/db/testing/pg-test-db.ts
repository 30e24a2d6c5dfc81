/**
 * A throw-away PostgreSQL database for tests that need a real server (concurrency, pooling):
 * created on 127.0.0.1:5432, migrated and seeded, dropped by close(). When the server cannot be
 * reached the caller skips and says so — except in CI, where that fails (postgres-skip.ts).
 */
import pg from 'pg';
import { createDb, migrate } from '../client';
import { seedDatabase } from '../seed';
import { skipPostgres } from './postgres-skip';
import { TEST_NOW, type TestDb } from './test-db';

const SERVER_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/** Runs one statement on the test server's `postgres` database (create and drop databases). */
export async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: SERVER_URL, connectionTimeoutMillis: 2000 });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** True when the test server answers; logs why not otherwise, and throws in CI (CI must test PostgreSQL). */
export async function postgresReachable(label: string): Promise<boolean> {
  return admin('select 1').then(
    () => true,
    (error: unknown) => {
      skipPostgres(`[${label}] PostgreSQL at ${SERVER_URL} is not reachable (${(error as Error).message})`);
      return false;
    },
  );
}

/** A fresh database named `volan_<owner>_<unique>` with `maxConnections` pooled connections. */
export async function createPgTestDb(
  owner: string,
  options: { ads?: number; maxConnections?: number } = {},
): Promise<TestDb & { url: string }> {
  const database = `volan_${owner}_${process.pid}_${Date.now().toString(36)}`;
  await admin(`CREATE DATABASE ${database}`);
  const url = SERVER_URL.replace(/\/postgres$/, `/${database}`);
  const handle = await createDb({
    url,
    maxConnections: options.maxConnections ?? 10,
  });
  try {
    await migrate(handle.db);
    await seedDatabase(handle.db, { ads: options.ads ?? 10, uploadDir: null, now: TEST_NOW, log: () => {} });
  } catch (error) {
    await handle.close();
    await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    throw error;
  }
  return {
    db: handle.db,
    /** For a second, separate pool on the same database (another process's view). */
    url,
    close: async () => {
      await handle.close();
      await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    },
  };
}
