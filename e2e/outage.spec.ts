import { expect, test } from '@playwright/test';

// Run by scripts/e2e.ts against a server whose database cannot be reached (tag @outage):
// the visitor gets the generic error page with a way out and a QR code that identifies the request,
// with 503 and Retry-After (the database is away, not a bug: docs/operations.md).
test('@outage a failing page shows the error page with the transaction id and its QR code', async ({ page }) => {
  const pageErrors: string[] = [];
  page.on('pageerror', (e) => pageErrors.push(e.message));
  const res = await page.goto('/autoturisme', { waitUntil: 'load' });
  expect(res?.status()).toBe(503);
  expect(res?.headers()['retry-after']).toBe('5');
  const transactionId = res?.headers()['x-transaction-id'] ?? '';
  expect(transactionId).toMatch(/^[0-9a-f-]{36}$/);

  await expect(page.getByRole('heading', { name: 'Ceva n-a mers bine' })).toBeVisible();
  await expect(page.getByText('Așteaptă câteva minute și încearcă din nou.')).toBeVisible();
  await expect(page.getByText(transactionId)).toBeVisible();
  await expect(
    page.getByRole('img', { name: 'Cod QR cu identificatorul tranzacției' }).locator('svg, path').first(),
  ).toBeAttached();
  await expect(
    page.getByRole('link', { name: 'Încearcă din nou' }).or(page.getByRole('button', { name: 'Încearcă din nou' })),
  ).toBeVisible();
  expect(pageErrors).toEqual([]);
});
