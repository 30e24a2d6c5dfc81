/**
 * Counts, range bounds and page plans from the in-memory search index (search-memory.ts), with
 * the same meaning as the SQL conditions of search-conditions.ts: every filter group becomes a
 * test on a slot; a count walks the slots the filters narrow to (the chosen models or makes,
 * bitsets of a text, of ranges, of values) or all of them. The facets, one pass per set of
 * narrowing filters they ignore, are search-memory-facets.ts. Free text is the word index's test
 * (search-memory-text.ts); a phrase, which it cannot answer, makes every function here answer
 * null = ask SQL.
 */
import { MILEAGE_SORT_NULL } from '@/server/db/schema/adverts';
import { type FilterGroup, usedGroups } from './search-conditions';
import type { ResolvedFilters } from './search-filters';
import type { CategoryStore, CodeColumn, IdColumn, MeasureColumn } from './search-memory-store';
import { isOrderKey, ORDER_NONE } from './search-memory-order';
import { radiusAtom } from './search-memory-radius';
import { type Atom, scanBounds, scanCount, type Source } from './search-memory-scan';
import { type GroupTests, type Narrowed, narrowSource } from './search-memory-narrow';
import { type TextMatch, textMatch } from './search-memory-text-match';

const INF = Number.POSITIVE_INFINITY;

type Test = GroupTests;

/**
 * `byValues`: decision 0038's narrowing by values and facet passes per ignored narrowing filters;
 * off, the scans of decision 0032. `packed`: facet passes read the packed words
 * (search-memory-packed.ts, decision 0045); off, a column per facet. `runs`: the make facet over
 * an exact bitset by the makes' stretches (search-memory-runs.ts, decision 0046); off, a read per
 * match. The in-memory micro-benchmark compares ways on one store, and the equivalence tests run
 * each.
 */
export const SCAN_TUNING = { byValues: true, packed: true, runs: true };

/**
 * Columns of few values whose filters narrow scans by a bitset per value (search-memory-values.ts).
 * Makes, models and cities narrow by the store's lists; sellers, generations and compatible
 * vehicles have too many values.
 */
export const VALUE_COLUMNS: ReadonlySet<string> = new Set<IdColumn | CodeColumn>([
  'subcategory_id',
  'is_new',
  'door_count',
  'fuel_type',
  'gearbox',
  'body_type',
  'color',
  'seller_type',
  'price_indicator',
  'part_type',
  'county_code',
]);

/** The atom "column[i] is one of ok", narrowing by values when the column has few. */
function inValues(name: IdColumn | CodeColumn, column: ArrayLike<number>, ok: Uint8Array): Atom {
  const atom: Atom = { code: `$1[$0[i]] === 1 /*${name}*/`, params: [column, ok] };
  if (VALUE_COLUMNS.has(name)) atom.narrow = { kind: 'values', name, column, ok };
  return atom;
}

/** "Id column in values" (0 = none never matches). */
function idIn(store: CategoryStore, column: IdColumn, values: readonly number[]): Atom {
  const ok = new Uint8Array(store.maxIds[column] + 2);
  for (const v of values) if (v > 0 && v < ok.length) ok[v] = 1;
  return inValues(column, store.idColumns[column], ok);
}

/** "Code column in values" (values the index never saw match nothing). */
function codeIn(store: CategoryStore, column: CodeColumn, values: readonly string[]): Atom {
  const dictionary = store.dictionaries[column];
  const ok = new Uint8Array(dictionary.values.length + 1);
  for (const v of values) {
    const code = dictionary.find(v);
    if (code > 0) ok[code] = 1;
  }
  return inValues(column, store.codes[column], ok);
}

/** lo <= value <= hi, a missing value (NaN) read as `none` (NaN: fails every bound). */
function range(store: CategoryStore, column: MeasureColumn, lo: number, hi: number, none = Number.NaN): Atom {
  const tests = [lo > -INF ? '(v >= $1)' : '', hi < INF ? '(v <= $2)' : ''].filter(Boolean).join(' & ') || '1';
  // NaN fails every comparison; when `none` is inside the bounds a NaN passes instead (no branch:
  // replacing NaN by `none` in the loop made the scan 3× slower).
  const nonePasses = !Number.isNaN(none) && none >= lo && none <= hi;
  const code = nonePasses ? `(v = $0[i], (${tests}) | (v !== v))` : `(v = $0[i], ${tests})`;
  const atom: Atom = { code: `${code} /*${column}*/`, params: [store.measures[column], lo, hi] };
  // A sort order reads a missing key as ORDER_NONE: the same test when `none` is that value (a
  // price is never missing: price_lei is NOT NULL).
  if (column === 'price_lei' || (isOrderKey(column) && none === ORDER_NONE[column]))
    atom.narrow = { kind: 'range', key: column, lo, hi };
  return atom;
}

