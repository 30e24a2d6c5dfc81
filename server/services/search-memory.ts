/**
 * The in-memory search index (docs/search.md, decision 0017): the searchable values of every
 * active advert, per category, in typed arrays, so a count or the facets of any filter
 * combination are one pass over numbers instead of a scan of wide rows. PostgreSQL stays the
 * truth: before it answers, the index reads the change log that triggers keep
 * (advert_search_changes, migration 0012) and reloads the adverts changed since its last look —
 * posted, edited, expired or deleted — so counts are exact as of the call.
 *
 * Ordering without a lock: the log row carries the writer's transaction id; each look reads the
 * changes of every transaction at or above the previous look's snapshot xmin (the oldest
 * transaction still running then), so a transaction that commits late is still seen. Reloading an
 * advert is idempotent, so a change read twice is harmless.
 *
 * A large database loads in the background (the callers fall back to SQL until it is ready); a
 * small one (tests, demo) loads at the first call. An index that has not looked for longer than the
 * log keeps its rows (search-changes.ts, PRUNE_AFTER_MS) loads afresh.
 */
import { type Db, rawQuery } from '@/server/db/client';
import { EUR_TO_LEI } from './prices';
import { pruneSearchChanges } from './search-changes';
import { prepareRanges } from './search-memory-narrow';
import { packedWords } from './search-memory-packed';
import { buildOrders } from './search-memory-order';
import { CategoryStore, type Dictionaries, type MemoryRow, newDictionaries } from './search-memory-store';
import { isTextPrepared, prepareText } from './search-memory-text';

/** An index that has not looked at the log for this long reloads (the log may have lost changes). */
const STALE_AFTER_MS = 10 * 60_000;
/** Below this many adverts (planner estimate) the first call loads and waits. */
const SMALL_TABLE = 50_000;
const LOAD_CHUNK = 50_000;

export const LOAD_COLUMNS = `id::int8::float8 as id, category_id, subcategory_id, make_id, model_id, generation_id, fuel_type,
  gearbox, body_type, door_count, color, seller_type, price_indicator, part_type, county_code, badges,
  compatible_make_id, compatible_model_id, city_id, latitude, longitude, user_id::text as user_id,
  price_lei, (coalesce(price_net, price_gross) * case when currency = 'EUR' then ${EUR_TO_LEI}::numeric else 1 end)::float8
    as price_net_lei, year, mileage, engine_power, engine_capacity, operating_hours, weight_kg,
  case when is_new then 1 else 2 end as is_new, (extract(epoch from created_at) * 1000)::float8 as created_ms,
  relevance_key::float8 as relevance_key, array_to_string(tsvector_to_array(search_vector), ' ') as lexemes`;

interface MemoryIndex {
  stores: Map<number, CategoryStore>;
  dictionaries: Dictionaries;
  /** Snapshot xmin of the last look (text of an xid8). */
  xmin: string;
  /** Log rows already applied whose transaction was at or above xmin (id -> xid). */
  applied: Map<string, bigint>;
  lookedAt: number;
  prunedAt: number;
}

interface Registry {
  index: MemoryIndex | null;
  loading: Promise<MemoryIndex> | null;
  looking: Promise<void> | null;
  disabled: boolean;
}

const registries = new WeakMap<Db, Registry>();

function registryOf(db: Db): Registry {
  let r = registries.get(db);
  if (!r) {
    r = { index: null, loading: null, looking: null, disabled: process.env.SEARCH_MEMORY === 'off' };
    registries.set(db, r);
  }
  return r;
}

function storeOf(index: MemoryIndex, categoryId: number): CategoryStore {
  let store = index.stores.get(categoryId);
  if (!store) {
    store = new CategoryStore(index.dictionaries);
    index.stores.set(categoryId, store);
  }
  return store;
}

async function snapshotXmin(db: Db): Promise<string> {
  const [row] = await rawQuery<{ xmin: string }>(db, 'select pg_snapshot_xmin(pg_current_snapshot())::text as xmin');
  return row?.xmin ?? '0';
}

/** Loads every active advert, in chunks of ids. */
async function load(db: Db): Promise<MemoryIndex> {
  const index: MemoryIndex = {
    stores: new Map(),
    dictionaries: newDictionaries(),
    xmin: await snapshotXmin(db),
    applied: new Map(),
    lookedAt: Date.now(),
    prunedAt: 0,
  };
  const [range] = await rawQuery<{ lo: number | null; hi: number | null }>(
    db,
    'select min(id)::float8 as lo, max(id)::float8 as hi from adverts',
  );
  for (let lo = range?.lo ?? 0; range?.hi !== null && range?.hi !== undefined && lo <= range.hi; lo += LOAD_CHUNK) {
    const rows = await rawQuery<MemoryRow>(
      db,
      `select ${LOAD_COLUMNS} from adverts where id >= $1 and id < $2 and status = 'active'`,
      [lo, lo + LOAD_CHUNK],
    );
    for (const row of rows) storeOf(index, row.category_id).put(normalise(row));
  }
  for (const store of index.stores.values()) {
    store.trim();
    buildOrders(store);
    prepareRanges(store);
    packedWords(store);
  }
  // Changes made while loading are read by the first look (from the xmin taken before loading).
  await look(db, index);
  return index;
}

/** node-postgres gives numeric and bigint as text, PGlite as numbers: numbers everywhere. */
function normalise(row: MemoryRow): MemoryRow {
  const n = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));
  return {
    ...row,
    id: Number(row.id),
    price_lei: Number(row.price_lei),
    price_net_lei: Number(row.price_net_lei),
    created_ms: Number(row.created_ms),
    relevance_key: Number(row.relevance_key),
    latitude: n(row.latitude),
    longitude: n(row.longitude),
  };
}

