/**
 * Listing filters: validation of AdvertFilters (search-validate.ts: bad input becomes a
 * UserInputError with an i18n key, never an SQL error), and resolution of slugs and codes to the
 * ids and stored codes the SQL conditions (search-conditions.ts) use.
 */
import { and, arrayContains, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { type FuelCode, generations, makes, models } from '@/server/db/schema/catalogue';
import { cities, counties } from '@/server/db/schema/locations';
import { slugify } from '@/server/db/seed/locations-data';
import { FUEL_TYPES } from '@/lib/ads/advert-enums';
import {
  AdvertBadge,
  Gearbox,
  PartType,
  PriceIndicatorLevel,
  SellerType,
  VehicleCondition,
} from '@/lib/graphql/generated/schema-enums';
import roVehicle from '@/public/locales/ro/vehicle.json';
import type { AdvertFilters } from './ads.types';
import type { CategoryNode } from './catalog';
import { EUR_TO_LEI } from './prices';
import { acceptsFilter, applicableFilters, type FilterField } from './search-applicable';
import {
  checkBounds,
  checkCodes,
  checkId,
  checkInts,
  checkRange,
  checkSellerId,
  checkSlug,
  checkSlugs,
  MAX_INT,
  searchError,
} from './search-validate';
import { catalogueLookup } from './search-lookups';
import { normaliseSearchText } from './search-text';

/** Body-type and colour codes: the vehicle catalogue's label keys are the list of known codes. */
export const BODY_TYPE_CODES: readonly string[] = Object.keys(roVehicle.bodyType);
export const COLOR_CODES: readonly string[] = Object.keys(roVehicle.color);

/** A centre and radius of a location search. */
interface RadiusFilter {
  latitude: number;
  longitude: number;
  km: number;
}

/** Filters after validation, with ids and stored (lower-case) codes; null means "not filtered". */
export interface ResolvedFilters {
  categoryId: number;
  subcategoryId: number | null;
  /** Panel filters of the category/sub-category (search-applicable.ts). */
  applicable: FilterField[];
  makeIds: number[] | null;
  modelIds: number[] | null;
  generationIds: number[] | null;
  /** Price bounds in LEI (EUR bounds converted); `priceNet` bounds the net price instead of the gross. */
  priceFrom: number | null;
  priceTo: number | null;
  priceNet: boolean;
  yearFrom: number | null;
  yearTo: number | null;
  mileageFrom: number | null;
  mileageTo: number | null;
  powerFrom: number | null;
  powerTo: number | null;
  capacityFrom: number | null;
  capacityTo: number | null;
  hoursFrom: number | null;
  hoursTo: number | null;
  weightFrom: number | null;
  weightTo: number | null;
  fuelCodes: FuelCode[] | null;
  gearboxes: string[] | null;
  bodyTypes: string[] | null;
  doorCounts: number[] | null;
  colors: string[] | null;
  sellerTypes: string[] | null;
  /** Adverts carrying all of these badges. */
  badges: string[] | null;
  priceIndicators: string[] | null;
  partTypes: string[] | null;
  /** adverts.is_new: true for new vehicles only, false for used ones; null: both. */
  isNew: boolean | null;
  compatibleMakeId: number | null;
  compatibleModelId: number | null;
  countyCode: string | null;
  cityId: number | null;
  radius: RadiusFilter | null;
  sellerId: string | null;
  bounds: { north: number; south: number; east: number; west: number } | null;
  /** Normalised search text (search-text.ts); '' matches nothing. */
  query: string | null;
}

const lower = (values: readonly string[] | null): string[] | null => values?.map((v) => v.toLowerCase()) ?? null;
const CURRENT_YEAR_MAX = 2100;

function checkApplicable(f: AdvertFilters, applicable: readonly FilterField[]): void {
  for (const [field, value] of Object.entries(f) as [FilterField, unknown][]) {
    if (value === null || value === undefined || (Array.isArray(value) && value.length === 0)) continue;
    if (!acceptsFilter(applicable, field))
      throw searchError('notApplicable', `The ${field} filter does not apply to this category.`, field);
  }
}

/** Make ids of slugs (of the category; any category when categoryId is null). */
async function resolveMakes(
  db: Db,
  slugs: string[] | null,
  categoryId: number | null,
  field: string,
): Promise<number[] | null> {
  if (!slugs) return null;
  const found = await catalogueLookup(
    db,
    `makes:${JSON.stringify([slugs, categoryId])}`,
    () =>
      db
        .select({ id: makes.id })
        .from(makes)
        .where(
          categoryId === null
            ? inArray(makes.slug, slugs)
            : and(inArray(makes.slug, slugs), arrayContains(makes.categoryIds, [categoryId])),
        ),
    (rows) => rows.length === slugs.length,
  );
  if (found.length !== slugs.length) throw searchError('unknownMake', 'Unknown make for this category.', field);
  return found.map((m) => m.id).sort((a, b) => a - b);
}

async function resolveModels(
  db: Db,
  slugs: string[] | null,
  categoryId: number | null,
  makeIds: number[] | null,
  field: string,
): Promise<number[] | null> {
  if (!slugs) return null;
  const conditions = [inArray(models.slug, slugs)];
  if (categoryId !== null) conditions.push(arrayContains(models.categoryIds, [categoryId]));
  if (makeIds) conditions.push(inArray(models.makeId, makeIds));
  const found = await catalogueLookup(
    db,
    `models:${JSON.stringify([slugs, categoryId, makeIds])}`,
    () =>
      db
        .select({ id: models.id, slug: models.slug })
        .from(models)
        .where(and(...conditions)),
    (rows) => slugs.every((slug) => rows.some((m) => m.slug === slug)),
  );
  const foundSlugs = new Set(found.map((m) => m.slug));
  if (slugs.some((slug) => !foundSlugs.has(slug)))
    throw searchError('unknownModel', 'Unknown model for the chosen makes.', field);
  return found.map((m) => m.id).sort((a, b) => a - b);
}

/** Generation slug: the generation name slugified (the facet gives the same values). */
export const generationSlug = slugify;

async function resolveGenerations(db: Db, slugs: string[] | null, modelIds: number[] | null): Promise<number[] | null> {
  if (!slugs) return null;
  if (!modelIds) throw searchError('generationWithoutModel', 'Choose a model before a generation.', 'generations');
  const rows = await catalogueLookup(
    db,
    `generations:${JSON.stringify(modelIds)}`,
    () =>
      db
        .select({ id: generations.id, name: generations.name })
        .from(generations)
        .where(inArray(generations.modelId, modelIds)),
    (found) => found.length > 0,
  );
  const wanted = new Set(slugs);
  const ids = rows.filter((g) => wanted.has(generationSlug(g.name))).map((g) => g.id);
  const known = new Set(rows.map((g) => generationSlug(g.name)));
  if (slugs.some((s) => !known.has(s))) throw searchError('unknownGeneration', 'Unknown generation.', 'generations');
  return ids.sort((a, b) => a - b);
}

async function resolveLocation(
  db: Db,
  f: AdvertFilters,
): Promise<{ countyCode: string | null; cityId: number | null; radius: RadiusFilter | null }> {
  let countyCode: string | null = null;
  if (f.countyCode !== null && f.countyCode !== undefined) {
    const code = String(f.countyCode).toUpperCase();
    const [row] = /^[A-Z]{1,2}$/.test(code)
      ? await catalogueLookup(
          db,
          `county:${code}`,
          () => db.select({ code: counties.code }).from(counties).where(eq(counties.code, code)),
          (found) => found.length > 0,
        )
      : [];
    if (!row) throw searchError('unknownCounty', 'Unknown county.', 'countyCode');
    countyCode = row.code;
  }
  const cityId = checkId(f.cityId, 'cityId');
  const [km] = checkRange(f.radiusKm, null, 'radiusKm', 1, 500);
  if (cityId === null) {
    if (km !== null) throw searchError('radiusWithoutCity', 'A radius needs a city.', 'radiusKm');
    return { countyCode, cityId: null, radius: null };
  }
  const [city] = await catalogueLookup(
    db,
    `city:${cityId}`,
    () =>
      db
        .select({ countyCode: cities.countyCode, latitude: cities.latitude, longitude: cities.longitude })
        .from(cities)
        .where(eq(cities.id, cityId)),
    (found) => found.length > 0,
  );
  if (!city) throw searchError('unknownCity', 'Unknown city.', 'cityId');
  if (countyCode !== null && city.countyCode !== countyCode)
    throw searchError('cityNotInCounty', 'The city is not in the chosen county.', 'cityId');
  // With a radius the city is the centre (neighbouring counties count); without one, the city itself.
  return {
    countyCode: km === null ? countyCode : null,
    cityId: km === null ? cityId : null,
    radius: km === null ? null : { latitude: city.latitude, longitude: city.longitude, km },
  };
}

function priceBounds(f: AdvertFilters): [number | null, number | null] {
  const [from, to] = checkRange(f.priceFrom, f.priceTo, 'price', 0, MAX_INT);
  if (
    f.priceCurrency !== null &&
    f.priceCurrency !== undefined &&
    f.priceCurrency !== 'LEI' &&
    f.priceCurrency !== 'EUR'
  )
    throw searchError('unknownValue', 'Unknown currency.', 'priceCurrency');
  if (f.priceCurrency !== 'EUR') return [from, to];
  return [from === null ? null : Math.floor(from * EUR_TO_LEI), to === null ? null : Math.ceil(to * EUR_TO_LEI)];
}

/** The condition filter as adverts.is_new (NEW -> true, USED -> false), or null. */
function checkCondition(value: string | null | undefined): boolean | null {
  if (value === null || value === undefined) return null;
  const [condition] = checkCodes([value], 'condition', Object.values(VehicleCondition)) ?? [];
  return condition === 'NEW';
}

/** Validates the filters of a category and resolves slugs and codes. */
export async function resolveFilters(
  db: Db,
  category: CategoryNode,
  filters: AdvertFilters | null | undefined,
): Promise<ResolvedFilters> {
  const f = filters ?? {};
  const subSlug = checkSlug(f.subcategory, 'subcategory');
  const sub = subSlug === null ? null : category.children.find((c) => c.slug === subSlug);
  if (sub === undefined)
    throw searchError('unknownSubcategory', 'Unknown sub-category of this category.', 'subcategory');
  const applicable = applicableFilters(category.slug, sub?.slug ?? null);
  checkApplicable(f, applicable);
  const [priceFrom, priceTo] = priceBounds(f);
  if (f.priceKind !== null && f.priceKind !== undefined && f.priceKind !== 'GROSS' && f.priceKind !== 'NET')
    throw searchError('unknownValue', 'Unknown price kind.', 'priceKind');
  const [yearFrom, yearTo] = checkRange(f.yearFrom, f.yearTo, 'year', 1900, CURRENT_YEAR_MAX);
  const [mileageFrom, mileageTo] = checkRange(f.mileageFrom, f.mileageTo, 'mileage', 0, MAX_INT);
  const [powerFrom, powerTo] = checkRange(f.powerFrom, f.powerTo, 'power', 0, 5000);
  const [capacityFrom, capacityTo] = checkRange(f.engineCapacityFrom, f.engineCapacityTo, 'engineCapacity', 0, 100_000);
  const [hoursFrom, hoursTo] = checkRange(f.operatingHoursFrom, f.operatingHoursTo, 'operatingHours', 0, 1_000_000);
  const [weightFrom, weightTo] = checkRange(f.weightFrom, f.weightTo, 'weight', 0, 1_000_000);
  const makeSlugs = checkSlugs(f.makes, 'makes', 20);
  const modelSlugs = checkSlugs(f.models, 'models', 50);
  const generationSlugs = checkSlugs(f.generations, 'generations', 30);
  const compatibleMake = checkSlug(f.compatibleMake, 'compatibleMake');
  const compatibleModel = checkSlug(f.compatibleModel, 'compatibleModel');
  if (compatibleModel !== null && compatibleMake === null)
    throw searchError('unknownModel', 'Choose the make of the compatible vehicle first.', 'compatibleModel');
  const query =
    f.query === null || f.query === undefined
      ? null
      : typeof f.query === 'string'
        ? normaliseSearchText(f.query)
        : null;
  if (f.query !== null && f.query !== undefined && typeof f.query !== 'string')
    throw searchError('badQuery', 'Invalid search text.', 'query');

  const makeIds = await resolveMakes(db, makeSlugs, category.id, 'makes');
  const modelIds = await resolveModels(db, modelSlugs, category.id, makeIds, 'models');
  const compatibleMakeIds = await resolveMakes(db, compatibleMake ? [compatibleMake] : null, null, 'compatibleMake');
  const compatibleModelIds = await resolveModels(
    db,
    compatibleModel ? [compatibleModel] : null,
    null,
    compatibleMakeIds,
    'compatibleModel',
  );
  const location = await resolveLocation(db, f);
  return {
    categoryId: category.id,
    subcategoryId: sub?.id ?? null,
    applicable,
    makeIds,
    modelIds,
    generationIds: await resolveGenerations(db, generationSlugs, modelIds),
    priceFrom,
    priceTo,
    priceNet: f.priceKind === 'NET',
    yearFrom,
    yearTo,
    mileageFrom,
    mileageTo,
    powerFrom,
    powerTo,
    capacityFrom,
    capacityTo,
    hoursFrom,
    hoursTo,
    weightFrom,
    weightTo,
    fuelCodes: lower(checkCodes(f.fuelTypes, 'fuelTypes', FUEL_TYPES)) as FuelCode[] | null,
    gearboxes: lower(checkCodes(f.gearboxes, 'gearboxes', Object.values(Gearbox))),
    bodyTypes: checkCodes(f.bodyTypes, 'bodyTypes', BODY_TYPE_CODES),
    doorCounts: checkInts(f.doorCounts, 'doorCounts', 1, 9, 9),
    colors: checkCodes(f.colors, 'colors', COLOR_CODES),
    sellerTypes: lower(checkCodes(f.sellerTypes, 'sellerTypes', Object.values(SellerType))),
    badges: lower(checkCodes(f.badges, 'badges', Object.values(AdvertBadge))),
    priceIndicators: lower(checkCodes(f.priceIndicators, 'priceIndicators', Object.values(PriceIndicatorLevel))),
    partTypes: lower(checkCodes(f.partTypes, 'partTypes', Object.values(PartType))),
    isNew: checkCondition(f.condition),
    compatibleMakeId: compatibleMakeIds?.[0] ?? null,
    compatibleModelId: compatibleModelIds?.[0] ?? null,
    ...location,
    sellerId: checkSellerId(f.sellerId),
    bounds: checkBounds(f.bounds),
    query,
  };
}

/** The normalised search, for cursor fingerprints and popular-search keys. */
export function searchKey(f: ResolvedFilters): unknown[] {
  const { applicable: _applicable, ...rest } = f;
  return Object.entries(rest).sort(([a], [b]) => a.localeCompare(b));
}
