/**
 * `npm run test:e2e`: the Playwright suite in Debian's Chromium against `next start`. The build and
 * the two seeds (embedded PGlite; PostgreSQL at 127.0.0.1:5432) go side by side; then every run gets
 * a copy of its seeded database and a server of its own. First, side by side, the suite split
 * between PGlite and PostgreSQL (PGLITE_SPECS, BOTH_DATABASES_SPECS; each share in SHARDS Playwright
 * shards); then, side by side, an outage run (no database) for the tests tagged @outage; a
 * short-token run (id tokens that live a few seconds) for @short-token; a database-proxy run
 * (@db-proxy: the test puts a TCP proxy in front of its own PostgreSQL database and plays it down,
 * hung and slow); a test-clock run (@test-clock: the tests move the server's clock with
 * advanceServerClock, e2e/helpers.ts, on a TEST_CLOCK=1 server whose time no other spec shares). When
 * PostgreSQL is unreachable the PGlite runs take every spec and the output says so (under CI it is a
 * failure). Every server gets MAILBOX_SECRET, a key made for this invocation, and so does
 * Playwright: e2e/helpers.ts opens the sandbox mailbox with it (`/dev/mailbox?key=…`). The flow
 * transitions the app takes are recorded to .data/flows-coverage/runtime/<run>.jsonl for
 * `npm run flows:coverage`.
 *
 * `tsx scripts/e2e.ts e2e/a.spec.ts ...` runs only the given spec files in every run; a run none of
 * whose tests is among them passes (and the tagged runs are skipped when no given file has the tag).
 */
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { RUNTIME_COVERAGE_DIR } from '@/model-tests/runtime-coverage';
import { skipPostgres } from '@/server/db/testing/postgres-skip';
import { freePort, hasBuild, isReachable, runAsync, start, stopAndWait, waitForPort } from './lib/proc';

const PG_HOST = '127.0.0.1';
const PG_PORT = 5432;
// One database per run, so two runs on one machine (or a run and a helper's) never drop each other's.
const PG_DB = `volan_e2e_${process.pid}`;

async function adminQuery(sql: string): Promise<void> {
  const admin = new pg.Client({ host: PG_HOST, port: PG_PORT, user: 'postgres', database: 'postgres' });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

async function recreatePgDatabase(name = PG_DB): Promise<string> {
  await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await adminQuery(`CREATE DATABASE ${name}`);
  return `postgres://postgres@${PG_HOST}:${PG_PORT}/${name}`;
}

/** The database-proxy run's own database (the test's server reaches it through the proxy). */
const PG_PROXY_DB = `volan_db_e2e_${process.pid}`;

/** Tags of the tests that need a server of their own; the main runs leave them out. */
const OUTAGE_TAG = '@outage';
const SHORT_TOKEN_TAG = '@short-token';
const DB_PROXY_TAG = '@db-proxy';
const TEST_CLOCK_TAG = '@test-clock';
const OWN_SERVER_TAGS = `${OUTAGE_TAG}|${SHORT_TOKEN_TAG}|${DB_PROXY_TAG}|${TEST_CLOCK_TAG}`;
/** @test-clock specs that get a clock server of their own (file names, as Playwright's grep sees them). */
const OWN_CLOCK_SPECS = 'billing-reminders';
/**
 * The e2e suite runs once, split between the two databases (CI's two cores cannot afford it twice):
 * the PGlite run — the database `npm start` serves — takes the browsing site (listing, ad page, the buyer's financing,
 * headers, links, page speed, the /flows explorer, which reads no database); the PostgreSQL run
 * takes every other spec (accounts, sessions, teams, messages, reports, every write), so a new spec
 * lands there by default; BOTH_DATABASES_SPECS run on both. Both drivers run the same migrations and the unit suite's database tests
 * run on both. When PostgreSQL does not answer (outside CI) the PGlite run takes every spec.
 * Playwright's grep sees the file name in a test's title path.
 */
const PGLITE_SPECS = [
  'account-pages',
  'advert-page',
  'browse',
  'financing-buyer',
  'financing-journey',
  'financing-widgets',
  'flows',
  'headers',
  'home-search',
  'links-crawler',
  'listing-mobile',
  'menu',
  'page-speed',
  'price-indicator',
];
/**
 * The flows whose issue asks for them on both databases (buyers reach sellers: phone, contact, the
 * inbox, reports, the VIN captcha, favourites and their page, saved searches; sellers post: the wizard and its
 * generated paths): both runs take these.
 */
const BOTH_DATABASES_SPECS = [
  'contact',
  'inbox',
  'phone',
  'report',
  'vin',
  'posting',
  'posting-paths',
  'favourites',
  'favorite-page',
  'saved-searches',
  'payments',
  'packages',
];
// The look-behind keeps a name from matching the end of another (payments in credit-payments).
const specsGrep = (names: readonly string[]) => `(?<![\\w-])(${names.join('|')})\\.spec\\.ts`;
/**
 * With both databases, the both-databases specs split their variants between the runs (a width,
 * a generated path: e2e/both-databases.ts): PGlite takes the even ones, PostgreSQL the odd ones.
 */
const bothDatabasesHalf = (half: 0 | 1) => ({ E2E_BOTH_DATABASES_HALF: String(half) });
const PGLITE_SPECS_GREP = specsGrep([...PGLITE_SPECS, ...BOTH_DATABASES_SPECS]);
/** What the PostgreSQL run leaves to the PGlite run. */
const PGLITE_ONLY_GREP = specsGrep(PGLITE_SPECS);
/**
 * The short-token run's id token lifetime. The server renews a token within a third of it of its
 * expiry (server/auth/auth-config.ts), the client reuses one while more than 10 s are left by its
 * own clock: the @short-token tests wait for a token to expire, so this is their waiting time.
 */
const SHORT_ID_TOKEN_TTL_SECONDS = '5';

/** The sandbox mailbox's key for every server of this invocation, and for the tests that read mail. */
const MAILBOX_SECRET = randomBytes(24).toString('base64url');

/** Spec files (or other arguments) given on the command line: the run is scoped to them. */
const scopedArgs = process.argv.slice(2);
/** With spec files given, a run may have no test among them: that is not a failure. */
const passWithNoTests = scopedArgs.length > 0 ? ['--pass-with-no-tests'] : [];

/** False when only spec files were given and none of them mentions `tag`: that run would find nothing. */
function scopeMayHold(tag: string): boolean {
  if (scopedArgs.length === 0) return true;
  return scopedArgs.some((arg) => !existsSync(arg) || !arg.endsWith('.ts') || readFileSync(arg, 'utf8').includes(tag));
}

/** Removes a run's data folder (retrying while a stopped server's last writes settle). */
function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
}

