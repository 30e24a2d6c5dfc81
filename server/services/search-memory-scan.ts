/**
 * Compiled scans of the in-memory search index (docs/search.md, decision 0022). A search's filter
 * tests are JavaScript expressions over one slot `i` (atoms, built by search-memory-query.ts from
 * fixed templates and numbered parameters, never from user text). A count, the facets or the range
 * bounds of a search are one loop with every test inlined, compiled once per shape (the templates
 * and columns, not the values, which are parameters) and cached: V8 then runs a tight loop over
 * typed arrays, with no call, out array or second pass per filter.
 *
 * A scan visits the category's slots in one of two ways (`Source`): all of them, or the slots of
 * some makes or models (lists, which may hold dead slots). Dead slots are skipped.
 */

import type { OrderKey } from './search-memory-order';
import { JOINT_BITS, type PackedField } from './search-memory-packed';

/**
 * A test of slot `i`: an expression over `$0`, `$1`… (its params) giving 1 or true when the slot
 * passes, 0 or false when it fails. Atoms are combined with `&`, not `&&`: every test is evaluated
 * and one branch decides, which avoids a mispredicted branch per test (3× faster measured).
 */
export interface Atom {
  code: string;
  params: readonly unknown[];
  /**
   * The same test as a set the index can narrow a scan with (search-memory-narrow.ts): a key of a
   * sort order within [lo, hi] (a missing key read as the order reads it), the cities a slot's
   * city must be one of (and those whose every slot passes), or the values (ok[value] === 1) of a
   * column with few values.
   */
  narrow?:
    | { kind: 'range'; key: OrderKey; lo: number; hi: number }
    | {
        kind: 'cities';
        /** Names the kept cities (a city, a radius) for the bitset of their slots. */
        key: string;
        keep: (city: number) => boolean;
        /** Every slot of the city passes (the test need not be read per slot). */
        sure: (city: number) => boolean;
      }
    | { kind: 'values'; name: string; column: ArrayLike<number>; ok: Uint8Array };
}

/**
 * Where a scan looks: every slot, the slots of some makes or models (lists), the slots from..to-1
 * (span), or the set bits of a bitset of live slots (bits: the free-text matches).
 */
export type Source =
  | { kind: 'all' }
  | { kind: 'lists'; lists: readonly (readonly number[])[] }
  | { kind: 'span'; from: number; to: number }
  | { kind: 'bits'; bits: Uint32Array };

/** The slots a scan reads: which are alive, how many exist. */
export interface Slots {
  alive: Uint8Array;
  size: number;
}

/** One counted facet: its value column, its counters and the soft groups it does not tolerate. */
export interface ScanFacet {
  /** 'value': counts[column[i]]; 'bits': one counter per set bit (badges), counts[bit + 1]. */
  kind: 'value' | 'bits';
  column: ArrayLike<number>;
  counts: Int32Array;
  /** Bits of the soft groups this facet must see passed (~ the groups it ignores). */
  strict: number;
  /** Only slots whose make has restrict[make] === 1 (the model facet). */
  restrict: { makes: ArrayLike<number>; ok: Uint8Array } | null;
  /** The column's field in the packed words (search-memory-packed.ts), when it has one. */
  packed?: PackedField;
}

/** Facets counted together from one word: a histogram over the bits [shift, shift + bits). */
interface Joint {
  word: 0 | 1;
  shift: number;
  bits: number;
  counts: Int32Array;
  facets: (ScanFacet & { packed: PackedField })[];
}

/**
 * The joint histograms of the facets that have a packed field (and count every slot they see:
 * no make restriction): runs of fields of one word spanning at most JOINT_BITS bits.
 */
function joints(facets: readonly ScanFacet[]): Joint[] {
  const packed = facets
    .filter((f): f is ScanFacet & { packed: PackedField } => f.packed !== undefined && f.restrict === null)
    .filter((f) => f.packed.bits <= JOINT_BITS)
    .sort((a, b) => a.packed.word - b.packed.word || a.packed.shift - b.packed.shift);
  const out: Joint[] = [];
  for (const f of packed) {
    const last = out.at(-1);
    const end = f.packed.shift + f.packed.bits;
    if (last && last.word === f.packed.word && end - last.shift <= JOINT_BITS) {
      last.bits = end - last.shift;
      last.facets.push(f);
    } else
      out.push({
        word: f.packed.word,
        shift: f.packed.shift,
        bits: f.packed.bits,
        counts: new Int32Array(0),
        facets: [f],
      });
  }
  for (const j of out) j.counts = new Int32Array(1 << j.bits);
  return out;
}

