/**
 * The ad page in Chromium (SPEC §2.6): the demo advert's price drop and history, the gallery by
 * keyboard (arrows, End, Home) with its counter, the full-screen viewer (focus inside, Escape
 * closes), and 'Distribuie' copying the address with the snackbar's confirmation; a photo that
 * cannot be loaded gives way to a message and a retry that brings it back.
 */
import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './helpers';

for (const width of [1280, 375]) {
  test(`the ad page: price drop, gallery and share (${width} px)`, async ({ page, context, consoleErrors: _ }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/autoturisme/anunt/1');
    await expect(page.getByText(/^Preț redus cu /).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Istoricul prețului' })).toBeVisible();
    await expect(page.getByText(/^Publicat (azi|de )/)).toBeVisible();

    const counter = page.getByTestId('gallery-counter');
    const total = (await counter.textContent())!.split(' / ')[1];
    await page.getByRole('button', { name: 'Fotografia următoare' }).first().focus();
    await page.keyboard.press('ArrowRight');
    await expect(counter).toHaveText(`2 / ${total}`);
    await page.keyboard.press('End');
    await expect(counter).toHaveText(`${total} / ${total}`);
    await page.keyboard.press('Home');
    await expect(counter).toHaveText(`1 / ${total}`);
    await page.keyboard.press('ArrowLeft');
    await expect(counter).toHaveText(`${total} / ${total}`);
    await page.keyboard.press('ArrowRight');

    await page.getByRole('button', { name: 'Vezi pe tot ecranul' }).click();
    const viewer = page.getByRole('dialog');
    await expect(viewer.getByRole('button', { name: 'Închide' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(viewer.getByTestId('viewer-counter')).toHaveText(`2 / ${total}`);
    await viewer.getByRole('button', { name: 'Mărește' }).click();
    await expect(viewer.getByRole('button', { name: 'Micșorează' })).toHaveAttribute('aria-pressed', 'true');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await expect(counter).toHaveText(`2 / ${total}`);

    await page.getByRole('button', { name: 'Distribuie' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Linkul anunțului a fost copiat' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/autoturisme\/anunt\/1$/);
    // The snackbar does not cover the sticky bar (at the bottom on phones: its buttons stay usable).
    const bar = page.getByRole('region', { name: 'Anunțul pe scurt' });
    if (width < 1024) await expect(bar).toBeVisible();
    if (await bar.isVisible()) {
      await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
      const note = (await page.locator('[data-snackbar-id]').boundingBox())!;
      const strip = (await bar.boundingBox())!;
      expect(note.y + note.height <= strip.y || strip.y + strip.height <= note.y).toBe(true);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expectNoAxeViolations(page);
  });
}

// No console check: the refused photo requests are logged as errors on purpose.
test('a photo that cannot be loaded says so in the page, and the retry brings it back', async ({ page }) => {
  // Every photo is refused, so the main one fails before the page comes alive.
  await page.route('**/media/**', (route) => route.abort());
  await page.goto('/autoturisme/anunt/1');
  const stage = page.locator('figure').first();
  await expect(stage.getByRole('alert')).toHaveText('Fotografia nu a putut fi încărcată.');
  await expect(stage.locator('img')).toHaveCount(0);
  await expect(page.getByTestId('gallery-counter')).toHaveText(/^1 \/ /);

  await page.unroute('**/media/**');
  await stage.getByRole('button', { name: 'Încearcă din nou' }).click();
  await expect(stage.getByRole('alert')).toHaveCount(0);
  await expect(stage.getByRole('button', { name: 'Vezi pe tot ecranul' })).toBeFocused();
  await expect
    .poll(() => stage.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
});
