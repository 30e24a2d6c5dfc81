import { describe, expect, it } from 'vitest';
import {
  andCount,
  intersect,
  keepLive,
  keptForVersion,
  keptLiveSet,
  popcount,
  stretchCount,
  wordSpan,
} from './search-memory-bits';
import { CategoryStore, newDictionaries } from './search-memory-store';

const bitsOf = (slots: number[], words = 4): Uint32Array => {
  const bits = new Uint32Array(words);
  for (const s of slots) bits[s >>> 5] = (bits[s >>> 5] as number) | (1 << (s & 31));
  return bits;
};
const slotsOf = (bits: Uint32Array): number[] =>
  [...Array(bits.length * 32).keys()].filter((s) => (((bits[s >>> 5] as number) >>> (s & 31)) & 1) === 1);

describe('search-memory-bits', () => {
  it('popcount counts the set bits of a 32-bit word', () => {
    expect([0, 1, 0xff, 0x80000000, 0xffffffff, 0x55555555].map((v) => popcount(v | 0))).toEqual([0, 1, 8, 1, 32, 16]);
  });

  it('counts the set bits of a stretch of slots, within a word, across words and past the end', () => {
    const slots = [0, 1, 31, 32, 33, 63, 64, 90, 127];
    const bits = bitsOf(slots);
    for (let from = 0; from <= 140; from += 1)
      for (let to = from; to <= 140; to += 1)
        expect(stretchCount(bits, from, to), `[${from}, ${to})`).toBe(slots.filter((s) => s >= from && s < to).length);
  });

  it('intersects sets of any length, smallest first, and counts the result', () => {
    const a = { bits: bitsOf([1, 5, 40, 64, 100]), count: 5 };
    const b = { bits: bitsOf([5, 40, 41, 100, 127]), count: 5 };
    const c = { bits: bitsOf([40, 100], 5), count: 2 };
    expect(intersect([a])).toBe(a);
    const ab = intersect([a, b]);
    expect(slotsOf(ab.bits)).toEqual([5, 40, 100]);
    expect(ab.count).toBe(3);
    const abc = intersect([a, b, c]);
    expect(slotsOf(abc.bits)).toEqual([40, 100]);
    expect(abc.count).toBe(2);
    // The inputs are left as they were.
    expect(slotsOf(a.bits)).toEqual([1, 5, 40, 64, 100]);
  });

  it('reads only the words where every set may have slots', () => {
    const spread = { bits: bitsOf([1, 40, 70, 100, 127]), count: 5 };
    // A make's stretch: words 1 and 2 only.
    const stretch = { bits: bitsOf([40, 41, 70, 90]), count: 4, ...wordSpan(bitsOf([40, 41, 70, 90])) };
    expect([stretch.from, stretch.to]).toEqual([1, 3]);
    const both = intersect([spread, stretch]);
    expect(slotsOf(both.bits)).toEqual([40, 70]);
    expect([both.count, both.from, both.to]).toEqual([2, 1, 3]);
    // Slots past the span are not counted (the span says they are not there).
    expect(intersect([{ ...spread, from: 0, to: 1 }, spread]).count).toBe(1);
    // Stretches that do not meet.
    const apart = intersect([stretch, { bits: bitsOf([1, 127]), count: 2, from: 0, to: 1 }]);
    expect([apart.count, apart.from, apart.to, slotsOf(apart.bits)]).toEqual([0, 1, 1, []]);
    expect(wordSpan(new Uint32Array(3))).toEqual({ from: 3, to: 3 });
  });

  it('keeps a set (dead slots cleared) until the store changes', () => {
    const store = new CategoryStore(newDictionaries());
    let made = 0;
    const make = (): Uint32Array => {
      made += 1;
      return bitsOf([2, 3, 70]);
    };
    const live = bitsOf([3, 70, 90]);
    const first = keptLiveSet(store, 'k', live, make);
    expect(first && slotsOf(first.bits)).toEqual([3, 70]);
    expect(first?.count).toBe(2);
    expect(keptLiveSet(store, 'k', live, make)).toBe(first);
    expect(made).toBe(1);
    store.version += 1;
    expect(keptLiveSet(store, 'k', live, make)).not.toBe(first);
    expect(made).toBe(2);
    expect(keptLiveSet(store, 'none', live, () => null)).toBeNull();
  });

  it('forgets the least recently used value first when too many are kept', () => {
    const store = new CategoryStore(newDictionaries());
    const made: string[] = [];
    const keep = (key: string): string => keptForVersion(store, key, () => (made.push(key), key));
    keep('often');
    for (let k = 0; k < 200; k += 1) {
      keep(`once-${k}`);
      // Used between the others: never the least recently used, so never made again.
      keep('often');
    }
    expect(made.filter((key) => key === 'often')).toHaveLength(1);
    // The oldest of the others was forgotten and is made again.
    keep('once-0');
    expect(made.filter((key) => key === 'once-0')).toHaveLength(2);
  });

  it('counts the slots two sets share over the shorter, and keeps only live slots of a set', () => {
    expect(andCount(bitsOf([1, 5, 40, 64, 100, 127]), bitsOf([5, 40, 127, 130], 5))).toBe(3);
    expect(andCount(bitsOf([1, 2], 1), bitsOf([1, 2, 33]))).toBe(2);
    expect(andCount(new Uint32Array(0), bitsOf([1]))).toBe(0);
    // Past the end of `live` every slot counts as dead (a negated text sets bits past the store).
    const bits = bitsOf([0, 31, 32, 95, 96, 127]);
    expect(keepLive(bits, bitsOf([0, 31, 95, 96], 3))).toBe(3);
    expect(slotsOf(bits)).toEqual([0, 31, 95]);
  });
});
