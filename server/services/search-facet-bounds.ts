/**
 * Value bounds of the range filters (price, year, mileage, power, engine capacity, operating
 * hours, weight) under the filters except the ranges: from the rollups when the remaining filters
 * allow it (advert_facet_counts for price/year/mileage, advert_attribute_counts for the others,
 * hours and weight in buckets of 100), from the in-memory search index otherwise, or from the
 * matching adverts (free text, index still loading).
 */
import { and, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { adverts, advertFacetCounts } from '@/server/db/schema/adverts';
import { advertAttributeCounts } from '@/server/db/schema/search';
import type { RangeBoundsDto } from './ads.types';
import type { FilterField } from './search-applicable';
import {
  advertConditions,
  attributeRollupCanAnswer,
  attributeRollupConditions,
  type FilterGroup,
  rollupCanAnswer,
  rollupConditions,
} from './search-conditions';
import type { ResolvedFilters } from './search-filters';
import { memoryStore } from './search-memory';
import { memoryBounds } from './search-memory-query';
import type { MeasureColumn } from './search-memory-store';

type ExtraName = 'power' | 'engineCapacity' | 'operatingHours' | 'weight';
type Bounds = Record<
  'price' | 'year' | 'mileage' | 'power' | 'engineCapacity' | 'operatingHours' | 'weight',
  RangeBoundsDto
>;

/** Min/max of every range under the filters except the ranges. */
export async function rangeBounds(db: Db, f: ResolvedFilters): Promise<Bounds> {
  const omit: FilterGroup[] = ['ranges'];
  const n = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));
  const c = advertFacetCounts;
  const a = adverts;
  const wants = (field: FilterField): boolean => f.applicable.includes(field);
  const memory = await memoryRangeBounds(db, f);
  if (memory) return memory;
  const mainRows = rollupCanAnswer(f, omit)
    ? db
        .select({
          pMin: sql`min(${c.priceMin})`,
          pMax: sql`max(${c.priceMax})`,
          yMin: sql`min(${c.yearMin})`,
          yMax: sql`max(${c.yearMax})`,
          mMin: sql`min(${c.mileageMin})`,
          mMax: sql`max(${c.mileageMax})`,
        })
        .from(c)
        .where(and(...rollupConditions(f, omit), sql`${c.advertCount} > 0`))
    : db
        .select({
          pMin: sql`min(${a.priceLei})`,
          pMax: sql`max(${a.priceLei})`,
          yMin: sql`min(${a.year})`,
          yMax: sql`max(${a.year})`,
          mMin: wants('mileageFrom') ? sql`min(${a.mileage})` : sql`null`,
          mMax: wants('mileageFrom') ? sql`max(${a.mileage})` : sql`null`,
        })
        .from(a)
        .where(and(...advertConditions(f, omit)));
  // Both in parallel: one round trip instead of two.
  const [[main], extra] = await Promise.all([mainRows, extraBounds(db, f)]);
  return {
    price: { min: n(main?.pMin), max: n(main?.pMax) },
    year: { min: n(main?.yMin), max: n(main?.yMax) },
    mileage: wants('mileageFrom') ? { min: n(main?.mMin), max: n(main?.mMax) } : { min: null, max: null },
    ...extra,
  };
}

const MEMORY_COLUMNS: [keyof Bounds, FilterField, MeasureColumn][] = [
  ['price', 'priceFrom', 'price_lei'],
  ['year', 'yearFrom', 'year'],
  ['mileage', 'mileageFrom', 'mileage'],
  ['power', 'powerFrom', 'engine_power'],
  ['engineCapacity', 'engineCapacityFrom', 'engine_capacity'],
  ['operatingHours', 'operatingHoursFrom', 'operating_hours'],
  ['weight', 'weightFrom', 'weight_kg'],
];

/**
 * Every bound from the in-memory index (search-memory.ts) when the rollups cannot answer them
 * (filters beyond sub-category/make/model remain) and the index is ready; null otherwise.
 */
async function memoryRangeBounds(db: Db, f: ResolvedFilters): Promise<Bounds | null> {
  if (attributeRollupCanAnswer(f, ['ranges'])) return null;
  const store = await memoryStore(db, f.categoryId, f.query);
  const wanted = MEMORY_COLUMNS.filter(
    ([name, field]) => name === 'price' || name === 'year' || f.applicable.includes(field),
  );
  const found = store
    ? memoryBounds(
        store,
        f,
        wanted.map(([, , column]) => column),
      )
    : null;
  if (!found) return null;
  const result = {} as Bounds;
  for (const [name, , column] of MEMORY_COLUMNS) result[name] = found.get(column) ?? { min: null, max: null };
  return result;
}

/** Power, engine capacity, operating hours and weight bounds (only those that apply). */
async function extraBounds(db: Db, f: ResolvedFilters): Promise<Pick<Bounds, ExtraName>> {
  const a = adverts;
  const columns: [ExtraName, FilterField, SQL][] = [
    ['power', 'powerFrom', sql`${a.enginePower}`],
    ['engineCapacity', 'engineCapacityFrom', sql`${a.engineCapacity}`],
    ['operatingHours', 'operatingHoursFrom', sql`${a.operatingHours}`],
    ['weight', 'weightFrom', sql`${a.weightKg}`],
  ];
  const used = columns.filter(([, field]) => f.applicable.includes(field));
  const none = (): RangeBoundsDto => ({ min: null, max: null });
  const empty: Pick<Bounds, ExtraName> = {
    power: none(),
    engineCapacity: none(),
    operatingHours: none(),
    weight: none(),
  };
  if (used.length === 0) return empty;
  if (attributeRollupCanAnswer(f, ['ranges'])) return rollupExtraBounds(db, f, used, empty);
  const select: Record<string, SQL> = {};
  for (const [name, , column] of used) {
    select[`${name}Min`] = sql`min(${column})`;
    select[`${name}Max`] = sql`max(${column})`;
  }
  const [row] = await db
    .select(select)
    .from(a)
    .where(and(...advertConditions(f, ['ranges'])));
  const n = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));
  const result = { ...empty };
  for (const [name] of used) result[name] = { min: n(row?.[`${name}Min`]), max: n(row?.[`${name}Max`]) };
  return result;
}

/** The same bounds from advert_attribute_counts (hours and weight are kept in buckets of 100). */
async function rollupExtraBounds(
  db: Db,
  f: ResolvedFilters,
  used: [ExtraName, FilterField, SQL][],
  empty: Pick<Bounds, ExtraName>,
): Promise<Pick<Bounds, ExtraName>> {
  const t = advertAttributeCounts;
  const attribute: Record<ExtraName, string> = {
    power: 'power',
    engineCapacity: 'capacity',
    operatingHours: 'hours',
    weight: 'weight',
  };
  const rows = await db
    .select({
      k: t.attribute,
      min: sql<number | null>`min(${t.value}::int)`,
      max: sql<number | null>`max(${t.value}::int)`,
    })
    .from(t)
    .where(
      and(
        ...attributeRollupConditions(f, null, ['ranges']),
        inArray(
          t.attribute,
          used.map(([name]) => attribute[name]),
        ),
      ),
    )
    .groupBy(t.attribute);
  const result = { ...empty };
  for (const [name] of used) {
    const row = rows.find((r) => r.k === attribute[name]);
    const bucket = name === 'operatingHours' || name === 'weight' ? 99 : 0;
    if (row && row.min !== null && row.max !== null)
      result[name] = { min: Number(row.min), max: Number(row.max) + bucket };
  }
  return result;
}
