/**
 * Free text in the in-memory search index (docs/search.md, decision 0021): for each lexeme of
 * the adverts' `search_vector`, the slots of the adverts that have it. PostgreSQL parses both
 * sides — the index loads `tsvector_to_array(search_vector)` per advert, and a search's text
 * becomes lexemes through `websearch_to_tsquery('romanian', volan_unaccent(text))` — so stemming,
 * stop words and accents are exactly SQL's. A query of words, OR and negation is a set operation
 * on these lists; a phrase (quotes, hyphenated words) needs positions, which are not kept: SQL
 * answers it.
 *
 * A lexeme's slots are a list of gaps (a byte or two per advert that has it) while it is rare,
 * and a bitmap (a bit per slot) once more than 1/8 of the slots have it, so no lexeme costs more
 * than 1/8 byte per advert of the category. Dead slots stay in the lists (readers keep live slots
 * only) until the store compacts, which renumbers the slots in the same order (remap).
 */
import { type Db, rawQuery } from '@/server/db/client';

/** Lexemes numbered from 1 (the store's `lexeme` dictionary). */
export interface LexemeCodes {
  code(value: string): number;
  find(value: string): number;
}

/** A tsquery without positions: lexemes, AND, OR, NOT; 'none' (no lexeme left) matches nothing. */
export type TextQuery =
  | { op: 'word'; word: string }
  | { op: 'not'; arg: TextQuery }
  | { op: 'and' | 'or'; args: TextQuery[] }
  | { op: 'none' };

/**
 * A lexeme on more than 1/DENSE of the slots (and at least MIN_DENSE of them) is a bitmap (1/8 byte
 * per slot); a rarer one is a list of the gaps between its slots, 7 bits per byte (1 byte per
 * advert that has it while the gaps are under 128 slots, 2 under 16,384).
 */
const DENSE = 8;
const MIN_DENSE = 64;

/** True when a lexeme of n slots among `size` is a bitmap. */
const dense = (n: number, size: number): boolean => n >= MIN_DENSE && n * DENSE > size;

/** The slots of one lexeme: a list of gaps, or a bitmap. */
class Posting {
  /** Gaps between successive slots (the first from -1), 7 bits per byte, high bit = more bytes. */
  gaps: Uint8Array | null = new Uint8Array(4);
  used = 0;
  last = -1;
  n = 0;
  bits: Uint32Array | null = null;

  add(slot: number, size: number): void {
    this.n += 1;
    if (this.bits) {
      const word = slot >>> 5;
      if (word >= this.bits.length) this.bits = widen(this.bits, Math.max(word + 1, this.bits.length * 2));
      this.bits[word] = (this.bits[word] as number) | (1 << (slot & 31));
      return;
    }
    this.push(slot);
    if (dense(this.n, size)) this.toBitmap(size);
  }

  private push(slot: number): void {
    let gap = slot - this.last;
    this.last = slot;
    let gaps = this.gaps as Uint8Array;
    if (this.used + 5 > gaps.length) gaps = this.gaps = widen(gaps, Math.max(gaps.length * 2, this.used + 5));
    while (gap >= 0x80) {
      gaps[this.used++] = (gap & 0x7f) | 0x80;
      gap >>>= 7;
    }
    gaps[this.used++] = gap;
  }

  /** Calls `visit` with every slot, in order. */
  forEach(visit: (slot: number) => void): void {
    if (this.bits) {
      const bits = this.bits;
      for (let w = 0; w < bits.length; w += 1) {
        let v = bits[w] as number;
        while (v !== 0) {
          const low = v & -v;
          visit(w * 32 + (31 - Math.clz32(low)));
          v ^= low;
        }
      }
      return;
    }
    const gaps = this.gaps as Uint8Array;
    let slot = -1;
    for (let i = 0; i < this.used;) {
      let gap = 0;
      let shift = 0;
      let b: number;
      do {
        b = gaps[i++] as number;
        gap |= (b & 0x7f) << shift;
        shift += 7;
      } while (b & 0x80);
      slot += gap;
      visit(slot);
    }
  }

  private toBitmap(size: number): void {
    const bits = new Uint32Array(Math.ceil(size / 32) + 1);
    this.forEach((s) => {
      bits[s >>> 5] = (bits[s >>> 5] as number) | (1 << (s & 31));
    });
    this.bits = bits;
    this.gaps = null;
  }

