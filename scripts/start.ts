/**
 * `npm start`: build when no build exists, migrate and seed the database on first start,
 * then serve on PORT (default 3000). Works on a fresh machine with no configuration.
 */
import { getEnv } from '@/server/env';
import { printMailboxLink } from './lib/mailbox-link';
import { hasBuild, run, start, stop } from './lib/proc';
import { prepareDatabase } from './lib/prepare-db';

async function main(): Promise<void> {
  const env = getEnv();
  if (!hasBuild()) {
    console.info('[volan] no build found: running `next build` (once)…');
    run('next', ['build'], { env: { ...process.env, NODE_ENV: 'production' } });
  }
  console.info(
    `[volan] database: ${env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${env.DATA_DIR}`}`,
  );
  await prepareDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
  const server = start('next', ['start', '-p', String(env.PORT)], { env: { ...process.env, NODE_ENV: 'production' } });
  console.info(`[volan] serving on http://localhost:${env.PORT}`);
  printMailboxLink({ ...env, NODE_ENV: 'production' });
  const shutdown = () => {
    stop(server);
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  server.on('exit', (code) => process.exit(code ?? 0));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
