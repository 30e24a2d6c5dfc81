import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS } from './scripts/lib/chromium-flags';
import { e2eBrowserPath } from './scripts/lib/chromium-path';

const ci = !!process.env.CI;

// Debian's Chromium (its headless shell when installed: scripts/lib/chromium-path.ts); Playwright never
// downloads a browser here. Base URL comes from scripts/e2e.ts.
export default defineConfig({
  testDir: './e2e',
  // CI machines vary in speed from one run to the next (the same suite has taken 25 and 60 minutes):
  // there a test gets twice the time, which costs nothing while it passes, and one retry, which the
  // list reporter counts as "flaky" so it is seen, not hidden. A test that fails twice fails the run.
  timeout: ci ? 120_000 : 60_000,
  expect: { timeout: ci ? 20_000 : 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: ci ? 1 : 0,
  // A stray test.only would silently skip the rest of the suite; in CI it fails the run instead.
  forbidOnly: ci,
  reporter: [['list']],
  // One folder per run: the PGlite and PostgreSQL runs go side by side (scripts/e2e.ts).
  outputDir: `test-results/${process.env.E2E_LABEL ?? 'local'}`,
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://localhost:3000',
    locale: 'ro-RO',
    trace: 'off',
    // A service worker answers requests before page.route and keeps pages between navigations; the
    // suite runs without one, and e2e/slots-offline.spec.ts allows it for its own tests.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: e2eBrowserPath(),
      args: ['--headless', ...CHROMIUM_FLAGS],
    },
  },
  projects: [{ name: `chromium-${process.env.E2E_LABEL ?? 'local'}`, use: { viewport: { width: 1280, height: 900 } } }],
});
