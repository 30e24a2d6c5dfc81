/**
 * Packages, add-ons, subscriptions and their renewal on a seeded PGlite: choosing a package
 * invoices its first month, an upgrade applies at once with the pro-rata difference on the next
 * invoice, a downgrade waits for the next period, the daily job renews once per period (a second
 * run bills nothing), a cancelled subscription ends, add-ons need a package, and the calculator.
 */
import { rawQuery } from '@/server/db/client';
import { createTestDb, type TestDb } from '@/server/db/testing/test-db';
import { UserInputError } from '../ads.types';
import { DEFAULT_BILLING_SETTINGS as S } from './billing-settings';
import { runIssueInvoices } from './billing.jobs';
import { activeBenefits, listAddOns, listPackages, listSubscriptions } from './catalogue';
import { listInvoices } from './invoices';
import { packageCalculator } from './package-calculator';
import { prorataBani } from '@/lib/billing/package-change';
import { cancelSubscription, changePackage, subscribeAddOn } from './subscriptions';
import { createTestDealer } from './testing/billing-fixtures';

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(async () => {
  await t.close();
});

const on = (day: string) => new Date(`${day}T07:00:00.000Z`);

async function refusal(promise: Promise<unknown>): Promise<UserInputError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(UserInputError);
  return error as UserInputError;
}

async function packageId(code: string): Promise<string> {
  const [row] = await rawQuery<{ id: number }>(t.db, 'select id from billing_products where code = $1', [code]);
  return String(row?.id);
}

describe('the catalogue', () => {
  it('lists the four packages of docs/billing.md with their benefits, in Romanian and English', async () => {
    const packages = await listPackages(t.db, null, 'ro');
    expect(packages.map((p) => [p.code, p.adsIncluded, p.monthlyPrice.formatted, p.yearlyPrice.formatted])).toEqual([
      ['start', 15, '199 LEI', '1.990 LEI'],
      ['standard', 50, '449 LEI', '4.490 LEI'],
      ['premium', 150, '899 LEI', '8.990 LEI'],
      ['nelimitat', 1000, '1.699 LEI', '16.990 LEI'],
    ]);
    const premium = packages[2];
    expect(premium?.benefits.map((b) => b.code)).toEqual([
      'ads',
      'statistics',
      'bumps',
      'leads',
      'premium_badge',
      'dealerfin',
    ]);
    expect(premium?.benefits[2]).toMatchObject({ name: 'Reactualizări lunare', quantity: 30 });
    expect(premium?.benefits[2]?.description).toContain('30 de reactualizări pe lună');
    const english = await listPackages(t.db, null, 'en');
    expect(english[3]?.name).toBe('Unlimited');
  });
});