/** Migrates and seeds the database `env` names (in a child: server/env reads process.env once). */
async function prepare(env: Record<string, string>): Promise<void> {
  await runAsync('tsx', ['scripts/prepare-db-cli.ts'], { env: { ...process.env, ...env } });
}

/** Serves `next start` on the prepared database of `env` while Playwright runs `args` against it. */
async function runSuite(
  label: string,
  env: Record<string, string>,
  args: string[],
  playwrightEnv: Record<string, string> = {},
): Promise<void> {
  const port = await freePort();
  const server = start('next', ['start', '-p', String(port)], {
    env: {
      ...process.env,
      ...env,
      NODE_ENV: 'production',
      PORT: String(port),
      SITE_ORIGIN: `http://localhost:${port}`,
      MAILBOX_SECRET,
      // Lets a run set TEST_CLOCK=1 (a test-only setting, refused in production builds otherwise).
      E2E_SERVER: '1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForPort(port);
    console.info(`\n[e2e] ${label}: http://localhost:${port}`);
    await runAsync('playwright', ['test', ...args, ...passWithNoTests, ...scopedArgs], {
      env: {
        ...process.env,
        ...playwrightEnv,
        E2E_BASE_URL: `http://localhost:${port}`,
        E2E_LABEL: label,
        MAILBOX_SECRET,
      },
    });
  } finally {
    await stopAndWait(server);
  }
}

/**
 * Runs per database: its share of the suite can be cut into Playwright shards, each on a server and
 * a copy of the seeded database of its own, all side by side (`E2E_SHARDS=2` on a machine with
 * cores to spare). On CI's two cores one run per database is the most they carry: with four main
 * runs at once the load passed 16 and tests timed out.
 */
const SHARDS = Math.max(1, Number(process.env.E2E_SHARDS ?? 1));
const shardArgs = (index: number) => (SHARDS > 1 ? [`--shard=${index + 1}/${SHARDS}`] : []);
const shardLabel = (name: string, index: number) => (SHARDS > 1 ? `${name}-${index + 1}` : name);

/** Data folders made by this invocation, removed at the end. */
const tempDirs: string[] = [];
function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  tempDirs.push(dir);
  return dir;
}

/** PostgreSQL databases made by this invocation, dropped at the end. */
const pgDatabases: string[] = [];

/** A copy of a prepared data folder (PGlite's files and the seed's photos; the servers never share one). */
function copyOf(dir: string, prefix: string): string {
  const copy = tempDir(prefix);
  cpSync(dir, copy, { recursive: true });
  return copy;
}

/** A PostgreSQL database made from the seeded one (a template copy: seconds, not a new seed). */
async function pgCopyOf(template: string, name: string): Promise<string> {
  pgDatabases.push(name);
  await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await adminQuery(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  return `postgres://postgres@${PG_HOST}:${PG_PORT}/${name}`;
}

/** The seeded PGlite folder every PGlite server gets a copy of. */
async function preparePglite(): Promise<string> {
  const dir = tempDir('volan-e2e-pglite-seed-');
  await prepare({ DATA_DIR: dir });
  return dir;
}

/** The seeded PostgreSQL database (and its photo folder) every PostgreSQL server gets a copy of. */
async function preparePostgres(): Promise<{ database: string; dataDir: string }> {
  pgDatabases.push(PG_DB);
  const url = await recreatePgDatabase();
  const dataDir = tempDir('volan-e2e-pg-seed-');
  await prepare({ DATABASE_URL: url, DATA_DIR: dataDir });
  return { database: PG_DB, dataDir };
}

/** True when PostgreSQL answers; says so, or fails under CI, when it does not. */
async function postgresReachable(): Promise<boolean> {
  if (await isReachable(PG_HOST, PG_PORT)) return true;
  // With CI=true this throws: CI must test PostgreSQL, not skip it with a warning.
  skipPostgres(
    `\n[e2e] SKIPPED the PostgreSQL runs (and the database-proxy run): nothing answers at ${PG_HOST}:${PG_PORT}; the PGlite runs take every spec.\n`,
  );
  return false;
}

async function main(): Promise<void> {
  // Runtime coverage is appended by every run below (one file per label); start from nothing.
  rmSync(RUNTIME_COVERAGE_DIR, { recursive: true, force: true });
  const withPostgres = await postgresReachable();
  // The build and the two seeds do not depend on each other: side by side.
  const build =
    !hasBuild() || process.env.E2E_SKIP_BUILD !== '1'
      ? runAsync('next', ['build'], { env: { ...process.env, NODE_ENV: 'production' } })
      : Promise.resolve();
  const [, pgliteSeed, pgSeed] = await Promise.all([
    build,
    preparePglite(),
    withPostgres ? preparePostgres() : Promise.resolve(null),
  ]);
  const shards = [...Array(SHARDS).keys()];
  const runs: Promise<void>[] = [];
  // PGlite: its share of the suite (every spec without PostgreSQL).
  const pgliteGrep = withPostgres ? ['--grep', PGLITE_SPECS_GREP] : [];
  for (const index of shards) {
    runs.push(
      runSuite(
        shardLabel('PGlite', index),
        { DATA_DIR: copyOf(pgliteSeed, 'volan-e2e-pglite-') },
        [...pgliteGrep, '--grep-invert', OWN_SERVER_TAGS, ...shardArgs(index)],
        withPostgres ? bothDatabasesHalf(0) : {},
      ),
    );
  }
  // PostgreSQL: every spec the PGlite runs do not take alone.
  if (pgSeed) {
    for (const index of shards) {
      runs.push(
        pgCopyOf(pgSeed.database, `${PG_DB}_${index + 1}`).then((url) =>
          runSuite(
            shardLabel('PostgreSQL', index),
            { DATABASE_URL: url, DATA_DIR: copyOf(pgSeed.dataDir, 'volan-e2e-pg-') },
            ['--grep-invert', `${OWN_SERVER_TAGS}|${PGLITE_ONLY_GREP}`, ...shardArgs(index)],
            bothDatabasesHalf(1),
          ),
        ),
      );
    }
  }
  await allOrFirstFailure(runs);
  // The runs with servers of their own measure time (a token to expire, a hung database to time out,
  // an unreachable one to refuse): after the main runs, when the cores are free, side by side.
  await allOrFirstFailure([
    scopeMayHold(OUTAGE_TAG) ? runOutageSuite() : Promise.resolve(),
    scopeMayHold(SHORT_TOKEN_TAG) ? runShortTokenSuite(pgliteSeed) : Promise.resolve(),
    pgSeed && scopeMayHold(DB_PROXY_TAG) ? runDbProxySuite(pgSeed.database) : Promise.resolve(),
    // The shared clock server's specs (one database after the other) and the billing walk's own
    // servers: the walk is the longest of these runs (about a minute a database), so its two
    // databases go side by side, and the tail of the e2e step is one walk, not two.
    scopeMayHold(TEST_CLOCK_TAG) ? runTestClockSuite(pgliteSeed, pgSeed) : Promise.resolve(),
    scopeMayHold(TEST_CLOCK_TAG)
      ? runTestClockSuite(pgliteSeed, null, 'billing-clock', ['--grep', OWN_CLOCK_SPECS])
      : Promise.resolve(),
    pgSeed && scopeMayHold(TEST_CLOCK_TAG)
      ? runTestClockSuite(null, pgSeed, 'billing-clock', ['--grep', OWN_CLOCK_SPECS])
      : Promise.resolve(),
  ]);
}

/** Waits for every run (so none is cut off mid-way), then throws the first failure. */
async function allOrFirstFailure(runs: Promise<void>[]): Promise<void> {
  const results = await Promise.allSettled(runs);
  const failed = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
  if (failed.length > 0) throw failed[0] instanceof Error ? failed[0] : new Error(String(failed[0]));
}

/** A database that cannot be reached: pages must fail into the generic error page, not a bare 500. */
async function runOutageSuite(): Promise<void> {
  await runSuite(
    'outage',
    { DATABASE_URL: 'postgres://postgres@127.0.0.1:9/unreachable', DATA_DIR: tempDir('volan-e2e-outage-') },
    ['--grep', OUTAGE_TAG],
  );
}

/**
 * Id tokens that expire within seconds (SPEC §4: refresh after UNAUTHENTICATED, retry once), on a
 * PGlite database of its own: only the @short-token tests, which wait for a token to expire.
 */
async function runShortTokenSuite(pgliteSeed: string): Promise<void> {
  await runSuite(
    'short-token',
    { DATA_DIR: copyOf(pgliteSeed, 'volan-e2e-short-token-'), ID_TOKEN_TTL_SECONDS: SHORT_ID_TOKEN_TTL_SECONDS },
    ['--grep', SHORT_TOKEN_TAG],
  );
}

/**
 * The tests that move the server's clock (TEST_CLOCK=1, POST /api/dev/clock): a server of their
 * own, since a moved clock stays moved for the server's life and would reach the specs after them.
 * On PGlite, then on PostgreSQL when it answers (one after the other: they are short, and the
 * other tagged runs are going on beside them), or on one of them (no seed given for the other);
 * the log says which. The payment reminders move the clock by weeks (adverts would expire under
 * the other clock specs): servers of their own again, one per database, side by side.
 */
async function runTestClockSuite(
  pgliteSeed: string | null,
  pgSeed: { database: string; dataDir: string } | null,
  label = 'test-clock',
  grep: readonly string[] = ['--grep', TEST_CLOCK_TAG, '--grep-invert', OWN_CLOCK_SPECS],
): Promise<void> {
  if (pgliteSeed) {
    console.info(`\n[e2e] ${label}: on PGlite`);
    await runSuite(label, { DATA_DIR: copyOf(pgliteSeed, `volan-e2e-${label}-`), TEST_CLOCK: '1' }, [...grep]);
  }
  if (!pgSeed) return;
  console.info(`\n[e2e] ${label}: on PostgreSQL`);
  await runSuite(
    `${label}-pg`,
    {
      DATABASE_URL: await pgCopyOf(pgSeed.database, `${PG_DB}_${label.replace(/\W/gu, '_')}`),
      DATA_DIR: copyOf(pgSeed.dataDir, `volan-e2e-${label}-pg-`),
      TEST_CLOCK: '1',
    },
    [...grep],
  );
}

/**
 * A database that goes down, hangs, slows and comes back, behind a TCP proxy the test controls: the
 * test starts its own server (the proxy must live in the test's process); this gives it a copy of
 * the seeded database.
 */
async function runDbProxySuite(template: string): Promise<void> {
  const url = await pgCopyOf(template, PG_PROXY_DB);
  console.info(`\n[e2e] database proxy: ${url} behind the test's proxy`);
  await runAsync('playwright', ['test', '--grep', DB_PROXY_TAG, ...passWithNoTests, ...scopedArgs], {
    env: { ...process.env, E2E_DB_PROXY_TARGET: url, E2E_LABEL: 'db-proxy' },
  });
}

/** Drops the databases and removes the folders this invocation made. */
async function cleanUp(): Promise<void> {
  for (const dir of tempDirs) removeDir(dir);
  for (const name of pgDatabases.reverse())
    await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
}

main()
  .finally(cleanUp)
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
