/**
 * The ads lists in Chromium: the dealer signs in to /contul-meu/active (tabs with counts, cards with
 * statistics and actions, axe clean), deactivates an advert through the confirmation dialog — it
 * leaves the list, the public listing and its make's facet count at once — then reactivates it from
 * the deactivated list and it comes back. The lists and the dashboard at 375 px without a
 * horizontal scroll, with axe.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_ADVERT_IDS, DEMO_PASSWORD } from '@/server/db/seed/demo-accounts';
import { expect, test } from './fixtures';
import { expectNoAxeViolations, signIn } from './helpers';

interface Body<T> {
  data?: T;
}

async function graphql<T>(request: APIRequestContext, query: string, variables: object): Promise<T> {
  const response = await request.post('/graphql', { data: { query, variables } });
  const body = (await response.json()) as Body<T>;
  if (!body.data) throw new Error(`no data for ${query.slice(0, 40)}`);
  return body.data;
}

/** The advert's category and its make's filter value (read while it is active). */
async function searchKeyOf(request: APIRequestContext, id: string): Promise<{ category: string; make: string }> {
  const { advert } = await graphql<{ advert: { make: string; category: { slug: string } } }>(
    request,
    'query MyAdsE2e_advert($id: ID!) { advert(id: $id) { make category { slug } } }',
    { id },
  );
  const { getAdvertSearchFilters } = await graphql<{
    getAdvertSearchFilters: { makes: { value: string; label: string }[] };
  }>(
    request,
    'query MyAdsE2e_makes($c: String!) { getAdvertSearchFilters(categorySlug: $c) { makes { value label } } }',
    { c: advert.category.slug },
  );
  const make = getAdvertSearchFilters.makes.find((m) => m.label === advert.make)?.value;
  if (!make) throw new Error(`no make option for ${advert.make}`);
  return { category: advert.category.slug, make };
}

/** Whether the public listing of the advert's make shows it, and the make's facet count. */
async function inListing(request: APIRequestContext, id: string, key: { category: string; make: string }) {
  const data = await graphql<{
    listingScreen: { adverts: { nodes: { id: string }[]; totalCount: number } };
    getAdvertSearchFilters: { makes: { value: string; count: number }[] };
  }>(
    request,
    `
      query MyAdsE2e_listing($c: String!, $f: AdvertFiltersInput) {
        listingScreen(input: { categorySlug: $c, filters: $f, first: 100 }) {
          adverts {
            nodes {
              id
            }
            totalCount
          }
        }
        getAdvertSearchFilters(categorySlug: $c) {
          makes {
            value
            count
          }
        }
      }
    `,
    { c: key.category, f: { makes: [key.make] } },
  );
  return {
    listed: data.listingScreen.adverts.nodes.some((n) => n.id === id),
    total: data.listingScreen.adverts.totalCount,
    facet: data.getAdvertSearchFilters.makes.find((m) => m.value === key.make)?.count ?? 0,
  };
}

async function noHorizontalScroll(page: Page, width: number): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

const notice = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

test('the dealer deactivates an advert (it leaves the listing) and reactivates it (it comes back)', async ({
  page,
  request,
  consoleErrors: _,
}) => {
  await page.goto(`/authentication?redirectUrl=${encodeURIComponent('/contul-meu/active')}`);
  await signIn(page, DEMO_ACCOUNTS.dealer.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/contul-meu\/active$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Anunțurile mele' })).toBeVisible();
  const tabs = page.getByRole('navigation', { name: 'Stările anunțurilor' });
  await expect(tabs.getByRole('link', { name: /^Active \(\d+\)$/ })).toHaveAttribute('aria-current', 'page');
  const cards = page.locator('[data-my-ad]');
  await expect(cards.first()).toBeVisible();
  await expect(cards.first().getByRole('list', { name: /^Statisticile anunțului / })).toContainText('Vizualizări:');
  await expectNoAxeViolations(page);

  // The newest advert (posted within 30 days: reactivated, it goes straight back to active); not
  // the demo advert other specs look at.
  const ids = await cards.evaluateAll((els) => els.map((el) => el.getAttribute('data-my-ad') ?? ''));
  const id = ids.find((i) => i !== String(DEMO_ADVERT_IDS.dealerCar))!;
  const key = await searchKeyOf(request, id);
  const before = await inListing(request, id, key);
  expect(before.listed).toBe(true);

  const card = page.locator(`[data-my-ad="${id}"]`);
  await card.getByRole('button', { name: /^Dezactivează anunțul / }).click();
  const dialog = page.getByRole('dialog', { name: 'Dezactivezi anunțul?' });
  await expect(dialog.getByRole('button', { name: 'Renunță' })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await card.getByRole('button', { name: /^Dezactivează anunțul / }).click();
  await dialog.getByRole('button', { name: 'Dezactivează' }).click();
  await expect(notice(page, 'Anunțul a fost dezactivat și nu mai apare în căutări.')).toBeVisible();
  await expect(card).toHaveCount(0);
  expect(await inListing(request, id, key)).toEqual({
    listed: false,
    total: before.total - 1,
    facet: before.facet - 1,
  });

  await tabs.getByRole('link', { name: /^Dezactivate \(\d+\)$/ }).click();
  await expect(page).toHaveURL(/\/contul-meu\/archive$/);
  const archived = page.locator(`[data-my-ad="${id}"]`);
  await archived.getByRole('button', { name: /^Reactivează anunțul / }).click();
  await expect(notice(page, 'Anunțul a fost reactivat și apare din nou în căutări.')).toBeVisible();
  await expect(archived).toHaveCount(0);
  expect(await inListing(request, id, key)).toEqual(before);
});

test('the lists and the dashboard at 375 px: cards stacked, no horizontal scroll, axe clean', async ({
  page,
  consoleErrors: _,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/authentication?redirectUrl=${encodeURIComponent('/contul-meu/draft')}`);
  await signIn(page, DEMO_ACCOUNTS.seller.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/contul-meu\/draft$/);
  await expect(page.locator(`[data-my-ad="${DEMO_ADVERT_IDS.draftCar}"]`)).toBeVisible();
  await noHorizontalScroll(page, 375);
  await expectNoAxeViolations(page);
  await page.goto('/contul-meu/active');
  await expect(page.locator(`[data-my-ad="${DEMO_ADVERT_IDS.activeCar}"]`)).toBeVisible();
  await noHorizontalScroll(page, 375);
  await expectNoAxeViolations(page);
  await page.goto('/contul-meu/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Statistici' })).toBeVisible();
  await expect(page.getByRole('row', { name: /^Vizualizări ale anunțurilor/ })).toBeVisible();
  await noHorizontalScroll(page, 375);
  await expectNoAxeViolations(page);
  await page.goto('/contul-meu');
  await expect(page.getByRole('heading', { name: 'Anunțurile tale' })).toBeVisible();
  await noHorizontalScroll(page, 375);
});
