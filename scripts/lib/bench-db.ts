/**
 * The benchmark database shared by the bench scripts: a PostgreSQL database on the server of
 * DATABASE_URL (or postgres://postgres@127.0.0.1:5432/test), created when missing, migrated, and
 * seeded with `ads` adverts when it holds fewer.
 */
import pg from 'pg';
import { createDb, type Db, migrate, rawQuery } from '@/server/db/client';
import { clearDemoData, seedDatabase } from '@/server/db/seed';
import { getEnv } from '@/server/env';

/** A migrated and seeded benchmark database, open. */
export interface BenchDatabase {
  url: string;
  db: Db;
  close: () => Promise<void>;
}

async function createIfMissing(database: string): Promise<string> {
  if (!/^[a-z0-9_]+$/u.test(database)) throw new Error(`Unsafe database name: ${database}`);
  const serverUrl = getEnv().DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const url = new URL(serverUrl);
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${database}`);
  } finally {
    await admin.end();
  }
  url.pathname = `/${database}`;
  return url.toString();
}

/** Opens `database` (creating, migrating and seeding it as needed); the caller closes it. */
export async function openBenchDatabase(database: string, ads: number): Promise<BenchDatabase> {
  const url = await createIfMissing(database);
  const { db, close } = await createDb({ url, maxConnections: 4 });
  try {
    await migrate(db);
    const [row] = await rawQuery<{ n: number }>(db, 'SELECT count(*)::int AS n FROM adverts');
    if ((row?.n ?? 0) < ads) {
      console.info(`[bench] seeding ${ads} adverts into ${database} (found ${row?.n ?? 0})`);
      await clearDemoData(db);
      await seedDatabase(db, { ads, uploadDir: null });
    } else console.info(`[bench] ${database} already holds ${row?.n} adverts`);
  } catch (error) {
    await close();
    throw error;
  }
  return { url, db, close };
}
