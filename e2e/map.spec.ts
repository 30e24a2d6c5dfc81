import type { Page } from '@playwright/test';
import { expect, test as shared, watchConsole } from './fixtures';
import { expectNoAxeViolations } from './helpers';

/**
 * Map search (/{category}/harta, issue 10). The test servers have no network, and the tile server
 * is refused here as well, so the map must fall back to the bundled county outline and still work:
 * clusters, zoom, the city card and the list of the adverts inside the map's bounds.
 */
const TILE_HOST = /tile\.openstreetmap\.org/;

/** The shared console watcher, except for the tile failures this spec causes itself. */
const test = shared.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, provide) => {
    const errors = watchConsole(page);
    await provide(errors);
    expect(
      errors.filter((error) => !TILE_HOST.test(error)),
      'console errors and uncaught exceptions',
    ).toEqual([]);
  },
});

async function openMap(page: Page, width: number, url = '/autoturisme/harta'): Promise<void> {
  await page.setViewportSize({ width, height: width < 500 ? 812 : 900 });
  await page.route(TILE_HOST, (route) => route.abort('internetdisconnected'));
  const response = await page.goto(url);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Autoturisme pe hartă' })).toBeVisible();
  await expect(page.locator('[data-map-mode]')).toHaveAttribute('data-map-mode', 'outline');
  await expect(page.getByText('Harta detaliată nu se poate încărca acum; afișăm conturul județelor.')).toBeVisible();
  await expect(page.locator('.leaflet-overlay-pane path').first()).toBeVisible();
  await expect(page.getByText('Contururi județe: SVG Maps, CC BY 4.0')).toBeVisible();
}

const list = (page: Page) => page.getByRole('region', { name: 'Anunțurile din zona hărții' });

/** The list's total once it has settled after the map moved. */
async function settledTotal(page: Page): Promise<number> {
  await expect(list(page)).toHaveAttribute('aria-busy', 'false');
  const text =
    (await list(page)
      .getByText(/în zona hărții$/)
      .textContent()) ?? '';
  return Number(text.replace(/\D/g, ''));
}

test('the map falls back to the county outline; clusters zoom in by keyboard; a city leads to its listing', async ({
  page,
  consoleErrors: _,
}) => {
  await openMap(page, 1280);
  const clusters = page.locator('[data-cluster]');
  await expect(clusters.first()).toBeVisible();
  await expect(list(page).getByRole('article').first()).toBeVisible();
  const countryTotal = await settledTotal(page);
  expect(countryTotal).toBeGreaterThan(0);

  // A cluster is a labelled button; Enter on it zooms the map in where it splits.
  const first = clusters.first();
  await expect(first).toHaveAttribute('aria-label', /anunțuri în \d+ orașe — mărește harta/);
  const zoomBefore = await page.evaluate(() => document.querySelectorAll('[data-cluster], [data-city]').length);
  await first.focus();
  await page.keyboard.press('Enter');
  await expect
    .poll(() => page.evaluate(() => document.querySelectorAll('[data-cluster], [data-city]').length))
    .not.toBe(zoomBefore);

  // Zoomed far enough, a city shows its count and leads to the listing of that city.
  for (let i = 0; i < 6 && (await page.locator('[data-city]').count()) === 0; i += 1) {
    await page.locator('[data-cluster]').first().click();
    await page.waitForTimeout(400);
  }
  const city = page.locator('[data-city]').first();
  const label = (await city.getAttribute('aria-label')) ?? '';
  const cityName = label.split(':')[0] ?? '';
  await city.click();
  const card = page.getByRole('region', { name: new RegExp(`^${cityName}, județul`) });
  await expect(card).toBeVisible();
  await expect(card.getByText(/anunțuri? activ/)).toBeVisible();
  const link = card.getByRole('link', { name: `Vezi anunțurile din ${cityName}` });
  await expect(link).toHaveAttribute('href', /^\/autoturisme\?judet=[a-z]+&oras=[a-z0-9-]+$/);
  await card.getByRole('button', { name: 'Închide' }).click();
  await expect(card).toBeHidden();

  await expectNoAxeViolations(page);
});

test('the list follows the map: after zooming into a cluster it holds only the adverts in view', async ({
  page,
  consoleErrors: _,
}) => {
  await openMap(page, 1280);
  const countryTotal = await settledTotal(page);
  expect(countryTotal).toBeGreaterThan(0);
  await page.locator('[data-cluster]').first().click();
  await expect.poll(() => settledTotal(page)).toBeLessThan(countryTotal);
  expect(await settledTotal(page)).toBeGreaterThan(0);
  await expect(list(page).getByRole('article').first()).toBeVisible();
});

test('on a phone the list is below the map, and the page passes axe', async ({ page, consoleErrors: _ }) => {
  await openMap(page, 375);
  const map = await page.locator('[data-map-mode]').boundingBox();
  const firstCard = list(page).getByRole('article').first();
  await expect(firstCard).toBeAttached();
  const card = await firstCard.boundingBox();
  expect(map && card && card.y > map.y + map.height).toBe(true);
  await expect(page.locator('[data-cluster]').first()).toBeVisible();
  await expectNoAxeViolations(page);
});

