/**
 * `npm run bench:sellers [-- --database NAME --ads N --iterations N]`: the sellers services
 * (professionals listing pages, filters, seller profiles, home pricing insights) against
 * PostgreSQL, through the real services. The database (default volan_bench, the one bench:search
 * uses) lives on the server of DATABASE_URL (or postgres://postgres@127.0.0.1:5432/test) and is
 * created and seeded with N adverts (default 100000) when it holds fewer. Prints p50/p95/p99 per
 * kind. Pricing insights are timed with an explicit `now`, which bypasses the 10-minute memo.
 */
import { performance } from 'node:perf_hooks';
import { type Db, rawQuery } from '@/server/db/client';
import { pricingInsights } from '@/server/services/pricing-insights';
import { getSellerProfile, listProfessionals, professionalFacets } from '@/server/services/sellers';
import { openBenchDatabase } from './lib/bench-db';

function args(): { database: string; ads: number; iterations: number } {
  const argv = process.argv.slice(2);
  const value = (name: string): string | undefined => {
    const index = argv.indexOf(`--${name}`);
    return index >= 0 ? argv[index + 1] : undefined;
  };
  return {
    database: value('database') ?? 'volan_bench',
    ads: Number(value('ads') ?? 100_000),
    iterations: Number(value('iterations') ?? 50),
  };
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

async function run(db: Db, iterations: number): Promise<void> {
  const sellers = await rawQuery<{ id: string }>(
    db,
    `select user_id::text as id from adverts where status = 'active' group by user_id order by count(*) desc limit 50`,
  );
  const [county] = await rawQuery<{ code: string }>(
    db,
    `select c.county_code as code from users u join cities c on c.id = u.city_id
     where u.user_type = 'professional' group by c.county_code order by count(*) desc limit 1`,
  );
  let turn = 0;
  const kinds: Record<string, () => Promise<unknown>> = {
    'professionals: first page (stock)': () => listProfessionals(db),
    'professionals: first page (name)': () => listProfessionals(db, { sort: 'NAME' }),
    'professionals: county + category': () =>
      listProfessionals(db, { filters: { countyCode: county?.code ?? 'B', categorySlug: 'autoturisme' } }),
    'professionals: page 2 (keyset)': async () => {
      const first = await listProfessionals(db);
      return listProfessionals(db, { after: first.pageInfo.endCursor });
    },
    'professional facets': () => professionalFacets(db),
    'seller profile': () => getSellerProfile(db, sellers[turn++ % sellers.length]?.id ?? ''),
    'pricing insights (cars, 6 models)': () => pricingInsights(db, 'autoturisme', 6, new Date()),
  };
  const timings = new Map<string, number[]>();
  for (const call of Object.values(kinds)) await call();
  for (let i = 0; i < iterations; i += 1) {
    for (const [name, call] of Object.entries(kinds)) {
      const started = performance.now();
      await call();
      const list = timings.get(name) ?? [];
      list.push(performance.now() - started);
      timings.set(name, list);
    }
  }
  console.info(
    `\n${'kind'.padEnd(36)} ${'n'.padStart(5)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'p99 ms'.padStart(8)}`,
  );
  for (const [name, values] of timings) {
    const sorted = [...values].sort((a, b) => a - b);
    const f = (v: number): string => v.toFixed(1).padStart(8);
    console.info(
      `${name.padEnd(36)} ${String(values.length).padStart(5)} ${f(percentile(sorted, 50))} ${f(percentile(sorted, 95))} ${f(percentile(sorted, 99))}`,
    );
  }
}

async function main(): Promise<void> {
  const { database, ads, iterations } = args();
  const { db, close } = await openBenchDatabase(database, ads);
  try {
    const [row] = await rawQuery<{ n: number }>(db, 'select count(*)::int as n from adverts');
    console.info(`[bench] ${row?.n ?? 0} adverts in ${database}`);
    await run(db, iterations);
  } finally {
    await close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
