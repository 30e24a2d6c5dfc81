/**
 * Listing filters: validation of AdvertFilters (bad input becomes UserInputError with an i18n
 * key, never an SQL error), resolution of make/model slugs to ids, and the SQL conditions.
 */
import { and, arrayContains, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { adverts, advertFacetCounts, MILEAGE_SORT_NULL, mileageSortKey, yearSortKey } from '@/server/db/schema/adverts';
import { type FuelCode, makes, models } from '@/server/db/schema/catalogue';
import { FUEL_TYPES, type FuelType } from '@/lib/ads/advert-enums';
import { type AdvertFilters, UserInputError } from './ads.types';
import { normaliseSearchText } from './search-text';

/** Filters after validation, with ids instead of slugs; null means "not filtered". */
export interface ResolvedFilters {
  categoryId: number;
  makeIds: number[] | null;
  modelIds: number[] | null;
  priceFrom: number | null;
  priceTo: number | null;
  yearFrom: number | null;
  yearTo: number | null;
  mileageFrom: number | null;
  mileageTo: number | null;
  fuelCodes: FuelCode[] | null;
  /** Normalised search text (search-text.ts); '' matches nothing. */
  query: string | null;
}

/** Filter groups a facet can leave out. */
export type FilterGroup = 'make' | 'model' | 'fuel' | 'ranges';

const SLUG = /^[a-z0-9][a-z0-9-]{0,79}$/;
const MAX_INT = 2_000_000_000;

function checkSlugs(values: readonly string[] | null | undefined, field: string, max: number): string[] | null {
  if (!values || values.length === 0) return null;
  if (values.length > max)
    throw new UserInputError('errors.tooManyValues', `At most ${max} values in ${field}.`, field);
  for (const value of values) {
    if (typeof value !== 'string' || !SLUG.test(value))
      throw new UserInputError('errors.badSlug', `Invalid ${field} value.`, field);
  }
  return [...new Set(values)].sort();
}

function checkRange(
  from: number | null | undefined,
  to: number | null | undefined,
  field: string,
  min: number,
  max: number,
): [number | null, number | null] {
  for (const value of [from, to]) {
    if (value === null || value === undefined) continue;
    if (!Number.isInteger(value) || value < min || value > max) {
      throw new UserInputError(
        'errors.outOfRange',
        `${field} must be a whole number between ${min} and ${max}.`,
        field,
      );
    }
  }
  const a = from ?? null;
  const b = to ?? null;
  if (a !== null && b !== null && a > b)
    throw new UserInputError('errors.rangeInverted', `${field}: "from" is greater than "to".`, field);
  return [a, b];
}

function checkFuelTypes(values: readonly string[] | null | undefined): FuelCode[] | null {
  if (!values || values.length === 0) return null;
  if (values.length > FUEL_TYPES.length)
    throw new UserInputError('errors.tooManyValues', 'Too many fuel types.', 'fuelTypes');
  for (const value of values) {
    if (!FUEL_TYPES.includes(value as FuelType))
      throw new UserInputError('errors.unknownFuelType', `Unknown fuel type ${String(value)}.`, 'fuelTypes');
  }
  return [...new Set(values.map((v) => v.toLowerCase() as FuelCode))].sort();
}

/** The search text, normalised for websearch_to_tsquery (search-text.ts): never an error, '' matches nothing. */
function checkQuery(query: string | null | undefined): string | null {
  if (query === null || query === undefined) return null;
  if (typeof query !== 'string') throw new UserInputError('errors.badQuery', 'Invalid search text.', 'query');
  return normaliseSearchText(query);
}

/** Validates the filters and resolves make/model slugs of this category to ids. */
export async function resolveFilters(
  db: Db,
  categoryId: number,
  filters: AdvertFilters | null | undefined,
): Promise<ResolvedFilters> {
  const f = filters ?? {};
  const makeSlugs = checkSlugs(f.makes, 'makes', 20);
  const modelSlugs = checkSlugs(f.models, 'models', 50);
  const [priceFrom, priceTo] = checkRange(f.priceFrom, f.priceTo, 'price', 0, MAX_INT);
  const [yearFrom, yearTo] = checkRange(f.yearFrom, f.yearTo, 'year', 1900, 2100);
  const [mileageFrom, mileageTo] = checkRange(f.mileageFrom, f.mileageTo, 'mileage', 0, MAX_INT);
  const fuelCodes = checkFuelTypes(f.fuelTypes);
  const query = checkQuery(f.query);

  let makeIds: number[] | null = null;
  if (makeSlugs) {
    const found = await db
      .select({ id: makes.id, slug: makes.slug })
      .from(makes)
      .where(and(inArray(makes.slug, makeSlugs), arrayContains(makes.categoryIds, [categoryId])));
    if (found.length !== makeSlugs.length)
      throw new UserInputError('errors.unknownMake', 'Unknown make for this category.', 'makes');
    makeIds = found.map((m) => m.id).sort((a, b) => a - b);
  }
  let modelIds: number[] | null = null;
  if (modelSlugs) {
    const conditions = [inArray(models.slug, modelSlugs), arrayContains(models.categoryIds, [categoryId])];
    if (makeIds) conditions.push(inArray(models.makeId, makeIds));
    const found = await db
      .select({ id: models.id, slug: models.slug })
      .from(models)
      .where(and(...conditions));
    const foundSlugs = new Set(found.map((m) => m.slug));
    if (modelSlugs.some((slug) => !foundSlugs.has(slug)))
      throw new UserInputError('errors.unknownModel', 'Unknown model for the chosen makes.', 'models');
    modelIds = found.map((m) => m.id).sort((a, b) => a - b);
  }
  return {
    categoryId,
    makeIds,
    modelIds,
    priceFrom,
    priceTo,
    yearFrom,
    yearTo,
    mileageFrom,
    mileageTo,
    fuelCodes,
    query,
  };
}

/** WHERE conditions on adverts (active, in the category), leaving out the given groups. */
export function advertConditions(f: ResolvedFilters, omit: readonly FilterGroup[] = []): SQL[] {
  const c: SQL[] = [eq(adverts.categoryId, f.categoryId), eq(adverts.status, 'active')];
  if (f.makeIds && !omit.includes('make')) c.push(inArray(adverts.makeId, f.makeIds));
  if (f.modelIds && !omit.includes('model')) c.push(inArray(adverts.modelId, f.modelIds));
  if (f.fuelCodes && !omit.includes('fuel')) c.push(inArray(adverts.fuelType, f.fuelCodes));
  if (!omit.includes('ranges')) {
    if (f.priceFrom !== null) c.push(sql`${adverts.priceLei} >= ${f.priceFrom}`);
    if (f.priceTo !== null) c.push(sql`${adverts.priceLei} <= ${f.priceTo}`);
    // Written on the sort-key expressions so the keyset indexes serve them; 0 / MAX stand for "unknown".
    if (f.yearFrom !== null) c.push(sql`${yearSortKey} >= ${f.yearFrom}`);
    if (f.yearTo !== null) c.push(sql`${yearSortKey} between 1 and ${f.yearTo}`);
    if (f.mileageFrom !== null) c.push(sql`${mileageSortKey} between ${f.mileageFrom} and ${MILEAGE_SORT_NULL - 1}`);
    if (f.mileageTo !== null) c.push(sql`${mileageSortKey} <= ${f.mileageTo}`);
  }
  // '' is a text with nothing searchable left (search-text.ts): it matches no advert.
  if (f.query === '') c.push(sql`false`);
  else if (f.query !== null)
    c.push(sql`${adverts.searchVector} @@ websearch_to_tsquery('romanian', volan_unaccent(${f.query}))`);
  return c;
}

/** True when, once `omit` is left out, only make/model/fuel filters remain: the rollup can answer. */
export function rollupCanAnswer(f: ResolvedFilters, omit: readonly FilterGroup[] = []): boolean {
  const rangesUsed = [f.priceFrom, f.priceTo, f.yearFrom, f.yearTo, f.mileageFrom, f.mileageTo].some((v) => v !== null);
  return f.query === null && (!rangesUsed || omit.includes('ranges'));
}

/** WHERE conditions on advert_facet_counts for the same filters (only valid when rollupCanAnswer). */
export function rollupConditions(f: ResolvedFilters, omit: readonly FilterGroup[] = []): SQL[] {
  const c: SQL[] = [eq(advertFacetCounts.categoryId, f.categoryId)];
  if (f.makeIds && !omit.includes('make')) c.push(inArray(advertFacetCounts.makeId, f.makeIds));
  if (f.modelIds && !omit.includes('model')) c.push(inArray(advertFacetCounts.modelId, f.modelIds));
  if (f.fuelCodes && !omit.includes('fuel')) c.push(inArray(advertFacetCounts.fuelType, f.fuelCodes));
  return c;
}

/** The normalised search, for cursor fingerprints. */
export function searchKey(f: ResolvedFilters): unknown[] {
  return [
    f.categoryId,
    f.makeIds,
    f.modelIds,
    f.priceFrom,
    f.priceTo,
    f.yearFrom,
    f.yearTo,
    f.mileageFrom,
    f.mileageTo,
    f.fuelCodes,
    f.query,
  ];
}
