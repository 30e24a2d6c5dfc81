/**
 * The VIN behind its proof-of-work check in Chromium: the ad page's HTML (page props included) has
 * no VIN; 'Afișează VIN' solves the challenge in a Web Worker and shows it; the history report's
 * PDF downloads from the signed link; the provider page says it is a sandbox. At 1280 and 375 px,
 * with axe.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './helpers';
import { BOTH_DATABASES_WIDTHS } from './both-databases';

/** The newest active car advert that has a VIN. */
async function advertWithVin(request: APIRequestContext): Promise<{ id: string; url: string }> {
  const listing = `query Vin_find($input: ListingInput!) { listingScreen(input: $input) { adverts { nodes { id url } } } }`;
  const response = await request.post('/graphql', {
    data: { query: listing, variables: { input: { categorySlug: 'autoturisme', first: 40 } } },
  });
  const body = (await response.json()) as {
    data: { listingScreen: { adverts: { nodes: { id: string; url: string }[] } } };
  };
  for (const node of body.data.listingScreen.adverts.nodes) {
    const advert = await request.post('/graphql', {
      data: { query: 'query Vin_has($id: ID!) { advert(id: $id) { hasVin } }', variables: { id: node.id } },
    });
    if (((await advert.json()) as { data?: { advert: { hasVin: boolean } } }).data?.advert.hasVin) return node;
  }
  throw new Error('no active car advert with a VIN');
}

for (const width of BOTH_DATABASES_WIDTHS) {
  test(`a visitor reveals the VIN and downloads the history report (${width} px)`, async ({
    page,
    request,
    consoleErrors: _,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const advert = await advertWithVin(request);
    const html = await (await request.get(advert.url)).text();

    await page.goto(advert.url);
    const section = page.getByRole('region', { name: 'Seria de șasiu (VIN)' });
    await expect(section.getByText('Seria de șasiu se afișează după o scurtă verificare')).toBeVisible();
    await section.getByRole('button', { name: 'Afișează VIN' }).click();
    const dialog = page.getByRole('dialog', { name: 'Afișează seria de șasiu' });
    const vinText = dialog.getByRole('status').filter({ hasText: /^[A-HJ-NPR-Z0-9]{17}$/ });
    await expect(vinText).toBeVisible({ timeout: 30_000 });
    const vin = (await vinText.textContent())!;
    // Nothing the server sent before the check carried it.
    expect(html).not.toContain(vin);
    await expect(dialog.getByText(/sandbox/)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expectNoAxeViolations(page);

    const href = await dialog.getByRole('link', { name: 'Descarcă raportul istoric (PDF)' }).getAttribute('href');
    const pdf = await request.get(href!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    const bytes = await pdf.body();
    expect(bytes.byteLength).toBeGreaterThan(5_000);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // A link that is not ours: a translated 404.
    const bad = await request.get(`${href!.slice(0, -4)}AAAA`);
    expect(bad.status()).toBe(404);
    expect(await bad.text()).toContain('Linkul raportului nu este valabil');

    // Closed, the VIN stays on the page with the report's link.
    await dialog.getByRole('button', { name: 'Închide' }).last().click();
    await expect(dialog).toBeHidden();
    await expect(section.getByText(vin)).toBeVisible();
    // The button that opened the dialog is gone: the focus is on the VIN, not the page's body.
    await expect(section.getByTestId('vin-value')).toBeFocused();
    await expect(section.getByRole('link', { name: 'Descarcă raportul istoric (PDF)' })).toBeVisible();

    await section.getByRole('link', { name: 'Despre raportul istoric' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Raportul istoric al vehiculului' })).toBeVisible();
    await expect(page.getByText('Furnizor configurat: Furnizor sandbox (date de test).')).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
