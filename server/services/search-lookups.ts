/**
 * Lookups of the catalogue a search resolves its slugs and codes with (makes, models, generations,
 * counties, cities: rows the seed and migrations write, never the running app), kept per database
 * once found, so that a listing with a make and a model does not make two round trips before it
 * can search (decision 0038). Only what was found is kept: an unknown slug asks the database again
 * each time (a row added later is found), and its refusal stays the database's answer.
 */
import type { Db } from '@/server/db/client';

const MAX_KEPT = 5000;
const kept = new WeakMap<Db, Map<string, unknown>>();

/** `fetch()`'s answer for `key`, kept when `found(answer)` (a row was found). */
export async function catalogueLookup<T>(
  db: Db,
  key: string,
  fetch: () => Promise<T>,
  found: (answer: T) => boolean,
): Promise<T> {
  let answers = kept.get(db);
  if (!answers) {
    answers = new Map();
    kept.set(db, answers);
  }
  if (answers.has(key)) return answers.get(key) as T;
  const answer = await fetch();
  if (found(answer)) {
    if (answers.size >= MAX_KEPT) answers.clear();
    answers.set(key, answer);
  }
  return answer;
}
