/**
 * `npm run bench:search [-- --ads N --iterations N --seed-only --no-memory --only TEXT]`: listing queries against
 * PostgreSQL (--only: the query kinds whose name contains TEXT, e.g. 'free text').
 * Uses the database BENCH_DATABASE (default `volan_bench`; e.g. volan_bench_100k, volan_bench_1m)
 * on the server of DATABASE_URL (or postgres://postgres@127.0.0.1:5432/test), creating it and
 * seeding N adverts (default 100000) when it holds fewer. Then runs a mix of listing, filter,
 * count, facet and ad-page calls through the real services the pages use (listingScreen,
 * getAdvertsSearchSummary's countAdverts, getAdvertSearchFilters) and prints p50/p95/p99 per
 * kind and overall. Nothing is recorded as a popular search (only the GraphQL layer records).
 */
import { performance } from 'node:perf_hooks';
import { type Db, rawQuery } from '@/server/db/client';
import { getSeedCatalogue } from '@/server/db/seed/catalogue';
import { Rng } from '@/server/db/seed/random';
import { adsServices as s } from '@/server/services/ads';
import type { AdvertFilters, AdvertSort } from '@/server/services/ads.types';
import { requireCategory } from '@/server/services/catalog';
import { loadMemoryIndex, memoryIndexSize, setMemoryIndexOn } from '@/server/services/search-memory';
import { encodeCursor, searchFingerprint } from '@/server/services/search-cursor';
import { resolveFilters, searchKey } from '@/server/services/search-filters';
import { openBenchDatabase } from './lib/bench-db';

/** The benchmark database: BENCH_DATABASE of the environment (e.g. volan_bench_1m), or volan_bench. */
const DATABASE = process.env.BENCH_DATABASE ?? 'volan_bench';
/** Free texts of the mixes: frequent words ('garantie': a third of cars), rarer pairs, OR, negation. */
const TEXTS = ['garantie', 'golf diesel', 'bmw xdrive', 'automata navigatie', 'logan or sandero', 'diesel -garantie'];
const SORTS: AdvertSort[] = ['NEWEST', 'PRICE_ASC', 'PRICE_DESC', 'MILEAGE_ASC', 'YEAR_DESC', 'RELEVANCE'];
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

