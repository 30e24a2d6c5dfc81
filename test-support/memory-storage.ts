/** A local storage in memory for tests of code that keeps things in the browser. */
import type { KeyValueStorage } from '@/lib/session/session-storage';

/** `full` makes every write throw, as a full or disabled storage does. */
export function memoryStorage(full = false): KeyValueStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => {
      if (full) throw new DOMException('full', 'QuotaExceededError');
      map.set(key, value);
    },
    removeItem: (key) => void map.delete(key),
  };
}
