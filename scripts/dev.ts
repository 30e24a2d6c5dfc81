/** `npm run dev`: migrate and seed on first start, then `next dev`. */
import { getEnv } from '@/server/env';
import { printMailboxLink } from './lib/mailbox-link';
import { start, stop } from './lib/proc';
import { prepareDatabase } from './lib/prepare-db';

async function main(): Promise<void> {
  const env = getEnv();
  await prepareDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
  const server = start('next', ['dev', '-p', String(env.PORT)]);
  printMailboxLink(env);
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
