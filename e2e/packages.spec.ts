/**
 * The packages pages in Chromium (docs/payments-screens.md "Packages and benefits"), against the
 * real billing server (packages, subscriptions, addOns, activeBenefits, changePackage,
 * subscribeAddOn, cancelSubscription). The demo dealer (Premium, monthly) chooses Standard (a
 * cheaper package: the dialog says it applies from the next period), sees it pending, and keeps
 * Premium again (the pending change undone: the dealer is as the seed left it, for the other
 * specs); subscribes "Dealer recomandat" (or resumes it, when an earlier run of this spec on the
 * same database cancelled it), finds it in subscriptions/active and cancels it (it runs to the end
 * of its month). The tabs are a tablist with the tab in the URL, an unknown tab goes to the first;
 * each page at 1280 and 375 px with axe and without a horizontal scroll.
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

async function noHorizontalScroll(page: Page): Promise<void> {
  const width = page.viewportSize()?.width ?? 1280;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

test('the dealer schedules Standard and keeps Premium, subscribes "Dealer recomandat" and cancels it', async ({
  page,
  consoleErrors: _,
}) => {
  await dealerOn(page, '/contul-meu/new-packaging');
  const main = page.getByRole('main');
  await test.step('the package page says the package and its period', async () => {
    await expect(main.getByRole('heading', { level: 1, name: 'Pachetul tău' })).toBeVisible();
    await expect(page.locator('[data-current-package="premium"]')).toContainText('Premium · lunară');
    await expect(page.locator('[data-current-package]')).toContainText('Se reînnoiește pe');
    await expect(page.locator('li[data-package="premium"]')).toContainText('Pachetul tău, cu plată lunară');
    await expect(page.locator('li[data-package="standard"]')).toContainText('543,29 LEI / lună');
  });

  await test.step('choosing Standard: from the next period, nothing invoiced now', async () => {
    await page.getByRole('button', { name: 'Alege lunar: pachetul Standard' }).click();
    const dialog = page.getByRole('dialog', { name: 'Schimbi pachetul în Standard?' });
    await expect(dialog).toContainText('se aplică de la începutul perioadei următoare');
    await expect(dialog).toContainText('De atunci plătești 543,29 LEI (TVA inclus) pe lună.');
    await expect(dialog.getByRole('button', { name: 'Renunță' })).toBeFocused();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Confirmă schimbarea' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Gata: pachetul Standard este ales.' })).toBeVisible();
    await expect(page.locator('[data-current-package]')).toContainText('Standard, plată lunară');
  });

  await test.step('keeping Premium undoes the pending change', async () => {
    await page.getByRole('button', { name: 'Păstrează pachetul Premium, plată lunară' }).click();
    const dialog = page.getByRole('dialog', { name: 'Schimbi pachetul în Premium?' });
    await expect(dialog).toContainText('schimbarea sau anularea programată se renunță');
    await dialog.getByRole('button', { name: 'Confirmă schimbarea' }).click();
    await expect(page.locator('[data-current-package]')).toContainText('Se reînnoiește pe');
    await expect(page.getByRole('button', { name: /Păstrează pachetul/ })).toHaveCount(0);
  });

  await test.step('the comparison and the calculator link back to the package page', async () => {
    await page.getByRole('link', { name: 'Compară pachetele' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Compară pachetele' })).toBeVisible();
    await expect(page.getByRole('rowheader', { name: 'Reactualizări lunare' })).toBeVisible();
    await page.getByRole('link', { name: 'Alege pachetul' }).first().click();
    await expect(page).toHaveURL(/\/contul-meu\/new-packaging$/u);
  });

  await test.step('benefits: an unknown tab goes to the overview; the tabs follow the URL and the arrow keys', async () => {
    await page.goto('/contul-meu/benefits/nope');
    await expect(page).toHaveURL(/\/contul-meu\/benefits\/overview$/u);
    await expect(page.getByRole('tab', { name: 'Prezentare' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toContainText('Ce îți oferă pachetul Premium');
    await page.getByRole('tab', { name: 'Prezentare' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(/\/contul-meu\/benefits\/active$/u);
    await expect(page.getByRole('tab', { name: 'Active' })).toBeFocused();
    await expect(page.locator('[data-panel="active"] [data-benefit="ads"]')).toContainText('150');
    await page.getByRole('tab', { name: 'Adaugă beneficii' }).click();
    await expect(page).toHaveURL(/\/contul-meu\/benefits\/add$/u);
  });

  await test.step('subscribing "Dealer recomandat" after the confirmation', async () => {
    await page.getByRole('button', { name: 'Adaugă Dealer recomandat' }).click();
    const dialog = page.getByRole('dialog', { name: 'Adaugi „Dealer recomandat”?' });
    // A first run starts it (invoiced now); a run after an earlier one on this database resumes it.
    await expect(dialog).toContainText(/Abonament lunar de 361,79 LEI \(TVA inclus\)|Abonamentul tău anulat se reia/u);
    await dialog.getByRole('button', { name: 'Da, adaugă' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Dealer recomandat a fost adăugat.' })).toBeVisible();
    await expect(page.locator('[data-add-on="featured_dealer"]')).toContainText('Activ');
  });

  await test.step('it is in subscriptions/active, and cancelling it keeps it until its month ends', async () => {
    await page.getByRole('link', { name: 'Vezi abonamentele' }).click();
    await expect(page).toHaveURL(/\/contul-meu\/subscriptions\/active$/u);
    const row = page.locator('[data-panel="active"] tr[data-subscription="featured_dealer"]');
    await expect(row).toContainText('Activ');
    await expect(row).toContainText('361,79 LEI / lună');
    await row.getByRole('button', { name: 'Anulează abonamentul Dealer recomandat' }).click();
    const dialog = page.getByRole('dialog', { name: 'Anulezi abonamentul Dealer recomandat?' });
    await expect(dialog).toContainText('nu se mai reînnoiește');
    await dialog.getByRole('button', { name: 'Da, anulează' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Abonamentul Dealer recomandat a fost anulat' }),
    ).toBeVisible();
    await expect(row).toHaveAttribute('data-status', 'CANCELLING');
    await expect(row).toContainText('Nu se mai reînnoiește');
    await expect(row.getByRole('button')).toHaveCount(0);
  });
});

for (const width of BOTH_DATABASES_WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the packages pages are accessible and fit the screen', async ({ page, consoleErrors: _ }) => {
      await dealerOn(page, '/contul-meu/new-packaging');
      for (const [path, title] of [
        ['/contul-meu/new-packaging', 'Pachetul tău'],
        ['/contul-meu/benefits/overview', 'Beneficiile tale'],
        ['/contul-meu/benefits/add', 'Beneficiile tale'],
        ['/contul-meu/subscriptions/active', 'Abonamentele tale'],
        ['/contul-meu/subscriptions/history', 'Abonamentele tale'],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole('main').getByRole('heading', { level: 1, name: title })).toBeVisible();
        await expect(page.getByText('Se încarcă…')).toHaveCount(0);
        await expectNoAxeViolations(page);
        await noHorizontalScroll(page);
      }
    });
  });
}

test('a private account visiting the packages pages lands on its account overview', async ({
  page,
  consoleErrors: _,
}) => {
  await page.goto(`/authentication?redirectUrl=${encodeURIComponent('/contul-meu/benefits/overview')}`);
  await signIn(page, DEMO_ACCOUNTS.seller.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/contul-meu$/u);
  await page.goto('/contul-meu/subscriptions/active');
  await expect(page).toHaveURL(/\/contul-meu$/u);
});