describe('subscriptions', () => {
  it('starts, upgrades at once with a pro-rata line, downgrades from the next period and renews once', async () => {
    const dealer = await createTestDealer(t.db);
    const standard = await changePackage(
      t.db,
      dealer,
      await packageId('standard'),
      'MONTHLY',
      on('2026-03-01'),
      S,
      'ro',
    );
    expect(standard).toMatchObject({
      productCode: 'standard',
      status: 'ACTIVE',
      startedOn: '2026-03-01',
      currentPeriodEnd: '2026-03-31',
    });
    let invoices = await listInvoices(t.db, dealer, {}, '2026-03-01');
    expect(invoices.invoices).toHaveLength(1);
    expect(invoices.invoices[0]?.lines[0]?.description).toBe(
      'Pachet Standard – abonament lunar, 01.03.2026 – 31.03.2026',
    );
    expect(invoices.invoices[0]?.total.bani).toBe(54_329);

    expect(
      (await refusal(changePackage(t.db, dealer, await packageId('standard'), 'MONTHLY', on('2026-03-02'), S, 'ro')))
        .key,
    ).toBe('errors:billing.samePackage');
    expect((await refusal(changePackage(t.db, dealer, '999', 'MONTHLY', on('2026-03-02'), S, 'ro'))).key).toBe(
      'errors:billing.unknownPackage',
    );

    // Upgrade on 17 March: 15 of 31 days left, (899 - 449) × 15 / 31 = 217,74 LEI.
    const premium = await changePackage(t.db, dealer, await packageId('premium'), 'MONTHLY', on('2026-03-17'), S, 'ro');
    expect(premium).toMatchObject({ productCode: 'premium', price: { bani: 89_900 }, currentPeriodEnd: '2026-03-31' });
    expect(prorataBani(44_900, 89_900, '2026-03-01', '2026-03-31', '2026-03-17')).toBe(21_774);
    expect((await listPackages(t.db, dealer, 'ro')).find((p) => p.current)?.code).toBe('premium');
    expect((await activeBenefits(t.db, dealer, 'ro')).find((b) => b.code === 'bumps')?.quantity).toBe(30);

    // A downgrade waits for the next period.
    const down = await changePackage(t.db, dealer, await packageId('start'), 'MONTHLY', on('2026-03-20'), S, 'ro');
    expect(down.productCode).toBe('premium');

    // Before 06:00 Bucharest the job waits; then it renews once.
    expect((await runIssueInvoices(t.db, new Date('2026-04-01T02:00:00.000Z'), S)).ran).toBe(false);
    const run = await runIssueInvoices(t.db, on('2026-04-01'), S);
    expect(run.ran).toBe(true);
    invoices = await listInvoices(t.db, dealer, {}, '2026-04-01');
    expect(invoices.invoices).toHaveLength(2);
    expect(invoices.invoices[0]?.lines.map((l) => [l.description, l.net.bani])).toEqual([
      ['Diferență pachet Standard → Premium, 17.03.2026 – 31.03.2026 (15 zile)', 21_774],
      ['Pachet Start – abonament lunar, 01.04.2026 – 30.04.2026', 19_900],
    ]);
    expect(invoices.invoices[0]).toMatchObject({ issueDate: '2026-04-01', dueDate: '2026-04-15' });
    // The dealer is told by e-mail: number, amount, due date, the invoices page and the PDF.
    const mail = async () =>
      rawQuery<{ subject: string; text_body: string }>(
        t.db,
        `select o.subject, o.text_body from outbox o join users u on u.email = o.to_address
         where u.id = $1 and o.template = 'invoice-issued' order by o.id`,
        [dealer],
      );
    const number = invoices.invoices[0]?.number ?? '';
    const [issued] = await mail();
    expect(issued?.subject).toBe(`Factură nouă Volan ${number}: ${invoices.invoices[0]?.total.formatted ?? ''}`);
    expect(issued?.text_body).toContain('până pe 15 aprilie 2026');
    expect(issued?.text_body).toContain('/contul-meu/newinvoices');
    expect(issued?.text_body).toContain(`/api/billing/invoices/${invoices.invoices[0]?.id ?? ''}.pdf`);
    await runIssueInvoices(t.db, on('2026-04-01'), S);
    await runIssueInvoices(t.db, on('2026-04-02'), S);
    expect((await listInvoices(t.db, dealer, {}, '2026-04-02')).invoices).toHaveLength(2);
    expect(await mail()).toHaveLength(1);
    const [sub] = await listSubscriptions(t.db, dealer, 'ro');
    expect(sub).toMatchObject({ productCode: 'start', currentPeriodEnd: '2026-04-30', status: 'ACTIVE' });
  });

  it('renews every missed period, and ends a cancelled subscription at its period end', async () => {
    const dealer = await createTestDealer(t.db);
    await changePackage(t.db, dealer, await packageId('start'), 'MONTHLY', on('2026-01-10'), S, 'ro');
    await runIssueInvoices(t.db, on('2026-03-12'), S); // February 10 – March 9, March 10 – April 9
    const invoices = await listInvoices(t.db, dealer, {}, '2026-03-12');
    expect(invoices.invoices[0]?.lines.map((l) => l.description)).toEqual([
      'Pachet Start – abonament lunar, 10.02.2026 – 09.03.2026',
      'Pachet Start – abonament lunar, 10.03.2026 – 09.04.2026',
    ]);
    const [sub] = await listSubscriptions(t.db, dealer, 'ro');
    if (!sub) throw new Error('no subscription');
    expect((await cancelSubscription(t.db, dealer, sub.id, on('2026-03-20'), 'ro')).status).toBe('CANCELLING');
    expect((await cancelSubscription(t.db, dealer, sub.id, on('2026-03-21'), 'ro')).status).toBe('CANCELLING');
    await runIssueInvoices(t.db, on('2026-04-10'), S);
    expect((await listSubscriptions(t.db, dealer, 'ro'))[0]?.status).toBe('ENDED');
    expect((await listInvoices(t.db, dealer, {}, '2026-04-10')).invoices).toHaveLength(2);
    expect((await refusal(cancelSubscription(t.db, dealer, sub.id, on('2026-04-11'), 'ro'))).key).toBe(
      'errors:billing.subscriptionEnded',
    );
    expect((await refusal(cancelSubscription(t.db, dealer, 'x', on('2026-04-11'), 'ro'))).key).toBe(
      'errors:billing.unknownSubscription',
    );
  });

  it('adds the featured-dealer add-on to a package only', async () => {
    const dealer = await createTestDealer(t.db);
    expect((await refusal(subscribeAddOn(t.db, dealer, 'featured_dealer', on('2026-03-01'), S, 'ro'))).key).toBe(
      'errors:billing.noPackage',
    );
    expect((await refusal(subscribeAddOn(t.db, dealer, 'nope', on('2026-03-01'), S, 'ro'))).key).toBe(
      'errors:billing.unknownAddOn',
    );
    await changePackage(t.db, dealer, await packageId('standard'), 'YEARLY', on('2026-03-01'), S, 'ro');
    const addOn = await subscribeAddOn(t.db, dealer, 'featured_dealer', on('2026-03-05'), S, 'ro');
    expect(addOn).toMatchObject({ productCode: 'featured_dealer', period: 'MONTHLY', name: 'Dealer recomandat' });
    expect((await listAddOns(t.db, dealer, 'ro'))[0]).toMatchObject({ code: 'featured_dealer', active: true });
    expect((await refusal(subscribeAddOn(t.db, dealer, 'featured_dealer', on('2026-03-06'), S, 'ro'))).key).toBe(
      'errors:billing.addOnActive',
    );
    const subs = await listSubscriptions(t.db, dealer, 'ro');
    expect(subs.map((s) => [s.productCode, s.period, s.currentPeriodEnd])).toEqual([
      ['standard', 'YEARLY', '2027-02-28'],
      ['featured_dealer', 'MONTHLY', '2026-04-04'],
    ]);
  });

  it('refuses changes while the account is blocked', async () => {
    const dealer = await createTestDealer(t.db);
    await rawQuery(
      t.db,
      `update users set account_status = 'suspended', suspend_reason = 'unpaid_invoice' where id = $1`,
      [dealer],
    );
    expect(
      (await refusal(changePackage(t.db, dealer, await packageId('start'), 'MONTHLY', on('2026-03-01'), S, 'ro'))).key,
    ).toBe('errors:billing.accountBlocked');
  });
});

