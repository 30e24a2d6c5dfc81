/**
 * Posting an advert in Chromium (docs/posting.md): 'Adaugă anunț' asks a visitor to sign in, then
 * the seller picks a category and walks the wizard — a problem shown by 'Continuă', a reload in
 * the middle that loses nothing, a real photo upload, the price with its estimate, the preview and
 * 'Continuă cu activarea anunțului' — and the advert is live on its page. On a phone the wizard
 * keeps what is typed while the network is down and saves it when it is back. A session that ends
 * before activating loses nothing: sign in again, and the draft is there to activate.
 */
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { DEMO_PASSWORD } from '@/server/db/seed/demo-accounts';
import { expect, test } from './fixtures';
import { POSTING_INPUT, POSTING_VALUES } from '@/machines/posting/posting.fixtures';
import { expectNoAxeViolations, signIn } from './helpers';
import { catalogueOf, draftFor, POSTING_PAGE } from './paths/posting-drafts';

const TITLE = 'Dacia Logan 1.5 dCi, un singur proprietar';

/** A real JPEG of 2400×1600 (about 3.8 megapixels). */
async function photo(): Promise<Buffer> {
  return sharp({ create: { width: 2400, height: 1600, channels: 3, background: { r: 180, g: 40, b: 40 } } })
    .jpeg()
    .toBuffer();
}

const saved = (page: Page) =>
  expect(page.getByRole('status').filter({ hasText: 'Salvat automat la' })).toBeVisible({ timeout: 15_000 });

test('a seller posts a car advert through the wizard, with a reload in the middle', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Adaugă anunț' }).click();
  await signIn(page, 'vanzator@volan.test', DEMO_PASSWORD);
  await expect(page.getByRole('heading', { name: 'Ce vrei să vinzi?' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Autoturisme' }).click();

  // Vehicle: 'Continuă' with nothing chosen shows the problems instead of moving on.
  await expect(page.getByRole('heading', { name: 'Vehiculul' })).toBeVisible();
  await page.getByRole('button', { name: 'Continuă' }).click();
  await expect(page.getByLabel('Marca')).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);
  await page.getByLabel('Marca').selectOption({ label: 'Dacia' });
  await page.getByLabel('Modelul').selectOption({ label: 'Logan' });
  await page.getByLabel('Generația').selectOption({ label: 'II (2012–2020)' });
  await page.getByLabel('Versiunea').selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Continuă' }).click();

  // Details: the version filled the engine; the seller types the rest, then reloads.
  await expect(page.getByRole('heading', { name: 'Detalii' })).toBeVisible();
  await expect(page.getByLabel('Putere (CP)')).not.toHaveValue('');
  await page.getByLabel('Anul fabricației').fill('2016');
  await page.getByLabel('Kilometraj (km)').fill('128.500');
  await page.getByLabel('Titlul anunțului').fill(TITLE);
  await page.getByLabel('Descriere').fill('Întreținută la reprezentanță, revizii la zi, cauciucuri de iarnă incluse.');
  await saved(page);
  expect(page.url()).toContain('?draft=');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Detalii' })).toBeVisible();
  await expect(page.getByLabel('Titlul anunțului')).toHaveValue(TITLE);
  await expect(page.getByLabel('Kilometraj (km)')).toHaveValue('128.500');
  await page.getByRole('button', { name: 'Continuă' }).click();

  // Photos: a real upload, processed on the server.
  await expect(page.getByRole('heading', { name: 'Fotografii', level: 2, exact: true })).toBeVisible();
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'logan.jpg', mimeType: 'image/jpeg', buffer: await photo() });
  await expect(page.getByText('Fotografii adăugate: 1 din 20')).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Continuă' }).click();

  // Price and place.
  await page.getByLabel('Suma').fill('7.450');
  await page.getByLabel('Județul').selectOption({ label: 'Cluj' });
  await page.getByLabel('Localitatea').selectOption({ label: 'Cluj-Napoca' });
  await page.getByRole('button', { name: 'Vezi previzualizarea' }).click();

  // Preview, then activate.
  await expect(page.getByText('Așa vor vedea cumpărătorii anunțul tău')).toBeVisible();
  await expect(page.getByRole('heading', { name: TITLE })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Continuă cu activarea anunțului' }).click();
  await expect(page.getByRole('heading', { name: 'Anunțul tău este activ' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('link', { name: 'Vezi anunțul' }).click();
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(page.getByText('7.450 EUR').first()).toBeVisible();
  // It is in the search at once: the newest Dacia Logan.
  await page.goto('/autoturisme/dacia/logan');
  await expect(page.getByRole('main').getByText(TITLE).first()).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('what is typed offline is kept and saved when the network is back', async ({ page, context }) => {
    test.setTimeout(90_000);
    await page.goto('/autoturisme/anunt-nou');
    await signIn(page, 'vanzator@volan.test', DEMO_PASSWORD);
    await expect(page.getByRole('heading', { name: 'Vehiculul' })).toBeVisible();
    await page.getByLabel('Marca').selectOption({ label: 'Dacia' });
    await saved(page);
    await context.setOffline(true);
    await page.getByLabel('Modelul').selectOption({ label: 'Sandero' });
    await expect(page.getByText('Fără conexiune: ce ai scris este păstrat pe acest dispozitiv')).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByLabel('Modelul')).toHaveValue(/\d+/);
    await context.setOffline(false);
    await saved(page);
    await page.reload();
    await expect(page.getByLabel('Modelul').locator('option:checked')).toHaveText('Sandero');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
    await expectNoAxeViolations(page);
  });
});

test('the session ends before activating: signing in again brings the draft back, and it activates', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await page.goto(POSTING_PAGE);
  await signIn(page, 'vanzator@volan.test', DEMO_PASSWORD);
  await expect(page.getByRole('heading', { name: 'Vehiculul' })).toBeVisible();
  const title = 'Dacia Logan 0.9 TCe, garaj, fără accidente';
  const draftId = await draftFor(
    page,
    { ...POSTING_INPUT, values: { ...POSTING_VALUES, title, price: '6.900' }, step: 'preview' },
    await catalogueOf(page),
  );
  const address = `${POSTING_PAGE}?draft=${draftId}`;
  await page.goto(address);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();

  // Signed out in another tab: the session is revoked on the server, the id token no longer works.
  const other = await context.newPage();
  await other.goto('/contul-meu');
  await other.getByRole('link', { name: 'Ieși din cont' }).click();
  await expect(other.getByRole('heading', { level: 1, name: 'Te-ai deconectat' })).toBeVisible();
  await other.close();

  await page.getByRole('button', { name: 'Continuă cu activarea anunțului' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Sesiunea a expirat' })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('link', { name: 'Conectează-te din nou' }).click();
  await signIn(page, 'vanzator@volan.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(new RegExp(`draft=${draftId}`));
  await expect(page.getByText('Așa vor vedea cumpărătorii anunțul tău')).toBeVisible();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByText('6.900 EUR').first()).toBeVisible();
  await page.getByRole('button', { name: 'Continuă cu activarea anunțului' }).click();
  await expect(page.getByRole('heading', { name: 'Anunțul tău este activ' })).toBeVisible({ timeout: 30_000 });
});
