/**
 * The search change log is pruned by its scheduled job (registered with the workers), keeping the
 * last quarter of an hour that the in-memory indexes still read.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawQuery } from '@/server/db/client';
import { createTestDb, type TestDb } from '@/server/db/testing/test-db';
import { enqueue } from '@/server/jobs/queue';
import { JOBS, SCHEDULES } from '@/server/jobs/registry';
import { createWorker } from '@/server/jobs/worker';
import { PRUNE_AFTER_MS, SEARCH_CHANGES_PRUNE_JOB } from './search-changes';

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
}, 120_000);
afterAll(async () => {
  await t.close();
});

const changes = async () =>
  (await rawQuery<{ advert_id: number }>(t.db, 'select advert_id from advert_search_changes order by advert_id')).map(
    (r) => Number(r.advert_id),
  );

describe('search change log pruning', () => {
  it('is a scheduled job of the workers', () => {
    expect(JOBS.map((j) => j.name)).toContain(SEARCH_CHANGES_PRUNE_JOB);
    expect(SCHEDULES.find((s) => s.job === SEARCH_CHANGES_PRUNE_JOB)?.everyMinutes).toBeGreaterThan(0);
  });

  it('deletes the rows older than the window and keeps the recent ones', async () => {
    const now = new Date();
    await rawQuery(t.db, 'delete from advert_search_changes');
    // Edits write the log through the adverts' triggers.
    await rawQuery(
      t.db,
      `update adverts set price_gross = price_gross + 1 where id in (select id from adverts where status = 'active' order by id limit 3)`,
    );
    const written = await changes();
    expect(written).toHaveLength(3);
    const [old, ...recent] = written;
    await rawQuery(t.db, `update advert_search_changes set changed_at = $1::timestamptz where advert_id = $2`, [
      new Date(now.getTime() - PRUNE_AFTER_MS - 60_000).toISOString(),
      old,
    ]);
    const id = await enqueue(t.db, SEARCH_CHANGES_PRUNE_JOB, { runAt: now });
    const logs: string[] = [];
    const worker = createWorker({ db: t.db, jobs: JOBS, now: () => now, log: (m) => logs.push(m) });
    expect((await worker.runOne(id!))?.ok).toBe(true);
    expect(await changes()).toEqual(recent);
    expect(logs.join('\n')).toContain('search change log: 1 old entries pruned');
  });
});
