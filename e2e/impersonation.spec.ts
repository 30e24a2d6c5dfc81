import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@/server/db/seed/demo-accounts';
import { expect, test } from './fixtures';

// A main account acting for a member of its team (SPEC §6), against the built app: "Acționează ca"
// on "Echipa ta", the yellow banner on every page, what the acting session may not do, and the way
// back; then the /authentication/oauthverify landing.

const BANNER = 'Acționezi în numele unui membru al echipei';
const ACT_AS = `Acționează ca ${DEMO_ACCOUNTS.employee.email}`;

async function signInTo(page: Page, path: string, email: string): Promise<void> {
  await page.goto(`/authentication?redirectUrl=${encodeURIComponent(path)}`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Parolă', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Intră în cont' }).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

test('the dealer acts for the employee, sees the site as her, and comes back', async ({ page }) => {
  await signInTo(page, '/contul-meu/user-administration', DEMO_ACCOUNTS.dealer.email);
  await expect(page.getByRole('region', { name: BANNER })).toHaveCount(0);

  await page.getByRole('button', { name: ACT_AS }).click();
  await expect(page).toHaveURL(/\/contul-meu\/?$/);
  const banner = page.getByRole('region', { name: BANNER });
  await expect(banner).toContainText(`Acționezi ca Elena · contul principal: ${DEMO_ACCOUNTS.dealer.displayName}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bine ai venit, Elena!');
  await expect(page.getByRole('main')).toContainText(DEMO_ACCOUNTS.employee.email);
  expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([]);

  // As the employee: her rights apply (no team page), her password and account are out of reach.
  await page.goto('/contul-meu/user-administration');
  await expect(page.getByRole('dialog')).toHaveAccessibleName('Acces restricționat');
  await page.getByRole('button', { name: 'Am înțeles' }).click();
  await page.goto('/contul-meu/settings');
  await expect(page.getByRole('main')).toContainText(
    'Nu poți face asta cât timp acționezi în numele unui membru al echipei.',
  );
  await expect(page.getByLabel('Parola actuală')).toHaveCount(0);
  await page.goto('/delete-account');
  await expect(page.getByRole('main').getByRole('alert')).toContainText(
    'Nu poți face asta cât timp acționezi în numele unui membru al echipei.',
  );
  await expect(page.getByRole('button', { name: 'Șterge definitiv contul' })).toHaveCount(0);

  // The banner follows to any page; the way back works from there and lands on the team page.
  await page.goto('/autoturisme');
  await page.getByRole('region', { name: BANNER }).getByRole('button', { name: 'Revino la contul tău' }).click();
  await expect(page).toHaveURL(/\/contul-meu\/user-administration$/);
  await expect(page.getByRole('button', { name: ACT_AS })).toBeVisible();
  await expect(page.getByRole('region', { name: BANNER })).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('link', { name: /Contul meu/ })).toContainText('Mihai');
});

test('the team page and the banner fit a phone, and the way back is reachable by keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
  await signInTo(page, '/contul-meu/user-administration', DEMO_ACCOUNTS.dealer.email);
  await expect(page.getByRole('button', { name: ACT_AS })).toBeVisible();
  expect(await pageWidth()).toBeLessThanOrEqual(375);
  await page.getByRole('button', { name: ACT_AS }).click();
  await expect(page).toHaveURL(/\/contul-meu\/?$/);
  await expect(page.getByRole('main')).toContainText(
    `Contul principal ${DEMO_ACCOUNTS.dealer.displayName} acționează acum în numele tău.`,
  );
  await page.goto('/');
  const stop = page.getByRole('region', { name: BANNER }).getByRole('button', { name: 'Revino la contul tău' });
  await expect(stop).toBeInViewport();
  expect(await pageWidth()).toBeLessThanOrEqual(375);
  // Skip link first, then the banner's button.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(stop).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/contul-meu\/user-administration$/);
});

test('/authentication/oauthverify moves a signed-in user on and explains a refusal', async ({ page }) => {
  await page.goto('/authentication/oauthverify?error=access_denied&redirectUrl=%2Fcontul-meu%2Fsettings');
  await expect(page.getByRole('main').getByRole('alert')).toContainText('Ai anulat autentificarea.');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Autentificare neîncheiată');
  expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([]);
  await page.getByRole('link', { name: 'Înapoi la autentificare' }).click();
  await expect(page).toHaveURL(/\/authentication\?redirectUrl=%2Fcontul-meu%2Fsettings$/);

  await page.goto('/authentication/oauthverify');
  await expect(page.getByRole('main').getByRole('alert')).toContainText('Nu am găsit o sesiune activă.');

  await signInTo(page, '/contul-meu/preferences', DEMO_ACCOUNTS.buyer.email);
  await page.goto('/authentication/oauthverify?redirectUrl=%2Fcontul-meu%2Fsettings');
  await expect(page).toHaveURL(/\/contul-meu\/settings$/);
});
