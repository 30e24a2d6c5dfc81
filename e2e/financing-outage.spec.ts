/**
 * The financing entry points when the partner does not answer (SPEC §4 ERROR; docs/financing.md):
 * the test sets the sandbox partners failing through /api/dev/financing-sandbox, which only a
 * TEST_CLOCK=1 server has, so the spec is tagged @test-clock (scripts/e2e.ts runs it on that
 * server, which no other run shares). The ad page then shows none of its three placements (ERROR:
 * nothing shown, reported) while the rest of the page works; /finantare for the advert says the
 * partner does not answer and offers the general simulation. Put back, the placements return.
 * The dealer's settings page reads the financing hub (SPEC §7 dealerFinancingSettings): with the
 * dealer's partner down it says the settings could not be loaded and offers to try again.
 */
import type { APIRequestContext } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_ADVERT_IDS, DEMO_PASSWORD } from '@/server/db/seed/demo-accounts';
import { expect, test } from './fixtures';
import { signIn } from './helpers';

const ADVERT = `/autoturisme/anunt/${DEMO_ADVERT_IDS.activeCar}`;

async function setFailure(request: APIRequestContext, failure: string | null): Promise<void> {
  const response = await request.post('/api/dev/financing-sandbox', { data: { failure } });
  expect(response.status()).toBe(200);
  expect(((await response.json()) as { failure: string }).failure).toBe(failure ?? '');
}

test.describe('financing when the partner does not answer', { tag: '@test-clock' }, () => {
  test.afterEach(async ({ request }) => setFailure(request, null));

  test('the ad page shows no financing (ERROR), /finantare says why; back, they return', async ({ page, request }) => {
    await setFailure(request, 'all');
    await page.goto(ADVERT);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Rată de la/u })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Simulează creditul' })).toHaveCount(0);
    // The shell's entries do not ask the partner: the header's stays.
    await expect(page.locator('a[data-financing-entry="header"]')).toBeVisible();

    await page.goto(`/finantare?anunt=${DEMO_ADVERT_IDS.activeCar}`);
    await expect(page.getByText(/^Partenerul de finanțare al acestui anunț nu răspunde acum/u)).toBeVisible();
    await expect(page.getByLabel('Suma creditului (lei)')).toBeVisible();

    await setFailure(request, null);
    await page.goto(ADVERT);
    await expect(page.getByRole('link', { name: /^Rată de la [\d.]+,\d{2} lei\/lună$/u })).toBeVisible();
  });

  test('the dealer’s settings page cannot load while the hub is down, and loads on „Încearcă din nou”', async ({
    page,
    request,
  }) => {
    await setFailure(request, 'DEALER_FINANCING');
    await page.goto(`/authentication?redirectUrl=${encodeURIComponent('/contul-meu/finantare')}`);
    await signIn(page, DEMO_ACCOUNTS.dealer.email, DEMO_PASSWORD);
    await expect(page).toHaveURL('/contul-meu/finantare');
    await expect(page.getByText(/^Setările de finanțare nu s-au putut încărca/u)).toBeVisible();
    await setFailure(request, null);
    await page.getByRole('button', { name: 'Încearcă din nou' }).click();
    await expect(page.getByRole('switch').first()).toBeVisible();
    await expect(page.getByText(/^Setările de finanțare nu s-au putut încărca/u)).toHaveCount(0);
  });
});
