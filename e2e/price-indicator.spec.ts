import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './helpers';

/** The first seeded car advert with a price indicator, found through the public API. */
async function advertWithIndicator(request: APIRequestContext): Promise<string> {
  const query = 'query PriceIndicator_find($id: ID!) { advert(id: $id) { url priceEstimate { level } } }';
  for (let id = 1; id <= 80; id += 1) {
    const response = await request.post('/graphql', { data: { query, variables: { id: String(id) } } });
    const body = (await response.json()) as {
      data?: { advert?: { url: string; priceEstimate: { level: string } | null } | null };
    };
    const advert = body.data?.advert;
    if (advert?.priceEstimate && advert.priceEstimate.level !== 'NONE') return advert.url;
  }
  throw new Error('no advert with a price indicator among the first 80');
}

for (const width of [1280, 375]) {
  test(`the ad page explains its price indicator (${width} px)`, async ({ page, request, consoleErrors: _ }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(await advertWithIndicator(request));

    const badge = page.getByRole('link', { name: /^Preț (sub|în|peste) piață$/ });
    await expect(badge).toBeVisible();
    await badge.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#evaluare-pret$/);

    const panel = page.getByRole('region', { name: 'Evaluarea prețului' });
    await expect(panel.getByText('Interval de preț estimat')).toBeVisible();
    await expect(panel.getByText(/^Pe baza a \d+ (de )?anunțuri similare în euro din ultimele 6 luni/)).toBeVisible();
    await expect(panel.getByRole('heading', { name: 'Ce influențează cel mai mult prețul estimat' })).toBeVisible();

    // The FAQ opens from the keyboard.
    const answer = panel.getByText(/vânzătorul nu îl poate modifica sau dezactiva/);
    await expect(answer).toBeHidden();
    await panel.getByText('Poate vânzătorul să modifice sau să ascundă indicatorul?').focus();
    await page.keyboard.press('Enter');
    await expect(answer).toBeVisible();

    // Nothing wider than the window at 375 px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expectNoAxeViolations(page);
  });
}
