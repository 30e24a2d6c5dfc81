/**
 * `npm run bench:captcha`: how long the VIN challenge takes to solve in a browser, as the ad page
 * solves it — lib/ads/vin-solver.ts starting lib/ads/vin-solver.worker.ts, Web Crypto SHA-256 in
 * a Web Worker — in Debian's headless Chromium, unthrottled and with the CPU throttled 4× through
 * CDP (Emulation.setCPUThrottlingRate, a phone-class CPU). The sources are transpiled with
 * TypeScript and served from an intercepted http://localhost origin (a secure context, so
 * crypto.subtle exists); each challenge is fresh (server/services/vin-challenge.ts, difficulty as
 * the server issues it) and each answer is checked as revealVin checks it.
 *
 * Options: --runs=N (default 20), --difficulty=BITS (default VIN_DIFFICULTY).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import ts from 'typescript';
import { checkVinProof, issueVinChallenge, VIN_DIFFICULTY } from '@/server/services/vin-challenge';
import { CHROMIUM_FLAGS } from './lib/chromium-flags';
import { CHROMIUM } from './lib/chromium-path';

const ORIGIN = 'http://localhost:9';
const SECRET = 'bench-captcha-secret-0123456789';
const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const RUNS = Number(arg('runs') ?? 20);
const DIFFICULTY = Number(arg('difficulty') ?? VIN_DIFFICULTY);

/** A repository source as a browser ES module; the one path alias used is pointed at its served copy. */
function moduleOf(file: string): string {
  const source = readFileSync(path.join(process.cwd(), file), 'utf8');
  const js = ts.transpileModule(source, {
    compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, verbatimModuleSyntax: false },
  }).outputText;
  return js.replace("'@/lib/session/proof-of-work'", "'/proof-of-work.js'");
}

const FILES: Record<string, string> = {
  '/vin-solver.js': moduleOf('lib/ads/vin-solver.ts'),
  // vin-solver.ts starts new URL('./vin-solver.worker.ts', import.meta.url): served as JavaScript.
  '/vin-solver.worker.ts': moduleOf('lib/ads/vin-solver.worker.ts'),
  '/proof-of-work.js': moduleOf('lib/session/proof-of-work.ts'),
  '/': `<!doctype html><title>bench</title><script type="module">
Promise.all([import('/vin-solver.js'), import('/proof-of-work.js')]).then(([solver, pow]) => {
  window.solver = solver;
  window.pow = pow;
});
</script>`,
};

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;
}

/** Where the solving runs: the Web Worker the page starts, or the page's main thread. */
type Where = 'worker' | 'main';

async function series(page: Page, label: string, where: Where): Promise<void> {
  const times: number[] = [];
  let tries = 0;
  for (let i = 0; i < RUNS; i += 1) {
    const advertId = String(1000 + i);
    const challenge = issueVinChallenge(SECRET, advertId, new Date(), DIFFICULTY);
    const { counter, ms } = await page.evaluate(
      async ({ token, difficulty, where }) => {
        const w = window as unknown as {
          solver: { solveVinChallenge: (c: object) => Promise<number> };
          pow: { solveProofOfWork: (t: string, d: number, o: object) => Promise<number> };
        };
        const start = performance.now();
        const found =
          where === 'worker'
            ? await w.solver.solveVinChallenge({ token, difficulty })
            : await w.pow.solveProofOfWork(token, difficulty, { batchSize: 4096 });
        return { counter: found, ms: performance.now() - start };
      },
      { token: challenge.token, difficulty: challenge.difficulty, where },
    );
    tries += counter + 1;
    const check = checkVinProof(SECRET, { token: challenge.token, counter }, advertId, new Date());
    if (!check.ok) throw new Error(`run ${i}: the browser's answer was refused (${check.problem})`);
    times.push(ms);
  }
  const sorted = [...times].sort((a, b) => a - b);
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  console.log(
    `${label.padEnd(12)} runs ${RUNS}  p50 ${s(quantile(sorted, 0.5))}  p95 ${s(quantile(sorted, 0.95))}  max ${s(sorted[sorted.length - 1]!)}  mean ${s(times.reduce((a, b) => a + b, 0) / times.length)}  ${Math.round(tries / (times.reduce((a, b) => a + b, 0) / 1000))} SHA-256/s`,
  );
}

async function main(): Promise<void> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_FLAGS] });
  try {
    const page = await browser.newPage();
    await page.route(`${ORIGIN}/**`, (route) => {
      const body = FILES[new URL(route.request().url()).pathname];
      if (body === undefined) return route.fulfill({ status: 404, body: '' });
      const type = body.startsWith('<!doctype') ? 'text/html' : 'text/javascript';
      return route.fulfill({ status: 200, contentType: `${type}; charset=utf-8`, body });
    });
    await page.goto(`${ORIGIN}/`);
    await page.waitForFunction(() => 'solver' in window);
    console.log(
      `VIN challenge, difficulty ${DIFFICULTY} bits (2^${DIFFICULTY} SHA-256 on average), Web Worker + Web Crypto`,
    );
    await series(page, 'worker, 1×', 'worker');
    await series(page, 'main, 1×', 'main');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    // Chromium throttles the page's main thread only (a dedicated worker runs at full speed), so the
    // phone figure runs the same solver code there; the worker line shows the throttle missing it.
    await series(page, 'worker, 4×', 'worker');
    await series(page, 'main, 4×', 'main');
  } finally {
    await browser.close();
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
