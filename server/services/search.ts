/**
 * Category listings: keyset pagination for every sort order and counts (docs/search.md).
 * A page first picks the ids of its rows — from the in-memory search index when it is loaded
 * (search-memory-page.ts, decision 0032), else from adverts alone (the sort's index, the filters) —
 * then reads the card columns (names by scalar subqueries) for those rows only. Counts come from the
 * advert_facet_counts rollup when only sub-category/make/model/fuel filters apply (from
 * advert_attribute_counts when the condition joins sub-category/make/model), from the in-memory
 * search index otherwise (search-memory.ts), from a live count for a phrase and while the index
 * loads; the first page's count travels in the cursors so later pages do not count.
 */
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { adverts, advertFacetCounts, mileageSortKey, yearSortKey } from '@/server/db/schema/adverts';
import { advertAttributeCounts } from '@/server/db/schema/search';
import { cardColumns, type CardRow, mainPhotoColumn, photosOfRows, toCards } from './advert-mapper';
import type { AdvertFilters, AdvertSort, ListingInput, ListingScreenDto } from './ads.types';
import { categoryCounts, type CategoryNode, getCategoryTree, requireCategory, toCategoryDto } from './catalog';
import { checkPageSize } from './page-size';
import {
  advertConditions,
  attributeRollupCanAnswer,
  attributeRollupConditions,
  rollupCanAnswer,
  rollupConditions,
} from './search-conditions';
import { type CursorPosition, decodeCursor, encodeCursor, searchFingerprint } from './search-cursor';
import { resolveFilters, type ResolvedFilters, searchKey } from './search-filters';
import { memoryStore, storeBeforeLook } from './search-memory';
import { keptByKey, keptOnStore } from './search-memory-cache';
import { pageOfStore } from './search-memory-page';
import { memoryCount, memorySubcategoryCounts } from './search-memory-query';
import type { CategoryStore } from './search-memory-store';
import { searchError } from './search-validate';

const DEFAULT_PAGE_SIZE = 32;

/** A card row with its main photo and photo count (read in the same query). */
type PageRow = CardRow & {
  mainPhoto: { id: number; key: string; w: number; h: number } | null;
  photoCount: number;
};
const SORTS: Record<AdvertSort, { key: SQL; dir: 'asc' | 'desc' }> = {
  NEWEST: { key: sql`${adverts.createdAt}`, dir: 'desc' },
  PRICE_ASC: { key: sql`${adverts.priceLei}`, dir: 'asc' },
  PRICE_DESC: { key: sql`${adverts.priceLei}`, dir: 'desc' },
  MILEAGE_ASC: { key: mileageSortKey, dir: 'asc' },
  YEAR_DESC: { key: yearSortKey, dir: 'desc' },
  RELEVANCE: { key: sql`${adverts.relevanceKey}`, dir: 'desc' },
};

function checkSort(sort: AdvertSort | null | undefined): AdvertSort {
  const value = sort ?? 'NEWEST';
  if (!Object.hasOwn(SORTS, value)) throw searchError('unknownSort', 'Unknown sort order.', 'sort');
  return value;
}

/** The count from the in-memory index (kept per store version, free text included); null when it cannot answer. */
function countOfStore(store: CategoryStore, f: ResolvedFilters): number | null {
  return keptOnStore(store, 'count', f, () => memoryCount(store, f));
}

/**
 * How many active adverts match: from the in-memory index when it is loaded (its look at the
 * change log is the round trip the page makes anyway), else the rollups when they can answer,
 * else the index that loads at this call (a small database), else SQL.
 */
async function count(db: Db, f: ResolvedFilters): Promise<number> {
  if (storeBeforeLook(db, f.categoryId, f.query)) {
    const store = await memoryStore(db, f.categoryId, f.query);
    const counted = store ? countOfStore(store, f) : null;
    if (counted !== null) return counted;
  }
  if (rollupCanAnswer(f)) {
    const [row] = await db
      .select({ n: sql<number>`coalesce(sum(${advertFacetCounts.advertCount}), 0)::int` })
      .from(advertFacetCounts)
      .where(and(...rollupConditions(f)));
    return row?.n ?? 0;
  }
  // New or used cars (the home page's new-cars button), of a make or model: the condition's
  // counts in advert_attribute_counts (migration 0019).
  if (f.isNew !== null && attributeRollupCanAnswer(f, ['condition'])) {
    const t = advertAttributeCounts;
    const [row] = await db
      .select({ n: sql<number>`coalesce(sum(${t.advertCount}), 0)::int` })
      .from(t)
      .where(and(...attributeRollupConditions(f, 'condition', []), eq(t.value, f.isNew ? 'new' : 'used')));
    return row?.n ?? 0;
  }
  const store = await memoryStore(db, f.categoryId, f.query);
  const counted = store ? countOfStore(store, f) : null;
  if (counted !== null) return counted;
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
): Promise<PageRow[]> {
  const { key, dir } = SORTS[sort];
  const fromMemory = await memoryPageRows(db, f, sort, limit, cursor, backward);
  if (fromMemory) return fromMemory;
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
  // The page's ids first (top-N on adverts alone), then the joins for those rows only.
  const page = db
    .select({ pageId: sql<number>`${adverts.id}`.as('page_id') })
    .from(adverts)
    .where(and(...conditions))
    .orderBy(...order)
    .limit(limit)
    .as('page');
  const rows = await db
    .select({ ...cardColumns, mainPhoto: mainPhotoColumn, photoCount: adverts.photoCount })
    .from(page)
    .innerJoin(adverts, eq(adverts.id, page.pageId))
    .orderBy(...order);
  return backward ? rows.reverse() : rows;
}

