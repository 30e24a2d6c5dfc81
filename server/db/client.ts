/**
 * Database access for both drivers: embedded PGlite (default, zero set-up) and PostgreSQL
 * through node-postgres when DATABASE_URL is set. One schema, one Db type.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { getEnv, type Env } from '@/server/env';
import * as advertsSchema from './schema/adverts';
import * as catalogueSchema from './schema/catalogue';
import * as categoriesSchema from './schema/categories';
import * as locationsSchema from './schema/locations';
import * as usersSchema from './schema/users';
import { databaseUnavailableReason } from './db-unavailable';
import { createGuardedPool, DEFAULT_PG_POOL_SETTINGS, poolGuardOf, type PgPoolSettings } from './pg-pool';

/** Every table, for drizzle's relational queries. */
export const schema = {
  ...categoriesSchema,
  ...locationsSchema,
  ...usersSchema,
  ...catalogueSchema,
  ...advertsSchema,
};
/** The schema object type. */
export type Schema = typeof schema;

/** A drizzle database over either driver; services accept this and nothing driver-specific. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** Which driver a Db runs on. */
export type DbDriver = 'pglite' | 'pg';

/** A database handle for scripts and tests; close() releases the connection(s). */
export interface DbHandle {
  db: Db;
  driver: DbDriver;
  close: () => Promise<void>;
}

export interface CreateDbOptions {
  /** PostgreSQL connection string; when absent PGlite is used. */
  url?: string;
  /**
   * The app data folder (DATA_DIR): PGlite keeps its files in `${dataDir}/pglite`, created if
   * missing. Absent or 'memory://': an in-memory PGlite database.
   */
  dataDir?: string;
  /** Pool size for PostgreSQL (default 10). */
  maxConnections?: number;
  /**
   * PostgreSQL only: the app's timeouts, circuit breaker and outage handling (server/db/pg-pool.ts).
   * Absent (scripts: migrations and seeding may run long statements): a plain pool without them.
   */
  pool?: Partial<PgPoolSettings>;
  /** PGlite only: start from this data-folder dump (`dumpDataDir`) instead of an empty database (tests). */
  loadDataDir?: Blob;
}