describe('packageCalculator', () => {
  const calc = (ads: number, bumpsPerMonth: number, featuredDealer = false, period: 'MONTHLY' | 'YEARLY' = 'MONTHLY') =>
    packageCalculator(t.db, null, { ads, bumpsPerMonth, featuredDealer, period }, S, 'ro');

  it.each([
    [10, 0, 'start', 24_079, 0],
    [10, 30, 'start', 69_079, 0], // 30 bumps bought: Standard's 10 included do not pay for its price
    [100, 100, 'nelimitat', 205_579, 8_200], // Premium + 70 bumps would be 2.137,79 LEI
    [40, 25, 'standard', 76_829, 0], // 15 bumps beyond the 10 included
    [100, 0, 'premium', 108_779, 0],
  ])('%i ads and %i bumps a month: %s, %i bani a month, saving %i', async (ads, bumps, code, total, saving) => {
    const result = await calc(ads, bumps);
    expect(result.package.code).toBe(code);
    expect(result.monthlyTotal.bani).toBe(total);
    expect(result.monthlySaving.bani).toBe(saving);
    expect(result.lines.reduce((sum, l) => sum + l.net.bani, 0)).toBe(total);
  });

  it('counts the add-on and the yearly price a month', async () => {
    const result = await calc(100, 0, true, 'YEARLY');
    // (8.990 / 12 = 749,17) + 299 = 1.048,17 LEI net, + 21 % VAT (220,12) = 1.268,29 LEI.
    expect(result.monthlyTotal.bani).toBe(126_829);
    expect(result.lines.map((l) => l.description)).toEqual([
      'Pachet Premium (anual), pe lună',
      'Dealer recomandat, pe lună',
      'TVA 21%',
    ]);
  });

  it('refuses numbers outside the packages', async () => {
    expect((await refusal(calc(0, 0))).field).toBe('ads');
    expect((await refusal(calc(1001, 0))).extensions).toEqual({ max: 1000 });
    expect((await refusal(calc(10, -1))).field).toBe('bumpsPerMonth');
    expect((await refusal(calc(10.5, 0))).key).toBe('errors:billing.calculatorAds');
  });
});
