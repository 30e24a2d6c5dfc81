/**
 * Counts, facet counts and range bounds from the in-memory search index (search-memory.ts), with
 * the same meaning as the SQL conditions of search-conditions.ts: every filter group becomes a
 * test on a slot; a count walks the slots of the chosen models or makes (or all); the facets are
 * one pass where each slot records which filter groups it fails, and a facet counts the slot when
 * it fails only groups that facet ignores. Free text is the word index's test (search-memory-text.ts);
 * a phrase, which it cannot answer, makes every function here answer null = ask SQL.
 */
import { MILEAGE_SORT_NULL } from '@/server/db/schema/adverts';
import { type FilterGroup, usedGroups } from './search-conditions';
import type { ResolvedFilters } from './search-filters';
import type { CategoryStore, CodeColumn, IdColumn, MeasureColumn } from './search-memory-store';

const KM_PER_DEGREE = 111.045;

/** A filter test over a list of slots: writes 1 (passes) or 0 per position into `out`. */
type Kernel = (slots: Int32Array, n: number, out: Uint8Array) => void;

interface Test {
  group: FilterGroup;
  kernels: Kernel[];
}

/** "Id column in values" (0 = none never matches). */
function idIn(store: CategoryStore, column: IdColumn, values: readonly number[]): Kernel {
  const ids = store.idColumns[column];
  const ok = new Uint8Array(store.maxIds[column] + 2);
  for (const v of values) if (v > 0 && v < ok.length) ok[v] = 1;
  return (slots, n, out) => {
    for (let k = 0; k < n; k += 1) out[k] = ok[ids[slots[k] as number] as number] ?? 0;
  };
}

/** "Code column in values" (values the index never saw match nothing). */
function codeIn(store: CategoryStore, column: CodeColumn, values: readonly string[]): Kernel {
  const dictionary = store.dictionaries[column];
  const ok = new Uint8Array(dictionary.values.length + 1);
  for (const v of values) {
    const code = dictionary.find(v);
    if (code > 0) ok[code] = 1;
  }
  const codes = store.codes[column];
  return (slots, n, out) => {
    for (let k = 0; k < n; k += 1) out[k] = ok[codes[slots[k] as number] as number] ?? 0;
  };
}

/** lo <= value <= hi, a missing value (NaN) read as `none` (NaN: fails every bound). */
function range(values: Float64Array, lo: number, hi: number, none: number): Kernel {
  return (slots, n, out) => {
    for (let k = 0; k < n; k += 1) {
      let v = values[slots[k] as number] as number;
      if (v !== v) v = none;
      out[k] = v >= lo && v <= hi ? 1 : 0;
    }
  };
}

/** The radius test: the bounding box, then the great-circle distance, once per city. */
function radiusKernel(store: CategoryStore, lat: number, lon: number, km: number): Kernel {
  const dLat = km / KM_PER_DEGREE;
  const dLon = km / (KM_PER_DEGREE * Math.max(Math.cos((lat * Math.PI) / 180), 0.01));
  const lats = store.measures.latitude;
  const lons = store.measures.longitude;
  const cities = store.idColumns.city_id;
  const rad = (d: number): number => (d * Math.PI) / 180;
  const memo = new Map<number, number>();
  return (slots, n, out) => {
    for (let k = 0; k < n; k += 1) {
      const i = slots[k] as number;
      const a = lats[i] as number;
      const o = lons[i] as number;
      if (!(a >= lat - dLat && a <= lat + dLat && o >= lon - dLon && o <= lon + dLon)) {
        out[k] = 0;
        continue;
      }
      const city = cities[i] as number;
      let inside = memo.get(city);
      if (inside === undefined) {
        const h =
          Math.sin(rad(a - lat) / 2) ** 2 + Math.cos(rad(lat)) * Math.cos(rad(a)) * Math.sin(rad(o - lon) / 2) ** 2;
        inside = 12742 * Math.asin(Math.sqrt(h)) <= km ? 1 : 0;
        memo.set(city, inside);
      }
      out[k] = inside;
    }
  };
}

function badgeKernel(store: CategoryStore, badges: readonly string[]): Kernel {
  const codes = badges.map((b) => store.dictionaries.badge.find(b));
  const need = codes.reduce((mask, c) => mask | (c > 0 ? 1 << (c - 1) : 0), 0);
  const unknown = codes.some((c) => c <= 0);
  const masks = store.badges;
  return (slots, n, out) => {
    for (let k = 0; k < n; k += 1) out[k] = !unknown && ((masks[slots[k] as number] as number) & need) === need ? 1 : 0;
  };
}

