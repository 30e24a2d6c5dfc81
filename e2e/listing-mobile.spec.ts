import { decideConsent, expect, recordFlowTransitions, test } from './fixtures';

// The phone's filters sheet: 'Show results ({number} ads)' follows the filters while they change.

test('the sheet count changes with the filters, and showing the results closes it', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 }, isMobile: true, hasTouch: true });
  await decideConsent(context);
  await recordFlowTransitions(context);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/autoturisme');
  await page.waitForLoadState('networkidle');
  await page.getByRole('link', { name: /^Filtre/ }).click();
  const show = page.getByRole('button', { name: /Arată rezultatele/ });
  await expect(show).toBeVisible();
  const before = await show.textContent();
  await page.locator('#filtre input[name="an_min"]').fill('2022');
  await expect(show).not.toHaveText(before ?? '');
  const count = Number((await show.textContent())?.match(/\(([\d.]+)/)?.[1]?.replace(/\./g, ''));
  expect(count).toBeGreaterThan(0);
  await show.click();
  await expect(page.locator('#filtre')).toBeHidden();
  await expect(page).toHaveURL(/an_min=2022/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(errors).toEqual([]);
  await context.close();
});
