/**
 * A throw-away PGlite database in a temp folder, migrated and seeded, for tests.
 *
 * Most test files want the same database (the standard seed of STANDARD_ADS adverts), the rest one
 * of a few others (migrated only, or a small seed). Building one (migrations, seed, price
 * indicators) takes seconds, so within one Vitest run each kind is built once: the first file to
 * ask dumps it into the run's cache folder (test-db-cache.ts) and every other file starts from that
 * dump; a seed starts from the migrated dump.
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

/** Migrations only: one build a run, every other database starts from its dump. */
function migrated(dir: string): Promise<DbHandle> {
  return fromSharedDump('migrated', dir, async () => {
    const handle = await createDb({ dataDir: dir });
    await migrate(handle.db);
    return handle;
  });
}

/** Migrated and seeded with `ads` adverts: one build a run per count (the seed is deterministic). */
function seeded(dir: string, ads: number): Promise<DbHandle> {
  return fromSharedDump(`seed-${ads}`, dir, async () => {
    const handle = await migrated(dir);
    await seedDatabase(handle.db, { ads, uploadDir: null, now: TEST_NOW, log: () => {}, conversations: false });
    return handle;
  });
}

/**
 * Creates, migrates and seeds (default 300 adverts, no photo files) a PGlite database. Each kind
 * (migrated only, or seeded with a count of adverts) is built once a run and loaded from its dump
 * by every other file that asks for it.
 */
export async function createTestDb(options: { ads?: number; seed?: boolean } = {}): Promise<TestDb> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'volan-test-db-'));
  const handle = options.seed === false ? await migrated(dir) : await seeded(dir, options.ads ?? STANDARD_ADS);
  return {
    db: handle.db,
    close: async () => {
      await handle.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
