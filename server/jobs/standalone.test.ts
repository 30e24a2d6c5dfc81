/** What `npm run worker` checks before it starts (server/jobs/standalone.ts), and the clock endpoint's body. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type DbHandle } from '@/server/db/client';
import { createTestDb, type TestDb } from '@/server/db/testing/test-db';
import { parseClockMove } from './dev-clock';
import { migrationsBehind, standaloneRefusal } from './standalone';

describe('npm run worker', () => {
  let migrated: TestDb;
  let empty: DbHandle;
  beforeAll(async () => {
    migrated = await createTestDb({ seed: false });
    empty = await createDb(); // in memory, never migrated
  });
  afterAll(async () => {
    await migrated.close();
    await empty.close();
  });

  it('refuses the embedded PGlite database, saying why and what to do', () => {
    const refusal = standaloneRefusal({ DATABASE_URL: undefined, DATA_DIR: '/srv/volan' });
    expect(refusal).toContain('needs PostgreSQL (DATABASE_URL)');
    expect(refusal).toContain('/srv/volan');
    expect(refusal).toContain('JOBS_WORKER=0');
    expect(standaloneRefusal({ DATABASE_URL: 'postgres://db/volan', DATA_DIR: '/srv/volan' })).toBeNull();
  });

  it('starts only on a database with every migration of this code', async () => {
    expect(await migrationsBehind(migrated.db)).toBeNull();
    expect(await migrationsBehind(empty.db)).toContain('npm run db:migrate');
  });
});

describe('POST /api/dev/clock bodies', () => {
  it('reads a move forward or a time to set, and refuses anything else', () => {
    expect(parseClockMove({ advanceMs: 60_000 })).toEqual({ advanceMs: 60_000 });
    expect(parseClockMove({ set: '2026-12-01T02:31:00Z' })).toEqual({ set: new Date('2026-12-01T02:31:00Z') });
    for (const body of [undefined, null, {}, { advanceMs: 'soon' }, { advanceMs: Infinity }, { set: 'tomorrow' }])
      expect(parseClockMove(body)).toHaveProperty('error');
  });
});
