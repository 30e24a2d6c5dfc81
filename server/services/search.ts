/**
 * Category listings: keyset pagination for every sort order, counts, and filter facets.
 * Counts and facets come from the advert_facet_counts rollup when only make/model/fuel
 * filters apply, and from a live query otherwise.
 */
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { adverts, advertFacetCounts, mileageSortKey, yearSortKey } from '@/server/db/schema/adverts';
import { makes, models } from '@/server/db/schema/catalogue';
import { cities, counties } from '@/server/db/schema/locations';
import { users } from '@/server/db/schema/users';
import { cardColumns, toCards, type CardRow } from './advert-mapper';
import type {
  AdvertFilters,
  AdvertSearchFiltersDto,
  AdvertSort,
  FilterOptionDto,
  ListingInput,
  ListingScreenDto,
  RangeBoundsDto,
} from './ads.types';
import { UserInputError } from './ads.types';
import { checkPageSize } from './page-size';
import { categoryCounts, getCategoryTree, requireCategory, toCategoryDto } from './catalog';
import { type CursorPosition, decodeCursor, encodeCursor, searchFingerprint } from './search-cursor';
import { FUEL_TYPES } from '@/lib/ads/advert-enums';
import roCommon from '@/public/locales/ro/common.json';
import {
  advertConditions,
  type FilterGroup,
  resolveFilters,
  type ResolvedFilters,
  rollupCanAnswer,
  rollupConditions,
  searchKey,
} from './search-filters';

const DEFAULT_PAGE_SIZE = 32;
const SORTS: Record<AdvertSort, { key: SQL; dir: 'asc' | 'desc' }> = {
  NEWEST: { key: sql`${adverts.createdAt}`, dir: 'desc' },
  PRICE_ASC: { key: sql`${adverts.priceLei}`, dir: 'asc' },
  PRICE_DESC: { key: sql`${adverts.priceLei}`, dir: 'desc' },
  MILEAGE_ASC: { key: mileageSortKey, dir: 'asc' },
  YEAR_DESC: { key: yearSortKey, dir: 'desc' },
};
/** FilterOption labels of fuel types: the Romanian catalogue's, the one place fuel labels live. */
const FUEL_LABELS: Readonly<Record<string, string>> = roCommon.fuel;

function checkSort(sort: AdvertSort | null | undefined): AdvertSort {
  const value = sort ?? 'NEWEST';
  if (!(value in SORTS)) throw new UserInputError('errors.unknownSort', 'Unknown sort order.', 'sort');
  return value;
}

/** How many active adverts match (rollup when possible). */
async function count(db: Db, f: ResolvedFilters): Promise<number> {
  if (rollupCanAnswer(f)) {
    const [row] = await db
      .select({ n: sql<number>`coalesce(sum(${advertFacetCounts.advertCount}), 0)::int` })
      .from(advertFacetCounts)
      .where(and(...rollupConditions(f)));
    return row?.n ?? 0;
  }
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(adverts)
    .where(and(...advertConditions(f)));
  return row?.n ?? 0;
}

/** One page of card rows in display order, keyset-positioned after/before a cursor. */
async function pageRows(
  db: Db,
  f: ResolvedFilters,
  sort: AdvertSort,
  limit: number,
  cursor: CursorPosition | null,
  backward: boolean,
): Promise<CardRow[]> {
  const { key, dir } = SORTS[sort];
  // Reading backwards = the opposite order, then reversed in memory.
  const ascending = (dir === 'asc') !== backward;
  const conditions = advertConditions(f);
  if (cursor) {
    const value = sort === 'NEWEST' ? sql`${cursor.key}::timestamptz` : sql`${cursor.key}`;
    conditions.push(
      ascending
        ? sql`(${key}, ${adverts.id}) > (${value}, ${cursor.id})`
        : sql`(${key}, ${adverts.id}) < (${value}, ${cursor.id})`,
    );
  }
  const order = ascending ? [asc(key), asc(adverts.id)] : [desc(key), desc(adverts.id)];
  const rows = await db
    .select(cardColumns)
    .from(adverts)
    .innerJoin(cities, eq(cities.id, adverts.cityId))
    .innerJoin(counties, eq(counties.code, adverts.countyCode))
    .innerJoin(users, eq(users.id, adverts.userId))
    .where(and(...conditions))
    .orderBy(...order)
    .limit(limit);
  return backward ? rows.reverse() : rows;
}

