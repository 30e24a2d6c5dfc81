/** The job queue on a real, migrated PGlite database (and PostgreSQL when reachable). */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLogger, type LogRecord } from '@/lib/logger/logger';
import { createDb, type Db, rawQuery } from '@/server/db/client';
import { createPgTestDb, postgresReachable } from '@/server/db/testing/pg-test-db';
import { createTestDb, type TestDb } from '@/server/db/testing/test-db';
import type { JobDefinition, JobSchedule } from './jobs.types';
import { backoffMs, enqueue, getJob, listDeadJobs, retryDeadJob, scheduleRuns } from './queue';
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

  it('two worker instances sharing the schedules run each slot once', async () => {
    await twoScheduledWorkers(t.db, t.db);
  });

  it('a job out of attempts becomes a dead letter: logged at error level, its onDead hook called once', async () => {
    const records: LogRecord[] = [];
    const logger = createLogger({ level: 'debug', sinks: [(record) => records.push(record)] });
    const deaths: { id: number; error: string }[] = [];
    const job: JobDefinition = {
      name: 'test.doomed',
      maxAttempts: 2,
      run: () => Promise.reject(new Error('no luck')),
      onDead: async ({ job: dead, error }) => {
        await Promise.resolve();
        deaths.push({ id: dead.id, error: (error as Error).message });
      },
    };
    const id = (await enqueue(t.db, job.name, { runAt: T0, maxAttempts: 2 }))!;
    let clock = T0;
    const worker = createWorker({ db: t.db, jobs: [job], now: () => clock, logger });
    const first = await worker.runOne();
    expect(first).toMatchObject({ ok: false, dead: false });
    expect(records.filter((r) => r.level === 'error')).toEqual([]);
    clock = at(backoffMs(1));
    expect(await worker.runOne()).toMatchObject({ ok: false, dead: true });
    expect(deaths).toEqual([{ id, error: 'no luck' }]);
    const errors = records.filter((r) => r.level === 'error');
    expect(errors).toHaveLength(1);
    expect(errors[0]?.message).toContain(`test.doomed #${id} is a dead letter after 2 attempts`);
    expect(records.filter((r) => r.level === 'warn')).toHaveLength(2);
    const dead = await listDeadJobs(t.db);
    expect(dead.map((d) => ({ id: d.id, name: d.name, attempts: d.attempts }))).toEqual([
      { id, name: 'test.doomed', attempts: 2 },
    ]);
    expect(dead[0]?.lastError).toContain('no luck');
    // Dead letters are never claimed again by themselves.
    clock = at(100 * 3_600_000);
    expect(await worker.runOne()).toBeNull();
  });

  it('an onDead hook that throws is logged, and the job stays a dead letter', async () => {
    const records: LogRecord[] = [];
    const logger = createLogger({ sinks: [(record) => records.push(record)] });
    const job: JobDefinition = {
      name: 'test.doomed',
      maxAttempts: 1,
      run: () => Promise.reject(new Error('no luck')),
      onDead: () => Promise.reject(new Error('hook broke')),
    };
    const id = (await enqueue(t.db, job.name, { runAt: T0, maxAttempts: 1 }))!;
    const outcome = await createWorker({ db: t.db, jobs: [job], now: () => T0, logger }).runOne();
    expect(outcome).toMatchObject({ ok: false, dead: true });
    expect(records.filter((r) => r.level === 'error').map((r) => r.message)).toEqual([
      expect.stringContaining('is a dead letter'),
      expect.stringContaining('its onDead hook failed'),
    ]);
    expect((await getJob(t.db, id))?.failedAt).not.toBeNull();
  });

  it('retrying a dead letter queues it again with fresh attempts; it then runs', async () => {
    const { job, runs } = recorder(1);
    const id = (await enqueue(t.db, job.name, { runAt: T0, maxAttempts: 1 }))!;
    const worker = createWorker({ db: t.db, jobs: [job], now: () => T0, log: () => {} });
    expect(await worker.runOne()).toMatchObject({ dead: true });
    expect(await retryDeadJob(t.db, id, at(60_000))).toEqual({
      retried: true,
      id,
      runAt: at(60_000),
      keyDropped: false,
    });
    const pending = await getJob(t.db, id);
    expect(pending).toMatchObject({ attempts: 0, failedAt: null });
    expect(await listDeadJobs(t.db)).toEqual([]);
    const later = createWorker({ db: t.db, jobs: [job], now: () => at(60_000), log: () => {} });
    expect(await later.runOne()).toMatchObject({ ok: true });
    expect(runs).toEqual([id, id]);
    expect(await retryDeadJob(t.db, id, T0)).toEqual({ retried: false, reason: 'not-dead' });
    expect(await retryDeadJob(t.db, id + 1000, T0)).toEqual({ retried: false, reason: 'not-found' });
  });

  it('a retried dead schedule run gives up its key when the next slot holds it', async () => {
    const { job, runs } = recorder(1);
    const schedule = { job: job.name, everyMinutes: 5 };
    const [deadId] = await ensureScheduled(t.db, [schedule], T0);
    await rawQuery(t.db, 'UPDATE jobs SET max_attempts = 1 WHERE id = $1', [deadId]);
    const worker = createWorker({ db: t.db, jobs: [job], now: () => at(5 * 60_000), log: () => {} });
    expect(await worker.runOne()).toMatchObject({ dead: true });
    // The schedule goes on: the next slot is enqueued under the same key.
    const [nextId] = await ensureScheduled(t.db, [schedule], at(5 * 60_000));
    expect(nextId).toBeDefined();
    expect(await retryDeadJob(t.db, deadId!, at(6 * 60_000))).toMatchObject({ retried: true, keyDropped: true });
    expect(await worker.drain()).toBe(0);
    const catchUp = createWorker({ db: t.db, jobs: [job], now: () => at(6 * 60_000), log: () => {} });
    expect(await catchUp.drain()).toBe(1);
    expect(runs).toEqual([deadId, deadId]);
    expect((await getJob(t.db, nextId!))?.doneAt).toBeNull();
  });

  it('pollNow runs the due jobs at once, after the poll under way', async () => {
    const { job, runs } = recorder();
    let clock = T0;
    const worker = createWorker({ db: t.db, jobs: [job], now: () => clock, pollMs: 3_600_000, log: () => {} });
    expect(await worker.pollNow()).toBe(0); // not started: nothing
    worker.start();
    const id = (await enqueue(t.db, job.name, { runAt: at(60_000) }))!;
    expect(await worker.pollNow()).toBe(0);
    clock = at(60_000);
    expect(await worker.pollNow()).toBe(1);
    expect(runs).toEqual([id]);
    await worker.stop();
    expect(await worker.pollNow()).toBe(0);
  });
});

