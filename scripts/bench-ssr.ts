/**
 * `npm run bench:ssr [-- --duration 30 --connections 10 --ads 100000 --no-cache --no-html-cache
 * --only home,listing --cpu-prof DIR]`: server-rendering throughput of the production build on PostgreSQL.
 *
 * Uses the database `volan_bench_ssr` (scripts/lib/bench-db.ts: created, migrated and seeded with
 * `--ads` adverts when it holds fewer), builds when there is no build, starts `next start` on a free
 * port with that DATABASE_URL, warms every page up, then runs autocannon against each page in turn:
 * the floor (/bench/blank, a page with nothing to load), home, two listings and the ad page (a few
 * real adverts cycled). Prints req/s, latency percentiles, errors and each page's ratio to the floor.
 * `--no-cache` turns the shared page cache off (PAGE_CACHE=0, and with it the HTML cache);
 * `--no-html-cache` keeps the data cache but renders every response (PAGE_HTML_CACHE=0); `--cpu-prof DIR` writes V8 CPU
 * profiles of the server there (open them in Chrome DevTools).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { openBenchDatabase } from './lib/bench-db';
import { freePort, hasBuild, root, run, start, stopAndWait, waitForPort } from './lib/proc';

const DATABASE = 'volan_bench_ssr';

interface Options {
  duration: number;
  connections: number;
  ads: number;
  cache: boolean;
  htmlCache: boolean;
  only: string[] | null;
  cpuProf: string | null;
}

function options(): Options {
  const argv = process.argv.slice(2);
  const raw = (name: string): string | undefined => {
    const index = argv.indexOf(`--${name}`);
    return index >= 0 ? argv[index + 1] : undefined;
  };
  const number = (name: string, fallback: number): number => {
    const value = raw(name);
    return value === undefined ? fallback : Number(value);
  };
  const only = raw('only');
  return {
    duration: number('duration', 30),
    connections: number('connections', 10),
    ads: number('ads', 100_000),
    cache: !argv.includes('--no-cache'),
    htmlCache: !argv.includes('--no-html-cache'),
    only: only ? only.split(',') : null,
    cpuProf: raw('cpu-prof') ?? null,
  };
}

/** One benchmarked page: a name and the paths its connections cycle through. */
interface Target {
  name: string;
  paths: string[];
}

/** A few real adverts, asked of the running app (so their URLs are the app's own). */
async function advertPaths(origin: string): Promise<string[]> {
  const response = await fetch(`${origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ latestAdverts(first: 8) { url } }' }),
  });
  const body = (await response.json()) as { data?: { latestAdverts?: { url: string }[] } };
  const urls = body.data?.latestAdverts?.map((advert) => new URL(advert.url, origin).pathname) ?? [];
  if (urls.length === 0) throw new Error(`No adverts to benchmark: ${JSON.stringify(body)}`);
  return urls;
}

function targets(ads: string[]): Target[] {
  return [
    { name: 'floor (/bench/blank)', paths: ['/bench/blank'] },
    { name: 'home', paths: ['/'] },
    { name: 'listing /autoturisme', paths: ['/autoturisme'] },
    { name: 'listing, filtered', paths: ['/autoturisme/volkswagen?price_to=20000'] },
    { name: `ad page (${ads.length} ads)`, paths: ads },
  ];
}

/** What one autocannon run measured. */
interface Row {
  name: string;
  rps: number;
  p50: number;
  p975: number;
  p99: number;
  errors: number;
  non2xx: number;
  statuses: string;
}

async function measure(origin: string, target: Target, opts: Options, duration: number): Promise<Row> {
  const result = await autocannon({
    url: origin,
    connections: opts.connections,
    duration,
    requests: target.paths.map((p) => ({ method: 'GET', path: p })),
  });
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .map(([code, stat]) => `${code}×${stat.count}`)
    .join(' ');
  return {
    name: target.name,
    rps: result.requests.total / duration,
    p50: result.latency.p50,
    p975: result.latency.p97_5,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
    statuses,
  };
}

function print(rows: Row[], opts: Options): void {
  const floor = rows.find((row) => row.name.startsWith('floor'))?.rps;
  const head = ['page', 'req/s', 'p50 ms', 'p97.5 ms', 'p99 ms', 'errors', 'non-2xx', '÷ floor', 'statuses'];
  const lines = rows.map((row) => [
    row.name,
    row.rps.toFixed(1),
    String(row.p50),
    String(row.p975),
    String(row.p99),
    String(row.errors),
    String(row.non2xx),
    floor ? (row.rps / floor).toFixed(3) : '-',
    row.statuses,
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((line) => (line[i] ?? '').length)));
  const format = (cells: string[]): string =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join('  ');
  console.info(
    `\n${opts.connections} connections × ${opts.duration} s each, page cache ${opts.cache ? 'on' : 'off'}, HTML cache ${opts.cache && opts.htmlCache ? 'on' : 'off'}`,
  );
  console.info(format(head));
  for (const line of lines) console.info(format(line));
}

async function main(): Promise<void> {
  const opts = options();
  const { url, close } = await openBenchDatabase(DATABASE, opts.ads);
  await close();
  if (!hasBuild()) {
    console.info('[bench] no build found: running `next build`…');
    run('next', ['build'], { env: { ...process.env, NODE_ENV: 'production' } });
  }
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'volan-bench-ssr-'));
  const nextArgs = ['start', '-p', String(port), '-H', '127.0.0.1'];
  // --cpu-prof is refused in NODE_OPTIONS: run Next's CLI under node with it (next start serves in-process).
  const [command, args] = opts.cpuProf
    ? [
        'node',
        [
          '--cpu-prof',
          `--cpu-prof-dir=${path.resolve(opts.cpuProf)}`,
          path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next'),
          ...nextArgs,
        ],
      ]
    : ['next', nextArgs];
  const server = start(command, args, {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: url,
      DATA_DIR: dataDir,
      SITE_ORIGIN: origin,
      BENCH_PAGES: '1',
      PAGE_CACHE: opts.cache ? '1' : '0',
      PAGE_HTML_CACHE: opts.htmlCache ? '1' : '0',
    },
  });
  try {
    await waitForPort(port);
    const all = targets(await advertPaths(origin));
    const chosen = opts.only ? all.filter((t) => opts.only?.some((name) => t.name.startsWith(name))) : all;
    console.info('[bench] warming up');
    for (const target of chosen) await measure(origin, target, opts, 3);
    const rows: Row[] = [];
    for (const target of chosen) {
      console.info(`[bench] ${target.name}`);
      rows.push(await measure(origin, target, opts, opts.duration));
    }
    print(rows, opts);
  } finally {
    await stopAndWait(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
