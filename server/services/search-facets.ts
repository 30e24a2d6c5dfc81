/**
 * Filter facets of a listing: options with counts for every facet list (each facet ignores its
 * own group's selection) and the value bounds of the range filters. Counts come from the
 * trigger-kept rollups (advert_facet_counts, advert_attribute_counts) when the remaining filters
 * allow it, otherwise from the in-memory search index (search-memory.ts) or, while it loads and for
 * free text, from live GROUP BYs over the matching adverts (docs/search.md).
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
import roListing from '@/public/locales/ro/listing.json';
import roVehicle from '@/public/locales/ro/vehicle.json';
import type { AdvertFilters, AdvertSearchFiltersDto, FilterOptionDto } from './ads.types';
import { requireCategory } from './catalog';
import {
  attributeRollupCanAnswer,
  attributeRollupConditions,
  type FilterGroup,
  rollupCanAnswer,
  rollupConditions,
  usedGroups,
  withoutRanges,
} from './search-conditions';
import type { FilterField } from './search-applicable';
import { rangeBounds } from './search-facet-bounds';
import { type LiveFacet, liveFacetCounts } from './search-facets-live';
import { memoryStore } from './search-memory';
import { keptUntilChange } from './search-memory-cache';
import { catalogueLookup } from './search-lookups';
import { type MemoryFacet, memoryFacetCounts } from './search-memory-facets';
import { BODY_TYPE_CODES, COLOR_CODES, generationSlug, resolveFilters, type ResolvedFilters } from './search-filters';

type Counts = Map<string, number>;
const NONE: Counts = new Map();
/** The condition facet's values as the rollup stores them, in display order, and their Romanian labels. */
const CONDITION_ORDER = ['new', 'used'];
const CONDITION_LABELS: Readonly<Record<string, string>> = {
  new: roListing.condition.NEW,
  used: roListing.condition.USED,
};

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
  badges: { attribute: 'badge', column: sql`${adverts.badges}`, omit: ['badge'], field: 'badges' },
  priceIndicators: {
    attribute: 'indicator',
    column: sql`${adverts.priceIndicator}`,
    omit: ['indicator'],
    field: 'priceIndicators',
  },
  partTypes: { attribute: 'part', column: sql`${adverts.partType}`, omit: ['part'], field: 'partTypes' },
  counties: { attribute: 'county', column: sql`${adverts.countyCode}`, omit: ['location'], field: 'countyCode' },
  // adverts.is_new as the rollup stores it (migration 0019): 'new' / 'used'.
  conditions: {
    attribute: 'condition',
    column: sql`case when ${adverts.isNew} then 'new' else 'used' end`,
    omit: ['condition'],
    field: 'condition',
  },
} satisfies Record<string, AttributeFacet>;

/** Every attribute facet in one query on advert_attribute_counts (no facet has a selection of its own). */
async function rollupAttributesTogether(
  db: Db,
  f: ResolvedFilters,
  facets: AttributeFacet[],
): Promise<Map<string, Counts>> {
  const t = advertAttributeCounts;
  const rows = await db
    .select({ k: t.attribute, v: t.value, n: sql<number>`sum(${t.advertCount})::int` })
    .from(t)
    .where(
      and(
        ...attributeRollupConditions(f, null, []),
        inArray(
          t.attribute,
          facets.map((facet) => facet.attribute),
        ),
      ),
    )
    .groupBy(t.attribute, t.value);
  const result = new Map<string, Counts>();
  for (const row of rows) {
    if (Number(row.n) <= 0) continue;
    const counts = result.get(row.k) ?? new Map<string, number>();
    counts.set(row.v, Number(row.n));
    result.set(row.k, counts);
  }
  return result;
}

async function rollupAttributeCounts(db: Db, f: ResolvedFilters, facet: AttributeFacet): Promise<Counts> {
  const t = advertAttributeCounts;
  const rows = await db
    .select({ value: t.value, n: sql<number>`sum(${t.advertCount})::int` })
    .from(t)
    .where(and(...attributeRollupConditions(f, facet.attribute, facet.omit)))
    .groupBy(t.value);
  return new Map(rows.filter((r) => r.n > 0).map((r) => [r.value, Number(r.n)]));
}

type GroupDimension = 'makeId' | 'modelId' | 'fuelType' | 'subcategoryId';

/** Counts per make, model, fuel or sub-category from advert_facet_counts (only when rollupCanAnswer). */
async function rollupGroupCounts(
  db: Db,
  f: ResolvedFilters,
  dimension: GroupDimension,
  omit: FilterGroup[],
  restrictMakes: number[] | null,
): Promise<Counts> {
  const t = advertFacetCounts;
  const conditions = rollupConditions(f, omit);
  if (restrictMakes) conditions.push(inArray(t.makeId, restrictMakes));
  const rows = await db
    .select({ value: t[dimension], n: sql<number>`sum(${t.advertCount})::int` })
    .from(t)
    .where(and(...conditions))
    .groupBy(t[dimension]);
  return new Map(rows.filter((r) => r.value !== null && r.n > 0).map((r) => [String(r.value), Number(r.n)]));
}

const ATTRIBUTE_GROUPS = new Set<FilterGroup>(Object.values(ATTRIBUTES).flatMap((facet) => facet.omit));

/**
 * Counts of every facet (keys make, model, fuel, subcategory and the attribute names), each
 * ignoring its own selection: from the rollups where they can answer, the rest in one live pass.
 */
