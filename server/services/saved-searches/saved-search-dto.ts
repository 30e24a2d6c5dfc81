/**
 * Stored saved searches -> what the API answers: the listing URL (built by the site's own
 * listingHref from the stored filters, so opening it shows that listing), the summary in the
 * request's language, and the count of new adverts, for a whole list in a few queries.
 */
import { inArray } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { cities } from '@/server/db/schema/locations';
import type { AlertFrequencyCode } from '@/server/db/schema/saved-searches';
import type { Locale } from '@/lib/i18n/i18n-config';
import { fromAdvertFilters } from '@/lib/listing/listing-filters';
import { listingHref } from '@/lib/listing/listing-href';
import type { StoredResolved } from './saved-search-filters';
import { countNewAdverts } from './saved-search-match';
import { summarise } from './saved-search-summary';
import type { AlertFrequency, SavedSearchDto } from './saved-searches.types';

/** A saved_searches row as the DTOs need it. */
/** The stored frequency as the API names it ('daily' → 'DAILY'). */
export function frequencyOf(code: AlertFrequencyCode): AlertFrequency {
  return code.toUpperCase() as AlertFrequency;
}

export interface SavedSearchRow {
  id: string;
  name: string;
  categorySlug: string;
  filters: Record<string, unknown>;
  resolved: StoredResolved;
  frequency: AlertFrequencyCode;
  createdAt: Date;
  lastVisitedAt: Date;
}

/** The slugs of the cities the searches name, in one query. */
async function citySlugs(db: Db, rows: readonly { filters: Record<string, unknown> }[]): Promise<Map<number, string>> {
  const ids = [
    ...new Set(rows.flatMap((r) => (typeof r.filters['cityId'] === 'string' ? Number(r.filters['cityId']) : []))),
  ];
  if (ids.length === 0) return new Map();
  const found = await db.select({ id: cities.id, slug: cities.slug }).from(cities).where(inArray(cities.id, ids));
  return new Map(found.map((c) => [c.id, c.slug]));
}

/** The listing URL of a stored search (path and query). */
export function savedSearchUrl(
  row: { categorySlug: string; filters: Record<string, unknown> },
  slugs: ReadonlyMap<number, string>,
): string {
  const cityId = typeof row.filters['cityId'] === 'string' ? Number(row.filters['cityId']) : null;
  const citySlug = cityId === null ? null : (slugs.get(cityId) ?? null);
  return listingHref(fromAdvertFilters(row.categorySlug, row.filters, citySlug));
}

/** The URLs of stored searches, in order. */
export async function savedSearchUrls(
  db: Db,
  rows: readonly { categorySlug: string; filters: Record<string, unknown> }[],
): Promise<string[]> {
  const slugs = await citySlugs(db, rows);
  return rows.map((row) => savedSearchUrl(row, slugs));
}

/** Rows -> DTOs, in order. */
export async function toSavedSearchDtos(
  db: Db,
  rows: readonly SavedSearchRow[],
  locale: Locale,
): Promise<SavedSearchDto[]> {
  if (rows.length === 0) return [];
  const [urls, summaries, counts] = await Promise.all([
    savedSearchUrls(db, rows),
    summarise(db, rows, locale),
    countNewAdverts(
      db,
      rows.map((r) => ({ id: r.id, resolved: r.resolved, since: r.lastVisitedAt })),
    ),
  ]);
  return rows.map((row, i) => ({
    id: row.id,
    name: row.name,
    categorySlug: row.categorySlug,
    url: urls[i] ?? '',
    summary: summaries[i] ?? '',
    frequency: frequencyOf(row.frequency),
    newAdvertsCount: counts.get(row.id) ?? 0,
    createdAt: row.createdAt.toISOString(),
    lastVisitedAt: row.lastVisitedAt.toISOString(),
  }));
}
