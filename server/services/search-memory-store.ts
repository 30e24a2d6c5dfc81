/**
 * The in-memory search index's storage (docs/search.md, decision 0017): the searchable values of
 * one category's active adverts, one typed array per column, a slot per advert. Codes (fuel,
 * gearbox, colour, county…) are numbered through dictionaries shared by every category; ids stay
 * ids; 0 stands for "none" in id and code columns, NaN in measures. An edited advert leaves its
 * old slot dead and takes a new one; dead slots are compacted away when they pile up. A load and
 * a compaction number the slots by make, then model (decision 0046).
 */
import { type OrderKey, renumberOrder, type SlotOrder } from './search-memory-order';
import { TextIndex } from './search-memory-text';

/** One advert's searchable values as loaded (search-memory.ts LOAD_COLUMNS). */
export interface MemoryRow {
  id: number;
  category_id: number;
  subcategory_id: number | null;
  make_id: number | null;
  model_id: number | null;
  generation_id: number | null;
  fuel_type: string | null;
  gearbox: string | null;
  body_type: string | null;
  door_count: number | null;
  color: string | null;
  seller_type: string | null;
  price_indicator: string | null;
  part_type: string | null;
  county_code: string | null;
  badges: string[] | null;
  compatible_make_id: number | null;
  compatible_model_id: number | null;
  city_id: number | null;
  latitude: number | null;
  longitude: number | null;
  user_id: string;
  price_lei: number;
  price_net_lei: number;
  year: number | null;
  mileage: number | null;
  engine_power: number | null;
  engine_capacity: number | null;
  operating_hours: number | null;
  weight_kg: number | null;
  /** Sort keys of the memory pages (search-memory-page.ts): created_at in ms, relevance_key. */
  created_ms: number;
  relevance_key: number;
  /** 1 for a new vehicle, 2 for a used one (adverts.is_new). */
  is_new: number;
  /** The lexemes of search_vector separated by spaces (search-memory-text.ts); absent when re-put by a compaction. */
  lexemes?: string | null;
}

/** Code columns (text values numbered by a dictionary). */
export const CODE_COLUMNS = [
  'fuel_type',
  'gearbox',
  'body_type',
  'color',
  'seller_type',
  'price_indicator',
  'part_type',
  'county_code',
  'user_id',
] as const;
export type CodeColumn = (typeof CODE_COLUMNS)[number];

/** Id columns (0 = none). */
export const ID_COLUMNS = [
  'subcategory_id',
  'make_id',
  'model_id',
  'generation_id',
  'door_count',
  'compatible_make_id',
  'compatible_model_id',
  'city_id',
  'is_new',
] as const;
export type IdColumn = (typeof ID_COLUMNS)[number];

/** Measure columns (NaN = none). */
export const MEASURE_COLUMNS = [
  'latitude',
  'longitude',
  'price_lei',
  'price_net_lei',
  'year',
  'mileage',
  'engine_power',
  'engine_capacity',
  'operating_hours',
  'weight_kg',
  'created_ms',
  'relevance_key',
] as const;
export type MeasureColumn = (typeof MEASURE_COLUMNS)[number];

/** Text values numbered from 1, per column, shared by all categories of one database. */
export class Dictionary {
  private readonly codes = new Map<string, number>();
  readonly values: string[] = [''];

  code(value: string | null): number {
    if (value === null) return 0;
    let code = this.codes.get(value);
    if (code === undefined) {
      code = this.values.length;
      this.codes.set(value, code);
      this.values.push(value);
    }
    return code;
  }

  /** The code of a value, or -1 when no advert has it (matches nothing). */
  find(value: string): number {
    return this.codes.get(value) ?? -1;
  }
}

/** Dictionaries of one database (`lexeme`: the free-text words, search-memory-text.ts). */
export type Dictionaries = Record<CodeColumn | 'badge' | 'lexeme', Dictionary>;

export function newDictionaries(): Dictionaries {
  const d = {} as Dictionaries;
  for (const column of [...CODE_COLUMNS, 'badge' as const, 'lexeme' as const]) d[column] = new Dictionary();
  return d;
}

const INITIAL_CAPACITY = 1024;

