/**
 * `npm run bench:alerts [-- --searches N --adverts N --ads N --batch N]`: saved-search alert matching on
 * PostgreSQL (docs/saved-searches.md, Bench). Creates its own database, volan_bench_alerts, on the
 * server of DATABASE_URL (or postgres://postgres@127.0.0.1:5432), seeds the catalogue with `ads`
 * adverts (default 5,000), saves `searches` searches (default 10,000: realistic filter mixes over
 * the seeded catalogue, each checked by the same code as the API), publishes `adverts` new adverts
 * (default 1,000: copies of seeded ones, so they match like real ones), then times one INSTANT
 * run: the matching alone (time and SQL statements), and the whole run with its e-mails to the
 * outbox. The database is dropped at the end, also when something failed.
 */
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { createDb, type Db, migrate, rawQuery } from '@/server/db/client';
import { seedDatabase } from '@/server/db/seed';
import { getEnv } from '@/server/env';
import { UserInputError } from '@/server/services/ads.types';
import { checkSearch } from '@/server/services/saved-searches/saved-search-filters';
import { MATCH_BATCH, matchFreshAdverts } from '@/server/services/saved-searches/saved-search-match';
import { runAlerts } from '@/server/services/saved-searches/saved-search-alerts';
import { newUnsubscribeSecret } from '@/server/services/saved-searches/saved-search-tokens';

const DATABASE = 'volan_bench_alerts';

function args(): { searches: number; adverts: number; ads: number; batch: number } {
  const argv = process.argv.slice(2);
  const value = (name: string): string | undefined => {
    const index = argv.indexOf(`--${name}`);
    return index >= 0 ? argv[index + 1] : undefined;
  };
  return {
    searches: Number(value('searches') ?? 10_000),
    adverts: Number(value('adverts') ?? 1_000),
    ads: Number(value('ads') ?? 5_000),
    batch: Number(value('batch') ?? MATCH_BATCH),
  };
}

/** A small deterministic generator, so two runs save the same searches. */
function rng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

interface Vehicle {
  category: string;
  make: string;
  model: string;
}

/** A buyer's search: mostly make + model with a year or price limit, some broader ones. */
function filtersFor(random: () => number, vehicle: Vehicle, counties: readonly string[]): Record<string, unknown> {
  const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)]!;
  const f: Record<string, unknown> = {};
  const roll = random();
  if (roll < 0.6) Object.assign(f, { makes: [vehicle.make], models: [vehicle.model] });
  else if (roll < 0.8) f['makes'] = [vehicle.make];
  if (random() < 0.6) f['yearFrom'] = 2005 + Math.floor(random() * 16);
  if (random() < 0.5) {
    f['priceTo'] = (5 + Math.floor(random() * 60)) * 1000;
    if (random() < 0.7) f['priceCurrency'] = 'EUR';
  }
  if (vehicle.category === 'autoturisme') {
    if (random() < 0.3) f['mileageTo'] = (5 + Math.floor(random() * 25)) * 10_000;
    if (random() < 0.3) f['fuelTypes'] = random() < 0.5 ? ['DIESEL'] : ['PETROL', 'HYBRID'];
    if (random() < 0.2) f['gearboxes'] = [pick(['MANUAL', 'AUTOMATIC'])];
  }
  if (random() < 0.15) f['countyCode'] = pick(counties);
  return f;
}

