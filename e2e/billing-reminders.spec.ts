/**
 * The payment reminders of issue 14 (SPEC §4; docs/billing-screens.md), in Chromium against the
 * real server and its jobs: the demo dealer's new invoice (seeded; or its first one, after choosing
 * a package), and the test clock moves it through the stages: a new invoice → overdue → block imminent
 * ('Ai plătit factura?', answered 'Da, am plătit deja', not offered again) → blocked (its advert
 * gone, only the invoices page reachable) → temporarily unblocked (the advert back) → blocked again
 * (no second unblock) → the overdue invoice paid with the sandbox card from the invoices page (the
 * account active at once, its advert back). Each banner's words are checked at 1280 and 375 px, with axe.
 *
 * Tagged @test-clock and run on a server of its own by scripts/e2e.ts (it moves the clock by weeks,
 * which the other clock specs must not see).
 */
import type { Page } from '@playwright/test';
import { formatLongDate } from '@/lib/billing/billing-format';
import { bucharestDate, daysBetween } from '@/lib/billing/calendar-date';
import type { BillingStatusView } from '@/lib/graphql/generated/operations';
import { expect, test } from './fixtures';
import { advanceServerClock, expectNoAxeViolations, serverClock, signIn } from './helpers';
import { advertIsInactive, anActiveAdvertId, billingStatusOf, choosePackage } from './paths/billing-account';

const DEALER = 'dealer@volan.test';
const DEMO_PASSWORD = 'volan-demo-2026';
const DAY = 24 * 60 * 60 * 1000;
const OVERVIEW = '/contul-meu';
const INVOICES = '/contul-meu/newinvoices';

/**
 * Days from the server's today to an ISO date, both Bucharest calendar dates as billing counts them
 * (from 22:00 or 21:00 UTC the server's UTC date is still yesterday in Bucharest).
 */
async function daysUntil(page: Page, iso: string): Promise<number> {
  const { now } = await serverClock(page.request);
  return daysBetween(bucharestDate(new Date(now)), iso);
}

/** Moves the server's clock `days` forward, to 09:00 UTC of that day at the latest hour the jobs see. */
async function advanceDays(page: Page, days: number): Promise<void> {
  if (days > 0) await advanceServerClock(page.request, days * DAY);
}

const ro = (iso: string | null) => formatLongDate(iso, 'ro');

/** Romanian days as the catalogue writes them after 'în': 'o zi', '5 zile', '20 de zile'. */
function inDays(count: number): string {
  if (count === 1) return 'într-o zi';
  const mod = count % 100;
  return count === 0 || (mod >= 1 && mod <= 19) ? `în ${count} zile` : `în ${count} de zile`;
}

