import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';

// What keeps the first screens fast (npm run bench:lab measures it); each of these can regress
// without any visible change.

/** Markup of the server render, as the browser first receives it. */
async function serverHtml(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status()).toBe(200);
  return response.text();
}

test('app, header, page, footer and the listing filters hydrate as separate regions, sent in place', async ({
  page,
  request,
  consoleErrors: _,
}) => {
  await page.goto('/autoturisme');
  // A card links the ad (and, for dealers, the seller's page): take the ad's link.
  const adPath = await page
    .getByRole('main')
    .getByRole('article')
    .first()
    .locator('a[href*="/anunt/"]')
    .getAttribute('href');
  expect(adPath).toMatch(/^\/autoturisme\/anunt\/\d+$/);
  for (const path of ['/', '/autoturisme', adPath ?? '']) {
    const html = await serverHtml(request, path);
    // Activity boundaries (<!--&-->) around the three regions: React hydrates each on its own.
    // (Booleans, so a failure names the check instead of printing the whole page.)
    expect(html.includes('<!--&--><header'), `${path}: header in its own boundary`).toBe(true);
    expect(html.includes('<main id="continut" tabindex="-1"><!--&-->'), `${path}: page in its own boundary`).toBe(true);
    expect(html.includes('<!--&--><footer'), `${path}: footer in its own boundary`).toBe(true);
    // The providers and the shell too: the root's blocking task renders nothing but the boundary (0023).
    expect(html.includes('<div id="__next"><!--&-->'), `${path}: app content in its own boundary`).toBe(true);
    // The listing's filters panel (a sidebar for this desktop request) hydrates apart from the results.
    if (path === '/autoturisme')
      expect(html.includes('<!--&--><aside'), `${path}: filters panel in its own boundary`).toBe(true);
    // Nothing streamed out of place (a Suspense boundary past 12.8 KB is, and needs inline scripts).
    expect(html.includes('<template id="B:') || /\$RC|\$RV/.test(html), `${path}: content streamed out of place`).toBe(
      false,
    );
  }
});

test('the likely largest paint of the listing and the ad page is fetched first, never lazily', async ({
  page,
  consoleErrors: _,
}) => {
  await page.goto('/autoturisme');
  const firstPhoto = page.getByRole('main').getByRole('article').first().locator('img');
  await expect(firstPhoto).toHaveAttribute('fetchpriority', 'high');
  await expect(firstPhoto).toHaveAttribute('loading', 'eager');
  await page.getByRole('main').getByRole('article').first().locator('a[href*="/anunt/"]').click();
  await expect(page).toHaveURL(/\/anunt\/\d+$/);
  const mainPhoto = page.getByRole('region', { name: 'Fotografii' }).locator('figure img');
  await expect(mainPhoto).toHaveAttribute('fetchpriority', 'high');
  await expect(mainPhoto).not.toHaveAttribute('loading', 'lazy');
  // The page is interactive once hydrated: the gallery moves on.
  await page.getByRole('button', { name: 'Fotografia următoare' }).click();
  await expect(mainPhoto).toHaveAttribute('alt', /fotografia 2 din/);
});

test('the scripts a page starts with ask V8 to compile them as they stream in, off the main thread (0028)', async ({
  request,
}) => {
  for (const path of ['/', '/autoturisme', '/authentication']) {
    const html = await serverHtml(request, path);
    // Paint-first pages list their chunks in the inline loader, the others in <script src> tags.
    const chunks = [...new Set(html.match(/\/_next\/static\/chunks\/[\w.-]+\.js/g) ?? [])];
    expect(chunks.length, `${path}: chunk scripts`).toBeGreaterThan(2);
    for (const chunk of chunks) {
      const source = await (await request.get(chunk)).text();
      expect(source.startsWith('//# allFunctionsCalledOnLoad\n'), `${path}: ${chunk} starts with the hint`).toBe(true);
    }
  }
});
