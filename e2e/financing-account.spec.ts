/**
 * The dealer's financing pages in Chromium (docs/financing.md "The dealer's pages"), against the
 * real server and the seed: the demo dealer sees its three seeded financing leads, newest first,
 * marks one contacted and it holds after a reload; on /contul-meu/finantare it sees its sandbox
 * partner, keeps an advert out of its financing and turns the account's financing off, and both
 * hold after a reload. Each test puts the seed back (the leads' status, the exclusion, the switch),
 * since other specs read the demo dealer’s financing. With axe at 1280 and 375 px; a private seller visiting
 * either page lands on its account overview, without the menu entries.
 */
import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_ADVERT_IDS } from '@/server/db/seed/demo-accounts';
import { expect, expectNoAxeViolations, signIn, test } from './helpers';

async function signedInOn(page: Page, email: string, path: string): Promise<void> {
  await page.goto(`/authentication?redirectUrl=${encodeURIComponent(path)}`);
  await signIn(page, email, DEMO_PASSWORD);
}

async function noHorizontalScroll(page: Page): Promise<void> {
  const width = page.viewportSize()?.width ?? 1280;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

const leadRow = (page: Page, reference: string) => page.locator('[data-lead]').filter({ hasText: reference });

/** Chooses a lead's status and waits until it is saved. */
async function setStatus(page: Page, reference: string, status: string): Promise<void> {
  const control = page.getByLabel(`Starea cererii ${reference}`);
  await control.selectOption(status);
  await expect(control).toBeEnabled();
  await expect(leadRow(page, reference).getByRole('alert')).toHaveCount(0);
  await expect(control).toHaveValue(status);
}

/** Flips a switch and waits until it is saved (every switch waits while one is saved). */
async function flip(page: Page, name: string, checked: boolean): Promise<void> {
  const control = page.getByRole('switch', { name });
  await control.click();
  await expect(control).toBeEnabled();
  // The screen's own alerts (a dealer's payment reminder may sit above it).
  await expect(page.locator('section[aria-labelledby="financing-settings-title"] [role="alert"]')).toHaveCount(0);
  await expect(control).toBeChecked({ checked });
}

test.describe('the dealer’s financing pages', () => {
  test('the dealer sees its seeded leads and marks one contacted; it holds after a reload', async ({
    page,
    consoleErrors: _,
  }) => {
    await signedInOn(page, DEMO_ACCOUNTS.dealer.email, '/contul-meu/leads');
    await expect(page).toHaveURL('/contul-meu/leads');
    await expect(page.getByRole('heading', { level: 1, name: 'Lead-uri' })).toBeVisible();
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Lead-uri', exact: true })).toHaveAttribute(
      'href',
      '/contul-meu/leads',
    );
    // The seeded leads, newest first (an application made by another spec on this database comes first).
    const rows = page.locator('[data-lead]').filter({ hasText: /FIN-DEMO000\d/u });
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(0)).toContainText('Ioana Dumitrescu');
    await expect(rows.nth(1)).toContainText('Mihai Stănescu');
    await expect(rows.nth(2)).toContainText('Cristina Țurcanu');
    const first = leadRow(page, 'FIN-DEMO0001');
    await expect(first.locator('a[href^="tel:"]')).toBeVisible();
    await expect(first.locator('a[href^="mailto:"]')).toBeVisible();
    await expect(first.locator(`a[href$="/anunt/${DEMO_ADVERT_IDS.dealerCar}"]`)).toBeVisible();
    await expect(first).toContainText(/\d lei/u);
    await expect(first).toContainText(/DAE\d+,\d{2} %/u);
    await expect(page.getByLabel('Starea cererii FIN-DEMO0002')).toHaveValue('CONTACTED');
    await expect(page.getByLabel('Starea cererii FIN-DEMO0001')).toHaveValue('NEW');
    await expectNoAxeViolations(page);
    await noHorizontalScroll(page);
    // The table fits beside the account menu.
    expect(
      await page
        .locator('table')
        .evaluate(
          (table) => table.getBoundingClientRect().right <= table.parentElement!.getBoundingClientRect().right + 1,
        ),
    ).toBe(true);

    await setStatus(page, 'FIN-DEMO0001', 'CONTACTED');
    await page.reload();
    await expect(page.getByLabel('Starea cererii FIN-DEMO0001')).toHaveValue('CONTACTED');
    // The seed as it was.
    await setStatus(page, 'FIN-DEMO0001', 'NEW');
    await page.reload();
    await expect(page.getByLabel('Starea cererii FIN-DEMO0001')).toHaveValue('NEW');
  });

  test('the dealer keeps an advert out and turns the account’s financing off; both hold after a reload', async ({
    page,
    consoleErrors: _,
  }) => {
    await signedInOn(page, DEMO_ACCOUNTS.dealer.email, '/contul-meu/finantare');
    await expect(page).toHaveURL('/contul-meu/finantare');
    await expect(page.getByRole('heading', { level: 1, name: 'Finanțare pentru clienți' })).toBeVisible();
    await expect(page.getByText('dealer-financing-sandbox')).toBeVisible();
    await expect(page.getByText('sandbox', { exact: true })).toBeVisible();
    const account = page.getByRole('switch', { name: 'Finanțare pentru tot contul' });
    await expect(account).toBeChecked();
    // Not the demo car the other specs show financed: another of the dealer's active adverts.
    const other = page.locator(`[data-advert]:not([data-advert="${DEMO_ADVERT_IDS.dealerCar}"])`).first();
    const advertSwitch = other.getByRole('switch');
    await expect(advertSwitch).toBeChecked();
    const name = (await advertSwitch.getAttribute('aria-label')) ?? '';
    expect(name).toMatch(/^Finanțare pentru anunțul /u);
    await expectNoAxeViolations(page);

    await flip(page, name, false);
    await expect(other).toContainText('Exclus');
    await flip(page, 'Finanțare pentru tot contul', false);
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Finanțare pentru tot contul' })).not.toBeChecked();
    await expect(page.getByRole('switch', { name })).not.toBeChecked();

    // The seed as it was.
    await flip(page, 'Finanțare pentru tot contul', true);
    await flip(page, name, true);
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Finanțare pentru tot contul' })).toBeChecked();
    await expect(page.getByRole('switch', { name })).toBeChecked();
  });

  test.describe('at 375 px', () => {
    test.use({ viewport: { width: 375, height: 812 } });

    test('both pages pass axe and fit the screen', async ({ page, consoleErrors: _ }) => {
      await signedInOn(page, DEMO_ACCOUNTS.dealer.email, '/contul-meu/leads');
      await expect(page.locator('[data-lead]')).toHaveCount(3);
      await expectNoAxeViolations(page);
      await noHorizontalScroll(page);
      await page.goto('/contul-meu/finantare');
      await expect(page.getByRole('switch', { name: 'Finanțare pentru tot contul' })).toBeVisible();
      await expect(page.locator('[data-advert]').first()).toBeVisible();
      await expectNoAxeViolations(page);
      await noHorizontalScroll(page);
    });
  });

  test('a private seller is sent to its account overview, without the dealer’s entries', async ({
    page,
    consoleErrors: _,
  }) => {
    await signedInOn(page, DEMO_ACCOUNTS.seller.email, '/contul-meu/finantare');
    await expect(page).toHaveURL('/contul-meu');
    await expect(page.getByRole('link', { name: 'Finanțare pentru clienți' })).toHaveCount(0);
    await page.goto('/contul-meu/leads');
    await expect(page).toHaveURL('/contul-meu');
    await expect(page.getByRole('link', { name: 'Lead-uri', exact: true })).toHaveCount(0);
  });
});
