/**
 * The vitest config StrykerJS uses when STRYKER_TESTS names the tests of a subset run
 * (comma-separated globs): the project's config with `include` narrowed to them, so the runner
 * does not have to find related tests among all of the project's (minutes on a busy machine).
 */
import { defineConfig } from 'vitest/config';
import base from './vitest.config.mjs';

const tests = (process.env['STRYKER_TESTS'] ?? '')
  .split(',')
  .map((glob) => glob.trim())
  .filter(Boolean);

export default defineConfig({
  ...base,
  test: { ...base.test, include: tests.length > 0 ? tests : base.test?.include },
});
