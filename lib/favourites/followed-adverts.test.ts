/**
 * The page load's list of followed adverts: the browser's when signed out; the account's when
 * signed in, after one merge of what the browser kept (cleared only when the merge succeeded).
 */
import { memoryStorage } from '@/test-support/memory-storage';
import { BROWSER_FAVOURITES_KEY, keptAdvertIds } from './browser-favourites';
import { createFollowedAdvertsStore, type FollowedAdvertsSources } from './followed-adverts';

function setUp(sources: Partial<FollowedAdvertsSources> = {}) {
  const storage = memoryStorage();
  const fetchIds = vi.fn(() => Promise.resolve(['7', '8']));
  const mergeIds = vi.fn((ids: readonly string[]) => Promise.resolve([...ids, '7', '8']));
  const store = createFollowedAdvertsStore({ storage: () => storage, fetchIds, mergeIds, ...sources });
  const changes = vi.fn();
  store.subscribe(changes);
  return { storage, fetchIds, mergeIds, store, changes };
}

const ids = (list: { ids: ReadonlySet<string> } | null) => (list ? [...list.ids] : null);

describe('followed adverts', () => {
  it('signed out: the browser’s ids at once, nothing asked of the server', () => {
    const { storage, store, fetchIds, mergeIds } = setUp();
    storage.map.set(BROWSER_FAVOURITES_KEY, JSON.stringify(['3']));
    expect(store.get(null)).toBeNull();
    store.ensure('');
    expect(store.get('')).toEqual({ signedIn: false, ids: new Set(['3']) });
    expect(fetchIds).not.toHaveBeenCalled();
    expect(mergeIds).not.toHaveBeenCalled();
  });

  it('signed in without kept ids: one query however many hearts ask', async () => {
    const { store, fetchIds, mergeIds } = setUp();
    store.ensure('u1');
    store.ensure('u1');
    expect(store.get('u1')).toBeNull();
    await vi.waitFor(() => expect(store.get('u1')).not.toBeNull());
    expect(store.get('u1')?.signedIn).toBe(true);
    expect(ids(store.get('u1'))).toEqual(['7', '8']);
    expect(fetchIds).toHaveBeenCalledTimes(1);
    expect(mergeIds).not.toHaveBeenCalled();
    expect(store.get('u2')).toBeNull();
  });

  it('signed in with kept ids: merged once, then the browser’s list is cleared', async () => {
    const { storage, store, fetchIds, mergeIds } = setUp();
    storage.map.set(BROWSER_FAVOURITES_KEY, JSON.stringify(['3', '4']));
    store.ensure('u1');
    await vi.waitFor(() => expect(store.get('u1')).not.toBeNull());
    expect(mergeIds).toHaveBeenCalledWith(['3', '4']);
    expect(fetchIds).not.toHaveBeenCalled();
    expect(ids(store.get('u1'))).toEqual(['3', '4', '7', '8']);
    expect(keptAdvertIds(storage)).toEqual([]);
  });

  it('a failed merge loses nothing: the browser keeps its list, the account’s ids are shown', async () => {
    const { storage, store, fetchIds } = setUp({ mergeIds: () => Promise.reject(new Error('network')) });
    storage.map.set(BROWSER_FAVOURITES_KEY, JSON.stringify(['3']));
    store.ensure('u1');
    await vi.waitFor(() => expect(store.get('u1')).not.toBeNull());
    expect(fetchIds).toHaveBeenCalledTimes(1);
    expect(ids(store.get('u1'))).toEqual(['7', '8']);
    expect(keptAdvertIds(storage)).toEqual(['3']);
  });

  it('a failed query leaves the hearts unknown; a saved change reaches every heart', async () => {
    const failing = setUp({ fetchIds: () => Promise.reject(new Error('network')) });
    failing.store.ensure('u1');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(failing.store.get('u1')).toBeNull();

    const { store, changes } = setUp();
    store.ensure('');
    store.setFollowed('5', true);
    expect(ids(store.get(''))).toEqual(['5']);
    store.setFollowed('5', false);
    expect(ids(store.get(''))).toEqual([]);
    expect(changes).toHaveBeenCalledTimes(3);
  });

  it('a session that changed while loading does not get the previous viewer’s list', async () => {
    let answer: (ids: string[]) => void = () => {};
    const { store } = setUp({ fetchIds: () => new Promise<string[]>((resolve) => (answer = resolve)) });
    store.ensure('u1');
    store.ensure('');
    answer(['9']);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(store.get('u1')).toBeNull();
    expect(store.get('')).toEqual({ signedIn: false, ids: new Set() });
  });
});