function badgeAtom(store: CategoryStore, badges: readonly string[]): Atom {
  const codes = badges.map((b) => store.dictionaries.badge.find(b));
  const need = codes.reduce((mask, c) => mask | (c > 0 ? 1 << (c - 1) : 0), 0);
  if (codes.some((c) => c <= 0)) return { code: '0', params: [] };
  return { code: '($0[i] & $1) === $1', params: [store.badges, need] };
}

function mapBoundsAtoms(store: CategoryStore, b: NonNullable<ResolvedFilters['bounds']>): Atom[] {
  const latitude = range(store, 'latitude', b.south, b.north);
  if (b.west <= b.east) return [latitude, range(store, 'longitude', b.west, b.east)];
  return [latitude, { code: '($0[i] >= $1) | ($0[i] <= $2)', params: [store.measures.longitude, b.west, b.east] }];
}

function rangeAtoms(store: CategoryStore, f: ResolvedFilters): Atom[] {
  const atoms: Atom[] = [];
  const add = (column: MeasureColumn, from: number | null, to: number | null): void => {
    if (from !== null || to !== null) atoms.push(range(store, column, from ?? -INF, to ?? INF));
  };
  add(f.priceNet ? 'price_net_lei' : 'price_lei', f.priceFrom, f.priceTo);
  // The sort-key meanings of search-conditions.ts: an unknown year is 0, an unknown mileage MAX;
  // a year bound up to N means 1..N, a mileage from N means N..MAX-1.
  if (f.yearFrom !== null || f.yearTo !== null)
    atoms.push(range(store, 'year', Math.max(f.yearFrom ?? -INF, f.yearTo !== null ? 1 : -INF), f.yearTo ?? INF, 0));
  if (f.mileageFrom !== null || f.mileageTo !== null)
    atoms.push(
      range(
        store,
        'mileage',
        f.mileageFrom ?? -INF,
        Math.min(f.mileageTo ?? INF, f.mileageFrom !== null ? MILEAGE_SORT_NULL - 1 : INF),
        MILEAGE_SORT_NULL,
      ),
    );
  add('engine_power', f.powerFrom, f.powerTo);
  add('engine_capacity', f.capacityFrom, f.capacityTo);
  add('operating_hours', f.hoursFrom, f.hoursTo);
  add('weight_kg', f.weightFrom, f.weightTo);
  return atoms;
}

function locationAtoms(store: CategoryStore, f: ResolvedFilters): Atom[] {
  const atoms: Atom[] = [];
  if (f.countyCode !== null) atoms.push(codeIn(store, 'county_code', [f.countyCode]));
  if (f.cityId !== null) {
    const city = f.cityId;
    const keep = (c: number): boolean => c === city;
    atoms.push({
      ...idIn(store, 'city_id', [city]),
      narrow: { kind: 'cities', key: `city:${city}`, keep, sure: keep },
    });
  }
  if (f.radius) atoms.push(radiusAtom(store, f.radius.latitude, f.radius.longitude, f.radius.km));
  return atoms;
}

/** The free-text test: the slots the word index matched, one bit each. */
function textAtom(match: TextMatch): Atom {
  return { code: '(($0[i >>> 5] >>> (i & 31)) & 1) === 1 /*query*/', params: [match.bits] };
}

