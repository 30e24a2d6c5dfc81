/**
 * `npm run jobs:run -- <name> [--payload '{"k":1}']`: runs one registered job now, through the
 * queue (enqueued, claimed and completed like a worker's run, so the jobs table records it).
 * With the embedded PGlite database, stop the server first: PGlite opens in one process at a time.
 */
import { createDb, migrate } from '@/server/db/client';
import { getEnv } from '@/server/env';
import { enqueue } from '@/server/jobs/queue';
import { JOBS } from '@/server/jobs/registry';
import { createWorker } from '@/server/jobs/worker';

function parseArgs(argv: readonly string[]): { name: string; payload: Record<string, unknown> } {
  const [name, flag, json] = argv;
  const names = JOBS.map((job) => job.name).join(', ');
  if (!name || !JOBS.some((job) => job.name === name)) throw new Error(`name a job: ${names}`);
  if (flag === undefined) return { name, payload: {} };
  if (flag !== '--payload' || json === undefined) throw new Error('usage: jobs:run -- <name> [--payload JSON]');
  const payload: unknown = JSON.parse(json);
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload))
    throw new Error('--payload must be a JSON object');
  return { name, payload: payload as Record<string, unknown> };
}

async function main(): Promise<void> {
  const { name, payload } = parseArgs(process.argv.slice(2));
  const env = getEnv();
  const { db, close } = await createDb({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    await migrate(db);
    const id = await enqueue(db, name, { payload, maxAttempts: 1 });
    if (id === null) throw new Error('the job was not enqueued');
    const started = Date.now();
    const outcome = await createWorker({ db, jobs: JOBS, workerId: `cli:${process.pid}` }).runOne(id);
    if (!outcome) throw new Error(`job #${id} could not be claimed`);
    if (!outcome.ok) throw outcome.error;
    console.info(`[jobs] ${name} #${id} done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