function mapBoundsKernels(store: CategoryStore, b: NonNullable<ResolvedFilters['bounds']>): Kernel[] {
  const lons = store.measures.longitude;
  const latitude = range(store.measures.latitude, b.south, b.north, Number.NaN);
  if (b.west <= b.east) return [latitude, range(lons, b.west, b.east, Number.NaN)];
  const { west, east } = b;
  return [
    latitude,
    (slots, n, out) => {
      for (let k = 0; k < n; k += 1) {
        const o = lons[slots[k] as number] as number;
        out[k] = o >= west || o <= east ? 1 : 0;
      }
    },
  ];
}

const INF = Number.POSITIVE_INFINITY;

function rangeKernels(store: CategoryStore, f: ResolvedFilters): Kernel[] {
  const m = store.measures;
  const kernels: Kernel[] = [];
  const add = (values: Float64Array, from: number | null, to: number | null, none = Number.NaN): void => {
    if (from !== null || to !== null) kernels.push(range(values, from ?? -INF, to ?? INF, none));
  };
  add(f.priceNet ? m.price_net_lei : m.price_lei, f.priceFrom, f.priceTo);
  // The sort-key meanings of search-conditions.ts: an unknown year is 0, an unknown mileage MAX;
  // a year bound up to N means 1..N, a mileage from N means N..MAX-1.
  if (f.yearFrom !== null || f.yearTo !== null)
    kernels.push(range(m.year, Math.max(f.yearFrom ?? -INF, f.yearTo !== null ? 1 : -INF), f.yearTo ?? INF, 0));
  if (f.mileageFrom !== null || f.mileageTo !== null)
    kernels.push(
      range(
        m.mileage,
        f.mileageFrom ?? -INF,
        Math.min(f.mileageTo ?? INF, f.mileageFrom !== null ? MILEAGE_SORT_NULL - 1 : INF),
        MILEAGE_SORT_NULL,
      ),
    );
  add(m.engine_power, f.powerFrom, f.powerTo);
  add(m.engine_capacity, f.capacityFrom, f.capacityTo);
  add(m.operating_hours, f.hoursFrom, f.hoursTo);
  add(m.weight_kg, f.weightFrom, f.weightTo);
  return kernels;
}

function locationKernels(store: CategoryStore, f: ResolvedFilters): Kernel[] {
  const kernels: Kernel[] = [];
  if (f.countyCode !== null) kernels.push(codeIn(store, 'county_code', [f.countyCode]));
  if (f.cityId !== null) kernels.push(idIn(store, 'city_id', [f.cityId]));
  if (f.radius) kernels.push(radiusKernel(store, f.radius.latitude, f.radius.longitude, f.radius.km));
  return kernels;
}

/** The tests of the used filter groups, most selective first (null: a text only SQL answers, a phrase). */
function tests(store: CategoryStore, f: ResolvedFilters): Test[] | null {
  const text = f.query === null ? null : store.text.kernel(f.query, store.size);
  if (f.query !== null && text === null) return null;
  const t: Test[] = [];
  const add = (group: FilterGroup, kernels: Kernel[]): void => {
    if (kernels.length > 0) t.push({ group, kernels });
  };
  if (f.modelIds) add('model', [idIn(store, 'model_id', f.modelIds)]);
  if (f.makeIds) add('make', [idIn(store, 'make_id', f.makeIds)]);
  if (text) add('query', [text]);
  if (f.sellerId !== null) add('sellerId', [codeIn(store, 'user_id', [f.sellerId])]);
  add('location', locationKernels(store, f));
  if (f.bounds) add('bounds', mapBoundsKernels(store, f.bounds));
  if (f.subcategoryId !== null) add('subcategory', [idIn(store, 'subcategory_id', [f.subcategoryId])]);
  if (f.isNew !== null) add('condition', [idIn(store, 'is_new', [f.isNew ? 1 : 2])]);
  if (f.generationIds) add('generation', [idIn(store, 'generation_id', f.generationIds)]);
  const compatible: Kernel[] = [];
  if (f.compatibleMakeId !== null) compatible.push(idIn(store, 'compatible_make_id', [f.compatibleMakeId]));
  if (f.compatibleModelId !== null) compatible.push(idIn(store, 'compatible_model_id', [f.compatibleModelId]));
  add('compatible', compatible);
  add('ranges', rangeKernels(store, f));
  if (f.partTypes) add('part', [codeIn(store, 'part_type', f.partTypes)]);
  if (f.colors) add('color', [codeIn(store, 'color', f.colors)]);
  if (f.bodyTypes) add('body', [codeIn(store, 'body_type', f.bodyTypes)]);
  if (f.doorCounts) add('doors', [idIn(store, 'door_count', f.doorCounts)]);
  if (f.fuelCodes) add('fuel', [codeIn(store, 'fuel_type', f.fuelCodes)]);
  if (f.gearboxes) add('gearbox', [codeIn(store, 'gearbox', f.gearboxes)]);
  if (f.sellerTypes) add('seller', [codeIn(store, 'seller_type', f.sellerTypes)]);
  if (f.badges) add('badge', [badgeKernel(store, f.badges)]);
  if (f.priceIndicators) add('indicator', [codeIn(store, 'price_indicator', f.priceIndicators)]);
  // A filter group this file does not know yet (added to search-conditions.ts only) must not be
  // ignored: SQL answers instead.
  const known = new Set(t.map((x) => x.group));
  for (const group of usedGroups(f)) if (!known.has(group)) return null;
  return t;
}

