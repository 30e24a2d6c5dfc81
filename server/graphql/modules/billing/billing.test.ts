/**
 * The billing module through the real GraphQL endpoint (yoga, in-process fetch, seeded PGlite) on
 * billing's real clock: UNAUTHENTICATED without a session, FORBIDDEN for a private account and a
 * sub-user without the right (billingStatus answers NONE to them), the invoices and the status of
 * a dealer whose invoice is overdue, the unblock modal's answers, packages and the calculator, and
 * BAD_USER_INPUT with a key every catalogue translates.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { testClock, type GraphQLBody } from '@/server/auth/testing/auth-test-server';
import { rawQuery } from '@/server/db/client';
import { DEMO_ACCOUNTS } from '@/server/db/seed/demo-accounts';
import { addDays, bucharestDate } from '@/lib/billing/calendar-date';
import { issueInvoice } from '@/server/services/billing/invoices';
import { createTestDealer } from '@/server/services/billing/testing/billing-fixtures';
import { yogaTestHarness } from '../../testing/yoga-harness';

const clock = testClock(new Date());
const harness = yogaTestHarness(clock, { ads: 300 });

async function post(query: string, variables: Record<string, unknown>, userId?: string): Promise<GraphQLBody> {
  const authorization = userId ? `Bearer ${await harness.tokenFor(userId)}` : undefined;
  return (await harness.post(query, variables, authorization)).body;
}

function translated(language: string, key: string): unknown {
  const [namespace, path] = key.split(':') as [string, string];
  const catalogue: unknown = JSON.parse(readFileSync(`public/locales/${language}/${namespace}.json`, 'utf8'));
  return path
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue);
}

const STATUS = `query Test_BillingStatus { billingStatus { stage daysLeft dueDate blockDate canUnblock unblockDays
  daysCheckPayment paymentDeclaredAt unpaidTotal { bani formatted } invoice { id number status overdue } } }`;
const INVOICES = `query Test_Invoices($first: Int, $after: String, $unpaidFirst: Boolean) {
  invoices(first: $first, after: $after, unpaidFirst: $unpaidFirst) { nextCursor unpaidTotal { bani }
    invoices { id number issueDate dueDate status pdfUrl total { bani formatted } lines { description net { bani } } } } }`;
const UNBLOCK = `mutation Test_Unblock($confirmed: Boolean!) { unblockAccount(confirmed: $confirmed) { stage daysLeft canUnblock } }`;
const DECLARE = `mutation Test_Declare($id: ID!) { declareInvoicePaid(invoiceId: $id) { stage paymentDeclaredAt } }`;
const PACKAGES = `query Test_Packages { packages { id code name current monthlyPrice { formatted } benefits { code name quantity } } }`;
const CHANGE = `mutation Test_Change($id: ID!) { changePackage(packageId: $id, period: MONTHLY) { id productCode status currentPeriodEnd } }`;
const CALCULATOR = `query Test_Calc($input: PackageCalculatorInput!) { packageCalculator(input: $input) {
  package { code } monthlyTotal { bani } monthlySaving { bani } lines { description } } }`;

const today = bucharestDate(new Date());

/** A dealer whose invoice, issued `daysAgo` days ago, is unpaid; and a sub-user with `rights`. */
async function dealerWithInvoice(daysAgo: number, rights: Record<string, boolean> = {}) {
  const dealer = await createTestDealer(harness.db, { adverts: 1 });
  const issueDate = addDays(today, -daysAgo);
  const invoice = await harness.db.transaction((tx) =>
    issueInvoice(tx, {
      accountId: dealer,
      issueDate,
      periodStart: issueDate,
      periodEnd: addDays(issueDate, 30),
      vatRatePercent: 21,
      paymentDays: 14,
      lines: [{ description: 'Pachet Standard – abonament lunar', quantity: 1, unitPriceBani: 44_900 }],
    }),
  );
  const sub = randomUUID();
  await rawQuery(
    harness.db,
    `insert into users (id, email, display_name, user_type, account_status) values ($1, $2, 'Sub User', 'professional', 'active')`,
    [sub, `sub-${sub}@volan.test`],
  );
  await rawQuery(harness.db, 'insert into user_links (main_user_id, sub_user_id, rights) values ($1, $2, $3)', [
    dealer,
    sub,
    JSON.stringify(rights),
  ]);
  return { dealer, sub, invoice };
}

