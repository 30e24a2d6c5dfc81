import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@/server/db/seed/demo-accounts';
import { expect, expectNoAxeViolations, signIn, test } from './helpers';

// /menu (SPEC §2.2): reached from the header on a phone, one column that fits the screen, and the
// account part follows the session.

test('a phone reaches /menu from the header; it fits 375px and has no axe violations', async ({
  page,
  consoleErrors: _,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/autoturisme');
  await page.getByRole('banner').getByRole('link', { name: 'Meniu' }).click();
  await expect(page).toHaveURL(/\/menu$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Meniu' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Contul tău' }).getByRole('link', { name: 'Intră în cont' }),
  ).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoAxeViolations(page);
});

test('on a desktop the header has no menu link; a dealer sees the account entries on /menu', async ({
  page,
  consoleErrors: _,
}) => {
  await page.goto('/authentication');
  await signIn(page, DEMO_ACCOUNTS.dealer.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/contul-meu\/?$/);
  await page.goto('/menu');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Meniu' })).toBeHidden();
  const account = page.getByRole('region', { name: 'Contul tău' });
  await expect(account.getByRole('link', { name: 'Echipa ta' })).toHaveAttribute(
    'href',
    '/contul-meu/user-administration',
  );
  await expect(account.getByRole('link', { name: 'Ieși din cont' })).toBeVisible();
  await expectNoAxeViolations(page);
});