/** The tests of the used filter groups, most selective first (null: a text only SQL answers, a phrase). */
export function tests(store: CategoryStore, f: ResolvedFilters): Test[] | null {
  const match = f.query === null ? null : textMatch(store, f.query);
  if (f.query !== null && match === null) return null;
  const text = match && textAtom(match);
  const t: Test[] = [];
  const add = (group: FilterGroup, atoms: Atom[]): void => {
    if (atoms.length > 0) t.push({ group, atoms });
  };
  if (f.modelIds) add('model', [idIn(store, 'model_id', f.modelIds)]);
  if (f.makeIds) add('make', [idIn(store, 'make_id', f.makeIds)]);
  if (text) add('query', [text]);
  if (f.sellerId !== null) add('sellerId', [codeIn(store, 'user_id', [f.sellerId])]);
  add('location', locationAtoms(store, f));
  if (f.bounds) add('bounds', mapBoundsAtoms(store, f.bounds));
  if (f.subcategoryId !== null) add('subcategory', [idIn(store, 'subcategory_id', [f.subcategoryId])]);
  if (f.isNew !== null) add('condition', [idIn(store, 'is_new', [f.isNew ? 1 : 2])]);
  if (f.generationIds) add('generation', [idIn(store, 'generation_id', f.generationIds)]);
  const compatible: Atom[] = [];
  if (f.compatibleMakeId !== null) compatible.push(idIn(store, 'compatible_make_id', [f.compatibleMakeId]));
  if (f.compatibleModelId !== null) compatible.push(idIn(store, 'compatible_model_id', [f.compatibleModelId]));
  add('compatible', compatible);
  add('ranges', rangeAtoms(store, f));
  if (f.partTypes) add('part', [codeIn(store, 'part_type', f.partTypes)]);
  if (f.colors) add('color', [codeIn(store, 'color', f.colors)]);
  if (f.bodyTypes) add('body', [codeIn(store, 'body_type', f.bodyTypes)]);
  if (f.doorCounts) add('doors', [idIn(store, 'door_count', f.doorCounts)]);
  if (f.fuelCodes) add('fuel', [codeIn(store, 'fuel_type', f.fuelCodes)]);
  if (f.gearboxes) add('gearbox', [codeIn(store, 'gearbox', f.gearboxes)]);
  if (f.sellerTypes) add('seller', [codeIn(store, 'seller_type', f.sellerTypes)]);
  if (f.badges) add('badge', [badgeAtom(store, f.badges)]);
  if (f.priceIndicators) add('indicator', [codeIn(store, 'price_indicator', f.priceIndicators)]);
  // A filter group this file does not know yet (added to search-conditions.ts only) must not be
  // ignored: SQL answers instead.
  const known = new Set(t.map((x) => x.group));
  for (const group of usedGroups(f)) if (!known.has(group)) return null;
  return t;
}

/** How many active adverts match; null when only SQL can answer (free text). */
export function memoryCount(store: CategoryStore, f: ResolvedFilters): number | null {
  const all = tests(store, f);
  if (all === null) return null;
  const narrowed = narrowSource(store, f, new Set(), all, SCAN_TUNING.byValues);
  if (narrowed.exact) return narrowed.size;
  return scanCount(store, narrowed.source, uncovered(all, narrowed));
}

/** The atoms of the tests that the source does not already pass. */
export function uncovered(tests: readonly Test[], narrowed: Narrowed): Atom[] {
  return tests.flatMap((t) => t.atoms).filter((atom) => !narrowed.covered.has(atom));
}

/** What a page needs to find its slots: every test, and a narrowed source with the tests left to it. */
export interface MemoryPlan {
  atoms: Atom[];
  source: Source;
  /** The tests a scan of `source` must make. */
  sourceAtoms: Atom[];
  /** How many slots `source` holds at most. */
  candidates: number;
  /**
   * The narrowest source, the filters on columns of few values included (as counts narrow), with
   * its tests: for the heap after a walk that gave up (a rare value far down the sort order).
   */
  narrowest: () => { source: Source; sourceAtoms: Atom[] };
}

/** The plan of a page of `f`; null when only SQL can answer (a phrase). */
export function memoryPlan(store: CategoryStore, f: ResolvedFilters): MemoryPlan | null {
  const all = tests(store, f);
  if (all === null) return null;
  const narrowed = narrowSource(store, f, new Set(), all, false);
  return {
    atoms: all.flatMap((t) => t.atoms),
    source: narrowed.source,
    sourceAtoms: uncovered(all, narrowed),
    candidates: narrowed.size,
    narrowest: () => {
      const byValues = narrowSource(store, f, new Set(), all, SCAN_TUNING.byValues);
      return { source: byValues.source, sourceAtoms: uncovered(all, byValues) };
    },
  };
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
  const others = all.filter((t) => t.group !== 'ranges');
  const narrowed = narrowSource(store, f, new Set(['ranges']), all, SCAN_TUNING.byValues);
  const found = scanBounds(
    store,
    narrowed.source,
    uncovered(others, narrowed),
    columns.map((column) => store.measures[column]),
  );
  return new Map(
    columns.map((column, k) => {
      const [min, max] = found[k] ?? [INF, -INF];
      return [column, min <= max ? { min, max } : { min: null, max: null }];
    }),
  );
}

/** Active adverts per sub-category (0: none), as advert_facet_counts sums them (catalog.ts categoryCounts). */
export function memorySubcategoryCounts(store: CategoryStore): Map<number, number> {
  const counts = new Map<number, number>();
  const alive = store.alive;
  const column = store.idColumns.subcategory_id;
  for (let i = 0; i < store.size; i += 1)
    if (alive[i] === 1) {
      const sub = column[i] as number;
      counts.set(sub, (counts.get(sub) ?? 0) + 1);
    }
  return counts;
}
