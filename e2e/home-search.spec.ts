import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './helpers';

/**
 * Issue 10, the home quick search: each category offers its own makes (no car makes for
 * motorcycles), parts a free text, and every choice leads to a listing — never a 404; at desktop
 * and phone widths with axe finding nothing.
 */

const LAYOUTS = [
  { name: '1280 px', options: { viewport: { width: 1280, height: 800 } } },
  { name: '375 px', options: { viewport: { width: 375, height: 800 }, isMobile: true, hasTouch: true } },
] as const;

for (const layout of LAYOUTS) {
  test.describe(`at ${layout.name}`, () => {
    test.use(layout.options);

    test("a category's own makes, a free text for parts, always a listing", async ({ page, consoleErrors: _ }) => {
      await page.goto('/');
      const form = page.getByRole('search', { name: 'Căutare rapidă' });
      const make = form.getByLabel('Marcă');
      await expect(make.getByRole('option', { name: 'Dacia' })).toHaveCount(1);

      await form.getByLabel('Categorie').selectOption('motociclete');
      // The motorcycles' makes replace the cars'.
      await expect(make.getByRole('option')).not.toHaveCount(1);
      await expect(make.getByRole('option', { name: 'Dacia' })).toHaveCount(0);
      const first = make.getByRole('option').nth(1);
      const label = ((await first.textContent()) ?? '').trim();
      await make.selectOption((await first.getAttribute('value')) ?? '');
      await expectNoAxeViolations(page);
      await form.getByRole('button', { name: 'Caută' }).click();
      await expect(page).toHaveURL(/\/motociclete\/[a-z0-9-]+$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Motociclete ${label}`);
      await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();

      await page.goto('/');
      await form.getByLabel('Categorie').selectOption('piese');
      await expect(form.getByLabel('Marcă')).toHaveCount(0);
      await form.getByLabel('Piesă sau vehicul').fill('far');
      await form.getByRole('button', { name: 'Caută' }).click();
      await expect(page).toHaveURL(/\/piese\?q=far$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect((await page.request.get(page.url())).status()).toBe(200);
    });
  });
}