/**
 * Two worker instances (two processes' worth: each its own database handle when given two) with
 * the same schedules, polling at the same moments across six slots: each slot's run happens once.
 */
async function twoScheduledWorkers(dbA: Db, dbB: Db): Promise<void> {
  const slots: string[] = [];
  const job: JobDefinition = {
    name: 'test.tick',
    run: async ({ now }) => {
      slots.push(new Date(Math.floor(now.getTime() / 300_000) * 300_000).toISOString());
      await new Promise((resolve) => setTimeout(resolve, 5));
    },
  };
  const schedules: JobSchedule[] = [{ job: job.name, everyMinutes: 5 }];
  let clock = T0;
  const workers = [dbA, dbB].map((db, index) =>
    createWorker({
      db,
      jobs: [job],
      schedules,
      workerId: `w${index}`,
      now: () => clock,
      pollMs: 3_600_000,
      log: () => {},
    }),
  );
  for (const worker of workers) worker.start();
  // The first polls (at T0, before the first slot) plan the schedule and run nothing.
  expect(await Promise.all(workers.map((worker) => worker.pollNow()))).toEqual([0, 0]);
  const expected: string[] = [];
  for (let slot = 1; slot <= 6; slot += 1) {
    clock = at(slot * 300_000 + 1_000);
    expected.push(at(slot * 300_000).toISOString());
    const ran = await Promise.all(workers.map((worker) => worker.pollNow()));
    expect(ran.reduce((a, b) => a + b, 0)).toBe(1);
  }
  await Promise.all(workers.map((worker) => worker.stop()));
  expect(slots).toEqual(expected);
  const [state] = await scheduleRuns(dbA, [job.name]);
  expect(state?.nextRunAt?.toISOString()).toBe(at(7 * 300_000).toISOString());
}

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
  let pg: (TestDb & { url: string }) | null = null;
  beforeAll(async () => {
    if (await postgresReachable('jobs')) pg = await createPgTestDb('jobs', { ads: 0, maxConnections: 4 });
  }, 60_000);
  afterAll(async () => pg?.close());

  it('two workers on separate connections never run the same job', async (context) => {
    if (!pg) return context.skip();
    await twoWorkers(pg);
  });

  it('two worker instances on separate pools, sharing the schedules, run each slot once', async (context) => {
    if (!pg) return context.skip();
    await rawQuery(pg.db, 'DELETE FROM jobs');
    const other = await createDb({ url: pg.url, maxConnections: 2 });
    try {
      await twoScheduledWorkers(pg.db, other.db);
    } finally {
      await other.close();
    }
  });
});
