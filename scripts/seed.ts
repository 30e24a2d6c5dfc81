/**
 * `npm run seed -- [--ads N] [--reset]`: migrates, then seeds the demo data (default 5000
 * adverts). An already seeded database is left alone unless --reset is given, which deletes
 * accounts and adverts first (reference data stays).
 */
import { createDb, migrate } from '@/server/db/client';
import { clearDemoData, DEFAULT_SEED_ADS, isDatabaseEmpty, seedDatabase } from '@/server/db/seed';
import { getEnv } from '@/server/env';

function parseArgs(argv: readonly string[]): { ads: number; reset: boolean } {
  let ads = DEFAULT_SEED_ADS;
  let reset = false;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] ?? '';
    if (arg === '--reset') reset = true;
    else if (arg === '--ads' || arg.startsWith('--ads=')) {
      const value = arg.includes('=') ? arg.slice(6) : argv[(i += 1)];
      ads = Number(value);
      if (!Number.isInteger(ads) || ads < 0) throw new Error(`--ads needs a whole number, got ${String(value)}`);
    } else throw new Error(`unknown argument ${arg} (use --ads N, --reset)`);
  }
  return { ads, reset };
}

async function main(): Promise<void> {
  const { ads, reset } = parseArgs(process.argv.slice(2));
  const env = getEnv();
  const { db, close } = await createDb({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    await migrate(db);
    if (!(await isDatabaseEmpty(db))) {
      if (!reset) {
        console.info('[seed] the database already has data; run with --reset to replace it');
        return;
      }
      console.info('[seed] --reset: deleting accounts and adverts');
      await clearDemoData(db);
    }
    await seedDatabase(db, { ads });
  } finally {
    await close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
