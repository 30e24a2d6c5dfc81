/**
 * Popular filter suggestions (docs/search.md): the listing records each first-page search
 * anonymously — the category and the normalised filter combination, no user id, no address, no
 * free text — and the most used combinations per category are suggested. Migration
 * 0008_popular_searches_seed gives each category a seeded start. Only the GraphQL resolver
 * records (services called by benchmarks and tests do not).
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { makes, models } from '@/server/db/schema/catalogue';
import { popularSearches as table } from '@/server/db/schema/search';
import type { PopularSearch, PopularSearchFilters } from '@/server/graphql/generated/resolver-types';
import type { AdvertFilters } from './ads.types';
import { requireCategory } from './catalog';
import { checkPageSize } from './page-size';
import { resolveFilters } from './search-filters';

/** The AdvertFiltersInput fields a popular search keeps (nothing personal, nothing free-form). */
const RECORDED = [
  'subcategory',
  'makes',
  'models',
  'fuelTypes',
  'gearboxes',
  'bodyTypes',
  'priceFrom',
  'priceTo',
  'priceCurrency',
  'yearFrom',
  'yearTo',
  'mileageTo',
  'sellerTypes',
  'priceIndicators',
  'partTypes',
  'countyCode',
  'condition',
] as const satisfies readonly (keyof PopularSearchFilters & keyof AdvertFilters)[];

const MAX_FIRST = 20;

/**
 * The canonical text of a filter combination: the recorded fields only, empty ones dropped,
 * arrays sorted, keys in a fixed order; null when nothing is left to record.
 */
function normalisePopularFilters(filters: AdvertFilters | null | undefined): string | null {
  if (!filters) return null;
  const kept: Record<string, unknown> = {};
  for (const field of RECORDED) {
    const value: unknown = filters[field];
    if (value === null || value === undefined) continue;
    if (Array.isArray(value)) {
      if (value.length === 0) continue;
      kept[field] = [...(value as (string | number)[])].map(String).sort();
    } else kept[field] = value;
  }
  if (kept['priceCurrency'] && kept['priceFrom'] === undefined && kept['priceTo'] === undefined)
    delete kept['priceCurrency'];
  return Object.keys(kept).length === 0 ? null : JSON.stringify(kept);
}

/** Counts one search of a category (call after the search succeeded, so the filters are valid). */
export async function recordSearch(
  db: Db,
  categorySlug: string,
  filters: AdvertFilters | null | undefined,
): Promise<void> {
  const key = normalisePopularFilters(filters);
  if (key === null) return;
  const category = await requireCategory(db, categorySlug);
  await db
    .insert(table)
    .values({ categoryId: category.id, filters: key, searchCount: 1 })
    .onConflictDoUpdate({
      target: [table.categoryId, table.filters],
      set: { searchCount: sql`${table.searchCount} + 1`, lastSearchedAt: sql`now()` },
    });
}

/** The most searched combinations of a category that are still valid searches, most searched first. */
export async function popularSearches(db: Db, categorySlug: string, first?: number | null): Promise<PopularSearch[]> {
  const limit = checkPageSize(first, 6, 'first', MAX_FIRST);
  const category = await requireCategory(db, categorySlug);
  const rows = await db
    .select({ filters: table.filters, count: table.searchCount })
    .from(table)
    .where(and(eq(table.categoryId, category.id), sql`${table.searchCount} > 0`))
    .orderBy(desc(table.searchCount), table.filters)
    .limit(limit * 3);
  const result: PopularSearch[] = [];
  for (const row of rows) {
    if (result.length >= limit) break;
    const filters = JSON.parse(row.filters) as PopularSearchFilters;
    // A combination that no longer validates (a make left the catalogue) is not suggested.
    const valid = await resolveFilters(db, category, filters as AdvertFilters).then(
      () => true,
      () => false,
    );
    if (!valid) continue;
    result.push({ filters, count: row.count, ...(await names(db, filters)) });
  }
  return result;
}

async function names(db: Db, f: PopularSearchFilters): Promise<{ makeNames: string[]; modelNames: string[] }> {
  const makeSlugs = f.makes ?? [];
  const modelSlugs = f.models ?? [];
  const makeRows = makeSlugs.length
    ? await db
        .select({ id: makes.id, slug: makes.slug, name: makes.name })
        .from(makes)
        .where(inArray(makes.slug, makeSlugs))
    : [];
  const modelRows = modelSlugs.length
    ? await db
        .select({ slug: models.slug, name: models.name })
        .from(models)
        .where(
          and(
            inArray(models.slug, modelSlugs),
            makeRows.length
              ? inArray(
                  models.makeId,
                  makeRows.map((m) => m.id),
                )
              : undefined,
          ),
        )
    : [];
  const nameOf = (rows: { slug: string; name: string }[], slug: string): string =>
    rows.find((r) => r.slug === slug)?.name ?? slug;
  return {
    makeNames: makeSlugs.map((s) => nameOf(makeRows, s)),
    modelNames: modelSlugs.map((s) => nameOf(modelRows, s)),
  };
}
