/**
 * Financing on a real database, PGlite and PostgreSQL: the demo dealer's seeded settings and
 * leads, the dealer's changes (own adverts only), which adverts its financing covers, the access
 * rules, and the /finantare application checked with lib/financing's rules, limited per visitor,
 * kept for the seller and listed a cursor page at a time; a failing sandbox partner answers typed.
 */
import { rawQuery } from '@/server/db/client';
import { DEMO_ACCOUNTS, DEMO_ADVERT_IDS } from '@/server/db/seed/demo-accounts';
import { createPgTestDb, postgresReachable } from '@/server/db/testing/pg-test-db';
import { createTestDb, type TestDb } from '@/server/db/testing/test-db';
import { createTestDealer } from '../billing/testing/billing-fixtures';
import { ownAdvert } from '../billing/testing/payment-fixtures';
import { dealerEntrypointSettings, dealerFinancingSettingsOf, updateDealerFinancingSettings } from './dealer-financing';
import { financingAccountOf } from './financing-access';
import { FinancingPartnerError } from './financing-partner';
import { financingAdvert, financingPartners, financingTypeOf } from './financing-partners';
import {
  createFinancingLead,
  FINANCING_LEADS_PER_HOUR,
  listFinancingLeads,
  type FinancingLeadInput,
} from './financing-leads';
import { setSandboxFailure } from './sandbox-partners';
import { sellerPackages } from './seller-package';

const pgReachable = await postgresReachable('financing.db.test');
const NOW = new Date('2026-11-28T10:00:00.000Z');
const { dealer, employee, buyer } = DEMO_ACCOUNTS;
const DEALER_CAR = String(DEMO_ADVERT_IDS.dealerCar);
const WAITING_CAR = String(DEMO_ADVERT_IDS.waitingCar);
const FLAGS_ON = { externalPartner: '', dealerFinancingBatchEnablement: true };
const FLAGS_OFF = { externalPartner: '', dealerFinancingBatchEnablement: false };
/** The dealer-financing rule asked for the calculator, the flag on or off. */
const ASK = { batchEnablement: true, entryPoint: 'calculator-cta' };
const ASK_OFF = { batchEnablement: false, entryPoint: 'calculator-cta' };

/** Puts `accountId` on the package `code` (a running monthly subscription), ending any other. */
async function onPackage(db: TestDb['db'], accountId: string, code: string): Promise<void> {
  await rawQuery(db, `update subscriptions set status = 'ended', ended_on = '2026-11-27' where account_id = $1`, [
    accountId,
  ]);
  await rawQuery(
    db,
    `insert into subscriptions (account_id, product_id, period, price_bani, status, started_on,
                                current_period_start, current_period_end)
     select $1, id, 'monthly', monthly_price_bani, 'active', '2026-11-28', '2026-11-28', '2026-12-27'
     from billing_products where code = $2`,
    [accountId, code],
  );
}

const targets: [string, boolean, () => Promise<TestDb>][] = [
  ['PGlite', true, () => createTestDb({ ads: 300 })],
  ['PostgreSQL', pgReachable, () => createPgTestDb('financing', { ads: 300, maxConnections: 5 })],
];

const application = (overrides: Partial<FinancingLeadInput> = {}): FinancingLeadInput => ({
  entryPoint: 'calculator-cta',
  advertId: DEALER_CAR,
  credit: 45_000,
  downPayment: 5_000,
  term: 48,
  applicant: { name: 'Ana Georgescu', phone: '0722 123 456', email: ' Ana.Georgescu@Exemplu.ro ' },
  ...overrides,
});