  /** From slots in order, as a list or a bitmap by density, without spare room (after a load or compaction). */
  static of(slots: Int32Array, size: number): Posting {
    const p = new Posting();
    p.n = slots.length;
    if (dense(p.n, size)) {
      p.bits = new Uint32Array(Math.ceil(size / 32) + 1);
      for (const s of slots) p.bits[s >>> 5] = (p.bits[s >>> 5] as number) | (1 << (s & 31));
      p.gaps = null;
      return p;
    }
    p.gaps = new Uint8Array(slots.length * 5);
    for (const s of slots) p.push(s);
    p.gaps = p.gaps.slice(0, p.used);
    return p;
  }

  bytes(): number {
    return (this.bits ?? this.gaps ?? new Uint8Array(0)).byteLength;
  }

  /** Sets this lexeme's bits into `into`. */
  orInto(into: Uint32Array): void {
    if (this.bits) {
      const n = Math.min(this.bits.length, into.length);
      for (let w = 0; w < n; w += 1) into[w] = (into[w] as number) | (this.bits[w] as number);
      return;
    }
    this.forEach((s) => {
      into[s >>> 5] = (into[s >>> 5] as number) | (1 << (s & 31));
    });
  }
}

function widen<T extends Uint8Array | Uint32Array>(a: T, length: number): T {
  const b = new (a.constructor as new (n: number) => T)(length);
  b.set(a.subarray(0, Math.min(a.length, length)));
  return b;
}

/** The lexemes of one category's slots. */
export class TextIndex {
  private postings: (Posting | undefined)[] = [];

  constructor(readonly lexemes: LexemeCodes) {}

  /** Records the lexemes of a new slot (`words`: the lexemes separated by spaces); `size` = slots in use. */
  add(slot: number, words: string | null | undefined, size: number): void {
    if (!words) return;
    for (const word of words.split(' ')) {
      if (word === '') continue;
      const code = this.lexemes.code(word);
      let p = this.postings[code];
      if (!p) {
        p = new Posting();
        this.postings[code] = p;
      }
      p.add(slot, size);
    }
  }

  /**
   * Renumbers the slots after a load or a compaction (`map`: old slot -> new slot, -1 for a dead
   * one; any permutation): each lexeme as a list or a bitmap by its new density, without spare room.
   */
  remap(map: Int32Array, size: number): void {
    this.postings = this.postings.map((p) => {
      if (!p) return undefined;
      const kept = new Int32Array(p.n);
      let n = 0;
      let ordered = true;
      p.forEach((old) => {
        const s = map[old] ?? -1;
        if (s < 0) return;
        if (n > 0 && s < (kept[n - 1] as number)) ordered = false;
        kept[n++] = s;
      });
      const slots = kept.subarray(0, n);
      // A list of gaps needs its slots in order (a bitmap takes them in any).
      if (!ordered && !dense(n, size)) slots.sort();
      return n === 0 ? undefined : Posting.of(slots, size);
    });
  }

  /** Bytes held by the lists and bitmaps (not the lexeme dictionary). */
  bytes(): number {
    let total = this.postings.length * 8;
    for (const p of this.postings) if (p) total += p.bytes();
    return total;
  }

  /** The slots (below `size`) whose advert matches the query, as a bitset; dead slots may be set. */
  match(query: TextQuery, size: number): Uint32Array {
    const words = Math.ceil(size / 32) + 1;
    const evaluate = (q: TextQuery): Uint32Array => {
      const out = new Uint32Array(words);
      switch (q.op) {
        case 'none':
          return out;
        case 'word': {
          const code = this.lexemes.find(q.word);
          if (code > 0) this.postings[code]?.orInto(out);
          return out;
        }
        case 'not': {
          const inner = evaluate(q.arg);
          for (let w = 0; w < words; w += 1) out[w] = ~(inner[w] as number);
          return out;
        }
        case 'and':
        case 'or': {
          const [first, ...rest] = q.args.map(evaluate);
          if (!first) return out;
          for (const other of rest)
            for (let w = 0; w < words; w += 1)
              first[w] =
                q.op === 'and'
                  ? (first[w] as number) & (other[w] as number)
                  : (first[w] as number) | (other[w] as number);
          return first;
        }
      }
    };
    return evaluate(query);
  }

