import type { Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@/server/db/seed/demo-accounts';
import { expect, expectNoAxeViolations, signIn, test } from './helpers';

/**
 * Issue 10, dealers and sellers: the professionals listing (/dealeri) leads to a seller profile
 * (/vanzator/{id}), whose adverts are the seller's own and lead to the ad page; at desktop and
 * phone widths, by keyboard, with axe finding nothing and no sideways scrolling.
 */

const LAYOUTS = [
  { name: '1280 px', options: { viewport: { width: 1280, height: 800 } } },
  { name: '375 px', options: { viewport: { width: 375, height: 800 }, isMobile: true, hasTouch: true } },
] as const;

async function expectSound(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  // The results are dimmed while a filter loads: axe measures them once they are shown.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expectNoAxeViolations(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'no horizontal scrolling').toBeLessThanOrEqual(1);
}

/** '1.234 de anunțuri' -> 1234. */
function countIn(text: string | null): number {
  return Number(/([\d.]+)/.exec(text ?? '')?.[1]?.replace(/\./g, '') ?? Number.NaN);
}

for (const layout of LAYOUTS) {
  test.describe(`at ${layout.name}`, () => {
    test.use(layout.options);

    test('professionals → seller profile → ad', async ({ page, consoleErrors: _ }) => {
      // Reached from the navigation: the header row on desktop, the menu page on phones.
      if (layout.options.viewport.width > 500) {
        await page.goto('/');
        await page
          .getByRole('navigation', { name: 'Categorii de vehicule' })
          .getByRole('link', { name: 'Dealeri' })
          .click();
      } else {
        await page.goto('/menu');
        await page.getByRole('link', { name: 'Dealeri auto' }).click();
      }
      await expect(page).toHaveURL(/\/dealeri$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Dealeri auto' })).toBeVisible();
      await expectSound(page);

      const dealers = page.getByRole('list', { name: 'Dealeri' }).getByRole('article');
      expect(await dealers.count()).toBeGreaterThan(1);
      // Most stock first.
      const stock = await page.getByText(/^\d[\d.]* (de )?anunțuri? activ/).allTextContents();
      const counts = stock.map(countIn);
      expect(counts).toEqual([...counts].sort((a, b) => b - a));

      // Filter by the first county offered: every dealer shown is in that county. (Phones: the
      // filters are folded under their title, so the dealers come first.)
      if (layout.options.viewport.width < 500) await page.getByText('Filtrează dealerii', { exact: true }).click();
      const county = page.getByLabel('Județ');
      const option = county.locator('option').nth(1);
      const countyName = ((await option.textContent()) ?? '').replace(/\s*\(\d+\)$/, '');
      await county.selectOption((await option.getAttribute('value')) ?? '');
      await page.getByRole('button', { name: 'Aplică filtrele' }).click();
      await expect(page).toHaveURL(/\/dealeri\?county=[A-Z]+/);
      // The list refreshes in place: wait for it to show that county only.
      await expect
        .poll(async () => (await dealers.getByText(new RegExp(`, ${countyName}$`)).count()) === (await dealers.count()))
        .toBe(true);

      // By keyboard: the dealer's name is the card's link.
      const first = dealers.first();
      const name = ((await first.getByRole('heading').textContent()) ?? '').trim();
      await first.getByRole('link').focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/vanzator\/[0-9a-f-]{36}$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
      await expect(page.getByText('Dealer', { exact: true }).first()).toBeVisible();
      await expect(page.getByText(/^07\*\* \*\*\* \d{3}$/)).toBeVisible();
      await expectSound(page);

      // Only the seller's adverts: the count of the category shown equals the seller's stock in it.
      const tabs = page.getByRole('navigation', { name: 'Categoriile anunțurilor' }).getByRole('link');
      const expected =
        (await tabs.count()) > 0
          ? countIn(await tabs.and(page.locator('[aria-current="page"]')).locator('span').textContent())
          : countIn(await page.getByText('Anunțuri active').locator('xpath=following-sibling::dd').textContent());
      const total = page.getByText(/^\d[\d.]* (de )?anunțuri? în /);
      expect(countIn(await total.textContent())).toBe(expected);

      const adverts = page.getByRole('list', { name: 'Anunțurile vânzătorului' }).getByRole('article');
      expect(await adverts.count()).toBe(Math.min(expected, 32));
      const title = ((await adverts.first().getByRole('heading').textContent()) ?? '').trim();
      await adverts.first().getByRole('link').first().click();
      await expect(page).toHaveURL(/\/[a-z-]+\/anunt\/\d+$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    });

    test('professionals: name, county and city apply in place; back and forward restore', async ({
      page,
      consoleErrors: _,
    }) => {
      await page.goto('/dealeri');
      await page.waitForLoadState('networkidle');
      let loads = 0;
      page.on('load', () => (loads += 1));
      const mobile = layout.options.viewport.width < 500;
      if (mobile) await page.getByText('Filtrează dealerii', { exact: true }).click();
      const form = page.getByRole('search', { name: 'Filtrează dealerii' });
      const dealers = page.getByRole('list', { name: 'Dealeri' }).getByRole('article');
      const names = () => dealers.getByRole('heading').allTextContents();

      // A word of a dealer's name, typed: only dealers with it in their name remain.
      const word = ((await dealers.nth(1).getByRole('heading').textContent()) ?? '').trim().split(/\s+/)[1] ?? '';
      await form.getByLabel('Numele dealerului').fill(word);
      await expect(page).toHaveURL(new RegExp(`/dealeri\\?q=${encodeURIComponent(word).replace(/%20/g, '\\+')}$`));
      await expect
        .poll(async () => (await names()).every((n) => n.toLowerCase().includes(word.toLowerCase())))
        .toBe(true);
      expect((await names()).length).toBeGreaterThan(0);
      await form.getByLabel('Numele dealerului').fill('');
      await expect(page).toHaveURL(/\/dealeri$/);

      // A county, then one of its cities: the city select offers only that county's cities.
      const county = form.getByLabel('Județ');
      const countyOption = county.locator('option').nth(1);
      const countyName = ((await countyOption.textContent()) ?? '').replace(/\s*\(\d+\)$/, '');
      await county.selectOption((await countyOption.getAttribute('value')) ?? '');
      await expect(page).toHaveURL(/\/dealeri\?county=[A-Z]+$/);
      const city = form.getByLabel('Oraș');
      await expect(city).toBeEnabled();
      const cityOption = city.locator('option').nth(1);
      const cityName = ((await cityOption.textContent()) ?? '').replace(/\s*\(\d+\)$/, '');
      await city.selectOption((await cityOption.getAttribute('value')) ?? '');
      await expect(page).toHaveURL(/\/dealeri\?county=[A-Z]+&city=[a-z0-9-]+$/);
      await expect
        .poll(async () => {
          const places = await dealers.locator('li').allTextContents();
          return places.filter((p) => p === `${cityName}, ${countyName}`).length === (await dealers.count());
        })
        .toBe(true);
      await expectSound(page);

      // Back: the county alone, then everything, then the name; forward again.
      await page.goBack();
      await expect(page).toHaveURL(/\/dealeri\?county=[A-Z]+$/);
      await expect(form.getByLabel('Oraș')).toHaveValue('');
      await page.goBack();
      await expect(page).toHaveURL(/\/dealeri$/);
      await expect(form.getByLabel('Județ')).toHaveValue('');
      await page.goBack();
      await expect(page).toHaveURL(/\/dealeri\?q=/);
      await expect(form.getByLabel('Numele dealerului')).toHaveValue(word);
      await page.goForward();
      await expect(page).toHaveURL(/\/dealeri$/);
      expect(loads, 'no page load').toBe(0);

      // Nobody matches: the empty state clears the filters in place.
      await form.getByLabel('Numele dealerului').fill('zzqx nimeni');
      await expect(page.getByRole('heading', { name: 'Niciun dealer nu se potrivește filtrelor' })).toBeVisible();
      await expectSound(page);
      await page.getByRole('link', { name: 'Vezi toți dealerii' }).click();
      await expect(page).toHaveURL(/\/dealeri$/);
      await expect(dealers.first()).toBeVisible();
      expect(loads, 'no page load').toBe(0);
    });

    test("seller profile: the listing's filters within the seller's adverts, back restores", async ({
      page,
      consoleErrors: _,
    }) => {
      await page.goto('/dealeri');
      const href = await page.getByRole('list', { name: 'Dealeri' }).getByRole('link').first().getAttribute('href');
      await page.goto(href ?? '/');
      await page.waitForLoadState('networkidle');
      let loads = 0;
      page.on('load', () => (loads += 1));
      const seller = ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').trim();
      const total = page.getByText(/^\d[\d.]* (de )?anunțuri? în /);
      const before = countIn(await total.textContent());
      const adverts = page.getByRole('list', { name: 'Anunțurile vânzătorului' }).getByRole('article');

      if (layout.options.viewport.width < 500) await page.getByRole('link', { name: /^Filtre/ }).click();
      const filters = page.getByRole('form', { name: 'Filtre' });
      await filters.locator('input[name="pret_max"]').fill('500');
      await expect(page).toHaveURL(/\/vanzator\/[0-9a-f-]{36}\?category=[a-z-]+&pret_max=500$/);
      await expect.poll(async () => countIn(await total.textContent())).toBeLessThan(before);
      // Still only this seller's adverts.
      const sellers = await adverts.getByRole('link', { name: seller, exact: true }).count();
      expect(sellers).toBe(await adverts.count());
      await expectSound(page);

      await page.goBack();
      // (On phones the entry before is the open filters sheet, #filtre.)
      await expect(page).toHaveURL(/\/vanzator\/[0-9a-f-]{36}(#filtre)?$/);
      await expect.poll(async () => countIn(await total.textContent())).toBe(before);
      await expect(filters.locator('input[name="pret_max"]')).toHaveValue('');

      // Another category of the seller, in place; back returns to the first.
      const tabs = page.getByRole('navigation', { name: 'Categoriile anunțurilor' }).getByRole('link');
      if ((await tabs.count()) > 1 && layout.options.viewport.width > 500) {
        const second = tabs.nth(1);
        const expected = countIn(await second.locator('span').textContent());
        await second.click();
        await expect(page).toHaveURL(/\?category=[a-z-]+$/);
        await expect(second).toHaveAttribute('aria-current', 'page');
        await expect.poll(async () => countIn(await total.textContent())).toBe(expected);
        await page.goBack();
        await expect.poll(async () => countIn(await total.textContent())).toBe(before);
      }
      expect(loads, 'no page load').toBe(0);
    });

    test('a seller without adverts, unknown sellers and bad input', async ({ page, request, consoleErrors: _ }) => {
      await page.goto(`/vanzator/${DEMO_ACCOUNTS.buyer.id}`);
      await expect(page.getByRole('heading', { level: 1, name: DEMO_ACCOUNTS.buyer.displayName })).toBeVisible();
      await expect(page.getByText(`${DEMO_ACCOUNTS.buyer.displayName} nu are anunțuri active acum`)).toBeVisible();
      await expectSound(page);

      for (const id of [randomUUID(), 'nu-este-un-id', DEMO_ACCOUNTS.employee.id]) {
        expect((await request.get(`/vanzator/${id}`)).status(), id).toBe(404);
      }
      // A dealer blocked for an unpaid invoice keeps its public profile (its adverts are hidden until it pays).
      expect((await request.get(`/vanzator/${DEMO_ACCOUNTS.suspendedDealer.id}`)).status()).toBe(200);

      const res = await page.goto('/dealeri?county=ZZ&sort=pret&after=%3Cscript%3E');
      expect(res?.status()).toBe(200);
      await expect(page.getByText('Județul din adresă nu este cunoscut și a fost ignorat.')).toBeVisible();
      await expect(
        page.getByText('Ordinea din adresă nu este cunoscută; lista folosește ordinea obișnuită.'),
      ).toBeVisible();
      await expect(page.getByText('Pagina cerută nu mai este valabilă, așa că vezi prima pagină.')).toBeVisible();
      expect(await page.getByRole('list', { name: 'Dealeri' }).getByRole('article').count()).toBeGreaterThan(0);
    });
  });
}

test('dealers are paged by keyset cursors, forward and back', async ({ page, consoleErrors: _ }) => {
  await page.goto('/dealeri?sort=name');
  await expect(page.getByText(/^Pagina 1 din \d+$/)).toBeVisible();
  const firstName = await page.getByRole('list', { name: 'Dealeri' }).getByRole('heading').first().textContent();
  await page.getByRole('link', { name: 'Înainte' }).click();
  await expect(page).toHaveURL(/sort=name&after=/);
  await expect(page.getByText(/^Pagina 2 din \d+$/)).toBeVisible();
  const secondPageFirst = await page.getByRole('list', { name: 'Dealeri' }).getByRole('heading').first().textContent();
  expect((secondPageFirst ?? '').localeCompare(firstName ?? '', 'ro')).toBeGreaterThan(0);
  await page.getByRole('link', { name: 'Înapoi' }).click();
  await expect(page.getByText(/^Pagina 1 din \d+$/)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Dealeri' }).getByRole('heading').first()).toHaveText(firstName ?? '');
});

test('with the flag sellerProfile off, a profile is the 404 page and the professionals link to none (issue 15)', async ({
  page,
  consoleErrors: _,
}) => {
  // Signed in, every page below is rendered for this request (no shared cache); a team change clears
  // the server's 30 s flag cache at once (every bundle's: it is on globalThis), polled all the same.
  const profileUrl = `/vanzator/${DEMO_ACCOUNTS.seller.id}`;
  const profileLinks = async () =>
    ((await (await page.request.get('/dealeri')).text()).match(/href="\/vanzator\//g) ?? []).length;
  const flagRow = page.locator('tr[data-flag="sellerProfile"]');
  const switchFlag = async (to: 'on' | 'off') => {
    await page.goto('/echipa/flaguri');
    await flagRow.getByRole('button', { name: `${to === 'on' ? 'Pornește' : 'Oprește'} flagul sellerProfile` }).click();
    await expect(flagRow.locator('[data-state]')).toHaveAttribute('data-state', to === 'on' ? 'true' : 'false');
  };
  await page.goto('/echipa/flaguri');
  await signIn(page, DEMO_ACCOUNTS.staff.email, DEMO_PASSWORD);
  await page.waitForURL('**/echipa/flaguri');
  expect((await page.request.get(profileUrl)).status()).toBe(200);
  expect(await profileLinks()).toBeGreaterThan(0);
  await switchFlag('off');
  try {
    await expect.poll(async () => (await page.request.get(profileUrl)).status(), { timeout: 40_000 }).toBe(404);
    expect(await profileLinks()).toBe(0);
  } finally {
    await switchFlag('on');
  }
  await expect.poll(async () => (await page.request.get(profileUrl)).status(), { timeout: 40_000 }).toBe(200);
});
