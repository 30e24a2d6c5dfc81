/**
 * Credit payments in Chromium (docs/payments-screens.md, /contul-meu/plati-prin-credite): the demo
 * dealer buys 100 credits with the sandbox success card, promotes an advert for 7 days with
 * credits (the confirmation shows the cost and the balance after), sees the promotion in the list
 * and the balance 49 credits lower (on the page and in the wallet), then sees the 'Promovat' badge
 * on the advert's card in the listing. At 1280 px, and the page at 375 px without horizontal scroll;
 * axe on the page and the confirmation.
 */
import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@/server/db/seed/demo-accounts';
import { expect, test } from './fixtures';
import { expectNoAxeViolations, signIn } from './helpers';

const PAGE = '/contul-meu/plati-prin-credite';

async function dealerOn(page: Page, path: string): Promise<void> {
  await page.goto(`/authentication?redirectUrl=${encodeURIComponent(path)}`);
  await signIn(page, DEMO_ACCOUNTS.dealer.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(path);
}

/** The balance the page shows once loaded. */
async function shownBalance(page: Page): Promise<number> {
  const shown = page.locator('[data-balance]');
  await expect(shown).toBeVisible();
  return Number(await shown.getAttribute('data-balance'));
}

/** 100 credits from the wallet's first pack, paid with the sandbox success card. */
async function topUp(page: Page): Promise<void> {
  await page.goto('/contul-meu/dealerwallet');
  await page
    .locator('[data-pack]')
    .first()
    .getByRole('link', { name: /Cumpără/ })
    .click();
  await page.getByRole('button', { name: 'Plătește 100 LEI' }).click();
  await page.getByLabel('Numele de pe card').fill('Ion Popescu');
  await page.getByLabel('Numărul cardului').fill('4242424242424242');
  await page.getByLabel('Data expirării (LL/AA)').fill('1229');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Plătește 100 LEI' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Plata a reușit' })).toBeVisible();
}

test('the dealer promotes an advert with credits: the list, the balance and the listing badge follow', async ({
  page,
  consoleErrors: _,
}) => {
  test.setTimeout(120_000);
  await dealerOn(page, '/contul-meu/dealerwallet');
  await topUp(page);

  // The wallet links to the page, and the account menu lists it.
  await page.goto('/contul-meu/dealerwallet');
  await page.getByRole('link', { name: 'Plăți prin credite: promovează un anunț' }).click();
  await expect(page).toHaveURL(PAGE);
  await expect(page.getByRole('heading', { level: 1, name: 'Plăți prin credite' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Plăți prin credite', exact: true })).toHaveAttribute('href', PAGE);
  const before = await shownBalance(page);
  expect(before).toBeGreaterThanOrEqual(49);
  await expectNoAxeViolations(page);

  // Keyboard: choose the advert and the option, then review.
  const select = page.getByLabel('Anunțul', { exact: true });
  const advertId = await select.locator('option:not([disabled])').first().getAttribute('value');
  const title = (await select.locator(`option[value="${advertId}"]`).textContent())!.replace(/ \(promovat.*$/u, '');
  await select.selectOption(advertId);
  await page.getByRole('radio', { name: /Promovat 7 zile/ }).check();
  await page.getByRole('button', { name: 'Continuă' }).click();
  await expect(page.getByRole('heading', { name: 'Confirmă promovarea' })).toBeFocused();
  await expect(page.locator('[data-cost]')).toHaveText('49 de credite');
  await expect(page.locator('[data-balance-after]')).toHaveAttribute('data-balance-after', String(before - 49));
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Plătește cu credite' }).click();

  // The notice, the balance down by 49, the promotion first in the list with a link to the advert.
  await expect(page.locator('[data-snackbar-id]')).toContainText(`Ai promovat „${title}”`);
  await expect(page.locator('[data-balance]')).toHaveAttribute('data-balance', String(before - 49));
  const row = page.locator('[data-promotion]').first();
  await expect(row).toContainText(title);
  await expect(row).toContainText('Promovat 7 zile');
  await expect(row).toContainText('Activă');
  const advertUrl = (await row.getByRole('link', { name: title }).getAttribute('href'))!;
  expect(advertUrl).toMatch(new RegExp(`/anunt/${advertId}$`));

  // The wallet says the same.
  await page.goto('/contul-meu/dealerwallet');
  await expect(page.locator('[data-balance]')).toHaveAttribute('data-balance', String(before - 49));

  // The listing's card of the advert carries 'Promovat'.
  const category = advertUrl.split('/')[1]!;
  await page.goto(`/${category}?q=${encodeURIComponent(title)}`);
  const card = page.locator('article', { has: page.locator(`a[href="${advertUrl}"]`) }).first();
  await expect(card.locator('[data-promoted]')).toHaveText('Promovat');
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the page fits the phone, with the form and the list', async ({ page, consoleErrors: _ }) => {
    await dealerOn(page, PAGE);
    await expect(page.getByRole('heading', { level: 1, name: 'Plăți prin credite' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Promovează un anunț' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Promovări cumpărate' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoAxeViolations(page);
  });
});

test('a private account visiting credit payments lands on its account overview', async ({ page, consoleErrors: _ }) => {
  await page.goto(`/authentication?redirectUrl=${encodeURIComponent(PAGE)}`);
  await signIn(page, DEMO_ACCOUNTS.seller.email, DEMO_PASSWORD);
  await expect(page).toHaveURL('/contul-meu');
});
