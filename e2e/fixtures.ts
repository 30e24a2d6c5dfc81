import { test as base, expect, type Page } from '@playwright/test';

/** Every page a test opens fails the test when the browser logs an error or throws. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, provide) => {
    const errors = watchConsole(page);
    await provide(errors);
    expect(errors, 'console errors and uncaught exceptions').toEqual([]);
  },
});

/**
 * Collects console errors. Responses with an error status that the test expects (404, 410 pages)
 * make Chromium log "Failed to load resource"; those are allowed only for the main document.
 */
function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    const text = msg.text();
    const location = msg.location().url;
    const isDocument = location === page.url() || location === '';
    if (/Failed to load resource: the server responded with a status of (404|410)/.test(text) && isDocument) return;
    errors.push(`${text} @ ${location}`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}

export { expect };
