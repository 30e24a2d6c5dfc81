/** Migrates the database and seeds it when empty: what `npm start` and the e2e runs need before serving. */
import { createDb, migrate } from '@/server/db/client';
import { seedIfEmpty } from '@/server/db/seed';

export async function prepareDatabase(options: { url?: string; dataDir?: string; ads?: number } = {}): Promise<void> {
  const { db, close } = await createDb({ url: options.url, dataDir: options.dataDir });
  try {
    await migrate(db);
    await seedIfEmpty(db, { ads: options.ads });
  } finally {
    // PGlite is single-process: close it before the Next.js server opens the same folder.
    await close();
  }
}