  /** The slots the query matches, a bit each; null when SQL must answer (a phrase, or the text was not prepared). */
  bits(text: string, size: number): Uint32Array | null {
    const query = parsedQueries(this.lexemes).get(text);
    return query ? this.match(query, size) : null;
  }
}

/** Parsed texts per database (keyed by its lexeme dictionary); null = SQL answers (a phrase…). */
const parsed = new WeakMap<LexemeCodes, Map<string, TextQuery | null>>();
const MAX_PARSED = 2000;

function parsedQueries(lexemes: LexemeCodes): Map<string, TextQuery | null> {
  let map = parsed.get(lexemes);
  if (!map) {
    map = new Map();
    parsed.set(lexemes, map);
  }
  return map;
}

/** True when the search text has been parsed (prepareText) and is still cached. */
export function isTextPrepared(text: TextIndex, query: string): boolean {
  return parsedQueries(text.lexemes).has(query);
}

/** Parses the search text with PostgreSQL once (cached), so that `kernel` can answer for it. */
export async function prepareText(db: Db, text: TextIndex, query: string): Promise<void> {
  const map = parsedQueries(text.lexemes);
  if (map.has(query)) return;
  let tree: TextQuery | null = { op: 'none' };
  if (query !== '') {
    const [row] = await rawQuery<{ q: string }>(
      db,
      `select websearch_to_tsquery('romanian', volan_unaccent($1))::text as q`,
      [query],
    );
    tree = parseTsquery(row?.q ?? '');
  }
  if (map.size >= MAX_PARSED) map.delete(map.keys().next().value as string);
  map.set(query, tree);
}

type Token = { kind: 'word'; word: string } | { kind: '&' | '|' | '!' | '(' | ')' };

function tokens(text: string): Token[] | null {
  const out: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i] as string;
    if (c === ' ') i += 1;
    else if (c === '&' || c === '|' || c === '!' || c === '(' || c === ')') {
      out.push({ kind: c });
      i += 1;
    } else if (c === "'") {
      // A lexeme: ' and \ are doubled inside (tsqueryout).
      let word = '';
      i += 1;
      for (;;) {
        if (i >= text.length) return null;
        const d = text[i] as string;
        if ((d === "'" || d === '\\') && text[i + 1] === d) {
          word += d;
          i += 2;
        } else if (d === "'") {
          i += 1;
          break;
        } else {
          word += d;
          i += 1;
        }
      }
      // A weight or prefix mark (':A', ':*') is not kept in memory.
      if (text[i] === ':') return null;
      out.push({ kind: 'word', word });
    } else return null; // '<->' / '<N>': a phrase needs positions.
  }
  return out;
}

/**
 * The tree of a tsquery as PostgreSQL prints it (`|` below `&` below `!`, parentheses), or null
 * when it has phrase operators, weights or prefixes, which only SQL evaluates.
 */
export function parseTsquery(text: string): TextQuery | null {
  const list = tokens(text);
  if (list === null) return null;
  if (list.length === 0) return { op: 'none' };
  let at = 0;
  const peek = (): Token | undefined => list[at];
  const or = (): TextQuery | null => {
    const args = [and()];
    while (peek()?.kind === '|') {
      at += 1;
      args.push(and());
    }
    return join('or', args);
  };
  const and = (): TextQuery | null => {
    const args = [unary()];
    while (peek()?.kind === '&') {
      at += 1;
      args.push(unary());
    }
    return join('and', args);
  };
  const unary = (): TextQuery | null => {
    const t = list[at++];
    if (!t) return null;
    if (t.kind === 'word') return { op: 'word', word: t.word };
    if (t.kind === '!') {
      const arg = unary();
      return arg && { op: 'not', arg };
    }
    if (t.kind === '(') {
      const inner = or();
      return list[at++]?.kind === ')' ? inner : null;
    }
    return null;
  };
  const tree = or();
  return at === list.length ? tree : null;
}

function join(op: 'and' | 'or', args: (TextQuery | null)[]): TextQuery | null {
  if (args.some((a) => a === null)) return null;
  return args.length === 1 ? (args[0] as TextQuery) : { op, args: args as TextQuery[] };
}
