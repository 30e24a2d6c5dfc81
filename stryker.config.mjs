// @ts-check
/**
 * Mutation testing (issue 9): StrykerJS with the vitest runner over the machines and the rule
 * modules of lib/ (pure decisions: routes, select, session rules, formatting, listing, errors).
 * Not part of `npm test` or CI: it runs every related test once per mutant and takes long.
 * `npm run test:mutation` prints the score per folder (clear-text table).
 * A subset (folders or files): STRYKER_MUTATE=machines/select,lib/select npm run test:mutation -- --concurrency 1
 * and, to skip the search for related tests, name them (globs):
 * STRYKER_MUTATE=lib/select STRYKER_TESTS='lib/select/**\/*.test.ts' npm run test:mutation -- --concurrency 1
 */
import process from 'node:process';

const RULE_FOLDERS = [
  'machines',
  'lib/routes',
  'lib/select',
  'lib/session',
  'lib/format',
  'lib/listing',
  'lib/errors',
  'lib/http',
];

/** Files that carry no rules worth mutating: types, fixtures, registries, wiring, client operations. */
const NOT_RULES = [
  '**/*.test.ts',
  '**/*.test.tsx',
  '**/*.types.ts',
  '**/*.fixtures.ts',
  '**/*.registry.ts',
  '**/*.descriptions.ts',
  '**/*-operations.ts',
  '**/*-api.ts',
  'machines/registry.ts',
];

const tests = process.env['STRYKER_TESTS'] ?? '';
const folders = (process.env['STRYKER_MUTATE'] ?? '')
  .split(',')
  .map((f) => f.trim().replace(/\/$/, ''))
  .filter(Boolean);

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
const config = {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  // With STRYKER_TESTS the tests are named (vitest.mutation.config.mts); otherwise vitest finds the related ones.
  vitest: tests
    ? { configFile: 'vitest.mutation.config.mts', related: false }
    : { configFile: 'vitest.config.mts', related: true },
  mutate: [
    // An entry of STRYKER_MUTATE is a folder, or one file.
    ...(folders.length > 0 ? folders : RULE_FOLDERS).flatMap((entry) =>
      /\.tsx?$/.test(entry) ? [entry] : [`${entry}/**/*.ts`, `${entry}/**/*.tsx`],
    ),
    ...NOT_RULES.map((pattern) => `!${pattern}`),
  ],
  // Per-test coverage lets each mutant run only the tests that reach it.
  coverageAnalysis: 'perTest',
  ignoreStatic: true,
  reporters: ['clear-text', 'progress-append-only', 'html'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  // The table of scores per folder and file; the survivors are in the HTML report.
  clearTextReporter: {
    allowColor: false,
    logTests: false,
    reportTests: false,
    reportScoreTable: true,
    reportMutants: false,
  },
  concurrency: 2,
  timeoutMS: 60000,
  // The first run (all related tests, with per-test coverage) takes minutes on a busy machine.
  dryRunTimeoutMinutes: 30,
  tempDirName: '.stryker-tmp',
  // The sandbox copy needs the sources and configs, not build output or local databases.
  ignorePatterns: ['.next', '.data', 'reports', 'test-results', 'playwright-report', 'coverage', 'e2e', '.ci'],
  thresholds: { high: 80, low: 60, break: null },
};

export default config;