/** Adverts on the markers in view (clusters and cities), from their labels. */
async function markerTotal(page: Page): Promise<number> {
  const labels = await page
    .locator('[data-cluster], [data-city]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-label') ?? ''));
  return labels.reduce(
    (sum, label) => sum + Number(/(\d[\d.]*) (?:de )?anunț(?:uri)?/.exec(label)?.[1]?.replace(/\./g, '')),
    0,
  );
}

/** The listing's total ('123 de anunțuri') of a listing page. */
async function listingTotal(page: Page, url: string): Promise<number> {
  await page.goto(url);
  const total = page
    .getByRole('main')
    .getByText(/^\d[\d.]* (de )?anunțuri?$/)
    .first();
  return Number(((await total.textContent()) ?? '').replace(/\D/g, ''));
}

test("the listing's map link carries its filters: only that make's points and adverts, chips to remove them", async ({
  page,
  consoleErrors: _,
}) => {
  const dacias = await listingTotal(page, '/autoturisme/dacia');
  expect(dacias).toBeGreaterThan(0);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.route(TILE_HOST, (route) => route.abort('internetdisconnected'));
  await page.getByRole('link', { name: 'Vezi anunțurile pe hartă' }).click();
  await expect(page).toHaveURL(/\/autoturisme\/harta\?marca=dacia$/);
  await expect(page.locator('[data-map-mode]')).toHaveAttribute('data-map-mode', 'outline');
  const chips = page.getByRole('list', { name: 'Filtrele hărții' });
  await expect(chips.getByRole('link', { name: /Marcă: Dacia/ })).toHaveAttribute('href', '/autoturisme/harta');
  await expect(page.getByRole('link', { name: 'Înapoi la listă' })).toHaveAttribute('href', '/autoturisme/dacia');

  // Points: every Dacia, and only Dacias, on the markers; the list beside the map only Dacias too.
  await expect(page.locator('[data-cluster], [data-city]').first()).toBeVisible();
  await expect.poll(() => markerTotal(page)).toBe(dacias);
  expect(await settledTotal(page)).toBe(dacias);
  const titles = await list(page).getByRole('heading').allTextContents();
  expect(titles.length).toBeGreaterThan(0);
  for (const title of titles) expect(title).toMatch(/^Dacia /);
  await expectNoAxeViolations(page);

  // A city's listing keeps the make.
  for (let i = 0; i < 6 && (await page.locator('[data-city]').count()) === 0; i += 1) {
    await page.locator('[data-cluster]').first().click();
    await page.waitForTimeout(400);
  }
  await page.locator('[data-city]').first().click();
  await expect(page.getByRole('link', { name: /^Vezi anunțurile din / })).toHaveAttribute(
    'href',
    /^\/autoturisme\/dacia\?judet=[a-z]+&oras=[a-z0-9-]+$/,
  );

  // Clearing the filters: the whole map again, with more adverts than the Dacias.
  await page.getByRole('link', { name: 'Șterge filtrele' }).click();
  await expect(page).toHaveURL(/\/autoturisme\/harta$/);
  await expect(page.getByRole('list', { name: 'Filtrele hărții' })).toHaveCount(0);
  await expect.poll(() => markerTotal(page)).toBeGreaterThan(dacias);
});

test('bad filter values on the map URL: dropped with a note naming each, the rest still applies', async ({
  page,
  consoleErrors: _,
}) => {
  await openMap(page, 375, '/autoturisme/harta?marca=trabant&stare=vechi&an_min=2010');
  const notes = page.getByRole('status').filter({ hasText: 'Am ignorat o parte din căutare:' });
  await expect(notes).toContainText('Stare: „vechi” nu există; filtrul a fost ignorat.');
  await expect(notes).toContainText('Marcă: „trabant” nu există; filtrul a fost ignorat.');
  const chips = page.getByRole('list', { name: 'Filtrele hărții' });
  await expect(chips.getByRole('link', { name: /An fabricație: de la 2010/ })).toBeVisible();
  await expect(chips.getByRole('link', { name: /Marcă/ })).toHaveCount(0);
  await expect(page.locator('[data-cluster], [data-city]').first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test('new cars on the map at 375px: the condition chip, only new cars in the list', async ({
  page,
  consoleErrors: _,
}) => {
  await openMap(page, 375, '/autoturisme/harta?stare=nou');
  await expect(
    page.getByRole('list', { name: 'Filtrele hărții' }).getByRole('link', { name: /Stare: Nou/ }),
  ).toBeVisible();
  const cards = list(page).getByRole('article');
  await expect(cards.first()).toBeAttached();
  const count = await cards.count();
  for (let i = 0; i < count; i += 1)
    await expect(cards.nth(i).getByRole('list', { name: 'Distincții' })).toContainText('Nou');
  await expectNoAxeViolations(page);
});

test('an unknown category is a 404, not a map', async ({ page, consoleErrors: _ }) => {
  const response = await page.goto('/nu-exista/harta');
  expect(response?.status()).toBe(404);
});
