/**
 * On PGlite and on PostgreSQL (when 127.0.0.1:5432 answers): concurrent lookups of one visitor
 * cannot slip past the hourly limit, and two 'Verified details' runs at once decide each pending
 * advert exactly once.
 */
import { eq, inArray } from 'drizzle-orm';
import { adverts } from '@/server/db/schema/adverts';
import { createPgTestDb, postgresReachable } from '@/server/db/testing/pg-test-db';
import { createTestDb, TEST_NOW, type TestDb } from '@/server/db/testing/test-db';
import { VEHICLE_LOOKUPS_PER_HOUR } from './lookup-throttle';
import { verifyPendingRegisters } from './register-status';
import { checkVin } from './vin-check';

const pgReachable = await postgresReachable('vehicle-check.concurrency.test');
const NOW = new Date(TEST_NOW.getTime() + 86_400_000);

const targets: [string, boolean, () => Promise<TestDb>][] = [
  ['PGlite', true, () => createTestDb({ ads: 20 })],
  ['PostgreSQL', pgReachable, () => createPgTestDb('vehiclecheck', { ads: 20, maxConnections: 10 })],
];

describe.each(targets)('vehicle checks on %s', (_name, available, open) => {
  let t: TestDb | undefined;
  beforeAll(async () => {
    if (available) t = await open();
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it.skipIf(!available)(`answers ${VEHICLE_LOOKUPS_PER_HOUR} of 80 concurrent lookups of one visitor`, async () => {
    const deps = { db: t!.db, secret: 'test-secret-test-secret', now: NOW };
    const visitor = { userId: null, mainAccountId: null, address: '203.0.113.9' };
    const answers = await Promise.all(
      Array.from({ length: 80 }, () =>
        checkVin(deps, { vin: 'WVWZZZ1JZ3W386752' }, visitor).then(
          () => 'ok',
          (e: unknown) => (e as { key?: string }).key ?? String(e),
        ),
      ),
    );
    expect(answers.filter((a) => a === 'ok')).toHaveLength(VEHICLE_LOOKUPS_PER_HOUR);
    expect(answers.filter((a) => a === 'errors:vehicleCheck.tooMany')).toHaveLength(80 - VEHICLE_LOOKUPS_PER_HOUR);
  });

  it.skipIf(!available)('decides each pending advert once when two runs overlap', async () => {
    const db = t!.db;
    const rows = await db.select({ id: adverts.id }).from(adverts).where(eq(adverts.status, 'active')).limit(8);
    const ids = rows.map((r) => r.id);
    await db
      .update(adverts)
      .set({ registerStatus: 'pending', createdAt: new Date(NOW.getTime() - 3_600_000), badges: [] })
      .where(inArray(adverts.id, ids));
    const runs = await Promise.all([verifyPendingRegisters(db, NOW, 60_000), verifyPendingRegisters(db, NOW, 60_000)]);
    const decided = runs.reduce((sum, run) => sum + run.verified + run.failed, 0);
    expect(decided).toBe(ids.length);
    const left = await db.select({ s: adverts.registerStatus }).from(adverts).where(inArray(adverts.id, ids));
    expect(left.every((r) => r.s === 'verified' || r.s === 'failed')).toBe(true);
  });
});