/** The active adverts of one category. */
export class CategoryStore {
  size = 0;
  live = 0;
  /** Bumped by every change (results cached per store stay valid while it holds: search-memory-cache.ts). */
  version = 0;
  /** Bumped by every compaction (slots renumbered: what was built over slots is rebuilt). */
  generation = 0;
  /**
   * The slots [0, clustered) are ordered by make, then model (a load's and a compaction's order):
   * each make's slots there are one stretch (search-memory-runs.ts). Slots added since follow.
   */
  clustered = 0;
  alive = new Uint8Array(INITIAL_CAPACITY);
  /**
   * The live slots again, one bit each (the index's bitsets are intersected with it), kept with
   * `alive` by every put and removal: rebuilt from `alive` at every change, it cost a pass over
   * the slots for the first search after each change.
   */
  liveWords = new Uint32Array(INITIAL_CAPACITY / 32 + 1);
  ids = new Float64Array(INITIAL_CAPACITY);
  badges = new Uint32Array(INITIAL_CAPACITY);
  /** Codes in 16 bits (fewer than 65,536 values), seller ids in 32. */
  readonly codes = {} as Record<CodeColumn, Uint16Array | Uint32Array>;
  readonly idColumns = {} as Record<IdColumn, Int32Array>;
  readonly measures = {} as Record<MeasureColumn, Float64Array>;
  /** Largest value seen per id column (sizes the facet counters). */
  readonly maxIds = {} as Record<IdColumn, number>;
  /** Slot of each advert id. */
  readonly slotOf = new Map<number, number>();
  /** Slots per make and per model (dead or moved slots stay until compaction: readers check). */
  readonly byMake = new Map<number, number[]>();
  readonly byModel = new Map<number, number[]>();
  /** Slots per city (0: no city), as byMake. */
  readonly byCity = new Map<number, number[]>();
  /** Slots per lexeme (free text). */
  readonly text: TextIndex;
  /** The listing's sort orders built so far (search-memory-order.ts, storeOrder). */
  readonly orders = new Map<OrderKey, SlotOrder>();

  constructor(readonly dictionaries: Dictionaries) {
    this.text = new TextIndex(dictionaries.lexeme);
    for (const c of CODE_COLUMNS)
      this.codes[c] = c === 'user_id' ? new Uint32Array(INITIAL_CAPACITY) : new Uint16Array(INITIAL_CAPACITY);
    for (const c of ID_COLUMNS) {
      this.idColumns[c] = new Int32Array(INITIAL_CAPACITY);
      this.maxIds[c] = 0;
    }
    for (const c of MEASURE_COLUMNS) this.measures[c] = new Float64Array(INITIAL_CAPACITY);
  }

  private grow(): void {
    this.resize(this.alive.length * 2);
  }

  /**
   * After a bulk load: the slots clustered by make and model (see `clusterOrder`), the dead ones
   * dropped, the unused capacity given back and the word index's lists made without spare room.
   */
  trim(): void {
    this.renumber(this.clusterOrder(), Math.max(INITIAL_CAPACITY, Math.ceil(this.live * 1.05)));
  }

  private resize(capacity: number): void {
    const widen = <T extends Uint8Array | Uint16Array | Uint32Array | Int32Array | Float64Array>(a: T): T => {
      const b = new (a.constructor as new (n: number) => T)(capacity);
      b.set(a.subarray(0, Math.min(a.length, capacity)));
      return b;
    };
    this.alive = widen(this.alive);
    const words = new Uint32Array(Math.ceil(capacity / 32) + 1);
    words.set(this.liveWords.subarray(0, Math.min(this.liveWords.length, words.length)));
    this.liveWords = words;
    this.ids = widen(this.ids);
    this.badges = widen(this.badges);
    for (const c of CODE_COLUMNS) this.codes[c] = widen(this.codes[c]);
    for (const c of ID_COLUMNS) this.idColumns[c] = widen(this.idColumns[c]);
    for (const c of MEASURE_COLUMNS) this.measures[c] = widen(this.measures[c]);
  }

  /** Adds (or replaces) an active advert. */
  put(row: MemoryRow): void {
    this.remove(row.id);
    this.version += 1;
    if (this.size === this.alive.length) this.grow();
    const slot = this.size;
    this.size += 1;
    this.live += 1;
    this.alive[slot] = 1;
    this.liveWords[slot >>> 5] = (this.liveWords[slot >>> 5] as number) | (1 << (slot & 31));
    this.ids[slot] = row.id;
    let mask = 0;
    for (const badge of row.badges ?? []) mask |= 1 << (this.dictionaries.badge.code(badge) - 1);
    this.badges[slot] = mask;
    for (const c of CODE_COLUMNS) this.codes[c][slot] = this.dictionaries[c].code(row[c]);
    for (const c of ID_COLUMNS) {
      const value = row[c] ?? 0;
      this.idColumns[c][slot] = value;
      if (value > this.maxIds[c]) this.maxIds[c] = value;
    }
    for (const c of MEASURE_COLUMNS) {
      const value = row[c];
      this.measures[c][slot] = value === null ? Number.NaN : Number(value);
    }
    this.slotOf.set(row.id, slot);
    this.index(slot);
    this.text.add(slot, row.lexemes, this.size);
  }

