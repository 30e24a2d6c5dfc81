/**
 * Facet counts from the in-memory search index (docs/search.md, decisions 0017, 0022, 0032 and
 * 0038): one pass per set of narrowing filters the facets ignore, each slot recording which soft
 * filter groups it fails (a facet counts the slot when it fails only groups that facet ignores);
 * facets of few values over an exact bitset counted by popcount. The tests are
 * search-memory-query.ts's; a phrase, which the index cannot answer, makes it answer null.
 */
import type { FilterGroup } from './search-conditions';
import type { ResolvedFilters } from './search-filters';
import { type GroupTests, narrowSource } from './search-memory-narrow';
import { SCAN_TUNING, tests, uncovered, VALUE_COLUMNS } from './search-memory-query';
import { type Atom, type ScanFacet, scanFacets } from './search-memory-scan';
import type { CategoryStore, CodeColumn, IdColumn } from './search-memory-store';
import { countByValues } from './search-memory-values';
import { packedWords } from './search-memory-packed';
import { countMakesByRuns } from './search-memory-runs';

type Test = GroupTests;

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
  condition: 'is_new',
};
/** Id facets whose values SQL gives as codes: the id is the index (is_new: 1 new, 2 used, as the store keeps it). */
const ID_FACET_CODES: Partial<Record<string, readonly string[]>> = { condition: ['', 'new', 'used'] };
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
  // One pass per set of narrowing filters the facets ignore: the facets that keep every such
  // filter scan only the slots those filters name (the chosen makes' lists, the bitsets of a text,
  // of ranges, of a gearbox or colour…); a facet that ignores one of them (the make facet under a
  // make, the gearbox facet under a gearbox) scans the slots of the others, in a lighter pass of
  // its own. Filters that cannot narrow stay soft tests inside a pass (the fail mask).
  const narrowing = new Set(all.filter((t) => t.atoms.some((atom) => narrowsBy(atom, f, t.group))).map((t) => t.group));
  if (!SCAN_TUNING.byValues) return facetsAsBefore(store, f, all, facets);
  const passes = new Map<string, MemoryFacet[]>();
  for (const facet of facets) {
    const key = facet.omit
      .filter((g) => narrowing.has(g))
      .sort()
      .join(',');
    passes.set(key, [...(passes.get(key) ?? []), facet]);
  }
  return new Map([...passes.values()].flatMap((pass) => [...facetPass(store, f, all, pass)]));
}

/** The facets as decision 0032 counted them: the chosen makes' or models' slots, and one wide pass. */
function facetsAsBefore(
  store: CategoryStore,
  f: ResolvedFilters,
  all: readonly Test[],
  facets: readonly MemoryFacet[],
): Map<string, Map<string, number>> {
  const listGroup: FilterGroup | null = f.modelIds ? 'model' : f.makeIds ? 'make' : null;
  const wide = listGroup ? facets.filter((facet) => facet.omit.includes(listGroup)) : [];
  if (wide.length > 0 && wide.length < facets.length) {
    const narrow = facets.filter((facet) => !wide.includes(facet));
    return new Map([...facetPass(store, f, all, narrow), ...facetPass(store, f, all, wide)]);
  }
  return facetPass(store, f, all, facets);
}

/**
 * True when the atom (of the group) narrows a scan to a set of its own: a make's or model's lists,
 * the text, a range, values. Not the cities of a city or radius filter: a pass over their lists
 * (slots scattered over the store) for the other facets and a full pass for the county facet cost
 * more than one full pass for all (measured).
 */
function narrowsBy(atom: Atom, f: ResolvedFilters, group: FilterGroup): boolean {
  if (atom.narrow) return atom.narrow.kind !== 'cities';
  return (group === 'model' && f.modelIds !== null) || (group === 'make' && f.makeIds !== null) || group === 'query';
}

