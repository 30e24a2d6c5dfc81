/**
 * `npm run test:e2e`: builds, then runs the Playwright suite in Debian's Chromium against `next start`
 * on a fresh seeded database — once on embedded PGlite, and once on PostgreSQL at 127.0.0.1:5432 when
 * it is reachable (said clearly when it is skipped). The flow transitions the app takes are recorded
 * to .data/flows-coverage/runtime/<run>.jsonl for `npm run flows:coverage`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { RUNTIME_COVERAGE_DIR } from '@/model-tests/runtime-coverage';
import { freePort, hasBuild, isReachable, run, start, stop, waitForPort } from './lib/proc';

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

async function recreatePgDatabase(): Promise<string> {
  await adminQuery(`DROP DATABASE IF EXISTS ${PG_DB} WITH (FORCE)`);
  await adminQuery(`CREATE DATABASE ${PG_DB}`);
  return `postgres://postgres@${PG_HOST}:${PG_PORT}/${PG_DB}`;
}

async function runSuite(label: string, env: Record<string, string>, grep: string[] = ['--grep-invert', '@outage']): Promise<void> {
  // prepare-db imports server/env, which reads process.env once: run it in a child with this run's env.
  if (label !== 'outage') run('tsx', ['scripts/prepare-db-cli.ts'], { env: { ...process.env, ...env } });
  const port = await freePort();
  const server = start('next', ['start', '-p', String(port)], {
    env: { ...process.env, ...env, NODE_ENV: 'production', PORT: String(port), SITE_ORIGIN: `http://localhost:${port}` },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForPort(port);
    console.info(`\n[e2e] ${label}: http://localhost:${port}`);
    run('playwright', ['test', ...grep, ...process.argv.slice(2)], {
      env: { ...process.env, E2E_BASE_URL: `http://localhost:${port}`, E2E_LABEL: label },
    });
  } finally {
    stop(server);
  }
}

async function main(): Promise<void> {
  // Runtime coverage is appended by every run below (one file per label); start from nothing.
  rmSync(RUNTIME_COVERAGE_DIR, { recursive: true, force: true });
  if (!hasBuild() || process.env.E2E_SKIP_BUILD !== '1') {
    run('next', ['build'], { env: { ...process.env, NODE_ENV: 'production' } });
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'volan-e2e-'));
  try {
    await runSuite('PGlite', { DATA_DIR: dataDir });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (await isReachable(PG_HOST, PG_PORT)) {
    const url = await recreatePgDatabase();
    const pgDataDir = mkdtempSync(path.join(os.tmpdir(), 'volan-e2e-pg-'));
    try {
      await runSuite('PostgreSQL', { DATABASE_URL: url, DATA_DIR: pgDataDir });
    } finally {
      rmSync(pgDataDir, { recursive: true, force: true });
      await adminQuery(`DROP DATABASE IF EXISTS ${PG_DB} WITH (FORCE)`).catch(() => undefined);
    }
  } else {
    console.warn(`\n[e2e] SKIPPED the PostgreSQL run: nothing answers at ${PG_HOST}:${PG_PORT}.\n`);
  }
  // A database that cannot be reached: pages must fail into the generic error page, not a bare 500.
  const outageDir = mkdtempSync(path.join(os.tmpdir(), 'volan-e2e-outage-'));
  try {
    // A run scoped to other spec files has no @outage test; that is not a failure then.
    const scoped = process.argv.length > 2 ? ['--pass-with-no-tests'] : [];
    await runSuite('outage', { DATABASE_URL: 'postgres://postgres@127.0.0.1:9/unreachable', DATA_DIR: outageDir }, ['--grep', '@outage', ...scoped]);
  } finally {
    rmSync(outageDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
