/**
 * SQL conditions of resolved listing filters (search-filters.ts), by filter group, so a facet can
 * leave its own group out; and which rollup can answer a count once some groups are left out.
 */
import { arrayContains, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { adverts, advertFacetCounts, MILEAGE_SORT_NULL, mileageSortKey, yearSortKey } from '@/server/db/schema/adverts';
import { advertAttributeCounts } from '@/server/db/schema/search';
import { EUR_TO_LEI } from './prices';
import type { ResolvedFilters } from './search-filters';

/** Filter groups a facet can leave out. */
export type FilterGroup =
  | 'subcategory'
  | 'make'
  | 'model'
  | 'generation'
  | 'fuel'
  | 'gearbox'
  | 'body'
  | 'doors'
  | 'color'
  | 'seller'
  | 'badge'
  | 'indicator'
  | 'part'
  | 'condition'
  | 'compatible'
  | 'location'
  | 'ranges'
  | 'query'
  | 'sellerId'
  | 'bounds';

const KM_PER_DEGREE = 111.045;

function range(c: SQL[], column: SQL, from: number | null, to: number | null): void {
  if (from !== null) c.push(sql`${column} >= ${from}`);
  if (to !== null) c.push(sql`${column} <= ${to}`);
}

/** Radius around a point: an indexed bounding box, then the exact great-circle distance (haversine, km). */
function radiusCondition(lat: number, lon: number, km: number): SQL[] {
  const dLat = km / KM_PER_DEGREE;
  const dLon = km / (KM_PER_DEGREE * Math.max(Math.cos((lat * Math.PI) / 180), 0.01));
  return [
    sql`${adverts.latitude} between ${lat - dLat} and ${lat + dLat}`,
    sql`${adverts.longitude} between ${lon - dLon} and ${lon + dLon}`,
    sql`12742 * asin(sqrt(power(sin(radians(${adverts.latitude} - ${lat}) / 2), 2) + cos(radians(${lat})) * cos(radians(${adverts.latitude})) * power(sin(radians(${adverts.longitude} - ${lon}) / 2), 2))) <= ${km}`,
  ];
}

/** The groups a search actually uses. */
export function usedGroups(f: ResolvedFilters): Set<FilterGroup> {
  const used = new Set<FilterGroup>();
  const add = (group: FilterGroup, on: boolean): void => {
    if (on) used.add(group);
  };
  add('subcategory', f.subcategoryId !== null);
  add('make', f.makeIds !== null);
  add('model', f.modelIds !== null);
  add('generation', f.generationIds !== null);
  add('fuel', f.fuelCodes !== null);
  add('gearbox', f.gearboxes !== null);
  add('body', f.bodyTypes !== null);
  add('doors', f.doorCounts !== null);
  add('color', f.colors !== null);
  add('seller', f.sellerTypes !== null);
  add('badge', f.badges !== null);
  add('indicator', f.priceIndicators !== null);
  add('part', f.partTypes !== null);
  add('condition', f.isNew !== null);
  add('compatible', f.compatibleMakeId !== null);
  add('location', f.countyCode !== null || f.cityId !== null || f.radius !== null);
  add(
    'ranges',
    RANGE_BOUNDS.some((key) => f[key] !== null),
  );
  add('query', f.query !== null);
  add('sellerId', f.sellerId !== null);
  add('bounds', f.bounds !== null);
  return used;
}

/** The bounds of the 'ranges' group. */
const RANGE_BOUNDS = [
  'priceFrom',
  'priceTo',
  'yearFrom',
  'yearTo',
  'mileageFrom',
  'mileageTo',
  'powerFrom',
  'powerTo',
  'capacityFrom',
  'capacityTo',
  'hoursFrom',
  'hoursTo',
  'weightFrom',
  'weightTo',
] as const satisfies readonly (keyof ResolvedFilters)[];

/** The filters without the 'ranges' group: its bounds, and the gross or net price they bound. */
export function withoutRanges(f: ResolvedFilters): ResolvedFilters {
  const rest = { ...f, priceNet: false };
  for (const key of RANGE_BOUNDS) rest[key] = null;
  return rest;
}

/** WHERE conditions on adverts (active, in the category), leaving out the given groups. */
export function advertConditions(f: ResolvedFilters, omit: readonly FilterGroup[] = []): SQL[] {
  const on = (group: FilterGroup): boolean => !omit.includes(group);
  const c: SQL[] = [eq(adverts.categoryId, f.categoryId), eq(adverts.status, 'active')];
  if (f.subcategoryId !== null && on('subcategory')) c.push(eq(adverts.subcategoryId, f.subcategoryId));
  if (f.makeIds && on('make')) c.push(inArray(adverts.makeId, f.makeIds));
  if (f.modelIds && on('model')) c.push(inArray(adverts.modelId, f.modelIds));
  if (f.generationIds && on('generation')) c.push(inArray(adverts.generationId, f.generationIds));
  if (f.fuelCodes && on('fuel')) c.push(inArray(adverts.fuelType, f.fuelCodes));
  if (f.gearboxes && on('gearbox')) c.push(sql`${adverts.gearbox} in ${f.gearboxes}`);
  if (f.bodyTypes && on('body')) c.push(inArray(adverts.bodyType, f.bodyTypes));
  if (f.doorCounts && on('doors')) c.push(inArray(adverts.doorCount, f.doorCounts));
  if (f.colors && on('color')) c.push(inArray(adverts.color, f.colors));
  if (f.sellerTypes && on('seller')) c.push(inArray(adverts.sellerType, f.sellerTypes));
  if (f.badges && on('badge')) c.push(arrayContains(adverts.badges, f.badges as never));
  if (f.priceIndicators && on('indicator')) c.push(sql`${adverts.priceIndicator} in ${f.priceIndicators}`);
  if (f.partTypes && on('part')) c.push(inArray(adverts.partType, f.partTypes));
  if (f.isNew !== null && on('condition')) c.push(eq(adverts.isNew, f.isNew));
  if (f.compatibleMakeId !== null && on('compatible')) c.push(eq(adverts.compatibleMakeId, f.compatibleMakeId));
  if (f.compatibleModelId !== null && on('compatible')) c.push(eq(adverts.compatibleModelId, f.compatibleModelId));
  if (on('location')) {
    if (f.countyCode !== null) c.push(eq(adverts.countyCode, f.countyCode));
    if (f.cityId !== null) c.push(eq(adverts.cityId, f.cityId));
    if (f.radius) c.push(...radiusCondition(f.radius.latitude, f.radius.longitude, f.radius.km));
  }
  if (f.sellerId !== null && on('sellerId')) c.push(sql`${adverts.userId} = ${f.sellerId}::uuid`);
  if (f.bounds && on('bounds')) {
    const b = f.bounds;
    c.push(sql`${adverts.latitude} between ${b.south} and ${b.north}`);
    c.push(
      b.west <= b.east
        ? sql`${adverts.longitude} between ${b.west} and ${b.east}`
        : sql`(${adverts.longitude} >= ${b.west} or ${adverts.longitude} <= ${b.east})`,
    );
  }
  if (on('ranges')) {
    if (f.priceNet) {
      const net = sql`(coalesce(${adverts.priceNet}, ${adverts.priceGross}) * case when ${adverts.currency} = 'EUR' then ${EUR_TO_LEI}::numeric else 1 end)`;
      range(c, net, f.priceFrom, f.priceTo);
    } else range(c, sql`${adverts.priceLei}`, f.priceFrom, f.priceTo);
    // Written on the sort-key expressions so the keyset indexes serve them; 0 / MAX stand for "unknown".
    if (f.yearFrom !== null) c.push(sql`${yearSortKey} >= ${f.yearFrom}`);
    if (f.yearTo !== null) c.push(sql`${yearSortKey} between 1 and ${f.yearTo}`);
    if (f.mileageFrom !== null) c.push(sql`${mileageSortKey} between ${f.mileageFrom} and ${MILEAGE_SORT_NULL - 1}`);
    if (f.mileageTo !== null) c.push(sql`${mileageSortKey} <= ${f.mileageTo}`);
    range(c, sql`${adverts.enginePower}`, f.powerFrom, f.powerTo);
    range(c, sql`${adverts.engineCapacity}`, f.capacityFrom, f.capacityTo);
    range(c, sql`${adverts.operatingHours}`, f.hoursFrom, f.hoursTo);
    range(c, sql`${adverts.weightKg}`, f.weightFrom, f.weightTo);
  }
  // '' is a text with nothing searchable left (search-text.ts): it matches no advert.
  if (on('query')) {
    if (f.query === '') c.push(sql`false`);
    else if (f.query !== null)
      c.push(sql`${adverts.searchVector} @@ websearch_to_tsquery('romanian', volan_unaccent(${f.query}))`);
  }
  return c;
}

const FACET_ROLLUP_GROUPS: readonly FilterGroup[] = ['subcategory', 'make', 'model', 'fuel'];
const ATTRIBUTE_ROLLUP_GROUPS: readonly FilterGroup[] = ['subcategory', 'make', 'model'];

function onlyGroups(f: ResolvedFilters, omit: readonly FilterGroup[], allowed: readonly FilterGroup[]): boolean {
  return [...usedGroups(f)].every((g) => omit.includes(g) || allowed.includes(g));
}

/** True when, once `omit` is left out, only sub-category/make/model/fuel filters remain (advert_facet_counts). */
export function rollupCanAnswer(f: ResolvedFilters, omit: readonly FilterGroup[] = []): boolean {
  return onlyGroups(f, omit, FACET_ROLLUP_GROUPS);
}

/** True when only sub-category/make/model filters remain (advert_attribute_counts). */
export function attributeRollupCanAnswer(f: ResolvedFilters, omit: readonly FilterGroup[] = []): boolean {
  return onlyGroups(f, omit, ATTRIBUTE_ROLLUP_GROUPS);
}

/** WHERE conditions on advert_facet_counts (only valid when rollupCanAnswer). */
export function rollupConditions(f: ResolvedFilters, omit: readonly FilterGroup[] = []): SQL[] {
  const t = advertFacetCounts;
  const c: SQL[] = [eq(t.categoryId, f.categoryId)];
  if (f.subcategoryId !== null && !omit.includes('subcategory')) c.push(eq(t.subcategoryId, f.subcategoryId));
  if (f.makeIds && !omit.includes('make')) c.push(inArray(t.makeId, f.makeIds));
  if (f.modelIds && !omit.includes('model')) c.push(inArray(t.modelId, f.modelIds));
  if (f.fuelCodes && !omit.includes('fuel')) c.push(inArray(t.fuelType, f.fuelCodes));
  return c;
}

/** WHERE conditions on advert_attribute_counts for one attribute (only valid when attributeRollupCanAnswer). */
export function attributeRollupConditions(
  f: ResolvedFilters,
  attribute: string | null,
  omit: readonly FilterGroup[],
): SQL[] {
  const t = advertAttributeCounts;
  const c: SQL[] = [eq(t.categoryId, f.categoryId), sql`${t.advertCount} > 0`];
  if (attribute !== null) c.push(eq(t.attribute, attribute));
  if (f.subcategoryId !== null && !omit.includes('subcategory')) c.push(eq(t.subcategoryId, f.subcategoryId));
  if (f.makeIds && !omit.includes('make')) c.push(inArray(t.makeId, f.makeIds));
  if (f.modelIds && !omit.includes('model')) c.push(inArray(t.modelId, f.modelIds));
  return c;
}