/** The live slots worth looking at: those of the chosen models, else makes, else all. */
function candidates(store: CategoryStore, f: ResolvedFilters, omit: ReadonlySet<FilterGroup>): Int32Array {
  const alive = store.alive;
  const lists = (map: Map<number, number[]>, keys: number[]): Int32Array => {
    const found = keys.map((key) => map.get(key) ?? []);
    const slots = new Int32Array(found.reduce((total, list) => total + list.length, 0));
    let n = 0;
    for (const list of found)
      for (let k = 0; k < list.length; k += 1) {
        const i = list[k] as number;
        if (alive[i] === 1) slots[n++] = i;
      }
    return slots.subarray(0, n);
  };
  if (f.modelIds && !omit.has('model')) return lists(store.byModel, f.modelIds);
  if (f.makeIds && !omit.has('make')) return lists(store.byMake, f.makeIds);
  return store.liveSlots();
}

/** Keeps the slots that pass every kernel (in place); the new length. */
function keep(slots: Int32Array, n: number, kernels: readonly Kernel[], out: Uint8Array): number {
  let left = n;
  for (const kernel of kernels) {
    kernel(slots, left, out);
    let w = 0;
    for (let k = 0; k < left; k += 1) if (out[k] === 1) slots[w++] = slots[k] as number;
    left = w;
  }
  return left;
}

/** How many active adverts match; null when only SQL can answer (free text). */
export function memoryCount(store: CategoryStore, f: ResolvedFilters): number | null {
  const all = tests(store, f);
  if (all === null) return null;
  const slots = candidates(store, f, new Set());
  return keep(
    slots,
    slots.length,
    all.flatMap((t) => t.kernels),
    new Uint8Array(slots.length),
  );
}

/** A facet to count: its key (make, model, fuel, subcategory or an attribute) and the groups it ignores. */
export interface MemoryFacet {
  key: string;
  omit: readonly FilterGroup[];
  /** Only adverts of these makes (the model facet). */
  restrictMakes?: readonly number[] | null;
}

const ID_FACETS: Record<string, IdColumn> = {
  make: 'make_id',
  model: 'model_id',
  subcategory: 'subcategory_id',
  generation: 'generation_id',
  doors: 'door_count',
};
const CODE_FACETS: Record<string, CodeColumn> = {
  fuel: 'fuel_type',
  gearbox: 'gearbox',
  body: 'body_type',
  color: 'color',
  seller: 'seller_type',
  indicator: 'price_indicator',
  part: 'part_type',
  county: 'county_code',
};

