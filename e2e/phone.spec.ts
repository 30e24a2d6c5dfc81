/**
 * The seller's phone on the ad page in Chromium: the page's HTML holds only the masked number;
 * 'Vezi numărul' in the sticky bar (which appears once the price has scrolled away, without moving
 * anything) reveals it as a tel: link there and in the seller box; the dealer's hours and the map
 * on request; on a phone the bar sits at the bottom and the keyboard reaches it after the box and
 * its contact button.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './helpers';

/** A transparent 1×1 PNG: the test servers have no network, so the tile server answers this. */
const TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** The newest active car advert of a dealer, found through the public listing. */
async function dealerAdvert(request: APIRequestContext): Promise<string> {
  const query = `query Phone_find($input: ListingInput!) { listingScreen(input: $input) { adverts { nodes { url } } } }`;
  const response = await request.post('/graphql', {
    data: {
      query,
      variables: { input: { categorySlug: 'autoturisme', first: 1, filters: { sellerTypes: ['PROFESSIONAL'] } } },
    },
  });
  const body = (await response.json()) as { data?: { listingScreen: { adverts: { nodes: { url: string }[] } } } };
  const url = body.data?.listingScreen.adverts.nodes[0]?.url;
  if (!url) throw new Error('no active dealer car advert');
  return url;
}

test('a visitor reveals the number from the sticky bar and the seller box (1280 and 375 px)', async ({
  page,
  request,
  consoleErrors: _,
}) => {
  // Two widths, two axe passes and a map in one test: more than the default minute on a busy machine.
  test.slow();
  const url = await dealerAdvert(request);
  const html = await (await request.get(url)).text();
  await page.route(/tile\.openstreetmap\.org/, (route) => route.fulfill({ contentType: 'image/png', body: TILE }));

  // 1280 px: the masked number, the dealer's block, no bar while the price is in view.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(url);
  const seller = page.getByRole('region', { name: 'Vânzător' });
  const bar = page.getByRole('region', { name: 'Anunțul pe scurt' });
  await expect(seller.getByText(/^07\*\* \*\*\* \d{3}$/)).toBeVisible();
  await expect(seller.getByRole('table', { name: 'Program' }).getByRole('row')).toHaveCount(7);
  await expect(seller.getByRole('list', { name: 'Servicii oferite' })).toBeVisible();
  await expect(bar).toHaveCount(0);

  // Past the price the bar appears at the top, moving nothing.
  await page.evaluate(() => {
    const w = window as unknown as { shifts: number; shifted: string[] };
    w.shifts = 0;
    w.shifted = [];
    new PerformanceObserver((list) => {
      // As CLS counts them: a shift right after the visitor's own input (a press) is not counted.
      type Shift = { value: number; hadRecentInput: boolean; sources: { node?: Element }[] };
      for (const entry of list.getEntries() as unknown as Shift[])
        if (!entry.hadRecentInput) {
          w.shifts += entry.value;
          w.shifted.push(...entry.sources.map((s) => s.node?.className ?? '?'));
        }
    }).observe({ type: 'layout-shift' });
  });
  await page.getByRole('heading', { name: 'Descriere' }).scrollIntoViewIfNeeded();
  await expect(bar).toBeVisible();
  await expect.poll(async () => (await bar.boundingBox())?.y).toBe(0);
  await bar.getByRole('button', { name: 'Vezi numărul' }).click();
  const barLink = bar.getByRole('link', { name: /^07\d\d \d{3} \d{3}$/ });
  await expect(barLink).toBeVisible();
  const shown = (await barLink.textContent()) ?? '';
  const digits = shown.replace(/\D/g, '');
  await expect(barLink).toHaveAttribute('href', `tel:+40${digits.slice(1)}`);
  // The pressed button gave way to the number, and the focus went with it.
  await expect(barLink).toBeFocused();
  await expect(seller.getByRole('link', { name: shown })).toHaveAttribute('href', `tel:+40${digits.slice(1)}`);
  // The number was never in the page before it was asked for.
  expect(html).not.toContain(digits);
  expect(html).not.toContain(shown);
  const { shifts, shifted } = await page.evaluate(() => {
    const w = window as unknown as { shifts: number; shifted: string[] };
    return { shifts: w.shifts, shifted: w.shifted };
  });
  expect(shifts, `layout shifts: ${shifted.join(', ')}`).toBe(0);

  // The map only on request, in the space kept for it.
  await seller.getByRole('button', { name: 'Arată pe hartă' }).click();
  await expect(seller.getByRole('region', { name: /^Harta: / })).toBeVisible();
  await expect(seller.locator('.leaflet-interactive')).toBeVisible();
  await expect(seller.getByRole('link', { name: '© contributorii OpenStreetMap' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('phone-1280.png') });

  // 375 px, a new visit: revealed from the box; the bar at the bottom, next on the keyboard's path.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(url);
  await expect(bar).toHaveCount(0);
  await seller.getByRole('button', { name: 'Vezi numărul' }).click();
  await expect(seller.getByRole('link', { name: shown })).toBeVisible();
  await expect(seller.getByRole('link', { name: shown })).toBeFocused();
  // The contact button follows the seller box (it shows once the session is known); the bar comes
  // next: the financing link under its price (docs/financing.md), its own 'Trimite mesaj', then the number.
  await page.getByRole('button', { name: 'Trimite mesaj' }).first().focus();
  await expect(bar).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(bar.getByRole('link', { name: /^De la [\d.]+,\d{2} lei\/lună$/ })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(bar.getByRole('button', { name: 'Trimite mesaj' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(bar.getByRole('link', { name: shown })).toBeFocused();
  await expect
    .poll(async () => {
      const box = await bar.boundingBox();
      return box ? Math.round(box.y + box.height) : null;
    })
    .toBe(812);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('phone-375.png') });
});
