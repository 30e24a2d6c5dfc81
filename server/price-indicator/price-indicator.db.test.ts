/** The price indicator on a seeded PGlite database, run through the job queue. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawQuery } from '@/server/db/client';
import { createTestDb, TEST_NOW, type TestDb } from '@/server/db/testing/test-db';
import { enqueue, getJob } from '@/server/jobs/queue';
import { createWorker } from '@/server/jobs/worker';
import { MIN_COMPARABLES } from './compute';
import { PRICE_INDICATOR_ALL_JOB, PRICE_INDICATOR_CHANGED_JOB, priceIndicatorJobs } from './price-indicator.jobs';
import { CARS_CATEGORY_ID } from './store';

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb({ ads: 1200 });
}, 120_000);
afterAll(async () => t.close());

const worker = () => createWorker({ db: t.db, jobs: priceIndicatorJobs, now: () => TEST_NOW, log: () => {} });

interface Row {
  id: string;
  category_id: number;
  status: string;
  price_indicator: string;
  level: string | null;
  comparables_count: number | null;
  expected_low: number | null;
  expected_high: number | null;
  computed_at: Date | string | null;
  is_new: boolean;
  none_reason: string | null;
}
const rows = () =>
  rawQuery<Row>(
    t.db,
    `SELECT a.id, a.category_id, a.status, a.price_indicator, p.level, p.comparables_count, p.expected_low,
       p.expected_high, p.computed_at, a.is_new, p.none_reason
     FROM adverts a LEFT JOIN price_indicators p ON p.advert_id = a.id ORDER BY a.id`,
  );

describe('price indicator job', () => {
  it('the seed has already labelled the showroom', async () => {
    const labelled = (await rows()).filter((r) => r.price_indicator !== 'none');
    expect(labelled.length).toBeGreaterThan(0);
  });

  it('labels every active car through the queue, and nothing else', async () => {
    await rawQuery(t.db, 'DELETE FROM price_indicators');
    await rawQuery(t.db, "UPDATE adverts SET price_indicator = 'none'");
    const id = (await enqueue(t.db, PRICE_INDICATOR_ALL_JOB, { runAt: TEST_NOW }))!;
    expect((await worker().runOne())?.ok).toBe(true);
    expect((await getJob(t.db, id))?.doneAt).not.toBeNull();
    const all = await rows();
    const cars = all.filter((r) => r.category_id === CARS_CATEGORY_ID && r.status === 'active');
    expect(cars.every((r) => r.level !== null)).toBe(true);
    expect(all.filter((r) => r.category_id !== CARS_CATEGORY_ID).every((r) => r.level === null)).toBe(true);
    for (const r of all) expect(r.price_indicator).toBe(r.level ?? 'none');
    const labelled = cars.filter((r) => r.level !== 'none');
    expect(labelled.length).toBeGreaterThan(cars.length / 3);
    for (const r of labelled) {
      expect(r.comparables_count).toBeGreaterThanOrEqual(MIN_COMPARABLES);
      expect(r.expected_low!).toBeLessThan(r.expected_high!);
    }
    // New cars (adverts.is_new) never get a level.
    const fresh = cars.filter((r) => r.is_new);
    expect(fresh.length).toBeGreaterThan(0);
    for (const r of fresh) expect([r.level, r.none_reason]).toEqual(['none', 'new_car']);
    const levels = new Set(labelled.map((r) => r.level));
    expect([...levels].sort()).toEqual(['above', 'below', 'in']);
  });

  it('recomputes only the adverts edited since their last computation', async () => {
    const before = await rows();
    const target = before.find((r) => r.level !== null && r.level !== 'none')!;
    await rawQuery(
      t.db,
      `UPDATE adverts SET price_lei = price_lei * 3, last_edited_at = $2::timestamptz + interval '1 second' WHERE id = $1`,
      [target.id, TEST_NOW.toISOString()],
    );
    const later = new Date(TEST_NOW.getTime() + 60_000);
    await enqueue(t.db, PRICE_INDICATOR_CHANGED_JOB, { runAt: later });
    const run = await createWorker({ db: t.db, jobs: priceIndicatorJobs, now: () => later, log: () => {} }).runOne();
    expect(run?.ok).toBe(true);
    const after = await rows();
    const changed = after.filter(
      (r, i) => String(r.computed_at) !== String(before[i]!.computed_at) && r.computed_at !== null,
    );
    expect(changed.map((r) => r.id)).toEqual([target.id]);
    expect(changed[0]!.price_indicator).toBe('above');
  });
});