describe.each(targets)('financing on %s', (_name, available, open) => {
  let t: TestDb | undefined;
  let visitorNo = 0;
  /** A visitor of its own (the hourly limit counts per visitor). */
  const visitor = () => ({ userId: null, mainAccountId: null, address: `198.51.100.${++visitorNo}` });
  const deps = (flags = FLAGS_ON) => ({ db: t!.db, secret: 'test-secret', now: NOW, flags });

  beforeAll(async () => {
    if (!available) return;
    t = await open();
    // The demo dealer's active car costs 50 000 lei here, so its down payment and credit add up.
    await rawQuery(t.db, `update adverts set price_gross = 50000, price_lei = 50000, currency = 'LEI' where id = $1`, [
      DEALER_CAR,
    ]);
  }, 180_000);
  afterAll(async () => {
    setSandboxFailure(null);
    await t?.close();
  });
  afterEach(() => setSandboxFailure(null));

  it.skipIf(!available)(
    'seeds the demo dealer: financing on, the waiting car out, three leads newest first',
    async () => {
      expect(await dealerFinancingSettingsOf(t!.db, dealer.id)).toEqual({
        accountEnabled: true,
        disabledAdverts: [{ advertId: WAITING_CAR }],
      });
      const first = await listFinancingLeads(t!.db, dealer.id, 2, null);
      expect(first.leads.map((lead) => lead.reference)).toEqual(['FIN-DEMO0001', 'FIN-DEMO0002']);
      expect(first.leads[0]).toMatchObject({
        applicantName: 'Ioana Dumitrescu',
        advertId: DEALER_CAR,
        financingType: 'DEALER_FINANCING',
        status: 'NEW',
        creditAmount: 45_000,
        termMonths: 48,
      });
      expect(first.leads[1]?.status).toBe('CONTACTED');
      const next = await listFinancingLeads(t!.db, dealer.id, 2, first.nextCursor);
      expect(next.leads.map((lead) => lead.reference)).toEqual(['FIN-DEMO0003']);
      expect(next.nextCursor).toBeNull();
      expect((await listFinancingLeads(t!.db, buyer.id, 20, null)).leads).toEqual([]);
      await expect(listFinancingLeads(t!.db, dealer.id, 20, 'nu-e-cursor')).rejects.toMatchObject({
        key: 'errors:financing.badCursor',
        field: 'after',
      });
      await expect(listFinancingLeads(t!.db, dealer.id, 51, null)).rejects.toMatchObject({ field: 'first' });
    },
  );

  it.skipIf(!available)('lets a dealer, or a sub-user with the right, manage the account’s financing', async () => {
    expect(await financingAccountOf(t!.db, dealer.id, 'ads')).toBe(dealer.id);
    expect(await financingAccountOf(t!.db, employee.id, 'leads')).toBe(dealer.id);
    await expect(financingAccountOf(t!.db, buyer.id, 'ads')).rejects.toBeInstanceOf(Error);
    await rawQuery(t!.db, `update user_links set rights = rights || '{"leads": false}' where sub_user_id = $1`, [
      employee.id,
    ]);
    await expect(financingAccountOf(t!.db, employee.id, 'leads')).rejects.toMatchObject({ right: 'leads' });
    expect(await financingAccountOf(t!.db, employee.id, 'ads')).toBe(dealer.id);
    await rawQuery(t!.db, `update user_links set rights = rights || '{"leads": true}' where sub_user_id = $1`, [
      employee.id,
    ]);
  });

  it.skipIf(!available)('changes the settings for the dealer’s own adverts only', async () => {
    const other = await createTestDealer(t!.db);
    const othersAdvert = String(await ownAdvert(t!.db, other));
    expect(await updateDealerFinancingSettings(t!.db, other, { accountEnabled: true }, NOW)).toEqual({
      accountEnabled: true,
      disabledAdverts: [],
    });
    const excluded = await updateDealerFinancingSettings(t!.db, other, { excludeAdvertId: othersAdvert }, NOW);
    expect(excluded.disabledAdverts).toEqual([{ advertId: othersAdvert }]);
    for (const change of [{ excludeAdvertId: DEALER_CAR }, { includeAdvertId: WAITING_CAR }, { excludeAdvertId: 'x' }])
      await expect(updateDealerFinancingSettings(t!.db, other, change, NOW)).rejects.toMatchObject({
        key: 'errors:financing.unknownAdvert',
      });
    await expect(
      updateDealerFinancingSettings(
        t!.db,
        other,
        { excludeAdvertId: othersAdvert, includeAdvertId: othersAdvert },
        NOW,
      ),
    ).rejects.toMatchObject({ key: 'errors:financing.excludeAndInclude' });
    const included = await updateDealerFinancingSettings(t!.db, other, { includeAdvertId: othersAdvert }, NOW);
    expect(included.disabledAdverts).toEqual([]);
    // The demo dealer's settings did not move.
    expect((await dealerFinancingSettingsOf(t!.db, dealer.id)).disabledAdverts).toEqual([{ advertId: WAITING_CAR }]);
  });

  it.skipIf(!available)(
    'gives entry points for adverts the dealer finances, and fails typed with its partner',
    async () => {
      const partner = financingPartners().DEALER_FINANCING;
      const answer = await dealerEntrypointSettings(
        t!.db,
        partner,
        [DEALER_CAR, WAITING_CAR, '1', 'x'],
        ['calculator-cta'],
      );
      expect(answer).toEqual([
        {
          advertId: DEALER_CAR,
          partnerId: 'dealer-financing-sandbox',
          entrypoints: [
            {
              entryPoint: 'calculator-cta',
              isEnabled: true,
              targetURL: expect.stringContaining('/finantare?') as unknown,
            },
          ],
        },
      ]);
      expect((await financingAdvert(t!.db, DEALER_CAR, ASK))?.dealerFinancing).toBe(true);
      expect(await financingAdvert(t!.db, WAITING_CAR, ASK)).toBeNull();
      // An advert priced in EUR is simulated on its lei equivalent, as the cards and the ad page show it.
      await rawQuery(
        t!.db,
        `update adverts set price_gross = 10000, price_lei = 49700, currency = 'EUR' where id = $1`,
        [DEALER_CAR],
      );
      expect((await financingAdvert(t!.db, DEALER_CAR, ASK))?.price).toBe(49_700);
      await rawQuery(
        t!.db,
        `update adverts set price_gross = 50000, price_lei = 50000, currency = 'LEI' where id = $1`,
        [DEALER_CAR],
      );
      setSandboxFailure('DEALER_FINANCING');
      await expect(dealerEntrypointSettings(t!.db, partner, [DEALER_CAR], ['calculator-cta'])).rejects.toBeInstanceOf(
        FinancingPartnerError,
      );
      setSandboxFailure(null);
      await updateDealerFinancingSettings(t!.db, dealer.id, { accountEnabled: false }, NOW);
      expect(await dealerEntrypointSettings(t!.db, partner, [DEALER_CAR], ['calculator-cta'])).toEqual([]);
      expect((await financingAdvert(t!.db, DEALER_CAR, ASK))?.dealerFinancing).toBe(false);
      await updateDealerFinancingSettings(t!.db, dealer.id, { accountEnabled: true }, NOW);
    },
  );

  it.skipIf(!available)('keeps a valid application for the seller, with the server’s instalment and DAE', async () => {
    const receipt = await createFinancingLead(deps(), application(), visitor());
    expect(receipt).toMatchObject({ financingType: 'DEALER_FINANCING', partnerId: 'dealer-financing-sandbox' });
    expect(receipt.reference).toMatch(/^FIN-[A-Z2-9]{8}$/u);
    const [lead] = (await listFinancingLeads(t!.db, dealer.id, 1, null)).leads;
    expect(lead).toMatchObject({
      reference: receipt.reference,
      applicantName: 'Ana Georgescu',
      applicantPhone: '0722123456',
      applicantEmail: 'ana.georgescu@exemplu.ro',
      creditAmount: 45_000,
      downPayment: 5_000,
      termMonths: 48,
      // 45 000 × 0.0135 / (1 − 1.0135^−48), to bani.
      monthlyPayment: 1279.93,
      status: 'NEW',
    });
    expect(lead?.daePercent).toBeCloseTo(17.46, 2);
    // With the flag off the advert goes to the broker, still as the seller's lead.
    const broker = await createFinancingLead(deps(FLAGS_OFF), application({ term: 60 }), visitor());
    expect(broker.financingType).toBe('NATIVE_BROKER');
    // Without an advert: the broker's alone, nobody's list.
    const none = await createFinancingLead(
      deps(),
      application({ advertId: null, downPayment: null, entryPoint: 'header', term: 60 }),
      visitor(),
    );
    expect(none).toMatchObject({ financingType: 'NATIVE_BROKER', partnerId: 'native-broker-sandbox' });
    const [row] = await rawQuery<{ seller: string | null; down: number | null }>(
      t!.db,
      'select seller_account_id as seller, down_payment as down from financing_leads where reference = $1',
      [none.reference],
    );
    expect(row).toEqual({ seller: null, down: null });
  });

  it.skipIf(!available)('refuses what the rules refuse, with the key and the field', async () => {
    const cases: [Partial<FinancingLeadInput>, string, string][] = [
      [{ entryPoint: 'sidebar' }, 'errors:financing.unknownEntryPoint', 'entryPoint'],
      [{ advertId: WAITING_CAR }, 'errors:financing.advertGone', 'advertId'],
      [{ advertId: '999999999' }, 'errors:financing.advertGone', 'advertId'],
      [{ credit: 500 }, 'financing:errors.creditRange', 'credit'],
      [{ credit: 400_000 }, 'financing:errors.creditRange', 'credit'],
      [{ credit: 1.5 }, 'financing:errors.creditNumber', 'credit'],
      [{ downPayment: null }, 'financing:errors.downPaymentNumber', 'downPayment'],
      [{ downPayment: 50_000 }, 'financing:errors.downPaymentTooHigh', 'downPayment'],
      [{ term: 12 }, 'financing:errors.termRange', 'term'],
      [{ term: 84 }, 'financing:errors.termRange', 'term'],
      [
        { applicant: { name: 'A', phone: '0722123456', email: 'a@b.ro' } },
        'financing:errors.nameRequired',
        'applicant.name',
      ],
      [
        { applicant: { name: 'Ana', phone: '12345', email: 'a@b.ro' } },
        'financing:errors.phoneInvalid',
        'applicant.phone',
      ],
      [
        { applicant: { name: 'Ana', phone: '0722123456', email: 'ana' } },
        'financing:errors.emailInvalid',
        'applicant.email',
      ],
    ];
    for (const [overrides, key, field] of cases)
      await expect(createFinancingLead(deps(), application(overrides), visitor()), key).rejects.toMatchObject({
        key,
        field,
      });
    await expect(createFinancingLead(deps(), application({ credit: 500 }), visitor())).rejects.toMatchObject({
      extensions: { min: '1.000', max: '300.000' },
    });
  });

  it.skipIf(!available)('limits a visitor to FINANCING_LEADS_PER_HOUR applications an hour', async () => {
    const same = visitor();
    for (let i = 0; i < FINANCING_LEADS_PER_HOUR; i++) await createFinancingLead(deps(), application(), same);
    await expect(createFinancingLead(deps(), application(), same)).rejects.toMatchObject({
      key: 'errors:financing.tooMany',
    });
    const later = { ...deps(), now: new Date(NOW.getTime() + 3_600_001) };
    await expect(createFinancingLead(later, application(), same)).resolves.toMatchObject({
      financingType: 'DEALER_FINANCING',
    });
  });

  it.skipIf(!available)('answers a typed error when the partner is down', async () => {
    setSandboxFailure('all');
    await expect(createFinancingLead(deps(), application(), visitor())).rejects.toMatchObject({
      key: 'errors:financing.partnerUnavailable',
    });
    // The dealer's partner down: its settings are an error (SPEC §8), not eligible — the broker
    // finances the application.
    setSandboxFailure('dealer-financing-sandbox');
    await expect(createFinancingLead(deps(), application({ term: 60 }), visitor())).resolves.toMatchObject({
      financingType: 'NATIVE_BROKER',
    });
  });

  it.skipIf(!available)(
    'reads the seller’s package from billing: the demo dealer on Premium, with dealerfin',
    async () => {
      const packages = await sellerPackages(t!.db, [dealer.id, buyer.id]);
      expect(packages.get(dealer.id)).toEqual({
        id: 'premium',
        benefits: ['ads', 'statistics', 'bumps', 'leads', 'premium_badge', 'dealerfin'],
      });
      expect(packages.has(buyer.id)).toBe(false);
      // The seeded advert stays dealer-financed, and the seeded leads as they were.
      const advert = await financingAdvert(t!.db, DEALER_CAR, ASK);
      expect(advert).toMatchObject({ userPackage: { id: 'premium' }, dealerFinancing: true });
      expect(financingTypeOf(advert, FLAGS_ON)).toBe('DEALER_FINANCING');
      const [{ n } = { n: 0 }] = await rawQuery<{ n: number }>(
        t!.db,
        `select count(*)::int as n from financing_leads where reference like 'FIN-DEMO%' and financing_type = 'DEALER_FINANCING'`,
      );
      expect(n).toBe(3);
    },
  );

  it.skipIf(!available)(
    'gives dealer financing by SPEC §5: Premium and financing on; not on Standard, with the flag off or excluded',
    async () => {
      const other = await createTestDealer(t!.db);
      const car = String(await ownAdvert(t!.db, other));
      await rawQuery(
        t!.db,
        `update adverts set price_gross = 50000, price_lei = 50000, currency = 'LEI' where id = $1`,
        [car],
      );
      await updateDealerFinancingSettings(t!.db, other, { accountEnabled: true }, NOW);
      const partner = financingPartners().DEALER_FINANCING;
      const typeOf = async (ask = ASK, flags = FLAGS_ON) =>
        financingTypeOf(await financingAdvert(t!.db, car, ask), flags);
      // No package at all: no dealer financing.
      expect(await typeOf()).toBe('NATIVE_BROKER');
      await onPackage(t!.db, other, 'premium');
      expect(await typeOf()).toBe('DEALER_FINANCING');
      expect(await dealerEntrypointSettings(t!.db, partner, [car], ['calculator-cta'])).toHaveLength(1);
      await expect(createFinancingLead(deps(), application({ advertId: car }), visitor())).resolves.toMatchObject({
        financingType: 'DEALER_FINANCING',
      });
      // The flag off.
      expect(await typeOf(ASK_OFF, FLAGS_OFF)).toBe('NATIVE_BROKER');
      // Standard carries no dealerfin.
      await onPackage(t!.db, other, 'standard');
      expect((await sellerPackages(t!.db, [other])).get(other)?.benefits).not.toContain('dealerfin');
      expect(await typeOf()).toBe('NATIVE_BROKER');
      expect(await dealerEntrypointSettings(t!.db, partner, [car], ['calculator-cta'])).toEqual([]);
      await expect(createFinancingLead(deps(), application({ advertId: car }), visitor())).resolves.toMatchObject({
        financingType: 'NATIVE_BROKER',
      });
      // Nelimitat carries it too.
      await onPackage(t!.db, other, 'nelimitat');
      expect(await typeOf()).toBe('DEALER_FINANCING');
      // The advert excluded by its dealer.
      await updateDealerFinancingSettings(t!.db, other, { excludeAdvertId: car }, NOW);
      expect(await typeOf()).toBe('NATIVE_BROKER');
      expect(await dealerEntrypointSettings(t!.db, partner, [car], ['calculator-cta'])).toEqual([]);
    },
  );
});
