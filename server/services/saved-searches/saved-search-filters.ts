/**
 * A saved search's filters: checked exactly as the listing checks them (resolveFilters of
 * search-filters.ts, so a search that can be saved is one the listing runs, with the same
 * `errors:search.*` refusals), limited to what a listing URL can carry (so opening the saved search
 * shows that listing), and reduced to a canonical key that makes the same search saved twice a
 * duplicate whatever the order or spelling of its values (EUR bounds, text case, value order).
 */
import { createHash } from 'node:crypto';
import type { Db } from '@/server/db/client';
import { filterOutsideListing } from '@/lib/listing/listing-filters';
import { UserInputError, type AdvertFilters } from '../ads.types';
import { type CategoryNode, requireCategory } from '../catalog';
import { type ResolvedFilters, resolveFilters, searchKey } from '../search-filters';

/** The stored form of resolved filters (ResolvedFilters without the per-category `applicable` list). */
export type StoredResolved = Omit<ResolvedFilters, 'applicable'>;

/** A search ready to be stored. */
export interface CheckedSearch {
  category: CategoryNode;
  /** AdvertFiltersInput without empty values, lists sorted and distinct. */
  filters: Record<string, unknown>;
  resolved: StoredResolved;
  key: string;
}

/** The filters without null, empty lists or blank text; lists distinct and sorted; objects kept as given. */
export function normaliseFilters(filters: AdvertFilters | null | undefined): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(filters ?? {}).sort(([a], [b]) => a.localeCompare(b))) {
    if (value === null || value === undefined) continue;
    if (Array.isArray(value)) {
      if (value.length === 0) continue;
      const distinct = [...new Set(value as (string | number)[])];
      out[field] = distinct.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    } else if (typeof value === 'string') {
      if (value.trim() === '') continue;
      out[field] = value.trim();
    } else out[field] = value;
  }
  return out;
}

/** The canonical key: a hash of the category and the resolved filters (searchKey, as cursors and popular searches use). */
export function filtersKeyOf(resolved: ResolvedFilters | StoredResolved): string {
  const { applicable: _applicable, ...rest } = resolved as ResolvedFilters;
  return createHash('sha256')
    .update(JSON.stringify(searchKey({ ...rest, applicable: [] })))
    .digest('base64url');
}

/** Checks and resolves a search to save; refusals are BAD_USER_INPUT (errors:search.*, errors:savedSearches.unsupportedFilter). */
export async function checkSearch(
  db: Db,
  categorySlug: string,
  input: AdvertFilters | null | undefined,
): Promise<CheckedSearch> {
  const category = await requireCategory(db, categorySlug);
  const filters = normaliseFilters(input);
  const outside = filterOutsideListing(filters);
  if (outside !== null)
    throw new UserInputError(
      'errors:savedSearches.unsupportedFilter',
      `The ${outside} filter cannot be saved.`,
      `filters.${outside}`,
    );
  const { applicable: _applicable, ...resolved } = await resolveFilters(db, category, filters);
  return { category, filters, resolved, key: filtersKeyOf(resolved) };
}

/** Stored resolved filters as the SQL conditions (search-conditions.ts) take them. */
export function asResolved(stored: StoredResolved): ResolvedFilters {
  return { ...stored, applicable: [] };
}
