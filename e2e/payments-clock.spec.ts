/**
 * The payment jobs on the real server and its worker, with the test clock (docs/billing.md,
 * Payments): a bank transfer stays PENDING until the sandbox bank statement books it an hour later
 * (then the credits are in the wallet), and a card payment left without an answer is cancelled
 * (EXPIRED) after 30 minutes. Through the GraphQL endpoint with the dealer's own session; the
 * screens' flows are billing-pages' specs. Tagged @test-clock: scripts/e2e.ts runs it on a server
 * of its own.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { advanceServerClock, signIn } from './helpers';

const MINUTE_MS = 60_000;

/** Signs the dealer in and answers a function that posts GraphQL with its id token. */
async function dealerGraphQL(page: Page) {
  await page.goto('/authentication');
  await signIn(page, 'dealer@volan.test', 'volan-demo-2026');
  await expect(page).not.toHaveURL(/\/authentication/);
  return async (query: string, variables: Record<string, unknown> = {}) => {
    const session = (await (await page.request.get('/api/auth/session')).json()) as { idToken?: string };
    const response = await page.request.post('/api/graphql', {
      headers: { authorization: `Bearer ${session.idToken ?? ''}`, 'content-type': 'application/json' },
      data: { query, variables },
    });
    expect(response.status()).toBe(200);
    const body = (await response.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
    expect(body.errors).toBeUndefined();
    return body.data!;
  };
}

const START = `mutation E2E_Start($input: StartPaymentInput!) { startPayment(input: $input) { id status bankTransfer { iban reference } } }`;
const PAYMENT = `query E2E_Payment($id: ID!) { payment(id: $id) { id status failure } }`;
const WALLET = `query E2E_Wallet { wallet { balance packs { id credits bonusCredits } } }`;

// The literal tag: scripts/e2e.ts looks for it in the file when a run is scoped to spec files.
test.describe('payment jobs', { tag: '@test-clock' }, () => {
  test('a bank transfer is booked by the sandbox statement after an hour; an unanswered card payment expires after 30 minutes', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const gql = await dealerGraphQL(page);
    const wallet = (await gql(WALLET)) as { wallet: { balance: number; packs: { id: string; credits: number }[] } };
    const pack = wallet.wallet.packs[0]!;

    const transfer = (
      (await gql(START, { input: { purpose: 'TOP_UP', method: 'BANK_TRANSFER', topUpPackId: pack.id } })) as {
        startPayment: { id: string; status: string; bankTransfer: { reference: string } };
      }
    ).startPayment;
    expect(transfer.status).toBe('PENDING');
    expect(transfer.bankTransfer.reference).toMatch(/^VOLAN-/);
    const card = (
      (await gql(START, { input: { purpose: 'TOP_UP', method: 'CARD', topUpPackId: pack.id } })) as {
        startPayment: { id: string };
      }
    ).startPayment;

    // 29 minutes on: neither is answered yet.
    await advanceServerClock(page, 29 * MINUTE_MS);
    expect(await gql(PAYMENT, { id: card.id })).toEqual({ payment: { id: card.id, status: 'PENDING', failure: null } });
    expect(await gql(PAYMENT, { id: transfer.id })).toMatchObject({ payment: { status: 'PENDING' } });

    // 31 minutes: the card payment has expired, nothing charged; the transfer still waits.
    await advanceServerClock(page, 2 * MINUTE_MS);
    expect(await gql(PAYMENT, { id: card.id })).toEqual({
      payment: { id: card.id, status: 'CANCELLED', failure: 'EXPIRED' },
    });
    expect(await gql(PAYMENT, { id: transfer.id })).toMatchObject({ payment: { status: 'PENDING' } });

    // Past an hour (and the statement's next 15-minute run): booked, the credits are in.
    await advanceServerClock(page, 45 * MINUTE_MS);
    expect(await gql(PAYMENT, { id: transfer.id })).toMatchObject({ payment: { status: 'SUCCEEDED' } });
    expect(((await gql(WALLET)) as { wallet: { balance: number } }).wallet.balance).toBe(
      wallet.wallet.balance + pack.credits,
    );
  });
});
