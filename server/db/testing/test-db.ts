/** A throw-away PGlite database in a temp folder, migrated and seeded, for tests. */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDb, type Db, migrate } from '../client';
import { seedDatabase } from '../seed';

/** The fixed "today" of test seeds, so dates and ages never depend on the day tests run. */
export const TEST_NOW = new Date('2026-03-15T00:00:00.000Z');

/** A seeded test database; close() also deletes its folder. */
export interface TestDb {
  db: Db;
  close: () => Promise<void>;
}

/** Creates, migrates and seeds (default 300 adverts, no photo files) a PGlite database. */
export async function createTestDb(options: { ads?: number; seed?: boolean } = {}): Promise<TestDb> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'volan-test-db-'));
  const handle = await createDb({ dataDir: dir });
  await migrate(handle.db);
  if (options.seed !== false)
    await seedDatabase(handle.db, { ads: options.ads ?? 300, uploadDir: null, now: TEST_NOW, log: () => {} });
  return {
    db: handle.db,
    close: async () => {
      await handle.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