describe('billing module', () => {
  it('answers UNAUTHENTICATED without a session and FORBIDDEN to private accounts', async () => {
    expect((await post(STATUS, {})).errors?.[0]?.extensions?.['code']).toBe('UNAUTHENTICATED');
    const forbidden = await post(INVOICES, {}, DEMO_ACCOUNTS.buyer.id);
    expect(forbidden.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', i18nKey: 'errors:billing.forbidden' });
    expect((await post(PACKAGES, {}, DEMO_ACCOUNTS.seller.id)).errors?.[0]?.extensions?.['code']).toBe('FORBIDDEN');
    const none = await post(STATUS, {}, DEMO_ACCOUNTS.buyer.id);
    expect(none.data).toEqual({
      billingStatus: {
        stage: 'NONE',
        daysLeft: null,
        dueDate: null,
        blockDate: null,
        canUnblock: false,
        unblockDays: 3,
        daysCheckPayment: 2,
        paymentDeclaredAt: null,
        unpaidTotal: { bani: 0, formatted: '0 LEI' },
        invoice: null,
      },
    });
  });

  it('shows a new invoice to the dealer and to a sub-user with the payments right only', async () => {
    const { dealer, sub, invoice } = await dealerWithInvoice(0, { payments: true });
    const status = await post(STATUS, {}, dealer);
    expect(status.errors).toBeUndefined();
    expect(status.data).toMatchObject({
      billingStatus: {
        stage: 'NEW_INVOICE',
        daysLeft: 14,
        dueDate: addDays(today, 14),
        invoice: { id: invoice.id, number: invoice.number, status: 'UNPAID', overdue: false },
        unpaidTotal: { bani: 54_329, formatted: '543,29 LEI' },
      },
    });
    expect((await post(STATUS, {}, sub)).data).toEqual(status.data);
    const list = await post(INVOICES, { first: 5, unpaidFirst: true }, sub);
    expect(list.errors).toBeUndefined();
    expect(list.data).toMatchObject({
      invoices: {
        nextCursor: null,
        invoices: [
          { id: invoice.id, pdfUrl: `/api/billing/invoices/${invoice.id}.pdf`, total: { formatted: '543,29 LEI' } },
        ],
      },
    });
  });

  it('hides billing from a sub-user without the right (NONE for the status)', async () => {
    const { sub } = await dealerWithInvoice(0, { ads: true, invoices: false, payments: false });
    expect((await post(INVOICES, {}, sub)).errors?.[0]?.extensions?.['code']).toBe('FORBIDDEN');
    expect((await post(STATUS, {}, sub)).data).toMatchObject({ billingStatus: { stage: 'NONE' } });
  });

  it('blocks an overdue dealer, unblocks it once on confirmation, and refuses a second unblock', async () => {
    const { dealer, invoice } = await dealerWithInvoice(30);
    expect((await post(STATUS, {}, dealer)).data).toMatchObject({
      billingStatus: { stage: 'BLOCKED', canUnblock: true },
    });
    const [state] = await rawQuery<{ account_status: string }>(
      harness.db,
      'select account_status from users where id = $1',
      [dealer],
    );
    expect(state?.account_status).toBe('suspended');

    const unconfirmed = await post(UNBLOCK, { confirmed: false }, dealer);
    expect(unconfirmed.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'confirmed',
      i18nKey: 'errors:billing.confirmUnblock',
    });
    const unblocked = await post(UNBLOCK, { confirmed: true }, dealer);
    expect(unblocked.data).toEqual({
      unblockAccount: { stage: 'TEMPORARILY_UNBLOCKED', daysLeft: 2, canUnblock: false },
    });
    const again = await post(UNBLOCK, { confirmed: true }, dealer);
    expect(again.errors?.[0]?.extensions?.['i18nKey']).toBe('errors:billing.cannotUnblock');

    const declared = await post(DECLARE, { id: invoice.id }, dealer);
    expect(
      (declared.data as { declareInvoicePaid: { paymentDeclaredAt: string } }).declareInvoicePaid.paymentDeclaredAt,
    ).toMatch(/^\d{4}-\d{2}-\d{2}T/u);
    const unknown = await post(DECLARE, { id: 'nope' }, dealer);
    expect(unknown.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'invoiceId' });
  });

  it('lists packages, changes the package and estimates with the calculator', async () => {
    const { dealer } = await dealerWithInvoice(0);
    const packages = await post(PACKAGES, {}, dealer);
    const list = (packages.data as { packages: { id: string; code: string; current: boolean }[] }).packages;
    expect(list.map((p) => p.code)).toEqual(['start', 'standard', 'premium', 'nelimitat']);
    const premium = list.find((p) => p.code === 'premium');
    const changed = await post(CHANGE, { id: premium?.id }, dealer);
    expect(changed.data).toMatchObject({ changePackage: { productCode: 'premium', status: 'ACTIVE' } });
    const after = (await post(PACKAGES, {}, dealer)).data as { packages: { code: string; current: boolean }[] };
    expect(after.packages.filter((p) => p.current).map((p) => p.code)).toEqual(['premium']);

    const estimate = await post(
      CALCULATOR,
      { input: { ads: 100, bumpsPerMonth: 0, featuredDealer: false, period: 'MONTHLY' } },
      dealer,
    );
    expect(estimate.data).toMatchObject({
      packageCalculator: { package: { code: 'premium' }, monthlyTotal: { bani: 108_779 } },
    });
    const refused = await post(
      CALCULATOR,
      { input: { ads: 5000, bumpsPerMonth: 0, featuredDealer: false, period: 'MONTHLY' } },
      dealer,
    );
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'ads', max: 1000 });
  });

  it('refuses unknown package, add-on and subscription ids as BAD_USER_INPUT, never a 500', async () => {
    const { dealer } = await dealerWithInvoice(0);
    const ADD_ON = `mutation Test_AddOn($code: String!) { subscribeAddOn(code: $code) { id } }`;
    const CANCEL = `mutation Test_Cancel($id: ID!) { cancelSubscription(id: $id) { id } }`;
    const refusal = (body: GraphQLBody) => body.errors?.[0]?.extensions;
    for (const id of ['nope', '999999', '-1', "1' or 1=1", 'x'.repeat(500)]) {
      expect(refusal(await post(CHANGE, { id }, dealer))).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: 'packageId',
        i18nKey: 'errors:billing.unknownPackage',
      });
      expect(refusal(await post(CANCEL, { id }, dealer))).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: 'id',
        i18nKey: 'errors:billing.unknownSubscription',
      });
    }
    // Another account's subscription is unknown too.
    expect(refusal(await post(CANCEL, { id: randomUUID() }, dealer))).toMatchObject({
      i18nKey: 'errors:billing.unknownSubscription',
    });
    for (const code of ['nope', 'premium', 'x'.repeat(500)]) {
      expect(refusal(await post(ADD_ON, { code }, dealer))).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: 'code',
        i18nKey: 'errors:billing.unknownAddOn',
      });
    }
  });

  it('translates every errors:billing key in all four catalogues', () => {
    // Leaf keys, nested groups (card.*, challenge.*) included.
    const leaves = (tree: unknown, prefix = ''): string[] =>
      typeof tree === 'string'
        ? [prefix]
        : Object.entries(tree as Record<string, unknown>).flatMap(([key, value]) =>
            leaves(value, prefix ? `${prefix}.${key}` : key),
          );
    const ro = leaves(translated('ro', 'errors:billing'));
    expect(ro.length).toBeGreaterThan(10);
    for (const language of ['ro', 'en', 'pl', 'pt']) {
      for (const key of ro) {
        const text = translated(language, `errors:billing.${key}`);
        expect(typeof text === 'string' && text.length > 0, `${language} ${key}`).toBe(true);
      }
    }
  });
});
