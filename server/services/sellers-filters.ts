/**
 * The professionals listing's filters checked and resolved before any SQL: county code, city (a
 * slug of that county), top-level category and a name search. Anything else is a UserInputError
 * (BAD_USER_INPUT) naming the field, which the page drops with a note.
 */
import { rawQuery, type Db } from '@/server/db/client';
import type { ProfessionalsFilterInput } from '@/server/graphql/generated/resolver-types';
import { UserInputError } from './ads.types';
import { requireCategory } from './catalog';

const COUNTY = /^[A-Z]{1,2}$/;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Longest name search kept (a company name is shorter); the rest of a longer text is ignored. */
export const NAME_SEARCH_MAX = 80;

/** The filters as the dealers query takes them; null: not filtered. */
export interface ResolvedProfessionalFilters {
  countyCode: string | null;
  categoryId: number | null;
  cityId: number | null;
  /** LIKE-escaped, lower-cased text to find in the accent-free name (the SQL strips its accents too). */
  namePattern: string | null;
}

/** The name search as typed, tidied: control characters gone, spaces collapsed, at most NAME_SEARCH_MAX; null when empty. */
export function normaliseNameSearch(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string') return null;
  const text = raw
    .replace(/[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}\uFFFD]/gu, ' ')
    .normalize('NFC')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, NAME_SEARCH_MAX)
    .trim();
  return text === '' ? null : text;
}

function likePattern(text: string): string {
  return text.toLocaleLowerCase('ro').replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Checks and resolves the filters of `professionals`. */
export async function resolveProfessionalFilters(
  db: Db,
  filters: ProfessionalsFilterInput | null | undefined,
): Promise<ResolvedProfessionalFilters> {
  const countyCode = filters?.countyCode?.trim().toUpperCase() || null;
  if (countyCode !== null) {
    const known = COUNTY.test(countyCode)
      ? await rawQuery<{ code: string }>(db, 'select code from counties where code = $1', [countyCode])
      : [];
    if (known.length === 0)
      throw new UserInputError('errors:search.unknownCounty', 'Unknown county code.', 'filters.countyCode');
  }
  let cityId: number | null = null;
  const citySlug = filters?.citySlug?.trim().toLowerCase() || null;
  if (citySlug !== null) {
    if (countyCode === null)
      throw new UserInputError('errors:search.cityNotInCounty', 'A city needs its county.', 'filters.citySlug');
    const city = SLUG.test(citySlug)
      ? await rawQuery<{ id: number }>(db, 'select id from cities where county_code = $1 and slug = $2', [
          countyCode,
          citySlug,
        ])
      : [];
    if (!city[0]) throw new UserInputError('errors:search.unknownCity', 'Unknown city.', 'filters.citySlug');
    cityId = Number(city[0].id);
  }
  let categoryId: number | null = null;
  if (filters?.categorySlug) {
    categoryId = (
      await requireCategory(db, filters.categorySlug).catch(() => {
        throw new UserInputError('errors:search.unknownCategory', 'Unknown category.', 'filters.categorySlug');
      })
    ).id;
  }
  const name = normaliseNameSearch(filters?.query);
  return { countyCode, categoryId, cityId, namePattern: name === null ? null : likePattern(name) };
}