/** Applies the changes logged since the last look. */
async function look(db: Db, index: MemoryIndex): Promise<void> {
  const [head] = await rawQuery<{ xmin: string; changes: { id: string; advert: number; xid: string }[] | null }>(
    db,
    `select pg_snapshot_xmin(pg_current_snapshot())::text as xmin,
      (select json_agg(json_build_object('id', c.id::text, 'advert', c.advert_id, 'xid', c.xid::text))
        from advert_search_changes c where c.xid >= $1::xid8) as changes`,
    [index.xmin],
  );
  const fresh = (head?.changes ?? []).filter((c) => !index.applied.has(c.id));
  if (fresh.length > 0) {
    const ids = [...new Set(fresh.map((c) => Number(c.advert)))];
    const rows = await rawQuery<MemoryRow>(
      db,
      `select ${LOAD_COLUMNS} from adverts where id = any($1::int8[]) and status = 'active'`,
      [ids],
    );
    for (const store of index.stores.values()) for (const id of ids) store.remove(id);
    for (const row of rows) storeOf(index, row.category_id).put(normalise(row));
    for (const c of fresh) index.applied.set(c.id, BigInt(c.xid));
  }
  const xmin = BigInt(head?.xmin ?? index.xmin);
  for (const [id, xid] of index.applied) if (xid < xmin) index.applied.delete(id);
  index.xmin = String(xmin);
  index.lookedAt = Date.now();
  if (index.lookedAt - index.prunedAt > 60_000) {
    index.prunedAt = index.lookedAt;
    await pruneSearchChanges(db, new Date());
  }
}

function startLoading(db: Db, r: Registry): Promise<MemoryIndex> {
  r.loading ??= load(db).then(
    (index) => {
      r.index = index;
      r.loading = null;
      return index;
    },
    (error: unknown) => {
      r.loading = null;
      throw error;
    },
  );
  return r.loading;
}

async function isSmall(db: Db): Promise<boolean> {
  const [row] = await rawQuery<{ n: number }>(
    db,
    `select reltuples::float8 as n from pg_class where relname = 'adverts' and relkind in ('r', 'p')`,
  );
  return (row?.n ?? 0) < SMALL_TABLE;
}

/**
 * The category's store, up to date with the database; null while a large database is still
 * loading (or when SEARCH_MEMORY=off): the caller answers from SQL. With the search's free text
 * (`query`), the text is parsed for the store's word index first (search-memory-text.ts).
 */
export async function memoryStore(
  db: Db,
  categoryId: number,
  query: string | null = null,
): Promise<CategoryStore | null> {
  const r = registryOf(db);
  if (r.disabled) return null;
  if (r.index && Date.now() - r.index.lookedAt > STALE_AFTER_MS) r.index = null;
  if (!r.index) {
    const loading = startLoading(db, r);
    if (!(await isSmall(db))) {
      loading.catch((error: unknown) => console.warn('[search] in-memory index failed to load', error));
      return null;
    }
    await loading;
  }
  const index = r.index;
  if (!index) return null;
  r.looking ??= look(db, index).finally(() => {
    r.looking = null;
  });
  const existing = index.stores.get(categoryId);
  // The text is parsed beside the look (its own round trip, only for a text not seen before).
  const parsed = existing && query !== null ? prepareText(db, existing.text, query) : null;
  // Awaited below; a failed look must not leave its rejection unhandled.
  parsed?.catch(() => undefined);
  await r.looking;
  await parsed;
  const store = index.stores.get(categoryId) ?? storeOf(index, categoryId);
  if (query !== null && store !== existing) await prepareText(db, store.text, query);
  return store;
}

/**
 * The category's store as it is now, before the look that memoryStore makes — null when the index
 * is not loaded, off, due to reload, or the search's text has not been parsed yet. A caller may
 * compute an answer from it speculatively (and fetch what it needs beside the look), then use that
 * answer only if memoryStore returns the same store at the same version (search.ts, pageRows).
 */
export function storeBeforeLook(db: Db, categoryId: number, query: string | null = null): CategoryStore | null {
  const r = registryOf(db);
  const index = r.index;
  if (r.disabled || !index || Date.now() - index.lookedAt > STALE_AFTER_MS) return null;
  const store = index.stores.get(categoryId);
  if (!store || (query !== null && !isTextPrepared(store.text, query))) return null;
  return store;
}

/** Turns the index of `db` off (answers from SQL) or on again: comparisons in tests and benchmarks. */
export function setMemoryIndexOn(db: Db, on: boolean): void {
  registryOf(db).disabled = !on;
}

/** Waits until the index of `db` has loaded (benchmarks, warm-up at start). */
export async function loadMemoryIndex(db: Db): Promise<void> {
  const r = registryOf(db);
  if (r.disabled || r.index) return;
  await startLoading(db, r);
}

/** What the index holds (benchmarks): active adverts, distinct lexemes and the word lists' bytes. */
export function memoryIndexSize(db: Db): { adverts: number; lexemes: number; textBytes: number } | null {
  const index = registryOf(db).index;
  if (!index) return null;
  let adverts = 0;
  let textBytes = 0;
  for (const store of index.stores.values()) {
    adverts += store.live;
    textBytes += store.text.bytes();
  }
  return { adverts, lexemes: index.dictionaries.lexeme.values.length - 1, textBytes };
}
