/**
 * Saved searches of an account (SPEC §2.2, §2.6; docs/saved-searches.md): save, list newest first
 * (with the listing URL, the filters in words and the count of new adverts), rename, set the alert
 * frequency, delete, mark visited, and unsubscribe from an alert e-mail's link.
 *
 * Whose searches: the signed-in account's own, a dealer's team sub-user included (as favourites:
 * a search is a person's, not the business's).
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { type AlertFrequencyCode, savedSearches } from '@/server/db/schema/saved-searches';
import type { Locale } from '@/lib/i18n/i18n-config';
import { UserInputError } from '../ads.types';
import { checkSearch, type StoredResolved } from './saved-search-filters';
import { searchIdOfToken, newUnsubscribeSecret, verifyUnsubscribeToken } from './saved-search-tokens';
import { frequencyOf, toSavedSearchDtos, type SavedSearchRow } from './saved-search-dto';
import type { AlertFrequency, SavedSearchDto, SaveSearchInput } from './saved-searches.types';

/** The most saved searches an account keeps (one page, no cursor). */
export const SAVED_SEARCHES_MAX = 50;
/** The longest name, in characters, after trimming. */
export const SAVED_SEARCH_NAME_MAX = 80;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const FREQUENCIES: Record<AlertFrequency, AlertFrequencyCode> = {
  INSTANT: 'instant',
  DAILY: 'daily',
  WEEKLY: 'weekly',
  OFF: 'off',
};

const unknown = () => new UserInputError('errors:savedSearches.unknown', 'No such saved search.', 'id');

/** A name of 1-80 characters once trimmed. */
function checkName(name: unknown): string {
  const trimmed = typeof name === 'string' ? name.trim() : '';
  const length = [...trimmed].length;
  if (length < 1 || length > SAVED_SEARCH_NAME_MAX)
    throw new UserInputError('errors:savedSearches.badName', 'A name of 1 to 80 characters.', 'name');
  return trimmed;
}

function frequencyCode(frequency: unknown): AlertFrequencyCode {
  const code = FREQUENCIES[frequency as AlertFrequency];
  if (!code) throw new UserInputError('errors:savedSearches.badFrequency', 'Unknown frequency.', 'frequency');
  return code;
}

/** The current end of the fresh-advert queue: a search's alerts start after it. */
const freshEnd = sql<number>`(select coalesce(max(seq), 0) from saved_search_fresh_adverts)`;

const rowColumns = {
  id: savedSearches.id,
  name: savedSearches.name,
  categorySlug: savedSearches.categorySlug,
  filters: savedSearches.filters,
  resolved: sql<StoredResolved>`${savedSearches.resolved}`,
  frequency: savedSearches.frequency,
  createdAt: savedSearches.createdAt,
  lastVisitedAt: savedSearches.lastVisitedAt,
};

async function ownRow(db: Db, accountId: string, id: string): Promise<SavedSearchRow> {
  if (typeof id !== 'string' || !UUID.test(id)) throw unknown();
  const [row] = await db
    .select(rowColumns)
    .from(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.accountId, accountId)));
  if (!row) throw unknown();
  return row;
}

async function one(db: Db, row: SavedSearchRow, locale: Locale): Promise<SavedSearchDto> {
  const [dto] = await toSavedSearchDtos(db, [row], locale);
  if (!dto) throw new Error('saved search dto missing');
  return dto;
}

/**
 * Saves a search. Refused (BAD_USER_INPUT): a bad name; filters the listing refuses
 * (errors:search.*) or a URL cannot carry; the same category and filters already saved
 * (errors:savedSearches.duplicate, field 'filters', extensions.existingName); a 51st search.
 */
export async function saveSearch(
  db: Db,
  accountId: string,
  input: SaveSearchInput,
  now: Date,
  locale: Locale,
): Promise<SavedSearchDto> {
  const name = checkName(input.name);
  const frequency = frequencyCode(input.frequency);
  const checked = await checkSearch(db, input.categorySlug, input.filters);
  // Every column, in the table's order (an INSERT ... SELECT needs them all).
  const values = {
    id: sql<string>`gen_random_uuid()`.as('id'),
    accountId: sql<string>`${accountId}::uuid`.as('account_id'),
    name: sql<string>`${name}::text`.as('name'),
    categoryId: sql<number>`${checked.category.id}::int`.as('category_id'),
    categorySlug: sql<string>`${checked.category.slug}::text`.as('category_slug'),
    filters: sql`${JSON.stringify(checked.filters)}::jsonb`.as('filters'),
    resolved: sql`${JSON.stringify(checked.resolved)}::jsonb`.as('resolved'),
    filtersKey: sql<string>`${checked.key}::text`.as('filters_key'),
    frequency: sql<string>`${frequency}::text`.as('frequency'),
    createdAt: sql<Date>`${now.toISOString()}::timestamptz`.as('created_at'),
    lastVisitedAt: sql<Date>`${now.toISOString()}::timestamptz`.as('last_visited_at'),
    lastAlertedAt: sql<Date | null>`null::timestamptz`.as('last_alerted_at'),
    fromSeq: sql<number>`${freshEnd}`.as('from_seq'),
    unsubscribeSecret: sql<string>`${newUnsubscribeSecret()}::text`.as('unsubscribe_secret'),
  };
  // One statement, so two tabs saving at once cannot both pass the cap or both save the same search.
  const [inserted] = await db
    .insert(savedSearches)
    .select(
      db
        .select(values)
        .from(sql`(select 1) as one`)
        .where(
          sql`(select count(*) from ${savedSearches} where ${savedSearches.accountId} = ${accountId}) < ${SAVED_SEARCHES_MAX}`,
        ),
    )
    .onConflictDoNothing()
    .returning(rowColumns);
  if (inserted) return one(db, inserted, locale);
  const [existing] = await db
    .select({ name: savedSearches.name })
    .from(savedSearches)
    .where(and(eq(savedSearches.accountId, accountId), eq(savedSearches.filtersKey, checked.key)));
  if (existing)
    throw new UserInputError('errors:savedSearches.duplicate', 'This search is already saved.', 'filters', {
      existingName: existing.name,
    });
  throw new UserInputError('errors:savedSearches.tooMany', `At most ${SAVED_SEARCHES_MAX} saved searches.`, 'name');
}

