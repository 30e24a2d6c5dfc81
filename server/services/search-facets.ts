/**
 * Filter facets of a listing: options with counts for every facet list (each facet ignores its
 * own group's selection) and the value bounds of the range filters. Counts come from the
 * trigger-kept rollups (advert_facet_counts, advert_attribute_counts) when the remaining filters
 * allow it, from live GROUP BYs over the matching adverts otherwise (docs/search.md).
 */
import { and, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { adverts, advertFacetCounts } from '@/server/db/schema/adverts';
import { generations, makes, models } from '@/server/db/schema/catalogue';
import { counties } from '@/server/db/schema/locations';
import { advertAttributeCounts } from '@/server/db/schema/search';
import { FUEL_TYPES } from '@/lib/ads/advert-enums';
import { AdvertBadge, Gearbox, PartType, PriceIndicatorLevel, SellerType } from '@/lib/graphql/generated/schema-enums';
import roCommon from '@/public/locales/ro/common.json';
import roVehicle from '@/public/locales/ro/vehicle.json';
import type { AdvertFilters, AdvertSearchFiltersDto, FilterOptionDto, RangeBoundsDto } from './ads.types';
import { requireCategory } from './catalog';
import {
  advertConditions,
  attributeRollupCanAnswer,
  attributeRollupConditions,
  type FilterGroup,
  rollupCanAnswer,
  rollupConditions,
} from './search-conditions';
import type { FilterField } from './search-applicable';
import { BODY_TYPE_CODES, COLOR_CODES, generationSlug, resolveFilters, type ResolvedFilters } from './search-filters';

type Counts = Map<string, number>;
const NONE: Counts = new Map();

/** A facet over an attribute of advert_attribute_counts: its adverts column and the groups it ignores. */
interface AttributeFacet {
  attribute: string;
  column: SQL;
  omit: FilterGroup[];
  field: FilterField;
}

const ATTRIBUTES = {
  generations: {
    attribute: 'generation',
    column: sql`${adverts.generationId}::text`,
    omit: ['generation'],
    field: 'generations',
  },
  gearboxes: { attribute: 'gearbox', column: sql`${adverts.gearbox}`, omit: ['gearbox'], field: 'gearboxes' },
  bodyTypes: { attribute: 'body', column: sql`${adverts.bodyType}`, omit: ['body'], field: 'bodyTypes' },
  doorCounts: { attribute: 'doors', column: sql`${adverts.doorCount}::text`, omit: ['doors'], field: 'doorCounts' },
  colors: { attribute: 'color', column: sql`${adverts.color}`, omit: ['color'], field: 'colors' },
  sellerTypes: { attribute: 'seller', column: sql`${adverts.sellerType}`, omit: ['seller'], field: 'sellerTypes' },
  badges: { attribute: 'badge', column: sql`unnest(${adverts.badges})`, omit: ['badge'], field: 'badges' },
  priceIndicators: {
    attribute: 'indicator',
    column: sql`${adverts.priceIndicator}`,
    omit: ['indicator'],
    field: 'priceIndicators',
  },
  partTypes: { attribute: 'part', column: sql`${adverts.partType}`, omit: ['part'], field: 'partTypes' },
  counties: { attribute: 'county', column: sql`${adverts.countyCode}`, omit: ['location'], field: 'countyCode' },
} satisfies Record<string, AttributeFacet>;

async function attributeCounts(db: Db, f: ResolvedFilters, facet: AttributeFacet): Promise<Counts> {
  if (!f.applicable.includes(facet.field)) return NONE;
  if (facet.attribute === 'generation' && !f.modelIds) return NONE;
  const rows = attributeRollupCanAnswer(f, facet.omit)
    ? await db
        .select({ value: advertAttributeCounts.value, n: sql<number>`sum(${advertAttributeCounts.advertCount})::int` })
        .from(advertAttributeCounts)
        .where(and(...attributeRollupConditions(f, facet.attribute, facet.omit)))
        .groupBy(advertAttributeCounts.value)
    : await db
        .select({ value: sql<string | null>`${facet.column}`.as('value'), n: sql<number>`count(*)::int` })
        .from(adverts)
        .where(and(...advertConditions(f, facet.omit)))
        .groupBy(sql`1`);
  return new Map(rows.filter((r) => r.value !== null && r.n > 0).map((r) => [String(r.value), Number(r.n)]));
}

/** Counts per make, model, fuel or sub-category (advert_facet_counts when possible). */
async function groupCounts(
  db: Db,
  f: ResolvedFilters,
  dimension: 'makeId' | 'modelId' | 'fuelType' | 'subcategoryId',
  omit: FilterGroup[],
  restrictMakes: number[] | null,
): Promise<Counts> {
  const useRollup = rollupCanAnswer(f, omit);
  const table = useRollup ? advertFacetCounts : adverts;
  const column = table[dimension];
  const conditions = useRollup ? rollupConditions(f, omit) : advertConditions(f, omit);
  if (restrictMakes) conditions.push(inArray(table.makeId, restrictMakes));
  const total = useRollup ? sql<number>`sum(${advertFacetCounts.advertCount})::int` : sql<number>`count(*)::int`;
  const rows = await db
    .select({ value: column, n: total })
    .from(table)
    .where(and(...conditions))
    .groupBy(column);
  return new Map(rows.filter((r) => r.value !== null && r.n > 0).map((r) => [String(r.value), Number(r.n)]));
}

type Bounds = Record<
  'price' | 'year' | 'mileage' | 'power' | 'engineCapacity' | 'operatingHours' | 'weight',
  RangeBoundsDto
>;

/** Min/max of every range under the filters except the ranges. */
async function rangeBounds(db: Db, f: ResolvedFilters): Promise<Bounds> {
  const omit: FilterGroup[] = ['ranges'];
  const n = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));
  const c = advertFacetCounts;
  const a = adverts;
  const wants = (field: FilterField): boolean => f.applicable.includes(field);
  const [main] = rollupCanAnswer(f, omit)
    ? await db
        .select({
          pMin: sql`min(${c.priceMin})`,
          pMax: sql`max(${c.priceMax})`,
          yMin: sql`min(${c.yearMin})`,
          yMax: sql`max(${c.yearMax})`,
          mMin: sql`min(${c.mileageMin})`,
          mMax: sql`max(${c.mileageMax})`,
        })
        .from(c)
        .where(and(...rollupConditions(f, omit), sql`${c.advertCount} > 0`))
    : await db
        .select({
          pMin: sql`min(${a.priceLei})`,
          pMax: sql`max(${a.priceLei})`,
          yMin: sql`min(${a.year})`,
          yMax: sql`max(${a.year})`,
          mMin: wants('mileageFrom') ? sql`min(${a.mileage})` : sql`null`,
          mMax: wants('mileageFrom') ? sql`max(${a.mileage})` : sql`null`,
        })
        .from(a)
        .where(and(...advertConditions(f, omit)));
  const extra = await extraBounds(db, f);
  return {
    price: { min: n(main?.pMin), max: n(main?.pMax) },
    year: { min: n(main?.yMin), max: n(main?.yMax) },
    mileage: wants('mileageFrom') ? { min: n(main?.mMin), max: n(main?.mMax) } : { min: null, max: null },
    ...extra,
  };
}