/** Adds a joint histogram's counts to each of its facets' counters. */
function splitJoint(j: Joint): void {
  for (let x = 0; x < j.counts.length; x += 1) {
    const n = j.counts[x] as number;
    if (n === 0) continue;
    for (const f of j.facets) {
      let v = (x >>> (f.packed.shift - j.shift)) & ((1 << f.packed.bits) - 1);
      if (f.kind === 'value') f.counts[v] = (f.counts[v] as number) + n;
      else
        while (v !== 0) {
          const at = 32 - Math.clz32(v & -v);
          f.counts[at] = (f.counts[at] as number) + n;
          v &= v - 1;
        }
    }
  }
}

type Compiled = (params: readonly unknown[]) => unknown;

const MAX_CACHED = 512;
const cache = new Map<string, Compiled>();

function compiled(body: string): Compiled {
  let fn = cache.get(body);
  if (!fn) {
    if (cache.size >= MAX_CACHED) cache.clear();
    // The body is built from this file's and search-memory-query.ts's templates only; every value
    // (bounds, ids, codes) arrives as a parameter, so the text is a fixed shape, never user input.
    // eslint-disable-next-line @typescript-eslint/no-implied-eval
    fn = new Function('P', body) as Compiled;
    cache.set(body, fn);
  }
  return fn;
}

/** Collects params and rewrites the atoms' `$k` to unique local names. */
class Builder {
  readonly params: unknown[] = [];

  param(value: unknown): string {
    this.params.push(value);
    return `p${this.params.length - 1}`;
  }

  /** All atoms as one 0/1 conjunction ('1' when there are none). */
  all(atoms: readonly Atom[]): string {
    if (atoms.length === 0) return '1';
    return atoms.map((atom) => this.atom(atom)).join(' & ');
  }

  atom(atom: Atom): string {
    const names = atom.params.map((value) => this.param(value));
    return `(${atom.code.replace(/\$(\d+)/gu, (_, k: string) => names[Number(k)] ?? 'undefined')})`;
  }

  /** The function text: params unpacked, then the loop over the source around `body`. */
  program(source: Source, slots: Slots, prelude: string, body: string, epilogue: string): [string, unknown[]] {
    const alive = this.param(slots.alive);
    const size = this.param(slots.size);
    const visit = body.replaceAll('ALIVE', `${alive}[i]`);
    let loop = `for (let i = 0; i < ${size}; i++) {\n${visit}\n}`;
    if (source.kind === 'lists') {
      const lists = this.param(source.lists);
      loop = `for (let l = 0; l < ${lists}.length; l++) { const list = ${lists}[l];
        for (let k = 0; k < list.length; k++) { const i = list[k];\n${visit}\n} }`;
    } else if (source.kind === 'span') {
      loop = `for (let i = ${this.param(source.from)}; i < ${this.param(source.to)}; i++) {\n${visit}\n}`;
    } else if (source.kind === 'bits') {
      // Set bits only: a rare word visits its matches, not the category.
      const bits = this.param(source.bits);
      loop = `for (let w = 0; w < ${bits}.length; w++) { let b = ${bits}[w];
        while (b !== 0) { const low = b & -b; b ^= low; const i = (w << 5) + 31 - Math.clz32(low);\n${visit}\n} }`;
    }
    const unpack = this.params.map((_, k) => `p${k} = P[${k}]`).join(', ');
    return [`"use strict";\nconst ${unpack};\nlet v = 0;\n${prelude}\n${loop}\n${epilogue}`, this.params];
  }
}

function run<T>(text: string, params: readonly unknown[]): T {
  return compiled(text)(params) as T;
}

/** How many live slots of the source pass every atom. */
export function scanCount(slots: Slots, source: Source, atoms: readonly Atom[]): number {
  const b = new Builder();
  const test = b.all(atoms);
  const [text, params] = b.program(source, slots, 'let n = 0;', `n += ALIVE & ${test};`, 'return n;');
  return run<number>(text, params);
}

/** The live slots of the source that pass every atom, in the source's order. */
export function scanSlots(slots: Slots, source: Source, atoms: readonly Atom[]): number[] {
  const b = new Builder();
  const test = b.all(atoms);
  const [text, params] = b.program(
    source,
    slots,
    'const out = []; ',
    `if (ALIVE & ${test}) out.push(i);`,
    'return out;',
  );
  return run<number[]>(text, params);
}

/**
 * The first `limit` live slots that pass every atom, walking `order` from index `start` by `step`
 * (1 or -1) within [from, to); null when `budget` entries were read before the page was full (the
 * caller then scans). Reaching either bound gives what was found.
 */
export function walkOrder(
  slots: Slots,
  order: Int32Array,
  walk: { start: number; step: 1 | -1; from: number; to: number },
  atoms: readonly Atom[],
  limit: number,
  budget: number,
): number[] | null {
  const b = new Builder();
  const test = b.all(atoms);
  const alive = b.param(slots.alive);
  const o = b.param(order);
  const [s, d, lo, hi] = [b.param(walk.start), b.param(walk.step), b.param(walk.from), b.param(walk.to)];
  const [n, left] = [b.param(limit), b.param(budget)];
  const unpack = b.params.map((_, k) => `p${k} = P[${k}]`).join(', ');
  const text = `"use strict";\nconst ${unpack};\nlet v = 0; const out = []; let left = ${left};
    for (let k = ${s}; k >= ${lo} && k < ${hi}; k += ${d}) {
      const i = ${o}[k];
      if (${alive}[i] & ${test}) { out.push(i); if (out.length >= ${n}) return out; }
      if (--left === 0) return null;
    }
    return out;`;
  return run<number[] | null>(text, b.params);
}