/** The banner is the stage's, with its title, text and pay link, on a desktop and on a phone, with no axe violation. */
async function expectBanner(page: Page, path: string, title: string, text: string | RegExp): Promise<void> {
  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 375, height: 812 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto(path);
    const banner = page.locator('[data-billing-stage]');
    await expect(banner.getByRole('heading', { level: 2 })).toHaveText(title);
    await expect(banner).toContainText(text);
    await expect(banner.getByRole('link', { name: 'Plătește factura' })).toHaveAttribute(
      'href',
      /^\/plata-prin-volan\/new-payment\?invoices=/u,
    );
    const box = await banner.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= viewport.width + 1).toBe(true);
    // A dialog open above the page is checked with it.
    await expectNoAxeViolations(page);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.describe('payment reminders', { tag: '@test-clock' }, () => {
  test('new invoice → overdue → block imminent (declared) → blocked → temporarily unblocked → blocked again → paid', async ({
    page,
    consoleErrors: _,
  }) => {
    test.setTimeout(300_000);
    await page.goto(OVERVIEW);
    await signIn(page, DEALER, DEMO_PASSWORD);
    await expect(page).toHaveURL(OVERVIEW);
    // The seed gives the demo dealer a new invoice; without one (another seed), a package brings it.
    let status: BillingStatusView = await billingStatusOf(page.request);
    if (status.stage === 'NONE') {
      await choosePackage(page.request);
      status = await billingStatusOf(page.request);
    }
    const advert = await anActiveAdvertId(page.request);
    expect(await advertIsInactive(page.request, advert)).toBe(false);

    // 1. A new invoice: pay within {count} days, by {dueDate}.
    expect(status.stage).toBe('NEW_INVOICE');
    const invoice = status.invoice!;
    await expectBanner(
      page,
      OVERVIEW,
      'Ai o factură nouă de plată',
      `Plătește factura ${invoice.number} ${inDays(status.daysLeft!)}, până la ${ro(status.dueDate)}.`,
    );
    // The invoices page lists it, unpaid, with its PDF, and pays it from there.
    await page.goto(INVOICES);
    const row = page.locator(`[data-invoice="${invoice.id}"]`);
    await expect(row).toContainText(invoice.number);
    await expect(row).toContainText('Neplătită');
    await expect(row.getByRole('link', { name: `Descarcă PDF-ul facturii ${invoice.number}` })).toHaveAttribute(
      'href',
      invoice.pdfUrl,
    );
    await row.getByRole('checkbox', { name: `Selectează factura ${invoice.number} pentru plată` }).check();
    await expect(page.getByRole('button', { name: 'Plătește', exact: true })).toBeEnabled();

    // 2. Overdue: the day after the due date.
    await advanceDays(page, (await daysUntil(page, invoice.dueDate)) + 1);
    status = await billingStatusOf(page.request);
    expect(status.stage).toBe('OVERDUE');
    await expectBanner(
      page,
      OVERVIEW,
      'Evită blocarea contului',
      `Factura ${invoice.number} este restantă. Plătește-o ${inDays(status.daysLeft!)}, până la ${ro(status.dueDate)}, ` +
        `ca să eviți blocarea contului. Confirmarea unei plăți poate dura ${status.daysCheckPayment} zile lucrătoare.`,
    );
    await page.goto(INVOICES);
    await expect(page.locator(`[data-invoice="${invoice.id}"]`)).toContainText('Restantă');

    // 3. Block imminent: the last day before the block; 'Ai plătit factura?' opens on the overview.
    const blockDate = status.blockDate!;
    await advanceDays(page, (await daysUntil(page, blockDate)) - 1);
    status = await billingStatusOf(page.request);
    expect(status.stage).toBe('BLOCK_IMMINENT');
    await page.goto(OVERVIEW);
    const ask = page.getByRole('dialog', { name: 'Ai plătit factura?' });
    await expect(ask).toBeVisible();
    await expect(ask).toContainText(
      `Un transfer poate dura până la ${status.daysCheckPayment} zile lucrătoare până ajunge la noi. ` +
        `Dacă plata nu ajunge, contul va fi blocat pe ${ro(blockDate)}.`,
    );
    await expect(ask.getByRole('button', { name: 'Da, am plătit deja' })).toBeFocused();
    await expectNoAxeViolations(page);
    await ask.getByRole('button', { name: 'Da, am plătit deja' }).click();
    await expect(ask).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Mulțumim! Am notat că ai plătit' })).toBeVisible();
    // Declared: not offered again, and the banner says so.
    await expectBanner(
      page,
      OVERVIEW,
      'Evită blocarea',
      `Plătește factura ${invoice.number} până la ${ro(status.dueDate)}, ultima zi înainte de blocarea contului.`,
    );
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.locator('[data-billing-stage]')).toContainText('Ne-ai spus pe');

    // 4. Blocked: the advert is gone, every page leads to the invoices page.
    await advanceDays(page, await daysUntil(page, blockDate));
    status = await billingStatusOf(page.request);
    expect(status.stage).toBe('BLOCKED');
    expect(status.canUnblock).toBe(true);
    expect(await advertIsInactive(page.request, advert)).toBe(true);
    // The id token signed in before the block still says 'active': the page guard reads the live status.
    await page.goto(OVERVIEW);
    await expect(page).toHaveURL(INVOICES);
    await expectBanner(
      page,
      INVOICES,
      'Contul tău este blocat',
      `Plătește factura restantă ${invoice.number} ca să-ți reactivezi contul.`,
    );
    await expect(page.getByText('Contul tău este suspendat')).toBeVisible();

    // The unblock modal: not without the confirmation, then unblocked for {number} days.
    await page.locator('[data-billing-stage]').getByRole('button', { name: 'Deblochează temporar' }).click();
    const unblock = page.getByRole('dialog', { name: 'Deblochează contul temporar' });
    await expect(unblock).toContainText(`Contul tău va fi deblocat pentru ${status.unblockDays} zile`);
    await expectNoAxeViolations(page);
    await unblock.getByRole('button', { name: 'Deblochează contul' }).click();
    await expect(unblock.getByRole('alert')).toHaveText('Bifează mai întâi confirmarea că vei plăti factura restantă.');
    await unblock.getByLabel(`Confirm că voi plăti factura restantă în ${status.unblockDays} zile`).check();
    // Unblocked, the page loads again (the menu and the adverts are back): waited for before going on.
    const reloaded = page.waitForEvent('load');
    await unblock.getByRole('button', { name: 'Deblochează contul' }).click();
    await reloaded;

    // 5. Temporarily unblocked: the page comes back with the menu, the advert is back.
    await expect(page.locator('[data-billing-stage="TEMPORARILY_UNBLOCKED"]')).toBeVisible();
    status = await billingStatusOf(page.request);
    expect(status.stage).toBe('TEMPORARILY_UNBLOCKED');
    await expectBanner(
      page,
      OVERVIEW,
      'Contul tău a fost deblocat temporar',
      `Dacă nu primim plata facturii ${invoice.number} ${inDays(status.daysLeft!)}, până la ${ro(status.dueDate)}, contul va fi blocat din nou.`,
    );
    expect(await advertIsInactive(page.request, advert)).toBe(false);

    // Its last day: 'if we do not receive it today'.
    await advanceDays(page, status.daysLeft!);
    await expectBanner(
      page,
      OVERVIEW,
      'Contul tău a fost deblocat temporar',
      `Plata facturii ${invoice.number} trebuie să ajungă astăzi: dacă nu o primim astăzi, contul va fi blocat din nou.`,
    );

    // 6. Blocked again: no second unblock until every debt is paid.
    await advanceDays(page, 1);
    status = await billingStatusOf(page.request);
    expect(status.stage).toBe('BLOCKED');
    expect(status.canUnblock).toBe(false);
    expect(await advertIsInactive(page.request, advert)).toBe(true);
    await expectBanner(
      page,
      INVOICES,
      'Contul tău este blocat',
      'Ai folosit deja deblocarea temporară: contul se reactivează după plata tuturor facturilor restante.',
    );
    await expect(page.getByRole('button', { name: 'Deblochează temporar' })).toHaveCount(0);

    // 7. Paid in the sandbox from the invoices page: the block is lifted at once, the advert is back.
    await page.goto(INVOICES);
    await page
      .locator(`[data-invoice="${invoice.id}"]`)
      .getByRole('checkbox', { name: `Selectează factura ${invoice.number} pentru plată` })
      .check();
    await page.getByRole('button', { name: 'Plătește', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Plătește facturile' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(invoice.number);
    await expect(page.getByRole('radio', { name: /Card bancar/ })).toBeChecked();
    const total = invoice.total.formatted;
    await page.getByRole('button', { name: `Plătește ${total}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Plata cu cardul' })).toBeVisible();
    await expect(page.getByText('Sandbox — nu se debitează niciun card')).toBeVisible();
    await page.getByLabel('Numele de pe card').fill('Ion Popescu');
    await page.getByLabel('Numărul cardului').fill('4242424242424242');
    await page.getByLabel('Data expirării (LL/AA)').fill('1239');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: `Plătește ${total}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Plata a reușit' })).toBeVisible();
    status = await billingStatusOf(page.request);
    expect(status.stage).not.toBe('BLOCKED');
    expect(status.invoice?.id ?? null).not.toBe(invoice.id);
    expect(await advertIsInactive(page.request, advert)).toBe(false);
    // The account area opens again (no redirect to the invoices page), with no blocked banner.
    await page.goto(OVERVIEW);
    await expect(page).toHaveURL(OVERVIEW);
    await expect(page.locator('[data-billing-stage="BLOCKED"]')).toHaveCount(0);
    await page.goto(INVOICES);
    await expect(page.locator(`[data-invoice="${invoice.id}"]`)).toContainText('Plătită');
  });
});
