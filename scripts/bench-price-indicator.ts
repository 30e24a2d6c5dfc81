/**
 * `npm run bench:price-indicator [-- --ads N]`: the price indicator's jobs on PostgreSQL. Uses the
 * database `volan_bench_price` on the server of DATABASE_URL (or postgres://postgres@127.0.0.1:5432/test),
 * seeded with N adverts (default 100000) when it holds fewer; its own database, because the runs
 * rewrite adverts.price_indicator. Prints the time of a full run, of a changed-adverts run with
 * nothing changed, and of one after 1 % of the car adverts were edited, with the level counts.
 */
import { performance } from 'node:perf_hooks';
import { type Db, rawQuery } from '@/server/db/client';
import { recomputeAllPriceIndicators, recomputeChangedPriceIndicators } from '@/server/price-indicator/price-indicator';
import { CARS_CATEGORY_ID } from '@/server/price-indicator/store';
import { openBenchDatabase } from './lib/bench-db';

function adsArgument(): number {
  const argv = process.argv.slice(2);
  const index = argv.indexOf('--ads');
  const ads = index >= 0 ? Number(argv[index + 1]) : 100_000;
  if (!Number.isInteger(ads) || ads < 1) throw new Error('--ads needs a positive whole number');
  return ads;
}

async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  console.info(
    `${label.padEnd(40)} ${((performance.now() - started) / 1000).toFixed(2).padStart(8)} s  ${JSON.stringify(result)}`,
  );
  return result;
}

async function run(db: Db): Promise<void> {
  const now = new Date();
  await timed('recompute all (first)', () => recomputeAllPriceIndicators(db, now));
  await timed('recompute all (again)', () => recomputeAllPriceIndicators(db, now));
  await timed('changed, none changed', () => recomputeChangedPriceIndicators(db, now));
  const later = new Date(now.getTime() + 60_000);
  await rawQuery(
    db,
    `UPDATE adverts SET last_edited_at = $2::timestamptz
     WHERE id IN (SELECT id FROM adverts WHERE category_id = $1 AND status = 'active' AND id % 100 = 0)`,
    [CARS_CATEGORY_ID, new Date(now.getTime() + 1000).toISOString()],
  );
  await timed('changed, 1 % of car adverts edited', () => recomputeChangedPriceIndicators(db, later));
  const levels = await rawQuery<{ level: string; n: number }>(
    db,
    'SELECT level, count(*)::int AS n FROM price_indicators GROUP BY level ORDER BY level',
  );
  console.info(`levels: ${levels.map((l) => `${l.level} ${l.n}`).join(', ')}`);
}

async function main(): Promise<void> {
  const { db, close } = await openBenchDatabase('volan_bench_price', adsArgument());
  try {
    await run(db);
  } finally {
    await close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