function args(): { ads: number; iterations: number; seedOnly: boolean; memory: boolean; only: string } {
  const argv = process.argv.slice(2);
  const value = (name: string, fallback: number): number => {
    const index = argv.indexOf(`--${name}`);
    const raw = index >= 0 ? argv[index + 1] : undefined;
    return raw === undefined ? fallback : Number(raw);
  };
  return {
    ads: value('ads', 100_000),
    iterations: value('iterations', 300),
    seedOnly: argv.includes('--seed-only'),
    memory: !argv.includes('--no-memory'),
    only: argv.includes('--only') ? (argv[argv.indexOf('--only') + 1] ?? '') : '',
  };
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

async function main(): Promise<void> {
  const { ads, iterations, seedOnly, memory, only } = args();
  const { db, close } = await openBenchDatabase(DATABASE, ads);
  try {
    if (seedOnly) return;
    // The in-memory search index loads in the background in the app; here it is waited for
    // (--no-memory measures the SQL paths alone).
    setMemoryIndexOn(db, memory);
    const started = performance.now();
    // With `node --expose-gc` (tsx passes it on) the figures below leave garbage out.
    const gc = (globalThis as { gc?: () => void }).gc;
    gc?.();
    const buffers = process.memoryUsage().arrayBuffers;
    const heap = process.memoryUsage().heapUsed;
    if (memory) await loadMemoryIndex(db);
    console.info(
      `[bench] in-memory search index ${memory ? `loaded in ${Math.round(performance.now() - started)} ms` : 'off'}`,
    );
    const size = memoryIndexSize(db);
    gc?.();
    if (size) {
      const perAdvert = (bytes: number): string => (bytes / Math.max(size.adverts, 1)).toFixed(1);
      const typed = process.memoryUsage().arrayBuffers - buffers;
      const objects = process.memoryUsage().heapUsed - heap;
      console.info(
        `[bench] ${size.adverts} active adverts; typed arrays ${Math.round(typed / 1e6)} MB (${perAdvert(typed)} B/advert), of which word lists ${Math.round(size.textBytes / 1e6)} MB (${perAdvert(size.textBytes)} B/advert); ${size.lexemes} lexemes; JS heap +${Math.round(objects / 1e6)} MB (${perAdvert(objects)} B/advert)`,
      );
    }
    await run(db, iterations, only);
  } finally {
    await close();
  }
}

async function run(db: Db, iterations: number, only: string): Promise<void> {
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
  const bigCities = await rawQuery<{ id: string }>(
    db,
    `select c.id::text as id from cities c join adverts a on a.city_id = c.id where a.category_id = 29
      group by c.id order by count(*) desc limit 15`,
  );
  const counties = ['B', 'CJ', 'TM', 'IS', 'BV', 'CT', 'PH', 'DJ', 'BH', 'AG'];
  /** A keyset cursor deep into a search (the position of a random sort key), as the page after it would get. */
  const deepCursor = async (filters: AdvertFilters, sort: AdvertSort): Promise<string> => {
    const category = await requireCategory(db, 'autoturisme');
    const f = await resolveFilters(db, category, filters);
    const key =
      sort === 'NEWEST'
        ? new Date(Date.now() - rng.int(1, 89) * 86_400_000).toISOString()
        : sort === 'RELEVANCE'
          ? Math.floor(Date.now() / 1000) - rng.int(1, 89) * 86_400
          : sort === 'MILEAGE_ASC'
            ? rng.int(10, 300) * 1000
            : sort === 'YEAR_DESC'
              ? rng.int(1998, 2022)
              : rng.int(5, 150) * 1000;
    return encodeCursor(
      {
        sort,
        key,
        id: sort.endsWith('DESC') || sort === 'NEWEST' || sort === 'RELEVANCE' ? 2 ** 40 : 1,
        page: rng.int(50, 5000),
        total: 1,
      },
      searchFingerprint([sort, ...searchKey(f)]),
    );
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
    'listing: free text by price/relevance': () =>
      s.listingScreen(db, {
        categorySlug: 'autoturisme',
        sort: rng.pick(['PRICE_ASC', 'PRICE_DESC', 'RELEVANCE'] as const),
        filters: { query: rng.pick(TEXTS) },
      }),
    'listing: free text, deep page': async () => {
      const filters: AdvertFilters = { query: rng.pick(TEXTS) };
      const sort = rng.pick(SORTS);
      return s.listingScreen(db, {
        categorySlug: 'autoturisme',
        sort,
        filters,
        after: await deepCursor(filters, sort),
      });
    },
    'listing: make+model+price+year by price': () => {
      const { make, model } = pickCarModel();
      const from = rng.int(1, 10) * 5000;
      return s.listingScreen(db, {
        categorySlug: 'autoturisme',
        sort: 'PRICE_ASC',
        filters: {
          makes: [make],
          models: [model],
          priceFrom: from,
          priceTo: from + 60_000,
          yearFrom: rng.int(2005, 2016),
        },
      });
    },
    'listing: radius 50 km': () =>
      s.listingScreen(db, {
        categorySlug: 'autoturisme',
        sort: rng.pick(['NEWEST', 'RELEVANCE', 'PRICE_ASC'] as const),
        filters: { cityId: rng.pick(bigCities).id, radiusKm: rng.pick([25, 50, 100]) },
      }),
    'listing: county + make + gearbox': () =>
      s.listingScreen(db, {
        categorySlug: 'autoturisme',
        sort: rng.pick(SORTS),
        filters: { countyCode: rng.pick(counties), makes: [pickCarModel().make], gearboxes: ['AUTOMATIC'] },
      }),
    'listing: deep page (cursor at depth)': async () => {
      const filters: AdvertFilters = rng.chance(0.5) ? {} : { fuelTypes: ['DIESEL'] };
      const sort = rng.pick(SORTS);
      return s.listingScreen(db, {
        categorySlug: 'autoturisme',
        sort,
        filters,
        after: await deepCursor(filters, sort),
      });
    },
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
    'count: radius': () =>
      s.countAdverts(db, 'autoturisme', { cityId: rng.pick(bigCities).id, radiusKm: rng.pick([25, 50, 100]) }),
    'count: free text': () =>
      s.countAdverts(db, 'autoturisme', { query: rng.pick(['golf diesel', 'garantie', 'logan gpl', 'carte service']) }),
    'facets: free text': () => s.getAdvertSearchFilters(db, 'autoturisme', { query: rng.pick(TEXTS) }),
    'facets: radius': () =>
      s.getAdvertSearchFilters(db, 'autoturisme', { cityId: rng.pick(bigCities).id, radiusKm: 50 }),
    'facets: make + gearbox + colour': () =>
      s.getAdvertSearchFilters(db, 'autoturisme', {
        makes: [pickCarModel().make],
        gearboxes: ['MANUAL'],
        colors: [rng.pick(['black', 'white', 'grey'])],
      }),
    // New cars (`stare=nou`, a few percent of cars): the partial index of migration 0019 on SQL's
    // path (`--no-memory --only 'new cars'`), the condition rollup for the count.
    'listing: new cars': () =>
      s.listingScreen(db, {
        categorySlug: 'autoturisme',
        sort: rng.pick(SORTS),
        filters: rng.chance(0.5) ? { condition: 'NEW' } : { condition: 'NEW', makes: [pickCarModel().make] },
      }),
    'count: new cars (rollup)': () => s.countAdverts(db, 'autoturisme', { condition: 'NEW' }),
    'facets: new cars + ranges': () =>
      s.getAdvertSearchFilters(db, 'autoturisme', { ...randomFilters(), condition: 'NEW' }),
    // A search never seen before (a price bound that filters almost nothing, new at every call),
    // so that the facets of free text are counted, not taken from the results kept per store
    // version (search-memory-cache.ts), as they are for the six texts above after their first call.
    'facets: free text, not kept': () =>
      s.getAdvertSearchFilters(db, 'autoturisme', {
        query: rng.pick(TEXTS),
        priceTo: 500_000_000 + rng.int(0, 400_000_000),
      }),
    'ad page': () => s.getAdvert(db, String(rng.int(1, maxId?.n ?? 1))).catch(() => null),
    'similar adverts': () => s.similarAdverts(db, String(rng.int(1, maxId?.n ?? 1)), 8),
    'latest adverts': () => s.latestAdverts(db, 12),
  };
  const names = Object.keys(kinds).filter((name) => name.includes(only));
  // Warm-up: caches, plans, connections.
  for (const name of names) await kinds[name]?.();
  timings.clear();
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
