/**
 * A throw-away PGlite database in a temp folder, migrated and seeded, for tests.
 *
 * Most test files want the same database (the standard seed of STANDARD_ADS adverts). Building it
 * (migrations, seed, price indicators) takes seconds, so within one Vitest run it is built once:
 * the first file to ask dumps it into the run's cache folder (test-db-cache.ts) and every other
 * file starts from that dump. Other options build afresh.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDb, type Db, type DbHandle, migrate } from '../client';
import { seedDatabase } from '../seed';
import { fromSharedDump } from './test-db-cache';

/** The fixed "today" of test seeds, so dates and ages never depend on the day tests run. */
export const TEST_NOW = new Date('2026-03-15T00:00:00.000Z');
/** Adverts in the standard test seed. */
const STANDARD_ADS = 300;

/** A seeded test database; close() also deletes its folder. */
export interface TestDb {
  db: Db;
  close: () => Promise<void>;
}

async function build(dir: string, ads: number, seed: boolean): Promise<DbHandle> {
  const handle = await createDb({ dataDir: dir });
  await migrate(handle.db);
  if (seed) await seedDatabase(handle.db, { ads, uploadDir: null, now: TEST_NOW, log: () => {}, conversations: false });
  return handle;
}

/** Creates, migrates and seeds (default 300 adverts, no photo files) a PGlite database. */
export async function createTestDb(options: { ads?: number; seed?: boolean } = {}): Promise<TestDb> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'volan-test-db-'));
  const ads = options.ads ?? STANDARD_ADS;
  const seed = options.seed !== false;
  const handle =
    seed && ads === STANDARD_ADS
      ? await fromSharedDump(`seed-${STANDARD_ADS}`, dir, () => build(dir, ads, seed))
      : await build(dir, ads, seed);
  return {
    db: handle.db,
    close: async () => {
      await handle.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
