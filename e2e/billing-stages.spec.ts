/**
 * The payment reminders on the server's clock (docs/billing.md): the demo dealer's new invoice
 * (seeded three days before the seed day) becomes overdue, then the hourly job blocks the account
 * on the block date — the next page sends the dealer to its invoices although its id token still
 * says 'active', and its adverts leave the public site — the unblock modal's answer brings it
 * back for UNBLOCK_DAYS days, and the job blocks it again when they run out, without a second
 * unblock. Tagged @test-clock: scripts/e2e.ts runs it on a server of its own.
 */
import type { Page } from '@playwright/test';
import { bucharestDate, daysBetween } from '@/lib/billing/calendar-date';
import { DEMO_ACCOUNTS, DEMO_ADVERT_IDS, DEMO_PASSWORD } from '@/server/db/seed/demo-accounts';
import { expect, test } from './fixtures';
import { advanceServerClock, serverClock, signIn } from './helpers';

const DAY_MS = 24 * 3_600_000;

interface Status {
  stage: string;
  daysLeft: number | null;
  dueDate: string | null;
  blockDate: string | null;
  canUnblock: boolean;
  unblockDays: number;
}

/** Runs an operation as the signed-in visitor (the session's id token, as the browser's client sends it). */
async function graphql(
  page: Page,
  query: string,
  variables: object = {},
): Promise<{ data?: unknown; errors?: { extensions?: Record<string, unknown> }[] }> {
  const session = (await (await page.request.get('/api/auth/session')).json()) as { idToken?: string };
  const response = await page.request.post('/graphql', {
    headers: session.idToken ? { authorization: `Bearer ${session.idToken}` } : {},
    data: { query, variables },
  });
  return (await response.json()) as { data?: unknown; errors?: { extensions?: Record<string, unknown> }[] };
}

const STATUS = 'query BillingE2e_status { billingStatus { stage daysLeft dueDate blockDate canUnblock unblockDays } }';
const UNBLOCK = 'mutation BillingE2e_unblock { unblockAccount(confirmed: true) { stage daysLeft canUnblock } }';

async function status(page: Page): Promise<Status> {
  const body = await graphql(page, STATUS);
  expect(body.errors).toBeUndefined();
  return (body.data as { billingStatus: Status }).billingStatus;
}

/** Whole days from the server's (Bucharest) today to an ISO date. */
async function daysUntil(page: Page, iso: string): Promise<number> {
  return daysBetween(bucharestDate(new Date((await serverClock(page)).now)), iso);
}

async function inactiveAdvert(page: Page): Promise<boolean> {
  const body = await graphql(page, 'query BillingE2e_advert($id: ID!) { advert(id: $id) { id } }', {
    id: String(DEMO_ADVERT_IDS.dealerCar),
  });
  return body.errors?.[0]?.extensions?.['code'] === 'INACTIVE_AD';
}

test.describe('payment reminders on the test clock', { tag: '@test-clock' }, () => {
  test('a dealer goes from a new invoice to overdue, blocked, unblocked once and blocked again', async ({ page }) => {
    test.setTimeout(240_000);
    await page.goto('/contul-meu/active');
    await signIn(page, DEMO_ACCOUNTS.dealer.email, DEMO_PASSWORD);
    await page.waitForURL(/\/contul-meu\/active$/u);

    const fresh = await status(page);
    expect(fresh.stage).toBe('NEW_INVOICE');
    expect(fresh.daysLeft).toBeGreaterThan(0);
    expect(await inactiveAdvert(page)).toBe(false);

    // The day after the due date: overdue, counting to the block.
    await advanceServerClock(page, ((await daysUntil(page, fresh.dueDate!)) + 1) * DAY_MS);
    const overdue = await status(page);
    expect(overdue.stage).toBe('OVERDUE');
    expect(overdue.blockDate).toBe(fresh.blockDate);

    // The block date: the hourly job blocks; the next page goes to the invoices, token or not.
    await advanceServerClock(page, (await daysUntil(page, fresh.blockDate!)) * DAY_MS);
    await page.goto('/contul-meu/active');
    await expect(page).toHaveURL(/\/contul-meu\/newinvoices$/u);
    expect(await inactiveAdvert(page)).toBe(true);
    const blocked = await status(page);
    expect(blocked).toMatchObject({ stage: 'BLOCKED', canUnblock: true, daysLeft: null });

    // The unblock modal's answer: the account and its adverts come back for unblockDays days.
    const unblocked = await graphql(page, UNBLOCK);
    expect(unblocked.data).toEqual({
      unblockAccount: { stage: 'TEMPORARILY_UNBLOCKED', daysLeft: blocked.unblockDays - 1, canUnblock: false },
    });
    await page.goto('/contul-meu/active');
    await expect(page).toHaveURL(/\/contul-meu\/active$/u);
    expect(await inactiveAdvert(page)).toBe(false);

    // When the unblock runs out, the job blocks again, and there is no second unblock.
    await advanceServerClock(page, blocked.unblockDays * DAY_MS);
    await page.goto('/contul-meu/active');
    await expect(page).toHaveURL(/\/contul-meu\/newinvoices$/u);
    expect(await status(page)).toMatchObject({ stage: 'BLOCKED', canUnblock: false });
    const again = await graphql(page, UNBLOCK);
    expect(again.errors?.[0]?.extensions?.['i18nKey']).toBe('errors:billing.cannotUnblock');
  });
});