/** Power, engine capacity, operating hours and weight bounds (only those that apply). */
async function extraBounds(
  db: Db,
  f: ResolvedFilters,
): Promise<Pick<Bounds, 'power' | 'engineCapacity' | 'operatingHours' | 'weight'>> {
  const a = adverts;
  const columns: [keyof Pick<Bounds, 'power' | 'engineCapacity' | 'operatingHours' | 'weight'>, FilterField, SQL][] = [
    ['power', 'powerFrom', sql`${a.enginePower}`],
    ['engineCapacity', 'engineCapacityFrom', sql`${a.engineCapacity}`],
    ['operatingHours', 'operatingHoursFrom', sql`${a.operatingHours}`],
    ['weight', 'weightFrom', sql`${a.weightKg}`],
  ];
  const used = columns.filter(([, field]) => f.applicable.includes(field));
  const none = (): RangeBoundsDto => ({ min: null, max: null });
  const empty: Pick<Bounds, 'power' | 'engineCapacity' | 'operatingHours' | 'weight'> = {
    power: none(),
    engineCapacity: none(),
    operatingHours: none(),
    weight: none(),
  };
  if (used.length === 0) return empty;
  const select: Record<string, SQL> = {};
  for (const [name, , column] of used) {
    select[`${name}Min`] = sql`min(${column})`;
    select[`${name}Max`] = sql`max(${column})`;
  }
  const [row] = await db
    .select(select)
    .from(a)
    .where(and(...advertConditions(f, ['ranges'])));
  const n = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));
  const result = { ...empty };
  for (const [name] of used) result[name] = { min: n(row?.[`${name}Min`]), max: n(row?.[`${name}Max`]) };
  return result;
}

function options(
  counts: Counts,
  order: readonly string[],
  label: (value: string) => string,
  toValue = (v: string) => v,
): FilterOptionDto[] {
  return [...counts.entries()]
    .sort(([x], [y]) => order.indexOf(x) - order.indexOf(y))
    .map(([value, count]) => ({ value: toValue(value), label: label(value), count }));
}

const upper = (v: string): string => v.toUpperCase();
const labelOf = (labels: Readonly<Record<string, string>>) => (v: string) => labels[v] ?? labels[v.toUpperCase()] ?? v;
const lowerList = (values: Record<string, string>): string[] => Object.values(values).map((v) => v.toLowerCase());

