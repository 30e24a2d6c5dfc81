/**
 * The financing entry points when the partner does not answer (SPEC §4 ERROR; docs/financing.md):
 * the test sets the sandbox partners failing through /api/dev/financing-sandbox, which only a
 * TEST_CLOCK=1 server has, so the spec is tagged @test-clock (scripts/e2e.ts runs it on that
 * server, which no other run shares). The ad page then shows none of its three placements (ERROR:
 * nothing shown, reported) while the rest of the page works; /finantare for the advert says the
 * partner does not answer and offers the general simulation. Put back, the placements return.
 * The financing hub's settings call (SPEC §7 dealerFinancingSettings), which the dealer's settings
 * page reads, answers a FinancingTechnicalError while the dealer's partner is down.
 */
import type { APIRequestContext } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_ADVERT_IDS } from '@/server/db/seed/demo-accounts';
import { expect, test } from './fixtures';

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

  // The dealer's settings page reads the hub through this call (lib/financing-account); the demo
  // dealer may be blocked by the billing specs of this run, so the call is made as the page makes it.
  test('the hub’s dealerFinancingSettings answers a technical error while the dealer’s partner is down', async ({
    request,
  }) => {
    const ask = async () => {
      const response = await request.post('/graphql', {
        data: {
          query: `mutation FinancingE2e_hub($context: FinancingContextInput!) {
            dealerFinancingSettings(context: $context, parameters: {}) {
              __typename
              ... on DealerFinancingSettingsOutput { accountEnabled }
              ... on FinancingTechnicalError { message }
            }
          }`,
          variables: {
            context: {
              currency: 'PLN',
              platform: 'WEB',
              language: 'PL',
              partnerId: 'dealer-financing-sandbox',
              advertId: String(DEMO_ADVERT_IDS.dealerCar),
              sellerUUID: DEMO_ACCOUNTS.dealer.id,
            },
          },
        },
      });
      expect(response.status()).toBe(200);
      return ((await response.json()) as { data: { dealerFinancingSettings: Record<string, unknown> } }).data
        .dealerFinancingSettings;
    };
    await setFailure(request, 'DEALER_FINANCING');
    expect(await ask()).toMatchObject({ __typename: 'FinancingTechnicalError' });
    await setFailure(request, null);
    expect(await ask()).toEqual({ __typename: 'DealerFinancingSettingsOutput', accountEnabled: true });
  });
});