/**
 * A page from the in-memory index in one round trip in the common case: the page is computed from
 * the store as it is, and its cards are read beside the index's look at the change log. When the
 * look changed the store (or replaced it), the page is computed again and its cards read again, so
 * the page is exact as of the look (docs/search.md, "Exactness"). Null when the index cannot answer.
 */
async function memoryPageRows(
  db: Db,
  f: ResolvedFilters,
  sort: AdvertSort,
  limit: number,
  cursor: CursorPosition | null,
  backward: boolean,
): Promise<PageRow[] | null> {
  const early = storeBeforeLook(db, f.categoryId, f.query);
  const version = early?.version;
  const guess = early ? pageOfStore(early, f, sort, limit, cursor, backward) : null;
  const [store, guessed] = await Promise.all([
    memoryStore(db, f.categoryId, f.query),
    guess ? cardsOf(db, guess, backward) : null,
  ]);
  if (!store) return null;
  if (guess && guessed && store === early && store.version === version) return guessed;
  const ids = pageOfStore(store, f, sort, limit, cursor, backward);
  return ids ? cardsOf(db, ids, backward) : null;
}

/**
 * The card query of a memory page, prepared once per database: a page's ids arrive as one array,
 * so the statement's text never changes and node-postgres keeps it prepared per connection. With
 * a new statement per page PostgreSQL planned it every time (about 1 ms with the adverts' twenty
 * indexes, as long as running it).
 */
function cardsQuery(db: Db) {
  // A join, as in pageRows, so that drizzle qualifies adverts.id inside the main photo's subquery.
  const page = db
    .select({ pageId: sql<number>`${adverts.id}`.as('page_id') })
    .from(adverts)
    .where(sql`${adverts.id} = any(${sql.placeholder('ids')}::bigint[])`)
    .as('page');
  return db
    .select({ ...cardColumns, mainPhoto: mainPhotoColumn, photoCount: adverts.photoCount })
    .from(page)
    .innerJoin(adverts, eq(adverts.id, page.pageId))
    .where(eq(adverts.status, 'active'))
    .prepare('search_memory_page_cards');
}
const preparedCards = new WeakMap<Db, ReturnType<typeof cardsQuery>>();

/** The card rows of a page whose ids (in reading order) the in-memory index chose. */
async function cardsOf(db: Db, ids: number[], backward: boolean): Promise<PageRow[]> {
  if (ids.length === 0) return [];
  let query = preparedCards.get(db);
  if (!query) {
    query = cardsQuery(db);
    preparedCards.set(db, query);
  }
  const found = await query.execute({ ids });
  const byId = new Map(found.map((row) => [Number(row.id), row]));
  const rows = ids.flatMap((id) => byId.get(id) ?? []);
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
    case 'RELEVANCE':
      return Number(row.relevanceKey);
  }
}

/**
 * The advert counts of the category and its sub-categories (catalog.ts categoryCounts): from the
 * in-memory index when it is loaded (kept per store version, beside the page's look at the change
 * log, no round trip of their own), else from the rollup.
 */
async function listingCounts(db: Db, categoryId: number): Promise<Map<number, number>> {
  const store = storeBeforeLook(db, categoryId) ? await memoryStore(db, categoryId) : null;
  if (!store) return categoryCounts(db, categoryId);
  return keptByKey(store, 'subcategory-counts', () => {
    const counts = new Map<number, number>([[categoryId, store.live]]);
    for (const [sub, n] of memorySubcategoryCounts(store)) if (sub !== 0) counts.set(sub, n);
    return counts;
  });
}

/** The sub-category of a search, as the listing shows it. */
function subcategoryOf(category: CategoryNode, f: ResolvedFilters): CategoryNode | null {
  return f.subcategoryId === null ? null : (category.children.find((c) => c.id === f.subcategoryId) ?? null);
}

/** Category listing with keyset pagination (services contract, ads.types.ts). */
export async function listingScreen(db: Db, input: ListingInput, viewerId?: string | null): Promise<ListingScreenDto> {
  const first = checkPageSize(input.first, DEFAULT_PAGE_SIZE, 'input.first');
  const sort = checkSort(input.sort);
  if (input.after && input.before)
    throw searchError('cursorConflict', 'Give either after or before, not both.', 'input.after');
  const category = await requireCategory(db, input.categorySlug);
  const f = await resolveFilters(db, category, input.filters);
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
    listingCounts(db, category.id),
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
  const position = (row: PageRow): string =>
    encodeCursor({ sort, key: sortKeyOf(row, sort), id: row.id, page: pageNumber, total: totalCount }, fingerprint);
  const firstRow = pageRowsInOrder[0];
  const lastRow = pageRowsInOrder[pageRowsInOrder.length - 1];
  const slugOf = (id: number): string => tree.byId.get(id)?.slug ?? category.slug;
  const subcategory = subcategoryOf(category, f);
  return {
    category: toCategoryDto(category, counts),
    subcategory: subcategory ? toCategoryDto(subcategory, counts) : null,
    adverts: {
      nodes: await toCards(db, pageRowsInOrder, slugOf, viewerId, photosOfRows(pageRowsInOrder)),
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
  return count(db, await resolveFilters(db, category, filters));
}
