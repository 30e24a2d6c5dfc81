/**
 * `npm test`: everything CI checks — Chromium and its headless shell present (installed from
 * Debian with apt when missing); lint side by side with format, knip (unused files, exports and dependencies: knip.json)
 * and typecheck; unit and model tests, then the e2e suites, and last the flows coverage table (model
 * and e2e side by side).
 */
import { existsSync } from 'node:fs';
import { CHROMIUM, HEADLESS_SHELL } from './lib/chromium-path';
import { run, runAsync } from './lib/proc';

/** Installs Debian packages with apt (sudo when not root). */
function aptInstall(packages: string[]): void {
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (args: string[]) =>
    sudo.length
      ? run('sudo', ['apt-get', ...args])
      : run('apt-get', args, { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  apt(['update']);
  apt(['install', '-y', '--no-install-recommends', ...packages]);
}

/**
 * Debian's chromium (Lighthouse, the benchmarks) and its headless shell (the e2e suite's browser,
 * scripts/lib/chromium-path.ts), installed with apt when missing. Without the shell the suite runs
 * in chromium, only slower: a failed install of it is said, not fatal.
 */
function ensureChromium(): void {
  if (!existsSync(CHROMIUM)) {
    console.info("[test] /usr/bin/chromium missing: installing Debian's chromium with apt…");
    aptInstall(['chromium']);
  }
  if (existsSync(HEADLESS_SHELL)) return;
  console.info(
    "[test] /usr/bin/chromium-headless-shell missing: installing Debian's chromium-headless-shell with apt…",
  );
  try {
    aptInstall(['chromium-headless-shell']);
  } catch (error) {
    console.warn(`[test] could not install chromium-headless-shell (${String(error)}): the e2e suite runs in chromium`);
  }
}

const seconds = (started: number) => Math.round((Date.now() - started) / 1000);

function step(name: string, fn: () => void): void {
  const started = Date.now();
  console.info(`\n[test] ── ${name}`);
  fn();
  console.info(`[test] ── ${name}: ok (${seconds(started)} s)`);
}

/** Commands that do not depend on each other, each timed; all are awaited, the first failure is thrown. */
async function sideBySide(name: string, lanes: ReadonlyArray<readonly [string, () => Promise<void>]>): Promise<void> {
  const started = Date.now();
  console.info(`\n[test] ── ${name}`);
  const results = await Promise.allSettled(
    lanes.map(async ([lane, fn]) => {
      const laneStarted = Date.now();
      await fn();
      console.info(`[test]    ${lane}: ok (${seconds(laneStarted)} s)`);
    }),
  );
  const failed = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failed) throw failed.reason;
  console.info(`[test] ── ${name}: ok (${seconds(started)} s)`);
}

async function main(): Promise<void> {
  step('chromium', ensureChromium);
  // ESLint (type-aware, single-threaded) takes as long as the other three checks together: on two
  // cores the two lanes finish in about half the time one after the other took.
  await sideBySide('static checks', [
    ['lint', () => runAsync('eslint', ['.', '--max-warnings=0'])],
    [
      'format, knip, typecheck',
      async () => {
        await runAsync('prettier', ['--check', '.', '--log-level', 'warn']);
        await runAsync('knip', []);
        await runAsync('tsc', ['--noEmit']);
      },
    ],
  ]);
  step('unit and model tests', () => run('vitest', ['run']));
  step('e2e', () => run('tsx', ['scripts/e2e.ts']));
  step('flows coverage', () => run('tsx', ['scripts/flows-coverage.ts']));
  console.info('\n[test] all green');
}

main().catch((error: unknown) => {
  console.error(`\n[test] FAILED: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
