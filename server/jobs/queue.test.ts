/** The job queue on a real, migrated PGlite database (and PostgreSQL when reachable). */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rawQuery } from '@/server/db/client';
import { createPgTestDb, postgresReachable } from '@/server/db/testing/pg-test-db';
import { createTestDb, type TestDb } from '@/server/db/testing/test-db';
import type { JobDefinition } from './jobs.types';
import { backoffMs, enqueue, getJob } from './queue';
import { ensureScheduled, nextSlot } from './schedules';
import { createWorker } from './worker';

const T0 = new Date('2026-03-15T10:00:00.000Z');
const at = (ms: number) => new Date(T0.getTime() + ms);

function recorder(fails = 0): { job: JobDefinition; runs: number[] } {
  const runs: number[] = [];
  let left = fails;
  return {
    runs,
    job: {
      name: 'test.record',
      maxAttempts: 3,
      run: async ({ job }) => {
        await Promise.resolve();
        runs.push(job.id);
        if (left > 0) {
          left -= 1;
          throw new Error('boom');
        }
      },
    },
  };
}

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb({ seed: false });
});
afterAll(async () => t.close());
beforeEach(async () => {
  await rawQuery(t.db, 'DELETE FROM jobs');
});

describe('job queue (PGlite)', () => {
  it('claims a due job once and completes it', async () => {
    const { job, runs } = recorder();
    const id = await enqueue(t.db, job.name, { runAt: T0 });
    const worker = createWorker({ db: t.db, jobs: [job], now: () => T0, log: () => {} });
    expect((await worker.runOne())?.ok).toBe(true);
    expect(await worker.runOne()).toBeNull();
    expect(runs).toEqual([id]);
    const state = await getJob(t.db, id!);
    expect(state?.doneAt?.toISOString()).toBe(T0.toISOString());
    expect(state?.attempts).toBe(1);
    expect(state?.lockedBy).toBeNull();
  });

  it('does not run a job before its run_at', async () => {
    const { job, runs } = recorder();
    await enqueue(t.db, job.name, { runAt: at(60_000) });
    const worker = createWorker({ db: t.db, jobs: [job], now: () => T0, log: () => {} });
    expect(await worker.runOne()).toBeNull();
    expect(runs).toEqual([]);
  });

  it('retries a failure after the backoff, and marks it failed after max attempts', async () => {
    const { job, runs } = recorder(5);
    const id = (await enqueue(t.db, job.name, { runAt: T0, maxAttempts: 3 }))!;
    let clock = T0;
    const worker = createWorker({ db: t.db, jobs: [job], now: () => clock, log: () => {} });
    expect((await worker.runOne())?.ok).toBe(false);
    const first = await getJob(t.db, id);
    expect(first?.runAt.toISOString()).toBe(at(backoffMs(1)).toISOString());
    expect(first?.lastError).toContain('boom');
    // Not yet due: a second before the backoff ends.
    clock = at(backoffMs(1) - 1000);
    expect(await worker.runOne()).toBeNull();
    clock = at(backoffMs(1));
    expect((await worker.runOne())?.ok).toBe(false);
    expect((await getJob(t.db, id))?.runAt.toISOString()).toBe(at(backoffMs(1) + backoffMs(2)).toISOString());
    clock = at(backoffMs(1) + backoffMs(2));
    expect((await worker.runOne())?.ok).toBe(false);
    const last = await getJob(t.db, id);
    expect(last?.failedAt).not.toBeNull();
    expect(last?.attempts).toBe(3);
    clock = at(10 * 3_600_000);
    expect(await worker.runOne()).toBeNull();
    expect(runs).toHaveLength(3);
  });

  it('backoff doubles from 30 s and stops at one hour', () => {
    expect([1, 2, 3, 4].map(backoffMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(backoffMs(20)).toBe(3_600_000);
  });

  it('dedupes pending jobs by key, and accepts the key again once the job is done', async () => {
    const { job } = recorder();
    const first = await enqueue(t.db, job.name, { dedupeKey: 'k', runAt: T0 });
    expect(first).not.toBeNull();
    expect(await enqueue(t.db, job.name, { dedupeKey: 'k', runAt: T0 })).toBeNull();
    await createWorker({ db: t.db, jobs: [job], now: () => T0, log: () => {} }).drain();
    expect(await enqueue(t.db, job.name, { dedupeKey: 'k', runAt: T0 })).not.toBeNull();
  });

  it('takes a job back from a worker whose lease expired', async () => {
    const { job, runs } = recorder();
    const id = (await enqueue(t.db, job.name, { runAt: T0 }))!;
    await rawQuery(t.db, "UPDATE jobs SET locked_by = 'dead', locked_until = $2, attempts = 1 WHERE id = $1", [
      id,
      at(60_000).toISOString(),
    ]);
    const worker = createWorker({ db: t.db, jobs: [job], now: () => T0, log: () => {} });
    expect(await worker.runOne()).toBeNull();
    const later = createWorker({ db: t.db, jobs: [job], now: () => at(120_000), log: () => {} });
    expect((await later.runOne())?.job.attempt).toBe(2);
    expect(runs).toEqual([id]);
  });

  it('keeps one pending run per schedule, due at the next slot', async () => {
    const schedule = { job: 'test.record', everyMinutes: 1440, offsetMinutes: 120 };
    expect(nextSlot(schedule, T0).toISOString()).toBe('2026-03-16T02:00:00.000Z');
    expect(nextSlot({ job: 'x', everyMinutes: 5 }, at(60_000)).toISOString()).toBe('2026-03-15T10:05:00.000Z');
    expect(await ensureScheduled(t.db, [schedule], T0)).toHaveLength(1);
    expect(await ensureScheduled(t.db, [schedule], T0)).toHaveLength(0);
  });

  it('stop() lets the running job finish, then claims nothing more', async () => {
    let release: () => void = () => {};
    let started: () => void = () => {};
    const running = new Promise<void>((resolve) => (started = resolve));
    const runs: number[] = [];
    const job: JobDefinition = {
      name: 'test.slow',
      run: async ({ job: claimed }) => {
        runs.push(claimed.id);
        started();
        await new Promise<void>((resolve) => (release = resolve));
      },
    };
    const first = (await enqueue(t.db, job.name, { runAt: T0 }))!;
    const second = (await enqueue(t.db, job.name, { runAt: T0 }))!;
    const worker = createWorker({ db: t.db, jobs: [job], now: () => T0, pollMs: 10, log: () => {} });
    worker.start();
    await running;
    const stopped = worker.stop();
    release();
    await stopped;
    expect((await getJob(t.db, first))?.doneAt).not.toBeNull();
    expect((await getJob(t.db, second))?.attempts).toBe(0);
    expect(runs).toEqual([first]);
  });

  it('two workers never run the same job', async () => {
    await twoWorkers(t);
  });
});

/** Two workers drain 30 jobs concurrently: every job runs exactly once. */
async function twoWorkers(db: TestDb): Promise<void> {
  const runs: number[] = [];
  const job: JobDefinition = {
    name: 'test.concurrent',
    run: async ({ job: claimed }) => {
      runs.push(claimed.id);
      await new Promise((resolve) => setTimeout(resolve, 2));
    },
  };
  const ids: number[] = [];
  for (let i = 0; i < 30; i += 1) ids.push((await enqueue(db.db, job.name, { runAt: T0 }))!);
  const workers = ['a', 'b'].map((workerId) =>
    createWorker({ db: db.db, jobs: [job], workerId, now: () => T0, log: () => {} }),
  );
  const counts = await Promise.all(workers.map((worker) => worker.drain()));
  expect(counts.reduce((a, b) => a + b, 0)).toBe(30);
  expect([...runs].sort((a, b) => a - b)).toEqual(ids);
}

describe('job queue (PostgreSQL)', () => {
  let pg: TestDb | null = null;
  beforeAll(async () => {
    if (await postgresReachable('jobs')) pg = await createPgTestDb('jobs', { ads: 0, maxConnections: 4 });
  }, 60_000);
  afterAll(async () => pg?.close());

  it('two workers on separate connections never run the same job', async (context) => {
    if (!pg) return context.skip();
    await twoWorkers(pg);
  });
});
