/**
 * `npm run bench:auth [-- --iterations N] [-- --pg]`: the cost of sessions as a signed-in visitor
 * pays it, through the real next-auth handler and GraphQL endpoint (node:http, as in the tests) on
 * a seeded database — PGlite by default, PostgreSQL at 127.0.0.1:5432 (database volan_bench_auth)
 * with --pg. Prints p50/p95 per kind:
 * - sign-in (Argon2id check, refresh token issued),
 * - session read (GET /api/auth/session: cookie decrypt + the session-liveness query),
 * - forced refresh (POST /api/auth/session: refresh token rotated, new id token),
 * - GraphQL `me` with a Bearer token (token check + liveness query + profile query),
 * - the liveness query alone (what every Bearer request and session read adds).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { decodeIdToken } from '@/server/auth/id-token';
import { isSessionLive } from '@/server/auth/session-tokens';
import { BrowserClient, startAuthTestServer } from '@/server/auth/testing/auth-test-server';
import { createDb, type DbHandle, migrate } from '@/server/db/client';
import { seedDatabase } from '@/server/db/seed';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@/server/db/seed/demo-accounts';

const PG_SERVER = 'postgres://postgres@127.0.0.1:5432/postgres';
const PG_DATABASE = 'volan_bench_auth';

function option(name: string): string | undefined {
  const argv = process.argv.slice(2);
  const index = argv.indexOf(`--${name}`);
  return index >= 0 ? (argv[index + 1] ?? '') : undefined;
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

async function timed(label: string, times: number, run: () => Promise<void>): Promise<void> {
  await run(); // warm-up
  const samples: number[] = [];
  for (let i = 0; i < times; i += 1) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  const fmt = (n: number) => n.toFixed(2).padStart(8);
  console.info(
    `${label.padEnd(38)} ${String(times).padStart(6)} ${fmt(percentile(samples, 50))} ${fmt(percentile(samples, 95))}`,
  );
}

async function openDatabase(
  usePg: boolean,
): Promise<{ handle: DbHandle; dispose: () => Promise<void>; label: string }> {
  if (!usePg) {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'volan-bench-auth-'));
    const handle = await createDb({ dataDir: dir });
    return { handle, label: 'PGlite', dispose: () => Promise.resolve(rmSync(dir, { recursive: true, force: true })) };
  }
  const admin = new pg.Client({ connectionString: PG_SERVER });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${PG_DATABASE} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${PG_DATABASE}`);
  await admin.end();
  const url = new URL(PG_SERVER);
  url.pathname = `/${PG_DATABASE}`;
  const handle = await createDb({ url: url.toString(), maxConnections: 4 });
  const dispose = async () => {
    const again = new pg.Client({ connectionString: PG_SERVER });
    await again.connect();
    await again.query(`DROP DATABASE IF EXISTS ${PG_DATABASE} WITH (FORCE)`);
    await again.end();
  };
  return { handle, label: 'PostgreSQL 127.0.0.1:5432', dispose };
}

async function main(): Promise<void> {
  const iterations = Number(option('iterations') ?? 300);
  const { handle, dispose, label } = await openDatabase(option('pg') !== undefined);
  const server = await startAuthTestServer(handle.db, {});
  try {
    await migrate(handle.db);
    await seedDatabase(handle.db, { ads: 200, uploadDir: null, log: () => {} });
    console.info(`Sessions on ${label}, ${iterations} rounds each (Node ${process.version})`);
    console.info(`${'kind'.padEnd(38)} ${'rounds'.padStart(6)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)}`);

    await timed('sign-in (Argon2id)', Math.max(10, Math.floor(iterations / 10)), async () => {
      const client = new BrowserClient(server.origin);
      const result = await client.signIn(DEMO_ACCOUNTS.dealer.email, DEMO_PASSWORD);
      if (result.error) throw new Error(`sign-in failed: ${result.error}`);
    });

    const browser = new BrowserClient(server.origin);
    await browser.signIn(DEMO_ACCOUNTS.dealer.email, DEMO_PASSWORD);
    await timed('session read (GET /api/auth/session)', iterations, async () => {
      await browser.session();
    });
    const csrf = await browser.csrfToken();
    await timed('forced refresh (POST session)', iterations, async () => {
      await browser.fetch('/api/auth/session', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ csrfToken: csrf, data: {} }),
      });
    });
    const { idToken } = await browser.session<{ idToken: string }>();
    await timed('GraphQL me (Bearer)', iterations, async () => {
      const body = await browser.graphql('query { me { userUUID } }', {}, idToken);
      if (body.errors) throw new Error(body.errors[0]?.message);
    });
    const sid = decodeIdToken(idToken)?.sid ?? '';
    await timed('session liveness query alone', iterations, async () => {
      if (!(await isSessionLive(handle.db, sid, new Date()))) throw new Error('session not live');
    });
  } finally {
    await server.close();
    await handle.close();
    await dispose();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
