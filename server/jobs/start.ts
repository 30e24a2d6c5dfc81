/**
 * The server process's job worker: started once per process by instrumentation.ts (`npm start`,
 * `npm run dev`, the e2e server), never by tests (a test creates its own worker). It shares the
 * app's database handle: PGlite allows one process per data folder, so with PGlite the worker must
 * live in the process that serves the pages. On PostgreSQL, JOBS_WORKER=0 makes a web-only
 * instance and `npm run worker` (scripts/worker.ts) runs workers without a web server.
 */
import { logger } from '@/lib/logger/logger';
import { getDb } from '@/server/db/client';
import { getEnv } from '@/server/env';
import { JOBS, SCHEDULES } from './registry';
import { createWorker, type Worker } from './worker';

type GlobalWithWorker = typeof globalThis & { __volanJobWorker?: Worker };

/**
 * This process's worker, if one was started (the e2e clock endpoint polls it at once). Kept on
 * globalThis: instrumentation.ts and the API routes are separate bundles of one process.
 */
export function getJobWorker(): Worker | null {
  return (globalThis as GlobalWithWorker).__volanJobWorker ?? null;
}

/** Starts the worker unless JOBS_WORKER=0 or one runs already; stops it on SIGTERM/SIGINT. */
export async function startJobWorker(): Promise<Worker | null> {
  const g = globalThis as GlobalWithWorker;
  if (g.__volanJobWorker) return g.__volanJobWorker;
  const env = getEnv();
  if (env.JOBS_WORKER === '0') {
    logger.info('[jobs] no worker in this process (JOBS_WORKER=0): jobs run in `npm run worker` or other instances');
    return null;
  }
  const worker = createWorker({ db: await getDb(), jobs: JOBS, schedules: SCHEDULES });
  g.__volanJobWorker = worker;
  worker.start();
  logger.info(
    `[jobs] worker ${worker.id} started (${JOBS.length} jobs, ${SCHEDULES.length} schedules)${
      env.TEST_CLOCK === '1' ? ', on the test clock (TEST_CLOCK=1)' : ''
    }`,
  );
  // Next closes the server and exits on these signals; stopping here keeps a new job from being
  // claimed meanwhile. A job cut short by the exit is taken again once its lease expires.
  const stop = () => {
    void worker.stop();
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  return worker;
}