/** Counts per facet key and value (value as SQL gives it: ids and numbers as text, codes as stored). */
export function memoryFacetCounts(
  store: CategoryStore,
  f: ResolvedFilters,
  facets: readonly MemoryFacet[],
): Map<string, Map<string, number>> | null {
  const all = tests(store, f);
  if (all === null) return null;
  const bit = new Map<FilterGroup, number>(all.map((t, k) => [t.group, 1 << k]));
  const maskOf = (groups: readonly FilterGroup[]): number => groups.reduce((m, g) => m | (bit.get(g) ?? 0), 0);
  const tolerated = facets.reduce((m, facet) => m | maskOf(facet.omit), 0);
  // Groups no facet ignores narrow the slots first; the others mark the slots that fail them.
  const hard = all.filter((t) => ((bit.get(t.group) ?? 0) & tolerated) === 0);
  const soft = all.filter((t) => ((bit.get(t.group) ?? 0) & tolerated) !== 0);
  const slots = candidates(store, f, new Set(soft.map((t) => t.group)));
  const out = new Uint8Array(slots.length);
  const n = keep(
    slots,
    slots.length,
    hard.flatMap((t) => t.kernels),
    out,
  );
  // Each slot's failed groups as a mask over `soft` (bit k = soft[k]); the slots are then grouped
  // by mask, so a facet reads only the groups of slots it counts: those that fail nothing, or only
  // groups the facet ignores. A slot failing two groups that no single facet ignores is dropped.
  const local = new Map<FilterGroup, number>(soft.map((t, k) => [t.group, 1 << k]));
  const localMask = (groups: readonly FilterGroup[]): number => groups.reduce((m, g) => m | (local.get(g) ?? 0), 0);
  const fail = new Uint32Array(n);
  soft.forEach((t, k) => {
    for (const kernel of t.kernels) {
      kernel(slots, n, out);
      for (let j = 0; j < n; j += 1) if (out[j] === 0) fail[j] = (fail[j] as number) | (1 << k);
    }
  });
  const masks = 1 << soft.length;
  const tolerates = facets.map((facet) => localMask(facet.omit));
  const wanted = new Uint8Array(masks);
  for (let m = 0; m < masks; m += 1) wanted[m] = tolerates.some((t) => (m & ~t) === 0) ? 1 : 0;
  const start = new Int32Array(masks + 1);
  for (let j = 0; j < n; j += 1) {
    const m = fail[j] as number;
    if (wanted[m] === 1) start[m + 1] = (start[m + 1] as number) + 1;
  }
  for (let m = 0; m < masks; m += 1) start[m + 1] = (start[m + 1] as number) + (start[m] as number);
  const next = start.slice(0, masks);
  const grouped = new Int32Array(start[masks] as number);
  for (let j = 0; j < n; j += 1) {
    const m = fail[j] as number;
    if (wanted[m] === 1) {
      grouped[next[m] as number] = slots[j] as number;
      next[m] = (next[m] as number) + 1;
    }
  }
  const result = new Map<string, Map<string, number>>();
  facets.forEach((facet, index) => {
    const tolerate = tolerates[index] as number;
    const idColumn = ID_FACETS[facet.key];
    const codeColumn = CODE_FACETS[facet.key];
    const values = idColumn ? store.idColumns[idColumn] : codeColumn ? store.codes[codeColumn] : store.badges;
    // One counter per id, per code, or per badge bit.
    const counts = new Int32Array(
      idColumn ? store.maxIds[idColumn] + 1 : codeColumn ? store.dictionaries[codeColumn].values.length : 33,
    );
    const makes = store.idColumns.make_id;
    const restrict = facet.restrictMakes ? new Uint8Array(store.maxIds.make_id + 2) : null;
    for (const make of facet.restrictMakes ?? []) if (restrict && make < restrict.length) restrict[make] = 1;
    for (let m = 0; m < masks; m += 1) {
      if ((m & ~tolerate) !== 0) continue;
      const to = start[m + 1] as number;
      for (let j = start[m] as number; j < to; j += 1) {
        const i = grouped[j] as number;
        if (restrict !== null && restrict[makes[i] as number] !== 1) continue;
        const v = values[i] as number;
        if (idColumn || codeColumn) counts[v] = (counts[v] as number) + 1;
        else for (let b = 0; v >>> b !== 0; b += 1) if ((v >>> b) & 1) counts[b + 1] = (counts[b + 1] as number) + 1;
      }
    }
    const dictionary = codeColumn ? store.dictionaries[codeColumn] : store.dictionaries.badge;
    const found = new Map<string, number>();
    counts.forEach((count, v) => {
      if (count > 0 && v > 0) found.set(idColumn ? String(v) : (dictionary.values[v] ?? ''), count);
    });
    result.set(facet.key, found);
  });
  return result;
}

/** A range's bounds. */
export interface MemoryBounds {
  min: number | null;
  max: number | null;
}

/** Min and max of measure columns over the adverts matching every filter except the ranges. */
export function memoryBounds(
  store: CategoryStore,
  f: ResolvedFilters,
  columns: readonly MeasureColumn[],
): Map<MeasureColumn, MemoryBounds> | null {
  const all = tests(store, f);
  if (all === null) return null;
  const slots = candidates(store, f, new Set(['ranges']));
  const n = keep(
    slots,
    slots.length,
    all.filter((t) => t.group !== 'ranges').flatMap((t) => t.kernels),
    new Uint8Array(slots.length),
  );
  return new Map(
    columns.map((column) => {
      const values = store.measures[column];
      let min = INF;
      let max = -INF;
      for (let k = 0; k < n; k += 1) {
        const v = values[slots[k] as number] as number;
        if (v < min) min = v;
        if (v > max) max = v;
      }
      return [column, min <= max ? { min, max } : { min: null, max: null }];
    }),
  );
}

/** The live slots matching every filter, in slot order; null when only SQL can answer (a phrase). */
export function memoryMatches(store: CategoryStore, f: ResolvedFilters): Int32Array | null {
  const all = tests(store, f);
  if (all === null) return null;
  const slots = candidates(store, f, new Set());
  const n = keep(
    slots,
    slots.length,
    all.flatMap((t) => t.kernels),
    new Uint8Array(slots.length),
  );
  return slots.subarray(0, n);
}
