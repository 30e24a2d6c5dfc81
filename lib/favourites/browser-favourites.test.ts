/** The browser's favourites: newest first, capped like an account's, a refused write is an error. */
import { memoryStorage } from '@/test-support/memory-storage';
import {
  BROWSER_FAVOURITES_KEY,
  BROWSER_FAVOURITES_MAX,
  TOO_MANY_KEY,
  clearKeptAdverts,
  keepAdvert,
  keptAdvertIds,
  mergeKeptAdverts,
} from './browser-favourites';

describe('browser favourites', () => {
  it('keeps the newest first, once each, and removes', () => {
    const storage = memoryStorage();
    keepAdvert(storage, '1', true);
    keepAdvert(storage, '2', true);
    expect(keepAdvert(storage, '1', true)).toEqual({ kind: 'kept', ids: ['1', '2'] });
    expect(keptAdvertIds(storage)).toEqual(['1', '2']);
    keepAdvert(storage, '1', false);
    expect(keptAdvertIds(storage)).toEqual(['2']);
    keepAdvert(storage, '2', false);
    expect(storage.map.has(BROWSER_FAVOURITES_KEY)).toBe(false);
  });

  it('refuses a follow beyond the cap (an unfollow is always fine)', () => {
    const storage = memoryStorage();
    const ids = Array.from({ length: BROWSER_FAVOURITES_MAX }, (_, i) => String(i + 1));
    storage.map.set(BROWSER_FAVOURITES_KEY, JSON.stringify(ids));
    expect(keepAdvert(storage, '9999', true)).toEqual({ kind: 'refused', key: TOO_MANY_KEY });
    expect(keepAdvert(storage, '1', true)).toMatchObject({ kind: 'kept' });
    expect(keepAdvert(storage, '1', false)).toMatchObject({ kind: 'kept' });
    expect(keptAdvertIds(storage)).toHaveLength(BROWSER_FAVOURITES_MAX - 1);
  });

  it('throws when the browser keeps nothing, and reads nothing from a broken value', () => {
    expect(() => keepAdvert(memoryStorage(true), '1', true)).toThrow();
    expect(() => keepAdvert(null, '1', true)).toThrow();
    const storage = memoryStorage();
    storage.map.set(BROWSER_FAVOURITES_KEY, '{not json');
    expect(keptAdvertIds(storage)).toEqual([]);
    storage.map.set(BROWSER_FAVOURITES_KEY, JSON.stringify(['3', 4, '', null]));
    expect(keptAdvertIds(storage)).toEqual(['3']);
    clearKeptAdverts(storage);
    expect(keptAdvertIds(storage)).toEqual([]);
  });

  it('merges what was kept into the account and forgets it only once merged', async () => {
    const storage = memoryStorage();
    expect(await mergeKeptAdverts(storage, () => Promise.resolve(['9']))).toBeNull();
    keepAdvert(storage, '1', true);
    keepAdvert(storage, '2', true);
    expect(await mergeKeptAdverts(storage, () => Promise.reject(new Error('network')))).toBeNull();
    expect(keptAdvertIds(storage)).toEqual(['2', '1']);
    const merged: (readonly string[])[] = [];
    const ids = await mergeKeptAdverts(storage, (kept) => {
      merged.push(kept);
      return Promise.resolve([...kept, '7']);
    });
    expect(merged).toEqual([['2', '1']]);
    expect(ids).toEqual(['2', '1', '7']);
    expect(keptAdvertIds(storage)).toEqual([]);
  });
});
