/**
 * Checks of listing filter values: anything a URL or a script can send becomes a UserInputError
 * (GraphQL BAD_USER_INPUT) with an i18n key of the `errors` namespace (`errors:search.*`), never
 * an SQL error. The keys are listed in SEARCH_ERROR_KEYS so the catalogue test can check them.
 */
import { UserInputError } from './ads.types';

/** Every i18n key the search services raise (public/locales/<lng>/errors.json, `search.*`). */
export const SEARCH_ERROR_KEYS = [
  'unknownCategory',
  'unknownSort',
  'cursorConflict',
  'badCursor',
  'tooManyValues',
  'badSlug',
  'outOfRange',
  'rangeInverted',
  'unknownValue',
  'unknownMake',
  'unknownModel',
  'unknownGeneration',
  'generationWithoutModel',
  'unknownSubcategory',
  'unknownCounty',
  'unknownCity',
  'cityNotInCounty',
  'radiusWithoutCity',
  'badBounds',
  'badSellerId',
  'notApplicable',
  'badQuery',
  'pageSizeTooLarge',
  'pageSizeTooSmall',
] as const;

export type SearchErrorKey = (typeof SEARCH_ERROR_KEYS)[number];

/** A UserInputError with the `errors:search.<key>` i18n key. */
export function searchError(key: SearchErrorKey, message: string, field: string): UserInputError {
  return new UserInputError(`errors:search.${key}`, message, field);
}

const SLUG = /^[a-z0-9][a-z0-9-]{0,79}$/;
export const MAX_INT = 2_000_000_000;

/** Distinct sorted slugs, or null when none; at most `max`. */
export function checkSlugs(values: readonly string[] | null | undefined, field: string, max: number): string[] | null {
  if (values === null || values === undefined || values.length === 0) return null;
  if (values.length > max) throw searchError('tooManyValues', `At most ${max} values in ${field}.`, field);
  for (const value of values)
    if (typeof value !== 'string' || !SLUG.test(value)) throw searchError('badSlug', `Invalid ${field} value.`, field);
  return [...new Set(values)].sort();
}

/** One slug or null. */
export function checkSlug(value: string | null | undefined, field: string): string | null {
  return checkSlugs(value === null || value === undefined ? null : [value], field, 1)?.[0] ?? null;
}

/** Distinct sorted values of a closed list (enum values or codes), or null; an unknown value is an error. */
export function checkCodes<T extends string>(
  values: readonly string[] | null | undefined,
  field: string,
  allowed: readonly T[],
): T[] | null {
  if (values === null || values === undefined || values.length === 0) return null;
  if (values.length > allowed.length) throw searchError('tooManyValues', `Too many values in ${field}.`, field);
  for (const value of values)
    if (!allowed.includes(value as T)) throw searchError('unknownValue', `Unknown ${field} value.`, field);
  return [...new Set(values as T[])].sort();
}

/** A from/to pair of whole numbers within min..max, from <= to. */
export function checkRange(
  from: number | null | undefined,
  to: number | null | undefined,
  field: string,
  min: number,
  max: number,
): [number | null, number | null] {
  for (const value of [from, to]) {
    if (value === null || value === undefined) continue;
    if (!Number.isInteger(value) || value < min || value > max)
      throw searchError('outOfRange', `${field} must be a whole number between ${min} and ${max}.`, field);
  }
  const a = from ?? null;
  const b = to ?? null;
  if (a !== null && b !== null && a > b)
    throw searchError('rangeInverted', `${field}: "from" is greater than "to".`, field);
  return [a, b];
}

/** Whole numbers within min..max, distinct and sorted, at most `max` values. */
export function checkInts(
  values: readonly number[] | null | undefined,
  field: string,
  min: number,
  max: number,
  count: number,
): number[] | null {
  if (values === null || values === undefined || values.length === 0) return null;
  if (values.length > count) throw searchError('tooManyValues', `At most ${count} values in ${field}.`, field);
  for (const value of values)
    if (!Number.isInteger(value) || value < min || value > max)
      throw searchError('outOfRange', `${field} must be between ${min} and ${max}.`, field);
  return [...new Set(values)].sort((a, b) => a - b);
}

/** A map viewport: finite degrees within -90..90 / -180..180, south <= north (west > east crosses 180°). */
export function checkBounds(
  bounds: { north: number; south: number; east: number; west: number } | null | undefined,
): { north: number; south: number; east: number; west: number } | null {
  if (bounds === null || bounds === undefined) return null;
  const { north, south, east, west } = bounds;
  const lat = (v: number): boolean => Number.isFinite(v) && v >= -90 && v <= 90;
  const lon = (v: number): boolean => Number.isFinite(v) && v >= -180 && v <= 180;
  if (!lat(north) || !lat(south) || !lon(east) || !lon(west) || south > north)
    throw searchError('badBounds', 'Map bounds must be degrees, south <= north.', 'bounds');
  return { north, south, east, west };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A seller id (a user UUID), lower-cased, or null. */
export function checkSellerId(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string' || !UUID.test(value))
    throw searchError('badSellerId', 'Invalid seller id.', 'sellerId');
  return value.toLowerCase();
}

/** A positive integer id given as a GraphQL ID, or null. */
export function checkId(value: string | number | null | undefined, field: string): number | null {
  if (value === null || value === undefined) return null;
  const text = String(value);
  if (!/^[1-9]\d{0,8}$/.test(text)) throw searchError('outOfRange', `Invalid ${field}.`, field);
  return Number(text);
}
