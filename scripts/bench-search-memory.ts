/**
 * `npx tsx scripts/bench-search-memory.ts [--times N] [--iterations N] [--only KIND]`: the in-memory search
 * index alone (no round trip). Loads the active cars of BENCH_DATABASE (an already seeded
 * database, e.g. volan_bench_100k; never seeds or migrates it) into a CategoryStore, N times over
 * with new ids (10 × 100k ≈ the cars of 1M adverts), then times counts, facets and range bounds
 * of the benchmark's filter mixes (free text included: its matches are computed once per text and
 * store version, as in the app; the facets are counted at every call, nothing is kept) and prints
 * p50/p95 per kind, with the packed facet words (decision 0045) and, marked (columns), a column
 * per facet, alternately.
 */
import { performance } from 'node:perf_hooks';
import { createDb, rawQuery } from '@/server/db/client';
import { requireCategory } from '@/server/services/catalog';
import { resolveFilters } from '@/server/services/search-filters';
import { LOAD_COLUMNS } from '@/server/services/search-memory';
import { type MemoryFacet, memoryFacetCounts } from '@/server/services/search-memory-facets';
import { memoryBounds, memoryCount, SCAN_TUNING } from '@/server/services/search-memory-query';
import { CategoryStore, type MemoryRow, newDictionaries } from '@/server/services/search-memory-store';
import { prepareText } from '@/server/services/search-memory-text';
import type { AdvertFilters } from '@/server/services/ads.types';
import { Rng } from '@/server/db/seed/random';

const DATABASE = process.env.BENCH_DATABASE ?? 'volan_bench_100k';

function arg(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
}

const FACETS: MemoryFacet[] = [
  { key: 'make', omit: ['make', 'model', 'generation'] },
  { key: 'fuel', omit: ['fuel'] },
  ...['gearbox', 'body', 'doors', 'color', 'seller', 'badge', 'indicator'].map(
    (key) => ({ key, omit: [key] }) as MemoryFacet,
  ),
  { key: 'county', omit: ['location'] },
  { key: 'condition', omit: ['condition'] },
];
/** The free texts of bench-search.ts: a frequent word (a third of cars), rarer pairs, OR, negation. */
const TEXTS = ['garantie', 'golf diesel', 'bmw xdrive', 'automata navigatie', 'logan or sandero', 'diesel -garantie'];

async function main(): Promise<void> {
  const times = arg('times', 10);
  const iterations = arg('iterations', 50);
  const url = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
  url.pathname = `/${DATABASE}`;
  const { db, close } = await createDb({ url: url.toString(), maxConnections: 2 });
  try {
    const rows = await rawQuery<MemoryRow>(
      db,
      `select ${LOAD_COLUMNS} from adverts where status = 'active' and category_id = 29 order by id`,
    );
    const store = new CategoryStore(newDictionaries());
    for (let t = 0; t < times; t += 1)
      for (const row of rows)
        store.put({
          ...row,
          id: Number(row.id) + t * 10_000_000,
          price_lei: Number(row.price_lei),
          price_net_lei: Number(row.price_net_lei),
          latitude: row.latitude === null ? null : Number(row.latitude),
          longitude: row.longitude === null ? null : Number(row.longitude),
        });
    const trimmed = performance.now();
    store.trim();
    console.info(
      `[bench] ${store.live} cars in memory (clustered by make in ${Math.round(performance.now() - trimmed)} ms)`,
    );
    const category = await requireCategory(db, 'autoturisme');
    const cities = await rawQuery<{ id: string }>(
      db,
      `select city_id::text as id from adverts where category_id = 29 group by city_id order by count(*) desc limit 15`,
    );
    const makes = await rawQuery<{ slug: string }>(
      db,
      `select m.slug from makes m join adverts a on a.make_id = m.id where a.category_id = 29 group by m.slug order by count(*) desc limit 20`,
    );
    const rng = new Rng(7);
    const ranges = (): AdvertFilters => {
      const from = rng.int(1, 20) * 5000;
      return {
        priceFrom: from,
        priceTo: from + rng.int(2, 30) * 5000,
        yearFrom: rng.int(2005, 2018),
        mileageTo: rng.int(5, 30) * 10000,
      };
    };
    const kinds: Record<string, () => AdvertFilters> = {
      ranges,
      radius: () => ({ cityId: rng.pick(cities).id, radiusKm: rng.pick([25, 50, 100]) }),
      'make + gearbox + colour': () => ({
        makes: [rng.pick(makes).slug],
        gearboxes: ['MANUAL'],
        colors: [rng.pick(['black', 'white', 'grey'])],
      }),
      'county + gearbox': () => ({ countyCode: rng.pick(['B', 'CJ', 'TM', 'IS']), gearboxes: ['AUTOMATIC'] }),
      'free text': () => ({ query: rng.pick(TEXTS) }),
      'new cars + ranges': () => ({ ...ranges(), condition: 'NEW' }),
    };
    const timings = new Map<string, number[]>();
    const only = process.argv.includes('--only') ? String(process.argv[process.argv.indexOf('--only') + 1]) : '';
    for (const [name, make] of Object.entries(kinds).filter(([kind]) => kind.includes(only))) {
      for (let k = 0; k < iterations + 5; k += 1) {
        const f = await resolveFilters(db, category, make());
        if (f.query !== null) await prepareText(db, store.text, f.query);
        const measure = (label: string, call: () => unknown): void => {
          const started = performance.now();
          call();
          const ms = performance.now() - started;
          if (k >= 5) timings.set(label, [...(timings.get(label) ?? []), ms]);
        };
        // Facet passes over the packed words (decision 0045) and over a column per facet, one
        // after the other on the same store.
        for (const [way, packed] of [
          ['', true],
          [' (columns)', false],
        ] as const) {
          SCAN_TUNING.packed = packed;
          measure(`count: ${name}${way}`, () => memoryCount(store, f));
          measure(`facets: ${name}${way}`, () => memoryFacetCounts(store, f, FACETS));
          measure(`bounds: ${name}${way}`, () =>
            memoryBounds(store, f, ['price_lei', 'year', 'mileage', 'engine_power']),
          );
        }
        SCAN_TUNING.packed = true;
      }
    }
    for (const [name, values] of timings) {
      const sorted = [...values].sort((a, b) => a - b);
      const p = (q: number): string => (sorted[Math.floor(q * (sorted.length - 1))] ?? 0).toFixed(2).padStart(7);
      console.info(`${name.padEnd(36)} ${p(0.5)} ${p(0.95)}`);
    }
  } finally {
    await close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