interface RawClient {
  query(text: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
}
// Kept on the db object under a global symbol (not in a module-level WeakMap) so that it
// survives this module being loaded twice (ESM + CJS copies under tsx, hot reload).
const CLIENT = Symbol.for('volan.db.client');
type Registered = { driver: DbDriver; client: RawClient };

function register(db: Db, driver: DbDriver, client: RawClient): void {
  Object.defineProperty(db, CLIENT, { value: { driver, client } satisfies Registered, enumerable: false });
}

/** Folder of the drizzle-kit migrations (resolved from the working directory: Next bundles __dirname away). */
export const MIGRATIONS_FOLDER = path.join(process.cwd(), 'server', 'db', 'migrations');

/** Opens a database on the driver the options select. */
export async function createDb(options: CreateDbOptions = {}): Promise<DbHandle> {
  if (options.url) {
    const max = options.maxConnections ?? options.pool?.max ?? DEFAULT_PG_POOL_SETTINGS.max;
    const pool = options.pool
      ? createGuardedPool(options.url, { ...options.pool, max })
      : new pg.Pool({ connectionString: options.url, max });
    // An idle client error (server restart) must not crash the process; the next query reconnects.
    if (!options.pool) pool.on('error', (error) => console.error('[db] idle client error', error.message));
    const db: Db = drizzlePg(pool, { schema });
    register(db, 'pg', pool);
    return { db, driver: 'pg', close: () => pool.end() };
  }
  let pgliteDir = 'memory://';
  if (options.dataDir && !options.dataDir.startsWith('memory://')) {
    // PGlite.create needs the parent folder to exist. The folder is the run's DATA_DIR, not part of
    // the app: turbopackIgnore keeps Next's file tracing from taking in the whole project for it.
    const dataDir = path.resolve(/* turbopackIgnore: true */ options.dataDir);
    mkdirSync(/* turbopackIgnore: true */ dataDir, { recursive: true });
    pgliteDir = path.join(/* turbopackIgnore: true */ dataDir, 'pglite');
  }
  const client = await PGlite.create({
    dataDir: pgliteDir,
    extensions: { unaccent, btree_gin },
    loadDataDir: options.loadDataDir,
  });
  const db: Db = drizzlePglite(client, { schema });
  register(db, 'pglite', client);
  return { db, driver: 'pglite', close: () => client.close() };
}

/** A PGlite database's data folder as an uncompressed tar (to start other databases from: `loadDataDir`). */
export async function dumpPgliteDataDir(db: Db): Promise<Blob> {
  const found = entry(db);
  if (found.driver !== 'pglite') throw new Error('dumpPgliteDataDir: not a PGlite database');
  return (found.client as unknown as PGlite).dumpDataDir('none');
}

/** The driver behind a Db created by this module. */
export function driverOf(db: Db): DbDriver {
  return entry(db).driver;
}

function entry(db: Db): Registered {
  const found = (db as unknown as Record<symbol, Registered | undefined>)[CLIENT];
  if (!found) throw new Error('Db was not created by server/db/client.ts');
  return found;
}

/**
 * A parameterised query on the underlying client, bypassing drizzle: drizzle expands a JS
 * array parameter into a list, while bulk inserts need `unnest($1::int[], ...)` with one array
 * per column. Both drivers serialise JS arrays to PostgreSQL arrays.
 */
export async function rawQuery<T>(db: Db, text: string, params: unknown[] = []): Promise<T[]> {
  const result = await entry(db).client.query(text, params);
  return result.rows as T[];
}

/** Applies the pending drizzle migrations (both drivers). */
export async function migrate(db: Db, migrationsFolder = MIGRATIONS_FOLDER): Promise<void> {
  // Both migrators run the same dialect code; they differ only in their parameter types.
  if (driverOf(db) === 'pg') await migratePg(db as unknown as Parameters<typeof migratePg>[0], { migrationsFolder });
  else await migratePglite(db as unknown as Parameters<typeof migratePglite>[0], { migrationsFolder });
}

/** The app pool's settings from the environment (README: DB_* variables). */
export function poolSettingsFromEnv(env: Env = getEnv()): PgPoolSettings {
  return {
    max: env.DB_POOL_MAX,
    connectTimeoutMs: env.DB_CONNECT_TIMEOUT_MS,
    idleTimeoutMs: env.DB_IDLE_TIMEOUT_MS,
    statementTimeoutMs: env.DB_STATEMENT_TIMEOUT_MS,
    idleInTransactionTimeoutMs: env.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    queryTimeoutMs: env.DB_QUERY_TIMEOUT_MS,
    breakerFailures: env.DB_BREAKER_FAILURES,
    breakerOpenMs: env.DB_BREAKER_OPEN_MS,
  };
}

/** Outcome of a readiness check. */
export type DatabaseReadiness = { ready: true } | { ready: false; reason: string };

/**
 * Whether the database answers `select 1` within `timeoutMs` (the readiness probe). On
 * PostgreSQL it goes through the app's pool and breaker, so it says what a request would meet.
 */
export async function checkDatabaseReady(db: Db, timeoutMs: number): Promise<DatabaseReadiness> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<DatabaseReadiness>((resolve) => {
    timer = setTimeout(() => resolve({ ready: false, reason: `no answer within ${timeoutMs} ms` }), timeoutMs);
  });
  const probe = rawQuery(db, 'select 1').then(
    (): DatabaseReadiness => ({ ready: true }),
    (error: unknown): DatabaseReadiness => ({
      ready: false,
      reason: databaseUnavailableReason(error) ?? 'query failed',
    }),
  );
  try {
    return await Promise.race([probe, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** The reason of the app pool's current outage (null while it answers, and always on PGlite). */
export function currentOutage(db: Db): string | null {
  const { driver, client } = entry(db);
  return driver === 'pg' ? (poolGuardOf(client as pg.Pool)?.outage ?? null) : null;
}

type GlobalWithDb = typeof globalThis & { __volanDb?: Promise<DbHandle> };

/** The app database from the environment (PGlite under DATA_DIR/pglite unless DATABASE_URL is set). */
export function getDbHandle(): Promise<DbHandle> {
  // Cached on globalThis so that Next.js dev hot reloads reuse the connection: PGlite must
  // never be opened twice on the same folder.
  const g = globalThis as GlobalWithDb;
  if (!g.__volanDb) {
    const env = getEnv();
    g.__volanDb = createDb(
      env.DATABASE_URL ? { url: env.DATABASE_URL, pool: poolSettingsFromEnv(env) } : { dataDir: env.DATA_DIR },
    );
    // A failed open must not be cached forever.
    g.__volanDb.catch(() => {
      g.__volanDb = undefined;
    });
  }
  return g.__volanDb;
}

/** The app database singleton. Migrations are not applied here: scripts/lib/prepare-db.ts does it before Next starts. */
export async function getDb(): Promise<Db> {
  return (await getDbHandle()).db;
}
