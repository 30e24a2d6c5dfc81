/** `npm run db:migrate`: applies the drizzle migrations to the database named by the environment. */
import { createDb, migrate } from '@/server/db/client';
import { getEnv } from '@/server/env';

async function main(): Promise<void> {
  const env = getEnv();
  const { db, close } = await createDb({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    await migrate(db);
    console.info(`[migrate] up to date (${env.DATABASE_URL ? 'PostgreSQL' : `PGlite in ${env.DATA_DIR}/pglite`})`);
  } finally {
    await close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