function sortKeyOf(row: CardRow, sort: AdvertSort): string | number {
  switch (sort) {
    case 'NEWEST':
      return row.createdAt.toISOString();
    case 'PRICE_ASC':
    case 'PRICE_DESC':
      return row.priceLei;
    case 'MILEAGE_ASC':
      return row.mileage ?? 2147483647;
    case 'YEAR_DESC':
      return row.year ?? 0;
  }
}

/** Category listing with keyset pagination (services contract, ads.types.ts). */
export async function listingScreen(db: Db, input: ListingInput): Promise<ListingScreenDto> {
  const first = checkPageSize(input.first, DEFAULT_PAGE_SIZE, 'input.first');
  const sort = checkSort(input.sort);
  if (input.after && input.before)
    throw new UserInputError('errors.cursorConflict', 'Give either after or before, not both.', 'input.after');
  const category = await requireCategory(db, input.categorySlug);
  const f = await resolveFilters(db, category.id, input.filters);
  const fingerprint = searchFingerprint([sort, ...searchKey(f)]);
  const backward = Boolean(input.before);
  const cursor = input.after
    ? decodeCursor(input.after, sort, fingerprint, 'after')
    : input.before
      ? decodeCursor(input.before, sort, fingerprint, 'before')
      : null;

  const [rows, totalCount, counts, tree] = await Promise.all([
    pageRows(db, f, sort, first + 1, cursor, backward),
    cursor ? cursor.total : count(db, f),
    categoryCounts(db, category.id),
    getCategoryTree(db),
  ]);
  const more = rows.length > first;
  const pageRowsInOrder = more ? (backward ? rows.slice(1) : rows.slice(0, first)) : rows;
  let pageNumber = 1;
  let hasNextPage = more;
  let hasPreviousPage = false;
  if (cursor && !backward) {
    pageNumber = cursor.page + 1;
    hasPreviousPage = true;
  } else if (cursor && backward) {
    hasPreviousPage = more;
    hasNextPage = true;
    // Reaching the start means page 1 whatever the cursor said (rows may have come or gone).
    pageNumber = more ? Math.max(cursor.page - 1, 2) : 1;
  }
  const position = (row: CardRow): string =>
    encodeCursor({ sort, key: sortKeyOf(row, sort), id: row.id, page: pageNumber, total: totalCount }, fingerprint);
  const firstRow = pageRowsInOrder[0];
  const lastRow = pageRowsInOrder[pageRowsInOrder.length - 1];
  const slugOf = (id: number): string => tree.byId.get(id)?.slug ?? category.slug;
  return {
    category: toCategoryDto(category, counts),
    adverts: {
      nodes: await toCards(db, pageRowsInOrder, slugOf),
      totalCount,
      pageInfo: {
        hasNextPage,
        hasPreviousPage,
        startCursor: firstRow ? position(firstRow) : null,
        endCursor: lastRow ? position(lastRow) : null,
        pageNumber,
        pageCount: Math.max(1, Math.ceil(totalCount / first), pageNumber),
      },
    },
  };
}

/** How many adverts a search would show ('Show results ({number} ads)'). */
export async function countAdverts(db: Db, categorySlug: string, filters: AdvertFilters | null): Promise<number> {
  const category = await requireCategory(db, categorySlug);
  return count(db, await resolveFilters(db, category.id, filters));
}

type Dimension = 'make' | 'model' | 'fuel';

/** Counts per make, model or fuel under the filters minus the facet's own group(s). */
async function facetCounts(
  db: Db,
  f: ResolvedFilters,
  dimension: Dimension,
  omit: FilterGroup[],
  restrictMakes: number[] | null,
): Promise<Map<string, number>> {
  const useRollup = rollupCanAnswer(f, omit);
  const table = useRollup ? advertFacetCounts : adverts;
  const column = dimension === 'make' ? table.makeId : dimension === 'model' ? table.modelId : table.fuelType;
  const conditions = useRollup ? rollupConditions(f, omit) : advertConditions(f, omit);
  if (restrictMakes) conditions.push(inArray(table.makeId, restrictMakes));
  const total = useRollup ? sql<number>`sum(${advertFacetCounts.advertCount})::int` : sql<number>`count(*)::int`;
  const rows = await db
    .select({ value: column, n: total })
    .from(table)
    .where(and(...conditions))
    .groupBy(column);
  const result = new Map<string, number>();
  for (const row of rows) if (row.value !== null && row.n > 0) result.set(String(row.value), row.n);
  return result;
}

