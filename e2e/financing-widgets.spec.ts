import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@/server/db/seed/demo-accounts';
import { largestPriceForBudget } from '@/lib/financing/widget-simulations';
import { formatNumber } from '@/lib/format/number';
import { expect, test } from './fixtures';
import { expectNoAxeViolations, signIn } from './helpers';

/**
 * Issue 16, the site-wide financing entry points (SPEC §2.6, §4; docs/financing.md "The widgets"):
 * the header's „Finanțare", the footer's widget (home, listing, ad page only), the listing card's
 * "de la X lei/lună" and the filters dialog „Caută după rata lunară"; with financingWidgets off the
 * header entry goes and the footer shows its ad slot baxter-c-footer (DISABLED).
 */

const headerEntry = (page: Page) => page.getByRole('banner').locator('[data-financing-entry="header"]');
const footerWidget = (page: Page) => page.getByRole('contentinfo').locator('[data-financing-entry="footer"]');
const footerSlot = (page: Page) => page.locator('[data-ad-slot="baxter-c-footer"]');
const cardLinks = (page: Page) => page.locator('a[data-financing-entry="LISTING_AD_CARD"]');
const total = (page: Page) => page.getByRole('main').locator('header p[aria-live="polite"]');

/** '1.234 de anunțuri' -> 1234. */
function countIn(text: string | null): number {
  return Number(/([\d.]+)/u.exec(text ?? '')?.[1]?.replace(/\./gu, '') ?? Number.NaN);
}

test('home: the header entry and the footer widget with the card default example (ENABLED)', async ({
  page,
  consoleErrors: _,
}) => {
  await page.goto('/');
  await expect(headerEntry(page)).toHaveAttribute('href', '/finantare/redirect/header');
  await expect(headerEntry(page)).toHaveText('Finanțare');
  await expect(footerWidget(page).getByRole('heading', { name: 'Cumpără în rate' })).toBeVisible();
  await expect(footerWidget(page)).toContainText('50.000 lei în 60 de rate: 1.221,22 lei/lună, DAE 17,46 %');
  await expect(footerWidget(page).getByRole('link', { name: 'Vezi opțiunile de finanțare' })).toHaveAttribute(
    'href',
    '/finantare/redirect/footer',
  );
  await expect(footerSlot(page)).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('listing: each card simulates its price, its link carries anunt and pozitie', async ({
  page,
  consoleErrors: _,
}) => {
  await page.goto('/autoturisme');
  await expect(cardLinks(page).first()).toBeVisible();
  const first = cardLinks(page).first();
  await expect(first).toHaveText(/^de la [\d.]+(,\d\d)? lei\/lună, finanțare în 60 de rate \(DAE 17,46 %\) pentru /u);
  const href = (await first.getAttribute('href')) ?? '';
  const url = new URL(href, 'http://volan.test');
  expect(url.pathname).toBe('/finantare/redirect/LISTING_AD_CARD');
  expect(url.searchParams.get('anunt')).toMatch(/^\d+$/u);
  // The card's place in the results: the first card with a simulation is at or after the first card.
  const cards = page.getByRole('main').locator('article');
  const withSimulation = await cards.evaluateAll((articles) =>
    articles.findIndex((article) => article.querySelector('a[data-financing-entry="LISTING_AD_CARD"]')),
  );
  expect(url.searchParams.get('pozitie')).toBe(String(withSimulation + 1));
  // The advert the simulation names is the card's own.
  const cardHref = await cards.nth(withSimulation).getByRole('heading').getByRole('link').getAttribute('href');
  expect(cardHref).toContain(`/anunt/${url.searchParams.get('anunt')}`);
  await expect(footerWidget(page)).toBeVisible();

  // On the next page the places go on from the first page's.
  const firstPage = await cards.count();
  await page.getByRole('link', { name: /Pagina următoare/u }).click();
  await expect(page.getByText(/^Pagina 2 din \d+$/u)).toBeVisible();
  await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
  const next = await cards.evaluateAll((articles) =>
    articles.findIndex((article) => article.querySelector('a[data-financing-entry="LISTING_AD_CARD"]')),
  );
  const nextHref =
    (await cards.nth(next).locator('a[data-financing-entry="LISTING_AD_CARD"]').getAttribute('href')) ?? '';
  expect(new URL(nextHref, 'http://volan.test').searchParams.get('pozitie')).toBe(String(firstPage + next + 1));
});

test('listing: „Caută după rata lunară" sets the maximum price, the results change; Escape closes', async ({
  page,
  consoleErrors: _,
}) => {
  await page.goto('/autoturisme');
  await page.waitForLoadState('networkidle');
  const before = countIn(await total(page).textContent());
  const open = page.getByRole('button', { name: 'Caută după rata lunară' });

  // Escape closes, focus returns to the button.
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'Caută după rata lunară' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Rata lunară (lei)')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(open).toBeFocused();

  // A wrong budget is said under the field; nothing is applied.
  await open.click();
  await dialog.getByRole('button', { name: 'Aplică' }).click();
  await expect(dialog.getByText('Scrie rata lunară în lei, de exemplu 1.500.')).toBeVisible();
  await dialog.getByLabel('Rata lunară (lei)').fill('20');
  await expect(dialog.getByText('Alege o rată lunară între 50 și 50.000 lei.')).toBeVisible();

  const maxPrice = largestPriceForBudget(500, 48);
  await dialog.getByLabel('Rata lunară (lei)').fill('500');
  await dialog.getByText('48 de luni').click();
  await expect(dialog.locator('[data-max-price]')).toHaveText(`Preț maxim: ${formatNumber(maxPrice)} lei`);
  await dialog.getByRole('button', { name: 'Aplică' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`pret_max=${maxPrice}(&|$)`, 'u'));
  await expect.poll(async () => countIn(await total(page).textContent())).toBeLessThan(before);
  await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
});

test('the footer shows nothing on another page type (/dealeri: HIDDEN); the header entry stays', async ({
  page,
  consoleErrors: _,
}) => {
  await page.goto('/dealeri');
  await expect(headerEntry(page)).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(footerWidget(page)).toHaveCount(0);
  await expect(footerSlot(page)).toHaveCount(0);
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 }, isMobile: true, hasTouch: true });

  test('the header entry, the card simulation and the dialog fit, with axe finding nothing', async ({
    page,
    consoleErrors: _,
  }) => {
    await page.goto('/');
    await expect(headerEntry(page)).toBeVisible();
    await expect(headerEntry(page)).toHaveAccessibleName('Finanțare');
    await expect(footerWidget(page)).toBeVisible();
    await expectNoAxeViolations(page);
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(1);

    await page.goto('/autoturisme');
    await page.waitForLoadState('networkidle');
    await expect(cardLinks(page).first()).toBeVisible();
    await expectNoAxeViolations(page);
    expect(await overflow()).toBeLessThanOrEqual(1);
    await page.getByRole('button', { name: 'Caută după rata lunară' }).click();
    const dialog = page.getByRole('dialog', { name: 'Caută după rata lunară' });
    await dialog.getByLabel('Rata lunară (lei)').fill('1.000');
    await expect(dialog.locator('[data-max-price]')).toHaveText('Preț maxim: 40.942 lei');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Renunță' }).click();
    await expect(dialog).toHaveCount(0);
  });
});

