/**
 * Matching saved searches against adverts in bulk, with the listing's own SQL conditions
 * (advertConditions of search-conditions.ts), so an alert lists exactly what opening the search
 * would show (docs/decisions/0035).
 *
 * - matchFreshAdverts: many searches against the adverts that became active in a range of the
 *   fresh-advert queue, in one statement per MATCH_BATCH searches: the range is materialised once as a CTE
 *   named like the adverts table, and each search is one UNION ALL branch of its conditions over
 *   it. Searches of categories without a fresh advert are left out before any SQL is built.
 * - countNewAdverts: an account's searches (at most 50), each counted up to 100 newer adverts, in
 *   one query.
 */
import { and, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { type Db, rawQuery } from '@/server/db/client';
import { adverts } from '@/server/db/schema/adverts';
import { advertConditions } from '../search-conditions';
import { asResolved, type StoredResolved } from './saved-search-filters';

const dialect = new PgDialect();

/**
 * Searches per matching statement. PostgreSQL's planning of a UNION ALL grows faster than its
 * branches: bench:alerts measured 10,000 searches in 8.2 s with 1,000 a statement, 5.2 s with 200,
 * 6.0 s with 50 (a shared machine; docs/saved-searches.md, Bench).
 */
export const MATCH_BATCH = 250;
/** The most new adverts a search's count reads (the screen shows '100+'). */
export const NEW_ADVERTS_COUNT_CAP = 100;

/** A search as matching needs it. */
export interface MatchableSearch {
  id: string;
  categoryId: number;
  resolved: StoredResolved;
  /** The search's filters_key: its compiled conditions are kept under id and key. */
  key: string;
  /** Only adverts that became active after this fresh seq. */
  fromSeq: number;
}

/** What a matching pass found and cost. */
export interface MatchResult {
  /** Search id -> advert ids never sent to it, newest first. */
  matches: Map<string, number[]>;
  /** SQL statements the matching ran. */
  queries: number;
}

async function run<T>(db: Db, query: SQL): Promise<T[]> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return rawQuery<T>(db, text, params);
}

/** A search's conditions as SQL text with $1.. placeholders, and their values. */
interface CompiledWhere {
  text: string;
  params: unknown[];
}

/**
 * Compiled conditions by search id and filters key. Building and compiling drizzle SQL costs about
 * 0.2-0.5 ms a search, most of a run's time at 10,000 searches; searches rarely change, and the
 * key changes with them. Bounded: cleared past CACHE_MAX entries.
 */
const compiledCache = new Map<string, CompiledWhere>();
const CACHE_MAX = 100_000;

function compiledWhere(search: MatchableSearch): CompiledWhere {
  const cacheKey = `${search.id}:${search.key}`;
  const cached = compiledCache.get(cacheKey);
  if (cached) return cached;
  const query = dialect.sqlToQuery(whereOf(search));
  const compiled = { text: query.sql, params: query.params };
  if (compiledCache.size >= CACHE_MAX) compiledCache.clear();
  compiledCache.set(cacheKey, compiled);
  return compiled;
}

/** The conditions of a search as one SQL expression. */
function whereOf(search: { resolved: StoredResolved }): SQL {
  return and(...advertConditions(asResolved(search.resolved))) ?? sql`true`;
}

/**
 * The adverts that became active with a fresh seq in (lo, hi], still active, matching each search
 * and never sent to it.
 */
export async function matchFreshAdverts(
  db: Db,
  searches: readonly MatchableSearch[],
  range: { lo: number; hi: number },
  batchSize = MATCH_BATCH,
): Promise<MatchResult> {
  const matches = new Map<string, number[]>();
  const live = searches.filter((s) => s.fromSeq < range.hi);
  if (live.length === 0 || range.hi <= range.lo) return { matches, queries: 0 };
  const categories = await rawQuery<{ category_id: number }>(
    db,
    `select distinct a.category_id from saved_search_fresh_adverts f join adverts a on a.id = f.advert_id
     where f.seq > $1 and f.seq <= $2 and a.status = 'active'`,
    [range.lo, range.hi],
  );
  let queries = 1;
  const fresh = new Set(categories.map((row) => Number(row.category_id)));
  // By category, so a statement's CTE holds only the new adverts of its searches' categories.
  const wanted = live.filter((s) => fresh.has(s.categoryId)).sort((a, b) => a.categoryId - b.categoryId);
  for (let start = 0; start < wanted.length; start += batchSize) {
    const batch = wanted.slice(start, start + batchSize);
    const params: unknown[] = [range.lo, range.hi, [...new Set(batch.map((s) => s.categoryId))]];
    // One branch per search, its conditions compiled once (compiledWhere) and renumbered into the
    // batch's parameters. "adverts" in the branches is the CTE, so the listing's conditions,
    // written on adverts.*, read the fresh rows; public.adverts is the table.
    const branches = batch.map((s) => {
      const where = compiledWhere(s);
      const offset = params.length;
      params.push(s.id, s.fromSeq, ...where.params);
      const text = where.text.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + offset + 2}`);
      return `select $${offset + 1}::uuid as search_id, "adverts"."id" as advert_id from fresh as "adverts"
        where ${text} and "adverts"."fresh_seq" > $${offset + 2}::int8`;
    });
    const rows = await rawQuery<{ search_id: string; advert_id: string | number }>(
      db,
      `with fresh as materialized (
         select a.*, f.seq as fresh_seq from saved_search_fresh_adverts f join public.adverts a on a.id = f.advert_id
         where f.seq > $1::int8 and f.seq <= $2::int8 and a.status = 'active' and a.category_id = any($3::int[]))
       select distinct m.search_id::text as search_id, m.advert_id from (${branches.join('\nunion all\n')}) m
       where not exists (select 1 from saved_search_sent x where x.saved_search_id = m.search_id and x.advert_id = m.advert_id)`,
      params,
    );
    queries += 1;
    for (const row of rows) {
      const list = matches.get(row.search_id) ?? [];
      list.push(Number(row.advert_id));
      matches.set(row.search_id, list);
    }
  }
  for (const list of matches.values()) list.sort((a, b) => b - a);
  return { matches, queries };
}

/** Per search id, its active matching adverts posted after `since` (at most NEW_ADVERTS_COUNT_CAP each). */
export async function countNewAdverts(
  db: Db,
  searches: readonly { id: string; resolved: StoredResolved; since: Date }[],
): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  if (searches.length === 0) return counts;
  const branches = searches.map(
    (s) =>
      sql`(select ${s.id}::uuid as search_id from ${adverts} where ${whereOf(s)} and ${adverts.createdAt} > ${s.since.toISOString()}::timestamptz limit ${NEW_ADVERTS_COUNT_CAP})`,
  );
  const rows = await run<{ search_id: string; n: number }>(
    db,
    sql`select m.search_id::text as search_id, count(*)::int as n from (${sql.join(branches, sql` union all `)}) m group by m.search_id`,
  );
  for (const row of rows) counts.set(row.search_id, Number(row.n));
  return counts;
}