/** Min/max of price, year and mileage under the filters except the ranges. */
async function bounds(
  db: Db,
  f: ResolvedFilters,
): Promise<{ price: RangeBoundsDto; year: RangeBoundsDto; mileage: RangeBoundsDto }> {
  const omit: FilterGroup[] = ['ranges'];
  const c = advertFacetCounts;
  const [row] = rollupCanAnswer(f, omit)
    ? await db
        .select({
          pMin: sql<number | null>`min(${c.priceMin})`,
          pMax: sql<number | null>`max(${c.priceMax})`,
          yMin: sql<number | null>`min(${c.yearMin})`,
          yMax: sql<number | null>`max(${c.yearMax})`,
          mMin: sql<number | null>`min(${c.mileageMin})`,
          mMax: sql<number | null>`max(${c.mileageMax})`,
        })
        .from(c)
        .where(and(...rollupConditions(f, omit)))
    : await db
        .select({
          pMin: sql<number | null>`min(${adverts.priceLei})`,
          pMax: sql<number | null>`max(${adverts.priceLei})`,
          yMin: sql<number | null>`min(${adverts.year})`,
          yMax: sql<number | null>`max(${adverts.year})`,
          mMin: sql<number | null>`min(${adverts.mileage})`,
          mMax: sql<number | null>`max(${adverts.mileage})`,
        })
        .from(adverts)
        .where(and(...advertConditions(f, omit)));
  const n = (v: number | string | null | undefined): number | null =>
    v === null || v === undefined ? null : Number(v);
  return {
    price: { min: n(row?.pMin), max: n(row?.pMax) },
    year: { min: n(row?.yMin), max: n(row?.yMax) },
    mileage: { min: n(row?.mMin), max: n(row?.mMax) },
  };
}

/** Filter options with counts for a category (each facet ignores its own selection). */
export async function getAdvertSearchFilters(
  db: Db,
  categorySlug: string,
  filters: AdvertFilters | null,
): Promise<AdvertSearchFiltersDto> {
  const category = await requireCategory(db, categorySlug);
  const f = await resolveFilters(db, category.id, filters);
  const [makeCounts, modelCounts, fuelCounts, ranges] = await Promise.all([
    facetCounts(db, f, 'make', ['make', 'model'], null),
    f.makeIds ? facetCounts(db, f, 'model', ['model'], f.makeIds) : Promise.resolve(new Map<string, number>()),
    facetCounts(db, f, 'fuel', ['fuel'], null),
    bounds(db, f),
  ]);
  const makeRows =
    makeCounts.size === 0
      ? []
      : await db
          .select({ id: makes.id, slug: makes.slug, name: makes.name })
          .from(makes)
          .where(inArray(makes.id, [...makeCounts.keys()].map(Number)))
          .orderBy(makes.name);
  const modelRows =
    modelCounts.size === 0
      ? []
      : await db
          .select({ id: models.id, slug: models.slug, name: models.name, makeName: makes.name })
          .from(models)
          .innerJoin(makes, eq(makes.id, models.makeId))
          .where(inArray(models.id, [...modelCounts.keys()].map(Number)))
          .orderBy(makes.name, models.name);
  const fuelOrder = FUEL_TYPES.map((t) => t.toLowerCase());
  return {
    makes: makeRows.map((m): FilterOptionDto => ({
      value: m.slug,
      label: m.name,
      count: makeCounts.get(String(m.id)) ?? 0,
    })),
    models: modelRows.map((m): FilterOptionDto => ({
      value: m.slug,
      label: m.name,
      count: modelCounts.get(String(m.id)) ?? 0,
    })),
    fuelTypes: [...fuelCounts.entries()]
      .sort(([a], [b]) => fuelOrder.indexOf(a) - fuelOrder.indexOf(b))
      .map(([code, n]) => ({ value: code.toUpperCase(), label: FUEL_LABELS[code.toUpperCase()] ?? code, count: n })),
    ...ranges,
  };
}
