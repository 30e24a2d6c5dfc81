/**
 * The packed facet words (search-memory-packed.ts) hold each column's value in its field, through
 * additions, a value wider than its field, removals and a compaction; and facet passes counted
 * from them (joint histograms split into each facet) equal passes counted from the columns.
 */
import { describe, expect, it } from 'vitest';
import { CategoryStore, type MemoryRow, newDictionaries } from './search-memory-store';
import { memoryRow } from './testing/memory-row';
import { packedColumn, type PackedName, packedWords } from './search-memory-packed';
import { type ScanFacet, scanFacets } from './search-memory-scan';

const COLORS = ['black', 'white', 'grey', 'red', 'blue'];

function row(id: number, colors = COLORS): MemoryRow {
  return memoryRow(id, {
    make_id: 1 + (id % 5),
    fuel_type: id % 4 === 0 ? 'diesel' : 'petrol',
    gearbox: id % 3 === 0 ? null : 'manual',
    body_type: 'suv',
    door_count: 3 + (id % 3),
    color: colors[id % colors.length] ?? null,
    seller_type: id % 2 === 0 ? 'private' : 'dealer',
    county_code: `C${id % 41}`,
    badges: id % 6 === 0 ? ['low_mileage', 'verified'] : id % 5 === 0 ? ['verified'] : null,
    is_new: 1 + (id % 2),
  });
}

const COLUMNS: PackedName[] = ['fuel_type', 'gearbox', 'seller_type', 'is_new', 'door_count', 'color', 'county_code'];

/** Every live slot's fields read back from the words equal its columns. */
function expectPacked(store: CategoryStore): void {
  const { words, fields } = packedWords(store);
  for (const name of [...COLUMNS, 'badges' as const]) {
    const field = fields.get(name);
    if (!field) throw new Error(`${name} has no field`);
    const column = packedColumn(store, name);
    const read: number[] = [];
    const held: number[] = [];
    for (let s = 0; s < store.size; s += 1)
      if (store.alive[s] === 1) {
        read.push(((words[field.word][s] as number) >>> field.shift) & ((1 << field.bits) - 1));
        held.push(column[s] as number);
      }
    expect(read, name).toEqual(held);
  }
  // Columns that hold nothing but 0 get no field.
  expect(fields.has('body_type')).toBe(true);
  expect(fields.has('part_type')).toBe(false);
}

/** The facets of the packed columns and of the make (not packed), each counting every live slot. */
function facets(store: CategoryStore): (ScanFacet & { name: PackedName | 'make_id' })[] {
  const value = (name: PackedName | 'make_id', column: ArrayLike<number>, size: number, kind: ScanFacet['kind']) => ({
    name,
    kind,
    column,
    counts: new Int32Array(size),
    strict: 0,
    restrict: null,
  });
  return [
    ...COLUMNS.map((name) => value(name, packedColumn(store, name), 2 ** 16, 'value')),
    value('badges', store.badges, 33, 'bits'),
    value('make_id', store.idColumns.make_id, store.maxIds.make_id + 1, 'value'),
  ];
}

/** A pass over every slot counted from the words and one counted from the columns give the same counts. */
function expectSameCounts(store: CategoryStore): void {
  const slots = { alive: store.alive, size: store.size };
  const { words, fields } = packedWords(store);
  const fromWords = facets(store).map((f) => ({
    ...f,
    ...(f.name === 'make_id' ? {} : { packed: fields.get(f.name) }),
  }));
  scanFacets(slots, { kind: 'all' }, [], [], fromWords, words);
  const fromColumns = facets(store);
  scanFacets(slots, { kind: 'all' }, [], [], fromColumns);
  expect(fromWords.map((f) => [f.name, [...f.counts]])).toEqual(fromColumns.map((f) => [f.name, [...f.counts]]));
  // Something was counted: every live slot once per value facet.
  expect(fromWords[0]?.counts.reduce((a, b) => a + b, 0)).toBe(store.live);
}

describe('packed facet words of the in-memory index', () => {
  it('follow additions, a wider value, removals and a compaction, and count like the columns', () => {
    const store = new CategoryStore(newDictionaries());
    for (let id = 1; id <= 6000; id += 1) store.put(row(id));
    expectPacked(store);
    expectSameCounts(store);
    // New slots past the words (and edits: a new slot for the same advert).
    for (let id = 6001; id <= 6500; id += 1) store.put(row(id));
    for (let id = 1; id <= 300; id += 1) store.put({ ...row(id), gearbox: 'automatic' });
    expectPacked(store);
    expectSameCounts(store);
    // Colours beyond the field's width: the words are built again, wider.
    const before = packedWords(store).fields.get('color')?.bits ?? 0;
    const many = Array.from({ length: 40 }, (_, k) => `colour-${k}`);
    for (let id = 6501; id <= 6600; id += 1) store.put(row(id, many));
    expect(packedWords(store).fields.get('color')?.bits).toBeGreaterThan(before);
    expectPacked(store);
    expectSameCounts(store);
    // Removals past a quarter of the slots compact the store: slots are renumbered.
    const generation = store.generation;
    for (let id = 2; id <= 5000; id += 2) store.remove(id);
    expect(store.generation).toBeGreaterThan(generation);
    expectPacked(store);
    expectSameCounts(store);
  });
});