test('with the flag financingWidgets off the header entry goes and the footer shows baxter-c-footer (DISABLED)', async ({
  page,
  consoleErrors: _,
}) => {
  // Signed in, every page is rendered for this request (no shared cache); a team change clears the
  // server's flag cache at once, polled all the same.
  const flagRow = page.locator('tr[data-flag="financingWidgets"]');
  const switchFlag = async (to: 'on' | 'off') => {
    await page.goto('/echipa/flaguri');
    await flagRow
      .getByRole('button', { name: `${to === 'on' ? 'Pornește' : 'Oprește'} flagul financingWidgets` })
      .click();
    await expect(flagRow.locator('[data-state]')).toHaveAttribute('data-state', to === 'on' ? 'true' : 'false');
  };
  // This tab keeps the visitor's flags (sessionStorage, lib/experiments): forget them, so the page
  // shows the server's values.
  const homeShows = async () => {
    await page.evaluate(() => sessionStorage.clear());
    await page.goto('/');
    return {
      header: await headerEntry(page).count(),
      widget: await footerWidget(page).count(),
      slot: await footerSlot(page).count(),
    };
  };
  await page.goto('/echipa/flaguri');
  await signIn(page, DEMO_ACCOUNTS.staff.email, DEMO_PASSWORD);
  await page.waitForURL('**/echipa/flaguri');
  await switchFlag('off');
  try {
    await expect.poll(homeShows, { timeout: 40_000 }).toEqual({ header: 0, widget: 0, slot: 1 });
    await expect(footerSlot(page)).toContainText('Publicitate');
    await page.evaluate(() => sessionStorage.clear());
    await page.goto('/autoturisme');
    await expect(page.getByRole('main').locator('article').first()).toBeVisible();
    await expect(cardLinks(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Caută după rata lunară' })).toHaveCount(0);
  } finally {
    await switchFlag('on');
  }
  await expect.poll(homeShows, { timeout: 40_000 }).toEqual({ header: 1, widget: 1, slot: 0 });
});
