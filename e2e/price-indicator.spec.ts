import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@/server/db/seed/demo-accounts';
import { decideConsent, expect, test } from './fixtures';
import { expectNoAxeViolations, signIn } from './helpers';

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

/** The demo seller's first active car advert without a price indicator, found through the public listing. */
async function sellersAdvertWithoutIndicator(request: APIRequestContext): Promise<string> {
  const query = `query PriceIndicator_none($input: ListingInput!) { listingScreen(input: $input) { adverts { nodes { url } } } }`;
  const input = {
    categorySlug: 'autoturisme',
    filters: { sellerId: DEMO_ACCOUNTS.seller.id, priceIndicators: ['NONE'] },
    first: 1,
  };
  const response = await request.post('/graphql', { data: { query, variables: { input } } });
  const body = (await response.json()) as { data?: { listingScreen: { adverts: { nodes: { url: string }[] } } } };
  const url = body.data?.listingScreen.adverts.nodes[0]?.url;
  if (!url) throw new Error('the demo seller has no active car advert without a price indicator');
  return url;
}

/** Asks for the seller's note: the page must not do so for anyone but the seller. */
function watchNoteRequests(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const text = `${request.url()} ${request.postData() ?? ''}`;
    if (text.includes('sellerPriceIndicatorNote') || text.includes('PriceIndicator_SellerNote')) asked.push(text);
  });
  return asked;
}

/** The reasons' first words (the FAQ's closed answers say similar things further down the panel). */
const REASONS =
  /^(Indicatorul de preț se calculează doar pentru anunțurile cu prețul în euro|Nu avem încă suficiente anunțuri similare|Nu afișăm indicatorul de preț pentru mașini noi|Indicatorul de preț are nevoie|Nu putem calcula încă indicatorul)/;

for (const width of [1280, 375]) {
  test(`only the seller sees why an advert has no price indicator (${width} px)`, async ({
    page,
    browser,
    request,
    consoleErrors: _,
  }) => {
    const url = await sellersAdvertWithoutIndicator(request);

    // An anonymous visitor: no panel, no badge, and the page does not even ask.
    const visitor = await browser.newContext({ viewport: { width, height: 900 } });
    await decideConsent(visitor);
    const anonymous = await visitor.newPage();
    const asked = watchNoteRequests(anonymous);
    await anonymous.goto(url);
    await expect(anonymous.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(anonymous.getByRole('region', { name: 'Evaluarea prețului' })).toHaveCount(0);
    await expect(anonymous.getByText('Fără indicator de preț')).toHaveCount(0);
    expect(asked).toEqual([]);
    await visitor.close();

    // The seller signs in and opens the same advert: the panel says why, and that only they see it.
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/authentication?redirectUrl=${encodeURIComponent(url)}`);
    await signIn(page, DEMO_ACCOUNTS.seller.email, DEMO_PASSWORD);
    await expect(page).toHaveURL(new RegExp(`${url}$`));
    const panel = page.getByRole('region', { name: 'Evaluarea prețului' });
    await expect(panel).toBeVisible();
    await expect(panel.getByText('Fără indicator de preț')).toBeVisible();
    await expect(panel.getByText(REASONS)).toBeVisible();
    await expect(panel.getByText(/Doar tu vezi acest mesaj/)).toBeVisible();
    // Nothing to change or hide it with.
    await expect(panel.getByRole('textbox')).toHaveCount(0);
    await expect(panel.getByRole('checkbox')).toHaveCount(0);
    await expect(panel.getByRole('button')).toHaveCount(0);
    // No badge by the price for an advert without a level.
    await expect(page.getByRole('link', { name: /^Preț (sub|în|peste) piață$/ })).toHaveCount(0);

    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expectNoAxeViolations(page);
  });
}
