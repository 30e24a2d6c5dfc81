/**
 * `npm run worker`: the job queue's workers without a web server, on PostgreSQL (DATABASE_URL).
 * Any number of these and of `npm start` processes may share one database: each job runs once, each
 * schedule slot once (server/jobs). Web servers that should not run jobs get JOBS_WORKER=0.
 *
 * With the embedded PGlite database it refuses (exit code 2): PGlite opens its data folder in one
 * process at a time, the web server's, which runs the workers itself. SIGTERM or SIGINT stops
 * polling, lets the running job finish, closes the database and exits 0.
 */
import { logger } from '@/lib/logger/logger';
import { createDb } from '@/server/db/client';
import { getEnv } from '@/server/env';
import { JOBS, SCHEDULES } from '@/server/jobs/registry';
import { migrationsBehind, standaloneRefusal } from '@/server/jobs/standalone';
import { createWorker } from '@/server/jobs/worker';

/** Exit code when this environment cannot run a standalone worker. */
const REFUSED = 2;

async function main(): Promise<void> {
  const env = getEnv();
  const refusal = standaloneRefusal(env);
  if (refusal) {
    logger.error(`[worker] ${refusal}`);
    process.exit(REFUSED);
  }
  const { db, close } = await createDb({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
  const behind = await migrationsBehind(db);
  if (behind) {
    await close();
    logger.error(`[worker] ${behind}`);
    process.exit(REFUSED);
  }
  const worker = createWorker({ db, jobs: JOBS, schedules: SCHEDULES });
  worker.start();
  logger.info(
    `[worker] ${worker.id} started on PostgreSQL (${JOBS.length} jobs, ${SCHEDULES.length} schedules); SIGTERM or Ctrl-C stops it`,
  );
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(`[worker] ${signal}: finishing the running job, then stopping`);
    void worker
      .stop()
      .then(close)
      .then(
        () => {
          logger.info('[worker] stopped');
          process.exit(0);
        },
        (error: unknown) => {
          logger.error(error);
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  logger.error(error);
  process.exit(1);
});