/** The account's saved searches, newest first. */
export async function listSavedSearches(db: Db, accountId: string, locale: Locale): Promise<SavedSearchDto[]> {
  const rows = await db
    .select(rowColumns)
    .from(savedSearches)
    .where(eq(savedSearches.accountId, accountId))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id))
    .limit(SAVED_SEARCHES_MAX);
  return toSavedSearchDtos(db, rows, locale);
}

/** Renames one of the account's searches. */
export async function renameSavedSearch(
  db: Db,
  accountId: string,
  id: string,
  name: string,
  locale: Locale,
): Promise<SavedSearchDto> {
  const trimmed = checkName(name);
  await ownRow(db, accountId, id);
  const [row] = await db
    .update(savedSearches)
    .set({ name: trimmed })
    .where(and(eq(savedSearches.id, id), eq(savedSearches.accountId, accountId)))
    .returning(rowColumns);
  if (!row) throw unknown();
  return one(db, row, locale);
}

/**
 * Sets how often the search e-mails. Turning alerts back on after OFF starts them from now: the
 * adverts published while they were off are not sent.
 */
export async function setSavedSearchFrequency(
  db: Db,
  accountId: string,
  id: string,
  frequency: AlertFrequency,
  locale: Locale,
): Promise<SavedSearchDto> {
  const code = frequencyCode(frequency);
  await ownRow(db, accountId, id);
  const [row] = await db
    .update(savedSearches)
    .set({
      frequency: code,
      fromSeq: sql`case when ${savedSearches.frequency} = 'off' then ${freshEnd} else ${savedSearches.fromSeq} end`,
    })
    .where(and(eq(savedSearches.id, id), eq(savedSearches.accountId, accountId)))
    .returning(rowColumns);
  if (!row) throw unknown();
  return one(db, row, locale);
}

/** Deletes one of the account's searches (its sent adverts go with it); answers its id. */
export async function deleteSavedSearch(db: Db, accountId: string, id: string): Promise<string> {
  if (typeof id !== 'string' || !UUID.test(id)) throw unknown();
  const [row] = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.accountId, accountId)))
    .returning({ id: savedSearches.id });
  if (!row) throw unknown();
  return row.id;
}

/** The buyer opened the search: its new-advert count starts again from `now`. */
export async function markSavedSearchVisited(
  db: Db,
  accountId: string,
  id: string,
  now: Date,
  locale: Locale,
): Promise<SavedSearchDto> {
  if (typeof id !== 'string' || !UUID.test(id)) throw unknown();
  const [row] = await db
    .update(savedSearches)
    .set({ lastVisitedAt: now })
    .where(and(eq(savedSearches.id, id), eq(savedSearches.accountId, accountId)))
    .returning(rowColumns);
  if (!row) throw unknown();
  return one(db, row, locale);
}

/** What an unsubscribe turned off. */
export interface SavedSearchUnsubscribeDto {
  name: string;
  frequency: AlertFrequency;
}

/** The search a token names, when the token is good: what the unsubscribe page shows before its button. */
export async function readUnsubscribeToken(
  db: Db,
  token: string,
  key: string,
): Promise<(SavedSearchUnsubscribeDto & { id: string }) | null> {
  const id = searchIdOfToken(token);
  if (id === null) return null;
  const [row] = await db
    .select({ secret: savedSearches.unsubscribeSecret, name: savedSearches.name, frequency: savedSearches.frequency })
    .from(savedSearches)
    .where(eq(savedSearches.id, id));
  if (!row || !verifyUnsubscribeToken(key, token, id, row.secret)) return null;
  return { id, name: row.name, frequency: frequencyOf(row.frequency) };
}

/**
 * Turns off the alerts of the search a token names (no session: the token is the proof). A token
 * that is malformed, forged, altered or of a deleted search is errors:savedSearches.badUnsubscribeLink;
 * using a good one again is fine.
 */
export async function unsubscribeSavedSearch(db: Db, token: string, key: string): Promise<SavedSearchUnsubscribeDto> {
  const bad = () =>
    new UserInputError('errors:savedSearches.badUnsubscribeLink', 'Not a valid unsubscribe link.', 'token');
  const search = await readUnsubscribeToken(db, token, key);
  if (!search) throw bad();
  const [updated] = await db
    .update(savedSearches)
    .set({ frequency: 'off' })
    .where(eq(savedSearches.id, search.id))
    .returning({ name: savedSearches.name });
  if (!updated) throw bad();
  return { name: updated.name, frequency: 'OFF' };
}
