/**
 * `npm run jobs -- <command>`: the job queue's dead letters (jobs that used all their attempts).
 *
 *   npm run jobs -- dead [--limit N]   lists them, newest first: id, job, attempts, when, last error
 *   npm run jobs -- retry <id>         puts one back in the queue, due now, with fresh attempts
 *
 * A running worker picks a retried job up at its next poll. With the embedded PGlite database, stop
 * the server first: PGlite opens in one process at a time (on PostgreSQL run it anywhere).
 */
import { createDb } from '@/server/db/client';
import { getEnv } from '@/server/env';
import { appNow } from '@/server/clock';
import { listDeadJobs, retryDeadJob } from '@/server/jobs/queue';

const USAGE = 'usage: npm run jobs -- dead [--limit N] | npm run jobs -- retry <id>';

type Command = { kind: 'dead'; limit: number } | { kind: 'retry'; id: number };

function parseArgs(argv: readonly string[]): Command {
  const [command, ...rest] = argv;
  if (command === 'dead') {
    if (rest.length === 0) return { kind: 'dead', limit: 100 };
    const limit = Number(rest[1]);
    if (rest[0] !== '--limit' || !Number.isInteger(limit) || limit < 1) throw new Error(USAGE);
    return { kind: 'dead', limit };
  }
  if (command === 'retry') {
    const id = Number(rest[0]);
    if (rest.length !== 1 || !Number.isInteger(id) || id < 1) throw new Error(USAGE);
    return { kind: 'retry', id };
  }
  throw new Error(USAGE);
}

/** One line of the error, short enough for a table. */
function firstLine(text: string | null): string {
  return (text ?? '').split('\n')[0]!.slice(0, 160);
}

async function main(): Promise<void> {
  const command = parseArgs(process.argv.slice(2));
  const env = getEnv();
  const { db, close } = await createDb({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    if (command.kind === 'dead') {
      const dead = await listDeadJobs(db, command.limit);
      if (dead.length === 0) console.info('[jobs] no dead letters');
      for (const job of dead)
        console.info(
          `#${job.id}\t${job.name}\t${job.attempts} attempts\tdead since ${job.failedAt.toISOString()}\t${firstLine(job.lastError)}`,
        );
      return;
    }
    const result = await retryDeadJob(db, command.id, appNow());
    if (!result.retried) {
      throw new Error(
        result.reason === 'not-found' ? `no job #${command.id}` : `job #${command.id} is not a dead letter`,
      );
    }
    console.info(
      `[jobs] #${result.id} is queued again, due ${result.runAt.toISOString()}${
        result.keyDropped ? ' (without its dedupe key: a pending job holds it)' : ''
      }`,
    );
  } finally {
    await close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
