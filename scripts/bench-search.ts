/**
 * `npm run bench:search [-- --ads N --iterations N]`: listing queries against PostgreSQL.
 * Uses the database `volan_bench` on the server of DATABASE_URL (or
 * postgres://postgres@127.0.0.1:5432/test), creating it and seeding N adverts (default 100000)
 * when it holds fewer. Then runs a mix of listing, filter, count, facet and ad-page calls
 * through the real services and prints p50/p95/p99 per kind and overall.
 */
import { performance } from 'node:perf_hooks';
import { type Db, rawQuery } from '@/server/db/client';
import { getSeedCatalogue } from '@/server/db/seed/catalogue';
import { Rng } from '@/server/db/seed/random';
import { adsServices as s } from '@/server/services/ads';
import type { AdvertFilters, AdvertSort } from '@/server/services/ads.types';
import { openBenchDatabase } from './lib/bench-db';

/** The benchmark database: BENCH_DATABASE of the environment (e.g. volan_bench_1m), or volan_bench. */
const DATABASE = process.env.BENCH_DATABASE ?? 'volan_bench';
const SORTS: AdvertSort[] = ['NEWEST', 'PRICE_ASC', 'PRICE_DESC', 'MILEAGE_ASC', 'YEAR_DESC'];
const CATEGORIES = [
  'autoturisme',
  'autoutilitare',
  'motociclete',
  'camioane',
  'piese',
  'remorci',
  'utilaje-agricole',
  'utilaje-constructii',
];

