/** The price indicator on a seeded PGlite database, run through the job queue. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawQuery } from '@/server/db/client';
import { createTestDb, TEST_NOW, type TestDb } from '@/server/db/testing/test-db';
import { enqueue, getJob } from '@/server/jobs/queue';
import { createWorker } from '@/server/jobs/worker';
import { MIN_COMPARABLES } from './compute';
import { PRICE_INDICATOR_ALL_JOB, PRICE_INDICATOR_CHANGED_JOB, priceIndicatorJobs } from './price-indicator.jobs';
import { CARS_CATEGORY_ID, loadSubjects } from './store';

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
  currency: string;
  none_reason: string | null;
}
const rows = () =>
  rawQuery<Row>(
    t.db,
    `SELECT a.id, a.category_id, a.status, a.price_indicator, p.level, p.comparables_count, p.expected_low,
       p.expected_high, p.computed_at, a.is_new, a.currency, p.none_reason
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
    // Adverts priced in LEI never get a level (SPEC §9 'Euro only'), whatever their comparables.
    const inLei = cars.filter((r) => r.currency === 'LEI' && !r.is_new);
    expect(inLei.length).toBeGreaterThan(0);
    for (const r of inLei) expect([r.level, r.none_reason]).toEqual(['none', 'not_eur']);
    for (const r of labelled) expect(r.currency).toBe('EUR');
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

  it('takes as comparables the adverts published in the last 6 months only', async () => {
    const [car] = await rawQuery<{ id: string; make_id: number }>(
      t.db,
      `SELECT id, make_id FROM adverts WHERE category_id = $1 AND status = 'active' ORDER BY id LIMIT 1`,
      [CARS_CATEGORY_ID],
    );
    const recentAt = async (createdAt: string) => {
      await rawQuery(t.db, 'UPDATE adverts SET created_at = $2::timestamptz WHERE id = $1', [car!.id, createdAt]);
      const subjects = await loadSubjects(t.db, [car!.make_id], TEST_NOW);
      return subjects.find((s) => s.id === Number(car!.id))?.recent;
    };
    expect(await recentAt('2025-09-16T00:00:00.000Z')).toBe(true);
    expect(await recentAt('2025-09-14T00:00:00.000Z')).toBe(false);
  });

  it('labels a newly published advert at the next changed run (minutes, within the 24 hours of SPEC §9)', async () => {
    const [source] = await rawQuery<{ id: string }>(
      t.db,
      `SELECT a.id FROM adverts a JOIN price_indicators p ON p.advert_id = a.id
       WHERE p.level <> 'none' ORDER BY a.id LIMIT 1`,
    );
    // A copy of a labelled advert, published now: no computation yet.
    const [copy] = await rawQuery<{ id: string }>(
      t.db,
      `INSERT INTO adverts (category_id, user_id, status, title, make_id, model_id, generation_id, body_type, year,
         mileage, engine_power, engine_capacity, fuel_type, gearbox, door_count, equipment, price_gross, currency,
         price_lei, city_id, county_code, created_at)
       SELECT category_id, user_id, 'active', title, make_id, model_id, generation_id, body_type, year, mileage,
         engine_power, engine_capacity, fuel_type, gearbox, door_count, equipment, price_gross, currency, price_lei,
         city_id, county_code, $2::timestamptz FROM adverts WHERE id = $1 RETURNING id`,
      [source!.id, TEST_NOW.toISOString()],
    );
    const later = new Date(TEST_NOW.getTime() + 5 * 60_000);
    await enqueue(t.db, PRICE_INDICATOR_CHANGED_JOB, { runAt: later });
    expect(
      (await createWorker({ db: t.db, jobs: priceIndicatorJobs, now: () => later, log: () => {} }).runOne())?.ok,
    ).toBe(true);
    const row = (await rows()).find((r) => r.id === copy!.id);
    expect(row?.level).not.toBeNull();
    expect(row?.level).not.toBe('none');
  });
});