async function adminQuery(serverUrl: string, text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

/** Counts every statement sent to PostgreSQL (pool.query and transactions both end in Client#query). */
function countQueries(): { count: () => number; reset: () => void } {
  const proto = pg.Client.prototype as unknown as { query: (...a: unknown[]) => unknown };
  const original = proto.query;
  let n = 0;
  proto.query = function (this: unknown, ...a: unknown[]) {
    n += 1;
    return original.apply(this, a);
  };
  return { count: () => n, reset: () => (n = 0) };
}

async function saveSearches(db: Db, count: number): Promise<number> {
  const random = rng(13);
  const vehicles = (
    await rawQuery<{ category: string; make: string; model: string }>(
      db,
      `select c.slug as category, mk.slug as make, md.slug as model
       from adverts a join categories c on c.id = a.category_id join makes mk on mk.id = a.make_id
       join models md on md.id = a.model_id where a.status = 'active'`,
    )
  ).map((v) => ({ category: v.category, make: v.make, model: v.model }));
  const counties = (await rawQuery<{ code: string }>(db, 'select code from counties')).map((r) => r.code);
  const accounts = (await rawQuery<{ id: string }>(db, 'select id::text as id from users')).map((r) => r.id);
  const [end] = await rawQuery<{ hi: string }>(
    db,
    'select coalesce(max(seq), 0) as hi from saved_search_fresh_adverts',
  );
  let saved = 0;
  let attempt = 0;
  while (saved < count && attempt < count * 3) {
    const rows: unknown[][] = [];
    for (let i = 0; i < Math.min(1000, count - saved); i += 1) {
      attempt += 1;
      const vehicle = vehicles[Math.floor(random() * vehicles.length)]!;
      // A filter the category's listing does not offer (a make for trailers' sub-categories, ...) is
      // refused as the API would; the bench draws another search.
      const checked = await checkSearch(db, vehicle.category, filtersFor(random, vehicle, counties)).catch(
        (error: unknown) => {
          if (error instanceof UserInputError) return null;
          throw error;
        },
      );
      if (!checked) continue;
      rows.push([
        accounts[attempt % accounts.length],
        `Căutare ${attempt}`,
        checked.category.id,
        checked.category.slug,
        JSON.stringify(checked.filters),
        JSON.stringify(checked.resolved),
        checked.key,
        newUnsubscribeSecret(),
      ]);
    }
    const column = (i: number) => rows.map((r) => r[i]);
    const inserted = await rawQuery(
      db,
      `insert into saved_searches (account_id, name, category_id, category_slug, filters, resolved, filters_key,
         unsubscribe_secret, frequency, from_seq)
       select a, n, c, s, f::jsonb, r::jsonb, k, u, 'instant', $9
       from unnest($1::uuid[], $2::text[], $3::int[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[])
         as t(a, n, c, s, f, r, k, u)
       on conflict do nothing returning id`,
      [0, 1, 2, 3, 4, 5, 6, 7].map(column).concat([end?.hi ?? 0]),
    );
    saved += inserted.length;
  }
  return saved;
}

/** Publishes `count` new adverts: copies of random active ones, inserted active (the trigger queues them). */
async function publishAdverts(db: Db, count: number): Promise<void> {
  const columns = (
    await rawQuery<{ name: string }>(
      db,
      `select column_name as name from information_schema.columns
       where table_name = 'adverts' and is_generated = 'NEVER' and column_name not in ('id', 'created_at')`,
    )
  ).map((c) => `"${c.name}"`);
  await rawQuery(
    db,
    `insert into adverts (${columns.join(', ')}, created_at)
     select ${columns.join(', ')}, now() from adverts where status = 'active' order by md5(id::text) limit $1`,
    [count],
  );
}

async function main(): Promise<void> {
  const { searches, adverts, ads, batch } = args();
  const serverUrl = getEnv().DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const url = new URL(serverUrl);
  url.pathname = `/${DATABASE}`;
  await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
  await adminQuery(serverUrl, `CREATE DATABASE ${DATABASE}`);
  let handle: Awaited<ReturnType<typeof createDb>> | undefined;
  try {
    handle = await createDb({ url: url.toString(), maxConnections: 4 });
    const { db } = handle;
    await migrate(db);
    console.info(`[bench:alerts] seeding ${ads} adverts`);
    await seedDatabase(db, { ads, uploadDir: null, log: () => {} });
    let started = performance.now();
    const saved = await saveSearches(db, searches);
    console.info(`[bench:alerts] ${saved} saved searches in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    await publishAdverts(db, adverts);
    await rawQuery(db, 'analyze');
    const [range] = await rawQuery<{ lo: string; hi: string }>(
      db,
      `select (select min(from_seq) from saved_searches) as lo, max(seq) as hi from saved_search_fresh_adverts`,
    );
    const lo = Number(range?.lo ?? 0);
    const hi = Number(range?.hi ?? 0);
    const rows = await rawQuery<{ id: string; category_id: number; resolved: never; key: string; from_seq: string }>(
      db,
      `select id::text as id, category_id, resolved, filters_key as key, from_seq from saved_searches where frequency = 'instant'`,
    );
    const matchable = rows.map((r) => ({
      id: r.id,
      categoryId: r.category_id,
      resolved: r.resolved,
      key: r.key,
      fromSeq: Number(r.from_seq),
    }));
    const counter = countQueries();
    const times: number[] = [];
    let result: Awaited<ReturnType<typeof matchFreshAdverts>> | undefined;
    for (let i = 0; i < 3; i += 1) {
      counter.reset();
      started = performance.now();
      result = await matchFreshAdverts(db, matchable, { lo, hi }, batch);
      times.push(performance.now() - started);
    }
    const statements = counter.count();
    const pairs = [...(result?.matches.values() ?? [])].reduce((n, list) => n + list.length, 0);
    counter.reset();
    started = performance.now();
    const report = await runAlerts(db, 'instant', new Date(), { log: () => {} });
    const runMs = performance.now() - started;
    const runStatements = counter.count();
    const [outbox] = await rawQuery<{ n: number }>(db, 'select count(*)::int as n from outbox');
    const sorted = [...times].sort((a, b) => a - b);
    console.info(
      [
        '',
        `saved searches (INSTANT):  ${matchable.length}`,
        `new adverts:               ${hi - lo} queued, ${adverts} published`,
        `matches:                   ${pairs} (search, advert) pairs, ${result?.matches.size ?? 0} searches with news`,
        `matching time:             ${times[0]?.toFixed(0)} ms first run (conditions compiled), ${sorted[0]?.toFixed(0)} ms best of 3 (compiled conditions cached)`,
        `matching SQL statements:   ${statements} per run, ${batch} searches a statement (the matcher counts ${result?.queries ?? 0})`,
        `whole run with e-mails:    ${(runMs / 1000).toFixed(1)} s, ${report.emails} e-mails (outbox ${outbox?.n ?? 0}), ${runStatements} statements`,
        '',
      ].join('\n'),
    );
  } finally {
    await handle?.close();
    await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
    console.info(`[bench:alerts] dropped ${DATABASE}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