async function namedOptions(db: Db, counts: Counts, table: typeof makes | typeof models): Promise<FilterOptionDto[]> {
  if (counts.size === 0) return [];
  const rows = await db
    .select({ id: table.id, slug: table.slug, name: table.name })
    .from(table)
    .where(inArray(table.id, [...counts.keys()].map(Number)))
    .orderBy(table.name);
  return rows.map((r) => ({ value: r.slug, label: r.name, count: counts.get(String(r.id)) ?? 0 }));
}

/** Sub-category slug as a readable label ('cap-tractor' -> 'Cap tractor'). */
function slugLabel(slug: string): string {
  const text = slug.replaceAll('-', ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * Generation options (several generations of the chosen models may share a slug: counts add up);
 * null when the generation source fails ('generation filter temporarily unavailable').
 */
async function generationFacet(db: Db, counts: Counts): Promise<FilterOptionDto[] | null> {
  if (counts.size === 0) return [];
  try {
    const rows = await db
      .select({ id: generations.id, name: generations.name })
      .from(generations)
      .where(inArray(generations.id, [...counts.keys()].map(Number)))
      .orderBy(generations.yearFrom, generations.name);
    const result = new Map<string, FilterOptionDto>();
    for (const g of rows) {
      const slug = generationSlug(g.name);
      const n = (result.get(slug)?.count ?? 0) + (counts.get(String(g.id)) ?? 0);
      result.set(slug, { value: slug, label: g.name, count: n });
    }
    return [...result.values()];
  } catch (error) {
    console.warn('[search] generation facet unavailable', error);
    return null;
  }
}

/** Filter options with counts for a category (each facet ignores its own selection). */
export async function getAdvertSearchFilters(
  db: Db,
  categorySlug: string,
  filters: AdvertFilters | null,
): Promise<AdvertSearchFiltersDto> {
  const category = await requireCategory(db, categorySlug);
  const f = await resolveFilters(db, category, filters);
  const has = (field: FilterField): boolean => f.applicable.includes(field);
  const [makeCounts, modelCounts, fuelCounts, subCounts, bounds, ...attributes] = await Promise.all([
    has('makes') ? groupCounts(db, f, 'makeId', ['make', 'model', 'generation'], null) : NONE,
    has('models') && f.makeIds ? groupCounts(db, f, 'modelId', ['model', 'generation'], f.makeIds) : NONE,
    has('fuelTypes') ? groupCounts(db, f, 'fuelType', ['fuel'], null) : NONE,
    has('subcategory') ? groupCounts(db, f, 'subcategoryId', ['subcategory'], null) : NONE,
    rangeBounds(db, f),
    ...Object.values(ATTRIBUTES).map((facet) => attributeCounts(db, f, facet)),
  ]);
  const [
    generationCounts,
    gearboxes,
    bodyTypes,
    doorCounts,
    colors,
    sellerTypes,
    badges,
    indicators,
    partTypes,
    countyCounts,
  ] = attributes;
  const generationOptions = await generationFacet(db, generationCounts ?? NONE);
  const countyRows =
    countyCounts && countyCounts.size > 0
      ? await db
          .select()
          .from(counties)
          .where(inArray(counties.code, [...countyCounts.keys()]))
          .orderBy(counties.name)
      : [];
  const children = category.children;
  return {
    makes: await namedOptions(db, makeCounts, makes),
    models: await namedOptions(db, modelCounts, models),
    fuelTypes: options(
      fuelCounts,
      lowerList(Object.fromEntries(FUEL_TYPES.map((t) => [t, t]))),
      labelOf(roCommon.fuel),
      upper,
    ),
    subcategories: children
      .filter((c) => (subCounts.get(String(c.id)) ?? 0) > 0)
      .map((c) => ({ value: c.slug, label: slugLabel(c.slug), count: subCounts.get(String(c.id)) ?? 0 })),
    generations: generationOptions ?? [],
    gearboxes: options(gearboxes ?? NONE, lowerList(Gearbox), labelOf(roCommon.gearbox), upper),
    bodyTypes: options(bodyTypes ?? NONE, BODY_TYPE_CODES, labelOf(roVehicle.bodyType)),
    doorCounts: options(doorCounts ?? NONE, ['1', '2', '3', '4', '5', '6', '7', '8', '9'], (v) => v),
    colors: options(colors ?? NONE, COLOR_CODES, labelOf(roVehicle.color)),
    sellerTypes: options(sellerTypes ?? NONE, lowerList(SellerType), labelOf(roCommon.sellerType), upper),
    badges: options(badges ?? NONE, lowerList(AdvertBadge), labelOf(roCommon.badge), upper),
    priceIndicators: options(
      indicators ?? NONE,
      lowerList(PriceIndicatorLevel),
      labelOf(roCommon.priceIndicator),
      upper,
    ),
    partTypes: options(partTypes ?? NONE, lowerList(PartType), labelOf(roCommon.partType), upper),
    counties: countyRows.map((c) => ({ value: c.code, label: c.name, count: countyCounts?.get(c.code) ?? 0 })),
    ...bounds,
    applicableFilters: f.applicable,
    generationsAvailable: generationOptions !== null,
  };
}
