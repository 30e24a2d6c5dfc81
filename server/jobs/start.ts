/**
 * The server process's job worker: started once per process by instrumentation.ts (`npm start`,
 * `npm run dev`, the e2e server), never by tests (a test creates its own worker). It shares the
 * app's database handle: PGlite allows one process per data folder, so the worker must live in
 * the process that serves the pages.
 */
import { getDb } from '@/server/db/client';
import { getEnv } from '@/server/env';
import { JOBS, SCHEDULES } from './registry';
import { createWorker, type Worker } from './worker';

type GlobalWithWorker = typeof globalThis & { __volanJobWorker?: Worker };

/** Starts the worker unless JOBS_WORKER=0 or one runs already; stops it on SIGTERM/SIGINT. */
export async function startJobWorker(): Promise<Worker | null> {
  const g = globalThis as GlobalWithWorker;
  if (g.__volanJobWorker) return g.__volanJobWorker;
  if (getEnv().JOBS_WORKER === '0') return null;
  const worker = createWorker({ db: await getDb(), jobs: JOBS, schedules: SCHEDULES });
  g.__volanJobWorker = worker;
  worker.start();
  console.info(`[jobs] worker ${worker.id} started (${JOBS.length} jobs, ${SCHEDULES.length} schedules)`);
  // Next closes the server and exits on these signals; stopping here keeps a new job from being
  // claimed meanwhile. A job cut short by the exit is taken again once its lease expires.
  const stop = () => {
    void worker.stop();
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  return worker;
}