/** The facets of one pass (see memoryFacetCounts). */
function facetPass(
  store: CategoryStore,
  f: ResolvedFilters,
  all: readonly Test[],
  facets: readonly MemoryFacet[],
): Map<string, Map<string, number>> {
  const tolerated = new Set(facets.flatMap((facet) => facet.omit));
  // Groups no facet ignores narrow the slots; each other group sets a bit of the slot's fail mask.
  const hard = all.filter((t) => !tolerated.has(t.group));
  const soft = all.filter((t) => tolerated.has(t.group));
  const bit = new Map<FilterGroup, number>(soft.map((t, k) => [t.group, 1 << k]));
  const everySoft = (1 << soft.length) - 1;
  const scanned = facets.map((facet): ScanFacet & { idColumn?: IdColumn; codeColumn?: CodeColumn } => {
    const idColumn = ID_FACETS[facet.key];
    const codeColumn = CODE_FACETS[facet.key];
    const ignores = facet.omit.reduce((m, g) => m | (bit.get(g) ?? 0), 0);
    let restrict: ScanFacet['restrict'] = null;
    if (facet.restrictMakes) {
      const ok = new Uint8Array(store.maxIds.make_id + 2);
      for (const make of facet.restrictMakes) if (make > 0 && make < ok.length) ok[make] = 1;
      restrict = { makes: store.idColumns.make_id, ok };
    }
    return {
      kind: idColumn || codeColumn ? 'value' : 'bits',
      column: idColumn ? store.idColumns[idColumn] : codeColumn ? store.codes[codeColumn] : store.badges,
      // One counter per id, per code, or per badge bit.
      counts: new Int32Array(
        idColumn ? store.maxIds[idColumn] + 1 : codeColumn ? store.dictionaries[codeColumn].values.length : 33,
      ),
      strict: everySoft & ~ignores,
      restrict,
      ...(idColumn ? { idColumn } : {}),
      ...(codeColumn ? { codeColumn } : {}),
    };
  });
  const narrowed = narrowSource(store, f, new Set(soft.map((t) => t.group)), all, SCAN_TUNING.byValues);
  const left = uncovered(hard, narrowed);
  // A facet of few values that counts every slot of an exact bitset (it ignores the pass's soft
  // tests): popcounts of the bitset with each value's, when that reads fewer words than the matches.
  // With the packed words, a facet counted in a pass that scans anyway costs next to nothing:
  // popcounts only when they spare the pass.
  const exactBits = SCAN_TUNING.byValues && narrowed.source.kind === 'bits' && left.length === 0;
  /** True when a facet counts every slot of the source (it ignores the pass's soft tests, no make restriction). */
  const countsAll = (facet: (typeof scanned)[number]): boolean => facet.strict === 0 && facet.restrict === null;
  /** The column a facet could be popcounted by (it counts every slot of the source), else null. */
  const valueColumn = (facet: (typeof scanned)[number]): string | null => {
    const name = facet.idColumn ?? facet.codeColumn;
    return countsAll(facet) && name !== undefined && VALUE_COLUMNS.has(name) ? name : null;
  };
  const spared = exactBits && (!SCAN_TUNING.packed || scanned.every((facet) => valueColumn(facet) !== null));
  const popcounted = scanned.filter((facet) => {
    if (narrowed.source.kind !== 'bits') return false;
    const bits = narrowed.source.bits;
    // The make facet by the makes' stretches of the clustered slots (search-memory-runs.ts).
    if (exactBits && SCAN_TUNING.runs && facet.idColumn === 'make_id' && countsAll(facet))
      return countMakesByRuns(store, bits, narrowed.size, facet.counts);
    const name = valueColumn(facet);
    return spared && name !== null && countByValues(store, name, facet.column, bits, narrowed.size, facet.counts);
  });
  const rest = scanned.filter((facet) => !popcounted.includes(facet));
  if (rest.length > 0) {
    const packed = SCAN_TUNING.packed ? packedWords(store) : null;
    for (const facet of rest) {
      const field = packed?.fields.get(facet.idColumn ?? facet.codeColumn ?? 'badges');
      if (field) facet.packed = field;
    }
    scanFacets(
      store,
      narrowed.source,
      left,
      soft.map((t) => t.atoms),
      rest,
      packed ? packed.words : null,
    );
  }
  const result = new Map<string, Map<string, number>>();
  facets.forEach((facet, index) => {
    const { counts, idColumn, codeColumn } = scanned[index] as (typeof scanned)[number];
    const dictionary = codeColumn ? store.dictionaries[codeColumn] : store.dictionaries.badge;
    const idCodes = ID_FACET_CODES[facet.key];
    const found = new Map<string, number>();
    counts.forEach((count, v) => {
      if (count > 0 && v > 0)
        found.set(idColumn ? (idCodes ? (idCodes[v] ?? '') : String(v)) : (dictionary.values[v] ?? ''), count);
    });
    result.set(facet.key, found);
  });
  return result;
}
