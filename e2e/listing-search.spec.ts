import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { formatNumber } from '@/lib/format/number';
import { expectNoAxeViolations } from './helpers';

/** The notes about dropped filters (the page has other status regions: the cards' snackbar). */
const droppedNotes = (page: Page) => page.getByRole('status').filter({ hasText: 'Am ignorat o parte din căutare:' });

// Issue 10, search and listing: sub-category listings, location, price indicator, filters that apply
// as they change (shallow URL, back/forward), bad URL values with notes, no JavaScript, and axe.

async function ready(page: Page, url: string): Promise<void> {
  const response = await page.goto(url);
  expect(response?.status(), url).toBe(200);
  await page.waitForLoadState('networkidle');
}

const filters = (page: Page) => page.getByRole('form', { name: 'Filtre' });

async function choose(page: Page, label: string, text: string): Promise<void> {
  const field = filters(page).getByRole('combobox', { name: label });
  await field.click();
  await field.fill(text);
  await field.press('Enter');
}

test('a sub-category listing: chosen in the filters, the path follows without a page load', async ({
  page,
  consoleErrors: _,
}) => {
  await ready(page, '/camioane');
  let loads = 0;
  page.on('load', () => (loads += 1));
  await choose(page, 'Subcategorie', 'Basculante');
  await expect(page).toHaveURL(/\/camioane\/basculante$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Camioane Basculante');
  await expect(page.getByRole('link', { name: /Subcategorie: Basculante/ })).toBeVisible();
  expect(loads).toBe(0);
  // Typed values apply after a pause; the sort at once; back restores the previous search.
  await filters(page).locator('input[name="pret_max"]').fill('400.000');
  await expect(page).toHaveURL(/\/camioane\/basculante\?pret_max=400000$/);
  await filters(page).locator('select[name="ordine"]').selectOption('price_asc');
  await expect(page).toHaveURL(/pret_max=400000&ordine=price_asc$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/camioane\/basculante\?pret_max=400000$/);
  await expect(filters(page).locator('select[name="ordine"]')).toHaveValue('newest');
  await page.goBack();
  await expect(page).toHaveURL(/\/camioane\/basculante$/);
  await expect(filters(page).locator('input[name="pret_max"]')).toHaveValue('');
  expect(loads).toBe(0);
});

test('location: county, city and radius narrow the results to that place', async ({ page, consoleErrors: _ }) => {
  await ready(page, '/autoturisme');
  await choose(page, 'Județ', 'Cluj');
  await expect(page).toHaveURL(/judet=cj/);
  // The card's place ("Cluj-Napoca, Cluj"), not its financing line (whose hidden context has commas too).
  const places = page
    .getByRole('main')
    .getByRole('article')
    .locator('p', { hasText: /, / })
    .filter({ hasNot: page.locator('[data-financing-entry]') });
  await expect(places.first()).toContainText(', Cluj');
  const city = filters(page).getByRole('combobox', { name: 'Oraș' });
  await city.fill('Cluj-Napoca');
  await city.press('Enter');
  await expect(page).toHaveURL(/judet=cj&oras=cluj-napoca/);
  await filters(page).getByLabel('Rază').selectOption('50');
  await expect(page).toHaveURL(/oras=cluj-napoca&raza=50/);
  await expect(page.getByRole('link', { name: /Oraș: Cluj-Napoca \+ 50 km/ })).toBeVisible();
});

test('price indicator from the URL: a chip, and only adverts with that level', async ({ page, consoleErrors: _ }) => {
  await ready(page, '/autoturisme?indicator_pret=below');
  await expect(page.getByRole('link', { name: /Indicator de preț: Sub preț/ })).toBeVisible();
  const cards = page.getByRole('main').getByRole('article');
  const count = await cards.count();
  for (let i = 0; i < count; i += 1) await expect(cards.nth(i)).toContainText('Sub preț');
  if (count === 0) await expect(page.getByRole('heading', { name: /Niciun anunț pentru Autoturisme/ })).toBeVisible();
});

for (const width of [1280, 375]) {
  test(`new cars from the home button at ${width}px: the cars listing filtered to new, each card 'Nou'`, async ({
    page,
    consoleErrors: _,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await ready(page, '/');
    const button = page.getByRole('link', { name: /^Mașini noi \d[\d.]* (de )?anunțuri?$/ });
    await expect(button).toBeVisible();
    const count = ((await button.textContent()) ?? '').replace(/^Mașini noi\s*/, '');
    await expectNoAxeViolations(page);
    await button.click();
    await expect(page).toHaveURL(/\/autoturisme\?stare=nou$/);
    await expect(page.getByRole('link', { name: /Stare: Nou/ })).toBeVisible();
    await expect(page.getByRole('main').getByText(count, { exact: true }).first()).toBeVisible();
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards.first()).toBeVisible();
    const shown = await cards.count();
    for (let i = 0; i < shown; i += 1)
      await expect(cards.nth(i).getByRole('list', { name: 'Distincții' })).toContainText('Nou');
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}

/** The number in an option's text ('Nou (1.463)' -> 1463). */
function countOf(text: string | undefined): number {
  const digits = /\((\d[\d.]*)\)$/.exec(text ?? '')?.[1];
  return digits === undefined ? Number.NaN : Number(digits.replaceAll('.', ''));
}

test('the condition field: counts of new and used cars, used cars at once, a bad value noted', async ({
  page,
  consoleErrors: _,
}) => {
  await ready(page, '/autoturisme?stare=nou');
  const field = filters(page).getByLabel('Stare');
  const options = field.locator('option');
  await expect(field).toHaveValue('nou');
  await expect(options).toHaveText([/^Noi și rulate \(\d[\d.]*\)$/, /^Nou \(\d[\d.]*\)$/, /^Rulat \(\d[\d.]*\)$/]);
  const [all, fresh, used] = (await options.allTextContents()).map(countOf);
  expect(fresh).toBeGreaterThan(0);
  expect(used).toBeGreaterThan(fresh ?? 0);
  expect(all).toBe((fresh ?? 0) + (used ?? 0));
  // The new cars' count is the listing's own.
  await expect(page.getByRole('main').getByText(/^\d[\d.]* (de )?anunțuri?$/)).toHaveText(
    new RegExp(`^${formatNumber(fresh ?? 0)} `),
  );
  await field.selectOption('rulat');
  await expect(page).toHaveURL(/\/autoturisme\?stare=rulat$/);
  await expect(page.getByRole('link', { name: /Stare: Rulat/ })).toBeVisible();
  // The facet ignores its own choice; another filter changes it at once.
  const texts = (n: (number | undefined)[]) =>
    ['Noi și rulate', 'Nou', 'Rulat'].map((label, i) => `${label} (${formatNumber(n[i] ?? Number.NaN)})`);
  await expect(options).toHaveText(texts([all, fresh, used]));
  await choose(page, 'Marcă', 'Dacia');
  await expect(page).toHaveURL(/\/autoturisme\/dacia\?stare=rulat$/);
  await expect(options.nth(2)).not.toHaveText(texts([all, fresh, used])[2] ?? '');
  const [daciaAll, daciaNew, daciaUsed] = (await options.allTextContents()).map(countOf);
  expect(daciaUsed).toBeGreaterThan(0);
  expect(daciaUsed).toBeLessThan(used ?? 0);
  expect(daciaAll).toBe((daciaNew ?? 0) + (daciaUsed ?? 0));
  await ready(page, '/autoturisme?stare=vechi');
  await expect(droppedNotes(page)).toContainText('Stare: „vechi” nu există; filtrul a fost ignorat.');
});

test('bad URL values: the listing with notes naming each dropped filter, never a 500', async ({
  page,
  consoleErrors: _,
}) => {
  const bad = [
    'pret_min=abc',
    'an_min=2020&an_max=2010',
    'combustibil=kerosen',
    `q=${encodeURIComponent("' OR 1=1 --")}`,
    ...Array.from({ length: 40 }, (_, i) => `culoare=c${i}`),
  ].join('&');
  await ready(page, `/autoturisme?${bad}&km_max=150.000`);
  const notes = droppedNotes(page);
  await expect(notes).toContainText('Preț: „abc” nu este un număr; filtrul a fost ignorat.');
  await expect(notes).toContainText('An fabricație: valoarea minimă este mai mare decât cea maximă');
  await expect(notes).toContainText('Combustibil: „kerosen” nu există');
  await expect(notes).toContainText('Cuvinte cheie: textul conține caractere nepermise');
  await expect(notes).toContainText('Culoare: prea multe valori (40)');
  await expect(page.getByRole('link', { name: /Kilometraj: până la 150\.000/ })).toBeVisible();
  // The bad value stays in its box with the reason.
  await expect(filters(page).locator('input[name="pret_min"]')).toHaveValue('abc');
  // A make the category does not have: a note, not a 404; make text is understood.
  await ready(page, '/motociclete/dacia');
  await expect(droppedNotes(page)).toContainText('Marcă: „dacia” nu există');
  await ready(page, '/autoturisme?marca=merc%20benz');
  await expect(page).toHaveURL(/\/autoturisme\/mercedes-benz$/);
  await ready(page, '/autoturisme?marca=%C5%A0koda');
  await expect(page).toHaveURL(/\/autoturisme\/skoda$/);
});

test('popular searches: a suggestion is a listing link with its filters', async ({ page, consoleErrors: _ }) => {
  await ready(page, '/autoturisme');
  const popular = page.getByRole('navigation', { name: 'Căutări populare' });
  const first = popular.getByRole('link').first();
  await expect(first).toBeVisible();
  const href = await first.getAttribute('href');
  expect(href).toMatch(/^\/autoturisme(\/|\?)/);
  await first.click();
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === href);
  // A filtered listing shows the filters as chips instead of the suggestions.
  await expect(page.getByRole('navigation', { name: 'Căutări populare' })).toHaveCount(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the filters form submits as GET and the server renders the result', async ({ page }) => {
    await ready(page, '/camioane');
    await filters(page).locator('input[name="pret_max"]').fill('100.000');
    await filters(page).locator('input[name="an_min"]').fill('20x5');
    await filters(page).getByRole('button', { name: 'Caută' }).click();
    await expect(page).toHaveURL(/\/camioane\?pret_max=100\.000&an_min=20x5$/);
    await expect(droppedNotes(page)).toContainText('An fabricație: „20x5” nu este un număr');
    await expect(filters(page).locator('input[name="an_min"]')).toHaveValue('20x5');
    await expect(filters(page).locator('input[name="pret_max"]')).toHaveValue('100.000');
  });
});

for (const width of [1280, 375]) {
  test(`listing, sub-category, advanced search and an empty search at ${width}px pass axe`, async ({
    page,
    consoleErrors: _,
  }) => {
    // Four pages, each analysed by axe: past a minute when both e2e runs share two busy cores.
    test.slow();
    await page.setViewportSize({ width, height: 800 });
    for (const url of [
      '/autoturisme/volkswagen/golf',
      '/utilaje-agricole/tractoare-agricole',
      '/piese?pret_max=abc',
      '/camioane/cautare-avansata?subcategorie=basculante',
      '/autoturisme/dacia?an_min=2100',
    ]) {
      await ready(page, url);
      await expect(page.getByRole('heading', { level: 1 }), url).toHaveCount(1);
      await expectNoAxeViolations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), url).toBeLessThanOrEqual(width);
    }
    // The empty search shows the make's name, not its slug, and keeps the filter as a chip.
    await expect(page.getByRole('heading', { name: 'Niciun anunț pentru Autoturisme Dacia' })).toBeVisible();
    await expect(page.getByRole('link', { name: /An fabricație: de la 2100/ })).toBeVisible();
  });
}
