/**
 * The payment flow, the wallet and the package calculator in Chromium (docs/payments-screens.md),
 * against the real billing server (startPayment, the sandbox card form, its signed callback,
 * payments, wallet, packageCalculator). The demo dealer buys credits with the success card (the
 * balance grows by the pack and its bonus), a declined card reaches the error page and "Încearcă
 * din nou" opens a new card form, the challenge card asks for the extra step (a short code is
 * refused, 123456 passes), and the calculator recommends a package live and refuses wrong numbers
 * under their field. At 1280 and 375 px with axe; a private account visiting a dealer's billing
 * page lands on its account overview.
 */
import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@/server/db/seed/demo-accounts';
import { expect, test } from './fixtures';
import { expectNoAxeViolations, signIn } from './helpers';
import { BOTH_DATABASES_WIDTHS } from './both-databases';

async function dealerOn(page: Page, path: string): Promise<void> {
  await page.goto(`/authentication?redirectUrl=${encodeURIComponent(path)}`);
  await signIn(page, DEMO_ACCOUNTS.dealer.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(path);
}

async function balance(page: Page): Promise<number> {
  await page.goto('/contul-meu/dealerwallet');
  const shown = page.locator('[data-balance]');
  await expect(shown).toBeVisible();
  return Number(await shown.getAttribute('data-balance'));
}

async function noHorizontalScroll(page: Page): Promise<void> {
  const width = page.viewportSize()?.width ?? 1280;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

/** From the wallet: buys the first pack (100 credits) with a card, up to its card form. */
async function startTopUp(page: Page): Promise<void> {
  await page.goto('/contul-meu/dealerwallet');
  await page
    .locator('[data-pack]')
    .first()
    .getByRole('link', { name: /Cumpără/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cumpără credite' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /Card bancar/ })).toBeChecked();
  await page.getByRole('button', { name: 'Plătește 100 LEI' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Plata cu cardul' })).toBeVisible();
  await expect(page.getByText('Sandbox — nu se debitează niciun card')).toBeVisible();
}

async function fillCard(page: Page, number: string): Promise<void> {
  await page.getByLabel('Numele de pe card').fill('Ion Popescu');
  await page.getByLabel('Numărul cardului').fill(number);
  await page.getByLabel('Data expirării (LL/AA)').fill('1229');
  await page.getByLabel('CVC').fill('123');
}

for (const width of BOTH_DATABASES_WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the dealer tops up credits with the success card; wrong card fields are refused first', async ({
      page,
      consoleErrors: _,
    }) => {
      await dealerOn(page, '/contul-meu/dealerwallet');
      const before = await balance(page);
      await expectNoAxeViolations(page);
      await startTopUp(page);
      await page.getByRole('button', { name: 'Plătește 100 LEI' }).click();
      await expect(page.getByText('Introdu numărul cardului.')).toBeVisible();
      await expect(page.getByLabel('Numele de pe card')).toHaveAttribute('aria-invalid', 'true');
      await expectNoAxeViolations(page);
      await noHorizontalScroll(page);
      await fillCard(page, '4242 4242 4242 4241');
      await page.getByRole('button', { name: 'Plătește 100 LEI' }).click();
      await expect(page.getByText('Numărul cardului nu este valid. Verifică cifrele.')).toBeVisible();
      await page.getByLabel('Numărul cardului').fill('4242424242424242');
      await expect(page.getByLabel('Numărul cardului')).toHaveValue('4242 4242 4242 4242');
      await page.getByRole('button', { name: 'Plătește 100 LEI' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Plata a reușit' })).toBeVisible();
      await expect(page.getByText('Creditele au fost adăugate în portofel.')).toBeVisible();
      await expectNoAxeViolations(page);
      expect(await balance(page)).toBe(before + 100);
      await page.goto('/contul-meu/dealerpayments');
      await expect(page.locator('[data-payment]').first()).toContainText('Plătită');
      // The history names the invoice issued (paid) for the pack.
      await expect(page.locator('[data-payment]').first()).toContainText(/Factura VOL-\d{4}-\d{6}/);
    });

    test('a declined card reaches the error page; "Încearcă din nou" opens a new card form', async ({
      page,
      consoleErrors: _,
    }) => {
      await dealerOn(page, '/contul-meu/dealerwallet');
      await startTopUp(page);
      await fillCard(page, '4000000000000002');
      await page.getByRole('button', { name: 'Plătește 100 LEI' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Plata nu a reușit' })).toBeVisible();
      await expect(page).toHaveURL(/\/plata-prin-volan\/payment\/error\?payment=/);
      await expect(page.getByText('Banca a refuzat cardul.')).toBeVisible();
      await expect(page.getByText('Nu s-a debitat nimic')).toBeVisible();
      await expectNoAxeViolations(page);
      await noHorizontalScroll(page);
      const failed = page.url();
      await page.getByRole('button', { name: 'Încearcă din nou' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Plata cu cardul' })).toBeVisible();
      await page.goto(failed);
      await page.getByRole('button', { name: 'Altă metodă de plată' }).click();
      await expect(page).toHaveURL(/\/plata-prin-volan\/new-payment\?topUp=/);
      await expect(page.getByRole('button', { name: 'Plătește 100 LEI' })).toBeVisible();
    });

    test('the challenge card asks for the extra step: a short code is refused, 123456 passes', async ({
      page,
      consoleErrors: _,
    }) => {
      await dealerOn(page, '/contul-meu/dealerwallet');
      await startTopUp(page);
      await fillCard(page, '4000000000003220');
      await page.getByRole('button', { name: 'Plătește 100 LEI' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Confirmă plata' })).toBeVisible();
      await page.getByLabel('Codul de confirmare').fill('12');
      await page.getByRole('button', { name: 'Confirmă' }).click();
      await expect(page.getByText('Codul are 6 cifre.')).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByLabel('Codul de confirmare').fill('123456');
      await page.getByRole('button', { name: 'Confirmă' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Plata a reușit' })).toBeVisible();
    });

    test('the calculator recommends a package as the inputs change and refuses wrong numbers', async ({
      page,
      consoleErrors: _,
    }) => {
      await dealerOn(page, '/contul-meu/new-packaging/calculator');
      const result = page.locator('[data-recommendation]');
      // 20 adverts by default: more than Start's 15.
      await expect(result.locator('[data-package]')).toHaveText('Standard');
      await page.getByLabel('Anunțuri active').fill('120');
      await expect(result.locator('[data-package]')).toHaveText('Premium');
      await expect(result.locator('[data-monthly-total]')).toContainText('LEI');
      await page.getByLabel('Anunțuri active').fill('abc');
      await expect(page.getByText('Scrie un număr întreg de anunțuri, cel puțin 1.')).toBeVisible();
      await page.getByLabel('Anunțuri active').fill('5000');
      await expect(page.getByText('Introdu un număr de anunțuri între 1 și 1000.')).toBeVisible();
      await expectNoAxeViolations(page);
      await noHorizontalScroll(page);
      await page.goto('/contul-meu/package-comparison');
      await expect(page.getByRole('heading', { level: 1, name: 'Compară pachetele' })).toBeVisible();
      const names = width > 640 ? page.getByRole('columnheader') : page.getByRole('heading', { level: 2 });
      await expect(names.filter({ hasText: 'Premium' })).toBeVisible();
      await expectNoAxeViolations(page);
      await noHorizontalScroll(page);
    });
  });
}

test('a private account visiting a dealer billing page lands on its account overview', async ({
  page,
  consoleErrors: _,
}) => {
  await page.goto(`/authentication?redirectUrl=${encodeURIComponent('/contul-meu/dealerwallet')}`);
  await signIn(page, DEMO_ACCOUNTS.seller.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/contul-meu$/);
  await expect(page.locator('[data-menu-item="dealerWallet"]')).toHaveCount(0);
});