/**
 * Facet counts in one pass: a slot must pass `hard`; each soft group k (a conjunction of atoms)
 * sets bit k of the slot's fail mask when it fails; facet f counts the slot when
 * `(mask & f.strict) === 0`. `wanted[mask]` says whether any facet may count a slot failing `mask`.
 * With `packed` (the store's packed words), the facets that have a field there count a slot that
 * fails nothing by one increment per joint histogram, split into their counters after the pass.
 */
export function scanFacets(
  slots: Slots,
  source: Source,
  hard: readonly Atom[],
  soft: readonly (readonly Atom[])[],
  facets: readonly ScanFacet[],
  packed: readonly [Uint32Array, Uint32Array] | null = null,
): void {
  const b = new Builder();
  const lines = [`if ((ALIVE & ${b.all(hard)}) === 0) continue;`];
  if (soft.length > 0) {
    const wanted = new Uint8Array(1 << soft.length);
    for (let m = 0; m < wanted.length; m += 1) wanted[m] = facets.some((f) => (m & f.strict) === 0) ? 1 : 0;
    lines.push(`m = ${soft.map((atoms, k) => `((${b.all(atoms)}) ^ 1) << ${k}`).join(' | ')};`);
    lines.push(`if (${b.param(wanted)}[m] !== 1) continue;`);
  }
  // A slot that fails nothing counts in every facet; the others (one branch) only in the facets
  // that ignore what they fail. Grouping them keeps the per-facet tests off the common path.
  const passed: string[] = [];
  const failed: string[] = [];
  const every = (1 << soft.length) - 1;
  // On the common path, the facets of packed words count with one increment per joint histogram.
  const together = packed ? joints(facets) : [];
  const jointly = new Set<ScanFacet>(together.flatMap((j) => j.facets));
  if (packed)
    for (const word of [0, 1] as const) {
      const mine = together.filter((j) => j.word === word);
      if (mine.length === 0) continue;
      const w = `w${word}`;
      passed.push(`const ${w} = ${b.param(packed[word])}[i];`);
      for (const j of mine) passed.push(`${b.param(j.counts)}[(${w} >>> ${j.shift}) & ${(1 << j.bits) - 1}]++;`);
    }
  for (const f of facets) {
    const counts = b.param(f.counts);
    const column = b.param(f.column);
    const restrict = f.restrict ? `${b.param(f.restrict.ok)}[${b.param(f.restrict.makes)}[i]] === 1` : null;
    const count =
      f.kind === 'value'
        ? `${counts}[${column}[i]]++;`
        : `{ let bits = ${column}[i]; while (bits !== 0) { ${counts}[32 - Math.clz32(bits & -bits)]++; bits &= bits - 1; } }`;
    if (!jointly.has(f)) passed.push(restrict ? `if (${restrict}) ${count}` : count);
    if ((f.strict & every) !== every) {
      const tolerated = `(m & ${b.param(f.strict)}) === 0`;
      failed.push(`if (${restrict ? `${tolerated} && ${restrict}` : tolerated}) ${count}`);
    }
  }
  if (soft.length === 0) lines.push(...passed);
  else lines.push(`if (m === 0) {\n${passed.join('\n')}\n} else {\n${failed.join('\n')}\n}`);
  const [text, params] = b.program(source, slots, 'let m = 0;', lines.join('\n'), '');
  run<undefined>(text, params);
  for (const j of together) splitJoint(j);
}

/** Min and max of each column over the live slots of the source that pass every atom (NaN ignored). */
export function scanBounds(
  slots: Slots,
  source: Source,
  atoms: readonly Atom[],
  columns: readonly ArrayLike<number>[],
): [number, number][] {
  const b = new Builder();
  const test = b.all(atoms);
  const names = columns.map((column) => b.param(column));
  const prelude = names.map((_, k) => `let lo${k} = Infinity, hi${k} = -Infinity;`).join('\n');
  const body = names.map((c, k) => `v = ${c}[i]; if (v < lo${k}) lo${k} = v; if (v > hi${k}) hi${k} = v;`).join('\n');
  const result = `return [${names.map((_, k) => `[lo${k}, hi${k}]`).join(', ')}];`;
  const [text, params] = b.program(source, slots, prelude, `if ((ALIVE & ${test}) === 0) continue;\n${body}`, result);
  return run<[number, number][]>(text, params);
}
