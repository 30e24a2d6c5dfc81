/**
 * `npm test`: everything CI checks, in order — Chromium present (installed from Debian with apt when
 * missing), lint, knip (unused files, exports and dependencies: knip.json), typecheck, unit and
 * model tests, then the e2e suites, and last the flows coverage table (model and e2e side by side).
 */
import { existsSync } from 'node:fs';
import { run } from './lib/proc';

function ensureChromium(): void {
  if (existsSync('/usr/bin/chromium')) return;
  console.info("[test] /usr/bin/chromium missing: installing Debian's chromium with apt…");
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (args: string[]) =>
    sudo.length
      ? run('sudo', ['apt-get', ...args])
      : run('apt-get', args, { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  apt(['update']);
  apt(['install', '-y', '--no-install-recommends', 'chromium']);
}

function step(name: string, fn: () => void): void {
  const started = Date.now();
  console.info(`\n[test] ── ${name}`);
  fn();
  console.info(`[test] ── ${name}: ok (${Math.round((Date.now() - started) / 1000)} s)`);
}

try {
  step('chromium', ensureChromium);
  step('lint', () => run('eslint', ['.', '--max-warnings=0']));
  step('format', () => run('prettier', ['--check', '.', '--log-level', 'warn']));
  step('unused files, exports and dependencies (knip)', () => run('knip', []));
  step('typecheck', () => run('tsc', ['--noEmit']));
  step('unit and model tests', () => run('vitest', ['run']));
  step('e2e', () => run('tsx', ['scripts/e2e.ts']));
  step('flows coverage', () => run('tsx', ['scripts/flows-coverage.ts']));
  console.info('\n[test] all green');
} catch (error) {
  console.error(`\n[test] FAILED: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