function args(): { ads: number; iterations: number; seedOnly: boolean } {
  const argv = process.argv.slice(2);
  const value = (name: string, fallback: number): number => {
    const index = argv.indexOf(`--${name}`);
    const raw = index >= 0 ? argv[index + 1] : undefined;
    return raw === undefined ? fallback : Number(raw);
  };
  return { ads: value('ads', 100_000), iterations: value('iterations', 300), seedOnly: argv.includes('--seed-only') };
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

async function main(): Promise<void> {
  const { ads, iterations, seedOnly } = args();
  const { db, close } = await openBenchDatabase(DATABASE, ads);
  try {
    if (!seedOnly) await run(db, iterations);
  } finally {
    await close();
  }
}

async function run(db: Db, iterations: number): Promise<void> {
  const rng = new Rng(7);
  const catalogue = getSeedCatalogue();
  const carMakes = catalogue.makes.filter((m) => m.categoryIds.includes(29));
  const pickCarModel = (): { make: string; model: string } => {
    const make = rng.pick(carMakes);
    const model = rng.pick(make.models.filter((m) => m.category === 29));
    return { make: make.slug, model: model.slug };
  };
  const [maxId] = await rawQuery<{ n: number }>(db, 'SELECT max(id)::int AS n FROM adverts');
  const randomFilters = (): AdvertFilters => {
    const from = rng.int(1, 20) * 5000;
    return {
      priceFrom: from,
      priceTo: from + rng.int(2, 30) * 5000,
      yearFrom: rng.int(2005, 2018),
      mileageTo: rng.int(5, 30) * 10000,
    };
  };
  const timings = new Map<string, number[]>();
  const record = (name: string, ms: number): void => {
    timings.set(name, [...(timings.get(name) ?? []), ms]);
  };
  // Walks to a page through the cursors; only the call that fetches the last page is timed
  // (as 'listing: page N'); the intermediate calls count as ordinary next-page calls.
  const deepPage = async (pages: number, label: string | null): Promise<void> => {
    const input = { categorySlug: 'autoturisme', sort: rng.pick(SORTS), first: 32 };
    let cursor = (await s.listingScreen(db, input)).adverts.pageInfo.endCursor;
    for (let page = 2; page <= pages && cursor; page += 1) {
      const started = performance.now();
      cursor = (await s.listingScreen(db, { ...input, after: cursor })).adverts.pageInfo.endCursor;
      record(page === pages && label ? label : 'listing: next page (keyset)', performance.now() - started);
    }
  };
  const kinds: Record<string, () => Promise<unknown>> = {
    'listing: category, page 1': () =>
      s.listingScreen(db, { categorySlug: rng.pick(CATEGORIES), sort: rng.pick(SORTS), first: 32 }),
    'listing: make': () =>
      s.listingScreen(db, {
        categorySlug: 'autoturisme',
        sort: rng.pick(SORTS),
        filters: { makes: [pickCarModel().make] },
      }),
    'listing: make + model': () => {
      const { make, model } = pickCarModel();
      return s.listingScreen(db, {
        categorySlug: 'autoturisme',
        sort: rng.pick(SORTS),
        filters: { makes: [make], models: [model] },
      });
    },
    'listing: price/year/km ranges': () =>
      s.listingScreen(db, { categorySlug: 'autoturisme', sort: rng.pick(SORTS), filters: randomFilters() }),
    'listing: make + ranges': () =>
      s.listingScreen(db, {
        categorySlug: 'autoturisme',
        sort: rng.pick(SORTS),
        filters: { ...randomFilters(), makes: [pickCarModel().make] },
      }),
    'listing: free text': () =>
      s.listingScreen(db, {
        categorySlug: 'autoturisme',
        filters: {
          query: rng.pick([
            'golf diesel',
            'bmw xdrive',
            'garantie',
            'automata navigatie',
            'logan gpl',
            'carte service',
          ]),
        },
      }),
    'listing: next page (keyset)': () => deepPage(rng.int(2, 5), null),
    'listing: page 20 (keyset)': () => deepPage(20, 'listing: page 20 (keyset)'),
    'count: make + fuel (rollup)': () =>
      s.countAdverts(db, 'autoturisme', {
        makes: [pickCarModel().make],
        fuelTypes: [rng.pick(['DIESEL', 'PETROL'] as const)],
      }),
    'count: ranges (live)': () => s.countAdverts(db, 'autoturisme', randomFilters()),
    'facets: none (rollup)': () => s.getAdvertSearchFilters(db, rng.pick(CATEGORIES), null),
    'facets: make (rollup)': () => s.getAdvertSearchFilters(db, 'autoturisme', { makes: [pickCarModel().make] }),
    'facets: ranges (live)': () => s.getAdvertSearchFilters(db, 'autoturisme', randomFilters()),
    'ad page': () => s.getAdvert(db, String(rng.int(1, maxId?.n ?? 1))).catch(() => null),
    'similar adverts': () => s.similarAdverts(db, String(rng.int(1, maxId?.n ?? 1)), 8),
    'latest adverts': () => s.latestAdverts(db, 12),
  };
  // Warm-up: caches, plans, connections.
  for (const call of Object.values(kinds)) await call();
  timings.clear();
  const names = Object.keys(kinds);
  const walks = new Set(['listing: next page (keyset)', 'listing: page 20 (keyset)']);
  for (let i = 0; i < iterations * names.length; i += 1) {
    const name = names[i % names.length] ?? '';
    const started = performance.now();
    await kinds[name]?.();
    // Walks time their own page calls.
    if (!walks.has(name)) record(name, performance.now() - started);
  }
  const all: number[] = [];
  const line = (name: string, values: number[]): string => {
    const sorted = [...values].sort((a, b) => a - b);
    const f = (v: number): string => v.toFixed(1).padStart(8);
    return `${name.padEnd(34)} ${String(values.length).padStart(5)} ${f(percentile(sorted, 50))} ${f(percentile(sorted, 95))} ${f(percentile(sorted, 99))}`;
  };
  console.info(
    `\n${'query kind'.padEnd(34)} ${'n'.padStart(5)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'p99 ms'.padStart(8)}`,
  );
  for (const [name, values] of timings) {
    all.push(...values);
    console.info(line(name, values));
  }
  console.info(line('overall (per service call)', all));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