async function allFacetCounts(db: Db, f: ResolvedFilters): Promise<Map<string, Counts>> {
  const has = (field: FilterField): boolean => f.applicable.includes(field);
  const groups: {
    key: string;
    dimension: GroupDimension;
    omit: FilterGroup[];
    on: boolean;
    restrict: number[] | null;
  }[] = [
    { key: 'make', dimension: 'makeId', omit: ['make', 'model', 'generation'], on: has('makes'), restrict: null },
    {
      key: 'model',
      dimension: 'modelId',
      omit: ['model', 'generation'],
      on: has('models') && f.makeIds !== null,
      restrict: f.makeIds,
    },
    { key: 'fuel', dimension: 'fuelType', omit: ['fuel'], on: has('fuelTypes'), restrict: null },
    { key: 'subcategory', dimension: 'subcategoryId', omit: ['subcategory'], on: has('subcategory'), restrict: null },
  ];
  const attributes: AttributeFacet[] = Object.values(ATTRIBUTES).filter(
    (facet) => has(facet.field) && (facet.attribute !== 'generation' || f.modelIds !== null),
  );
  const live: (LiveFacet & MemoryFacet)[] = [];
  const jobs: Promise<[string, Counts][]>[] = [];
  for (const g of groups.filter((group) => group.on)) {
    if (rollupCanAnswer(f, g.omit))
      jobs.push(rollupGroupCounts(db, f, g.dimension, g.omit, g.restrict).then((c) => [[g.key, c]]));
    else
      live.push({
        key: g.key,
        value: sql`${adverts[g.dimension]}`,
        omit: g.omit,
        ...(g.restrict ? { extra: inArray(adverts.makeId, g.restrict), restrictMakes: g.restrict } : {}),
      });
  }
  const fromRollup = attributes.filter((facet) => attributeRollupCanAnswer(f, facet.omit));
  for (const facet of attributes.filter((x) => !fromRollup.includes(x)))
    live.push({ key: facet.attribute, value: facet.column, omit: facet.omit, array: facet.attribute === 'badge' });
  if (fromRollup.length > 0 && ![...usedGroups(f)].some((g) => ATTRIBUTE_GROUPS.has(g)))
    jobs.push(rollupAttributesTogether(db, f, fromRollup).then((m) => [...m.entries()]));
  else
    for (const facet of fromRollup) jobs.push(rollupAttributeCounts(db, f, facet).then((c) => [[facet.attribute, c]]));
  if (live.length > 0) jobs.push(countLive(db, f, live).then((m) => [...m.entries()]));
  return new Map((await Promise.all(jobs)).flat());
}

/** What the rollups cannot answer: from the in-memory index when it is ready, else SQL (search-facets-live.ts). */
async function countLive(db: Db, f: ResolvedFilters, live: (LiveFacet & MemoryFacet)[]): Promise<Map<string, Counts>> {
  const store = await memoryStore(db, f.categoryId, f.query);
  return (store ? memoryFacetCounts(store, f, live) : null) ?? liveFacetCounts(db, f, live);
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
  const ids = [...counts.keys()].map(Number).sort((a, b) => a - b);
  const rows = await catalogueLookup(
    db,
    `names:${table === makes ? 'makes' : 'models'}:${ids.join(',')}`,
    () =>
      db
        .select({ id: table.id, slug: table.slug, name: table.name })
        .from(table)
        .where(inArray(table.id, ids))
        .orderBy(table.name),
    (found) => found.length === ids.length,
  );
  return rows.map((r) => ({ value: r.slug, label: r.name, count: counts.get(String(r.id)) ?? 0 }));
}

/** The counties of these codes, by name (kept once found: search-lookups.ts). */
function countyNames(db: Db, codes: string[]): Promise<{ code: string; name: string }[]> {
  return catalogueLookup(
    db,
    `names:counties:${codes.join(',')}`,
    () =>
      db
        .select({ code: counties.code, name: counties.name })
        .from(counties)
        .where(inArray(counties.code, codes))
        .orderBy(counties.name),
    (found) => found.length === codes.length,
  );
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
  // The bounds ignore the range filters, so they are kept under the search without them: moving
  // a price or year bound (a new search each time) reuses them.
  const [counts, bounds] = await Promise.all([
    keptUntilChange(db, 'facets', f, () => allFacetCounts(db, f)),
    keptUntilChange(db, 'bounds', withoutRanges(f), () => rangeBounds(db, f)),
  ]);
  const of = (key: string): Counts => counts.get(key) ?? NONE;
  const [makeCounts, modelCounts, fuelCounts, subCounts] = [of('make'), of('model'), of('fuel'), of('subcategory')];
  const attributes = Object.values(ATTRIBUTES).map((facet) => of(facet.attribute));
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
    conditionCounts,
  ] = attributes;
  // The names of the counted options, in one round of parallel queries.
  const [generationOptions, countyRows, makeOptions, modelOptions] = await Promise.all([
    generationFacet(db, generationCounts ?? NONE),
    countyCounts && countyCounts.size > 0 ? countyNames(db, [...countyCounts.keys()].sort()) : Promise.resolve([]),
    namedOptions(db, makeCounts, makes),
    namedOptions(db, modelCounts, models),
  ]);
  const children = category.children;
  return {
    makes: makeOptions,
    models: modelOptions,
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
    conditions: options(conditionCounts ?? NONE, CONDITION_ORDER, labelOf(CONDITION_LABELS), upper),
    ...bounds,
    applicableFilters: f.applicable,
    generationsAvailable: generationOptions !== null,
  };
}
