import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS } from './scripts/lib/chromium-flags';

// Debian's Chromium; Playwright never downloads a browser here. Base URL comes from scripts/e2e.ts.
export default defineConfig({
  testDir: './e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // A stray test.only would silently skip the rest of the suite; in CI it fails the run instead.
  forbidOnly: !!process.env.CI,
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
      executablePath: '/usr/bin/chromium',
      args: ['--headless', ...CHROMIUM_FLAGS],
    },
  },
  projects: [{ name: `chromium-${process.env.E2E_LABEL ?? 'local'}`, use: { viewport: { width: 1280, height: 900 } } }],
});
