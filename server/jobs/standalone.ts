/**
 * What `npm run worker` (scripts/worker.ts) checks before it runs workers without a web server:
 * the database must be PostgreSQL (PGlite opens in one process per data folder, and that process
 * is the web server's), and migrated to this code's version (the worker does not migrate: the web
 * servers' `npm start` or `npm run db:migrate` does, once).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type Db, MIGRATIONS_FOLDER, rawQuery } from '@/server/db/client';
import type { Env } from '@/server/env';

/** Why this environment cannot run a standalone worker, or null when it can. */
export function standaloneRefusal(env: Pick<Env, 'DATABASE_URL' | 'DATA_DIR'>): string | null {
  if (env.DATABASE_URL) return null;
  return [
    `npm run worker needs PostgreSQL (DATABASE_URL): this environment uses the embedded PGlite database in ${env.DATA_DIR}.`,
    'PGlite opens its data folder in one process at a time, and that process is the web server:',
    '`npm start` already runs the job workers in it (unless JOBS_WORKER=0). Either run `npm start` alone,',
    'or set DATABASE_URL on the web servers (with JOBS_WORKER=0 for web-only ones) and on this worker.',
  ].join('\n');
}

/** The newest migration of this code (its journal's last `when`, what drizzle records as created_at). */
function latestMigrationMillis(folder: string): number {
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

/** Null when the database has every migration of this code; otherwise what to do. */
export async function migrationsBehind(db: Db, folder = MIGRATIONS_FOLDER): Promise<string | null> {
  const [table] = await rawQuery<{ name: string | null }>(
    db,
    "SELECT to_regclass('drizzle.__drizzle_migrations')::text AS name",
  );
  const rows = table?.name
    ? await rawQuery<{ latest: string | number | null }>(
        db,
        'SELECT max(created_at) AS latest FROM drizzle.__drizzle_migrations',
      )
    : [];
  const applied = rows[0]?.latest == null ? 0 : Number(rows[0].latest);
  if (applied >= latestMigrationMillis(folder)) return null;
  return 'the database is not migrated to this version of the code: run `npm run db:migrate` (or `npm start`, which migrates) first';
}