  /** Forgets an advert (no longer active, or moved to another category). */
  remove(id: number): void {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return;
    this.version += 1;
    this.alive[slot] = 0;
    this.liveWords[slot >>> 5] = (this.liveWords[slot >>> 5] as number) & ~(1 << (slot & 31));
    this.slotOf.delete(id);
    this.live -= 1;
    if (this.size > 4096 && this.live < this.size * 0.75) this.compact();
  }

  /** Rebuilds the store without its dead slots, clustered again (see `clusterOrder`). */
  private compact(): void {
    this.renumber(this.clusterOrder(), this.alive.length);
  }

  /**
   * The live slots by make, then model, then slot: the order `renumber` gives the store, so that a
   * make's (and a model's) slots are side by side (docs/search.md, "Slots clustered by make").
   */
  private clusterOrder(): Int32Array {
    const make = this.idColumns.make_id;
    const model = this.idColumns.model_id;
    const slots = new Int32Array(this.live);
    let n = 0;
    for (let i = 0; i < this.size; i += 1) if (this.alive[i] === 1) slots[n++] = i;
    return slots.sort(
      (a, b) => (make[a] as number) - (make[b] as number) || (model[a] as number) - (model[b] as number) || a - b,
    );
  }

  /**
   * Renumbers the slots (slot k takes the values of old slot perm[k]; slots not in perm are
   * dropped) with a capacity of `capacity`: every column, the lists, the word index and the sort
   * orders follow; what was built over the old slots (bitsets, packed words, kept results) goes
   * with the generation and the version. The slots [0, clustered) are then in cluster order.
   */
  private renumber(perm: Int32Array, capacity: number): void {
    const n = perm.length;
    const map = new Int32Array(this.size).fill(-1);
    for (let k = 0; k < n; k += 1) map[perm[k] as number] = k;
    // The orders read the old slots (their tail is merged in first).
    const orders = [...this.orders].map(([key, order]) => [key, renumberOrder(this, key, order, map, n)] as const);
    const gather = <T extends Uint16Array | Uint32Array | Int32Array | Float64Array>(a: T): T => {
      const b = new (a.constructor as new (length: number) => T)(capacity);
      for (let k = 0; k < n; k += 1) b[k] = a[perm[k] as number] as number;
      return b;
    };
    this.ids = gather(this.ids);
    this.badges = gather(this.badges);
    for (const c of CODE_COLUMNS) this.codes[c] = gather(this.codes[c]);
    for (const c of ID_COLUMNS) this.idColumns[c] = gather(this.idColumns[c]);
    for (const c of MEASURE_COLUMNS) this.measures[c] = gather(this.measures[c]);
    this.alive = new Uint8Array(capacity).fill(1, 0, n);
    this.liveWords = new Uint32Array(Math.ceil(capacity / 32) + 1);
    this.slotOf.clear();
    this.byMake.clear();
    this.byModel.clear();
    this.byCity.clear();
    for (let slot = 0; slot < n; slot += 1) {
      this.liveWords[slot >>> 5] = (this.liveWords[slot >>> 5] as number) | (1 << (slot & 31));
      this.slotOf.set(this.ids[slot] as number, slot);
      this.index(slot);
    }
    this.size = n;
    this.live = n;
    this.clustered = n;
    this.generation += 1;
    this.version += 1;
    this.text.remap(map, n);
    for (const [key, order] of orders) this.orders.set(key, order);
  }

  /** Adds a slot to the lists of its make, model and city (0: no city). */
  private index(slot: number): void {
    const add = (map: Map<number, number[]>, key: number): void => {
      const slots = map.get(key);
      if (slots) slots.push(slot);
      else map.set(key, [slot]);
    };
    const make = this.idColumns.make_id[slot] as number;
    const model = this.idColumns.model_id[slot] as number;
    if (make !== 0) add(this.byMake, make);
    if (model !== 0) add(this.byModel, model);
    add(this.byCity, this.idColumns.city_id[slot] as number);
  }
}
