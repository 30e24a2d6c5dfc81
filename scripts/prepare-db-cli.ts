/** Migrates and seeds (when empty) the database named by the environment; used by the e2e runner. */
import { getEnv } from '@/server/env';
import { prepareDatabase } from './lib/prepare-db';

const env = getEnv();
prepareDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR }).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
