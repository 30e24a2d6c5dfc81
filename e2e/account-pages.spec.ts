import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@/server/db/seed/demo-accounts';
import { expect, expectNoAxeViolations, signIn, test } from './helpers';

// Every sign-in and account page, at desktop and phone width: one h1, no axe violations, nothing
// wider than the screen.

const ANONYMOUS_PAGES = [
  '/authentication',
  '/authentication?action=register',
  '/authentication/confirm?email=ana%40volan.test',
  '/authentication/verification?email=ana%40volan.test',
  '/authentication/forgotpassword',
  '/authentication/forgotpassword/email-success?email=ana%40volan.test',
  '/authentication/forgotpassword/confirm?email=ana%40volan.test',
  '/authentication/forgotpassword/success',
  '/authentication/oauthverify?error=server_error',
  '/multi-user/register?email=ana%40volan.test',
  '/multi-user/register-confirmation',
];
const DEALER_PAGES = [
  '/contul-meu',
  '/contul-meu/preferences',
  '/contul-meu/settings',
  '/contul-meu/user-administration',
  '/contul-meu/newinvoices',
];

async function expectSound(page: Page, path: string, width: number): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }), path).toHaveCount(1);
  await expectNoAxeViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} at ${width}px`).toBeLessThanOrEqual(
    width,
  );
}

for (const width of [1280, 375]) {
  test(`sign-in pages at ${width}px`, async ({ page, consoleErrors: _ }) => {
    // Several pages, each with an axe pass; the first test of a run also meets a cold server.
    test.slow();
    await page.setViewportSize({ width, height: 800 });
    for (const path of ANONYMOUS_PAGES) {
      await page.goto(path);
      await expectSound(page, path, width);
    }
  });

  test(`the dealer's account pages at ${width}px`, async ({ page, consoleErrors: _ }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/authentication');
    await signIn(page, DEMO_ACCOUNTS.dealer.email, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/contul-meu\/?$/);
    for (const path of DEALER_PAGES) {
      await page.goto(path);
      await expect(page.getByRole('main')).toBeVisible();
      await expectSound(page, path, width);
    }
  });
}
