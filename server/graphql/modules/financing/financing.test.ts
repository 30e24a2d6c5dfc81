/**
 * The financing module through the real GraphQL endpoint (yoga, in-process fetch, seeded PGlite):
 * who may read and change a dealer's financing and leads (visitor, private user, the dealer, its
 * sub-user with and without the rights, another dealer), the /finantare application's typed
 * errors (translated in every catalogue, never a 500), an advert's financing details and the
 * financing hub's settings, each a FinancingTechnicalError when the sandbox partner fails.
 */
import { readFileSync } from 'node:fs';
import { print } from 'graphql';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { from } from 'rxjs';
import { getDealerFinancingSettings } from '@/lib/financing/dealer-settings-client';
import { FinancingAdvertDetailsDocument, type FinancingAdvertDetails } from '@/lib/graphql/generated/operations';
import { POSSIBLE_TYPES } from '@/lib/graphql/generated/possible-types';
import { type GraphQLBody, testClock } from '@/server/auth/testing/auth-test-server';
import { rawQuery } from '@/server/db/client';
import { DEMO_ACCOUNTS, DEMO_ADVERT_IDS, DEMO_EMPLOYEE_RIGHTS } from '@/server/db/seed/demo-accounts';
import { createTestDealer } from '@/server/services/billing/testing/billing-fixtures';
import { setSandboxFailure } from '@/server/services/financing/sandbox-partners';
import { yogaTestHarness } from '../../testing/yoga-harness';

const clock = testClock(new Date('2026-11-28T09:00:00.000Z'));
const harness = yogaTestHarness(clock, { ads: 300 });
const { buyer, dealer, employee } = DEMO_ACCOUNTS;
const DEALER_CAR = String(DEMO_ADVERT_IDS.dealerCar);
const WAITING_CAR = String(DEMO_ADVERT_IDS.waitingCar);

async function post(query: string, variables: Record<string, unknown>, userId?: string): Promise<GraphQLBody> {
  const authorization = userId ? `Bearer ${await harness.tokenFor(userId)}` : undefined;
  return (await harness.post(query, variables, authorization)).body;
}

const MY =
  'query Test_My { myDealerFinancing { accountEnabled disabledAdverts { advertId } partner { id type sandbox } } }';
const UPDATE = `mutation Test_Update($input: DealerFinancingSettingsInput!) {
  updateDealerFinancingSettings(input: $input) { accountEnabled disabledAdverts { advertId } } }`;
const LEADS =
  'query Test_Leads($first: Int, $after: String) { financingLeads(first: $first, after: $after) { leads { reference applicantName } nextCursor } }';
const LEAD = `mutation Test_Lead($input: FinancingLeadInput!) {
  createFinancingLead(input: $input) { reference financingType partnerId } }`;
const DETAILS = `query Test_Details($id: ID!, $entryPoints: [String!]!) {
  financingAdvertDetails(advertId: $id) {
    advertId
    partner { id type sandbox }
    loanSimulationSettings {
      __typename
      ... on FinancingLoanSimulationSettingsOutput { minCreditAmount maxCreditAmount minNumberOfInstallments maxNumberOfInstallments defaultNumberOfInstallments }
      ... on FinancingTechnicalError { message }
    }
    entryPointsSettings(entryPoints: $entryPoints) {
      __typename
      ... on FinancingEntryPointsSettingsOutput { settings { entryPoint isEnabled targetURL } }
      ... on FinancingTechnicalError { message }
    }
  } }`;
const HUB = `mutation Test_Hub($context: FinancingContextInput!, $parameters: DealerFinancingSettingsParameters!) {
  dealerFinancingSettings(context: $context, parameters: $parameters) {
    __typename
    ... on DealerFinancingSettingsOutput { accountEnabled disabledAdverts { advertId } }
    ... on FinancingTechnicalError { message }
  } }`;
const ENTRYPOINTS = `query Test_Entrypoints($ids: [ID!]!, $entryPoints: [String!]!) {
  dealerFinancingEntrypointSettings(advertIds: $ids, entryPoints: $entryPoints) {
    __typename
    ... on DealerFinancingEntrypointSettingsOutput { adverts { advertId partnerId entrypoints { entryPoint isEnabled } } }
    ... on FinancingTechnicalError { message }
  } }`;

const hubContext = (overrides: Record<string, string> = {}) => ({
  context: {
    currency: 'PLN',
    platform: 'WEB',
    language: 'PL',
    partnerId: 'dealer-financing-sandbox',
    advertId: DEALER_CAR,
    sellerUUID: dealer.id,
    ...overrides,
  },
  parameters: {},
});

const application = (overrides: Record<string, unknown> = {}) => ({
  input: {
    entryPoint: 'calculator-cta',
    advertId: DEALER_CAR,
    credit: 45_000,
    downPayment: 5_000,
    term: 48,
    applicant: { name: 'Radu Popa', phone: '+40 722 000 111', email: 'radu.popa@exemplu.ro' },
    ...overrides,
  },
});

/** The text of a `namespace:a.b` key in a language's catalogue. */
function translated(language: string, key: string): unknown {
  const [namespace, path] = key.split(':') as [string, string];
  const catalogue: unknown = JSON.parse(readFileSync(`public/locales/${language}/${namespace}.json`, 'utf8'));
  return path
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue);
}

const setRights = (rights: Record<string, boolean>) =>
  rawQuery(harness.db, 'update user_links set rights = $1::jsonb where sub_user_id = $2', [
    JSON.stringify(rights),
    employee.id,
  ]);

beforeAll(async () => {
  // The demo dealer's active car costs 50 000 lei; dealer financing is switched on site-wide.
  await rawQuery(harness.db, `update adverts set price_gross = 50000, currency = 'LEI' where id = $1`, [DEALER_CAR]);
  await rawQuery(
    harness.db,
    `insert into feature_flags (name, enabled) values ('dealerFinancingBatchEnablement', true)
     on conflict (name) do update set enabled = true`,
  );
});
afterEach(async () => {
  setSandboxFailure(null);
  await setRights(DEMO_EMPLOYEE_RIGHTS);
});

describe('financing module: who may manage a dealer’s financing', () => {
  it('answers UNAUTHENTICATED to a visitor and FORBIDDEN to a private account', async () => {
    for (const [query, variables] of [
      [MY, {}],
      [UPDATE, { input: { accountEnabled: false } }],
      [LEADS, {}],
    ] as const) {
      expect((await post(query, variables)).errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
      expect((await post(query, variables, buyer.id)).errors?.[0]?.extensions).toMatchObject({
        code: 'FORBIDDEN',
        status: 403,
        i18nKey: 'errors:financing.forbidden',
      });
    }
    for (const language of ['ro', 'en', 'pl', 'pt'])
      expect(translated(language, 'errors:financing.forbidden')).toEqual(expect.any(String));
  });

  it('shows the dealer its settings and leads, and its sub-user with the rights the same', async () => {
    const mine = { accountEnabled: true, disabledAdverts: [{ advertId: WAITING_CAR }] };
    const partner = { id: 'dealer-financing-sandbox', type: 'DEALER_FINANCING', sandbox: true };
    for (const user of [dealer.id, employee.id]) {
      expect((await post(MY, {}, user)).data).toEqual({ myDealerFinancing: { ...mine, partner } });
      const leads = (await post(LEADS, { first: 2 }, user)).data as {
        financingLeads: { leads: { reference: string }[]; nextCursor: string | null };
      };
      expect(leads.financingLeads.leads.map((lead) => lead.reference)).toEqual(['FIN-DEMO0001', 'FIN-DEMO0002']);
      expect(leads.financingLeads.nextCursor).toEqual(expect.any(String));
    }
  });

  it('refuses a sub-user without the ADS right the settings, and without the LEADS right the leads', async () => {
    await setRights({ ...DEMO_EMPLOYEE_RIGHTS, ads: false });
    expect((await post(MY, {}, employee.id)).errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
    expect(
      (await post(UPDATE, { input: { accountEnabled: false } }, employee.id)).errors?.[0]?.extensions,
    ).toMatchObject({ code: 'FORBIDDEN' });
    expect((await post(LEADS, {}, employee.id)).errors).toBeUndefined();
    await setRights({ ...DEMO_EMPLOYEE_RIGHTS, leads: false });
    expect((await post(LEADS, {}, employee.id)).errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
    expect((await post(MY, {}, employee.id)).errors).toBeUndefined();
  });

  it('keeps another dealer to its own settings, adverts and leads', async () => {
    const other = await createTestDealer(harness.db, { adverts: 1 });
    expect((await post(MY, {}, other)).data).toMatchObject({
      myDealerFinancing: { accountEnabled: false, disabledAdverts: [] },
    });
    const body = await post(UPDATE, { input: { excludeAdvertId: DEALER_CAR } }, other);
    expect(body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      i18nKey: 'errors:financing.unknownAdvert',
      field: 'excludeAdvertId',
    });
    expect((await post(LEADS, {}, other)).data).toEqual({ financingLeads: { leads: [], nextCursor: null } });
    expect((await post(MY, {}, dealer.id)).data).toMatchObject({
      myDealerFinancing: { disabledAdverts: [{ advertId: WAITING_CAR }] },
    });
  });

  it('lets the dealer exclude an advert and take it back', async () => {
    const out = await post(UPDATE, { input: { excludeAdvertId: DEALER_CAR } }, employee.id);
    expect(out.data).toEqual({
      updateDealerFinancingSettings: {
        accountEnabled: true,
        disabledAdverts: [{ advertId: DEALER_CAR }, { advertId: WAITING_CAR }],
      },
    });
    const back = await post(UPDATE, { input: { includeAdvertId: DEALER_CAR } }, dealer.id);
    expect(back.data).toEqual({
      updateDealerFinancingSettings: { accountEnabled: true, disabledAdverts: [{ advertId: WAITING_CAR }] },
    });
  });
});

describe('financing module: the /finantare application', () => {
  it('creates a lead for the seller, without a session', async () => {
    const body = await post(LEAD, application());
    expect(body.errors).toBeUndefined();
    expect(body.data).toEqual({
      createFinancingLead: {
        reference: expect.stringMatching(/^FIN-/u) as unknown,
        financingType: 'DEALER_FINANCING',
        partnerId: 'dealer-financing-sandbox',
      },
    });
    const leads = (await post(LEADS, { first: 1 }, dealer.id)).data as {
      financingLeads: { leads: { applicantName: string }[] };
    };
    expect(leads.financingLeads.leads[0]?.applicantName).toBe('Radu Popa');
  });

  it('answers BAD_USER_INPUT with a field and a key every catalogue translates', async () => {
    const cases = [
      [{ entryPoint: 'banner' }, 'errors:financing.unknownEntryPoint', 'entryPoint'],
      [{ advertId: WAITING_CAR }, 'errors:financing.advertGone', 'advertId'],
      [{ credit: 999_999 }, 'financing:errors.creditRange', 'credit'],
      [{ downPayment: null }, 'financing:errors.downPaymentNumber', 'downPayment'],
      [{ term: 6 }, 'financing:errors.termRange', 'term'],
      [
        { applicant: { name: 'Radu', phone: '0800', email: 'radu@exemplu.ro' } },
        'financing:errors.phoneInvalid',
        'applicant.phone',
      ],
      [
        { applicant: { name: 'Radu', phone: '0722000111', email: 'radu@' } },
        'financing:errors.emailInvalid',
        'applicant.email',
      ],
    ] as const;
    for (const [overrides, key, field] of cases) {
      const body = await post(LEAD, application(overrides));
      expect(body.data).toBeNull();
      expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', status: 400, i18nKey: key, field });
      for (const language of ['ro', 'en', 'pl', 'pt']) expect(translated(language, key)).toEqual(expect.any(String));
    }
  });

  it('answers a failing partner with a typed error, not a 500', async () => {
    setSandboxFailure('all');
    const body = await post(LEAD, application());
    expect(body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      i18nKey: 'errors:financing.partnerUnavailable',
    });
  });
});

describe('financing module: an advert’s financing and the financing hub', () => {
  it('gives the partner, the simulation’s bounds and the entry points of an active advert', async () => {
    const body = await post(DETAILS, { id: DEALER_CAR, entryPoints: ['calculator-cta', 'sticky-bar-cta'] });
    expect(body.data).toMatchObject({
      financingAdvertDetails: {
        advertId: DEALER_CAR,
        partner: { id: 'dealer-financing-sandbox', type: 'DEALER_FINANCING', sandbox: true },
        loanSimulationSettings: {
          __typename: 'FinancingLoanSimulationSettingsOutput',
          minNumberOfInstallments: 24,
          maxNumberOfInstallments: 72,
          defaultNumberOfInstallments: 48,
          minCreditAmount: 1000,
          maxCreditAmount: 300_000,
        },
        entryPointsSettings: {
          __typename: 'FinancingEntryPointsSettingsOutput',
          settings: [
            {
              entryPoint: 'calculator-cta',
              isEnabled: true,
              targetURL: expect.stringMatching(/^http:\/\/localhost:3000\/finantare\?/u) as unknown,
            },
            { entryPoint: 'sticky-bar-cta', isEnabled: true, targetURL: expect.any(String) as unknown },
          ],
        },
      },
    });
    expect((await post(DETAILS, { id: WAITING_CAR, entryPoints: [] })).data).toEqual({ financingAdvertDetails: null });
    expect((await post(DETAILS, { id: DEALER_CAR, entryPoints: ['nope'] })).errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      i18nKey: 'errors:financing.unknownEntryPoint',
    });
  });

  it('answers FinancingTechnicalError in each field when the partner fails', async () => {
    // The dealer's partner alone down: its settings are an error (SPEC §8), so the advert is not
    // dealer-financed and the broker answers for it.
    setSandboxFailure('DEALER_FINANCING');
    expect((await post(DETAILS, { id: DEALER_CAR, entryPoints: ['calculator-cta'] })).data).toMatchObject({
      financingAdvertDetails: {
        partner: { type: 'NATIVE_BROKER' },
        loanSimulationSettings: { __typename: 'FinancingLoanSimulationSettingsOutput' },
      },
    });
    setSandboxFailure('all');
    const body = await post(DETAILS, { id: DEALER_CAR, entryPoints: ['calculator-cta'] });
    expect(body.errors).toBeUndefined();
    expect(body.data).toMatchObject({
      financingAdvertDetails: {
        loanSimulationSettings: {
          __typename: 'FinancingTechnicalError',
          message: expect.stringContaining('unavailable') as unknown,
        },
        entryPointsSettings: { __typename: 'FinancingTechnicalError' },
      },
    });
    expect((await post(ENTRYPOINTS, { ids: [DEALER_CAR], entryPoints: ['calculator-cta'] })).data).toMatchObject({
      dealerFinancingEntrypointSettings: { __typename: 'FinancingTechnicalError' },
    });
    expect((await post(HUB, hubContext())).data).toMatchObject({
      dealerFinancingSettings: { __typename: 'FinancingTechnicalError' },
    });
  });

  it('lists the dealer-financing entry points of the adverts its dealer finances', async () => {
    const body = await post(ENTRYPOINTS, { ids: [DEALER_CAR, WAITING_CAR, '1'], entryPoints: ['LISTING_AD_CARD'] });
    expect(body.data).toEqual({
      dealerFinancingEntrypointSettings: {
        __typename: 'DealerFinancingEntrypointSettingsOutput',
        adverts: [
          {
            advertId: DEALER_CAR,
            partnerId: 'dealer-financing-sandbox',
            entrypoints: [{ entryPoint: 'LISTING_AD_CARD', isEnabled: true }],
          },
        ],
      },
    });
  });

  it('answers the hub’s settings request, benefitId CREDIT_INTERMEDIARY by default', async () => {
    expect((await post(HUB, hubContext())).data).toEqual({
      dealerFinancingSettings: {
        __typename: 'DealerFinancingSettingsOutput',
        accountEnabled: true,
        disabledAdverts: [{ advertId: WAITING_CAR }],
      },
    });
    for (const [variables, message] of [
      [hubContext({ currency: 'RON' }), 'Unsupported context'],
      [hubContext({ partnerId: 'altul' }), 'Unknown partner'],
      [hubContext({ sellerUUID: 'nu' }), 'Unknown seller'],
      [{ ...hubContext(), parameters: { benefitId: 'ALTUL' } }, 'Unknown benefit'],
    ] as const)
      expect((await post(HUB, variables)).data).toEqual({
        dealerFinancingSettings: {
          __typename: 'FinancingTechnicalError',
          message: expect.stringContaining(message) as unknown,
        },
      });
  });
});

describe('financing module: the browser’s own operations', () => {
  /** A real Apollo client posting to this endpoint. */
  const client = new ApolloClient({
    cache: new InMemoryCache({ possibleTypes: POSSIBLE_TYPES }),
    link: new ApolloLink((operation) => from(post(print(operation.query), operation.variables))),
  });

  it('gets the dealer’s settings through getDealerFinancingSettings, and the partner’s failure typed', async () => {
    const subject = { partnerId: 'dealer-financing-sandbox', advertId: DEALER_CAR, sellerUUID: dealer.id };
    expect(await getDealerFinancingSettings(client, subject)).toEqual({
      ok: true,
      settings: { accountEnabled: true, disabledAdvertIds: [WAITING_CAR] },
    });
    setSandboxFailure('all');
    expect(await getDealerFinancingSettings(client, subject)).toEqual({
      ok: false,
      error: {
        message: expect.stringMatching(/^\[financing hub dealer financing get settings\] .*unavailable/u) as unknown,
      },
    });
  });

  it('answers the ad page’s query with the SPEC §7 fragments', async () => {
    const body = await post(print(FinancingAdvertDetailsDocument), {
      advertId: DEALER_CAR,
      financingEntryPoints: ['under-price-cta'],
    });
    expect(body.errors).toBeUndefined();
    expect((body.data as FinancingAdvertDetails).financingAdvertDetails).toMatchObject({
      loanSimulationSettings: { __typename: 'FinancingLoanSimulationSettingsOutput', defaultNumberOfInstallments: 48 },
      entryPointsSettings: {
        __typename: 'FinancingEntryPointsSettingsOutput',
        settings: [{ entryPoint: 'under-price-cta' }],
      },
    });
  });
});

describe('financing module: the dealer’s pages', () => {
  const ADVERTS = 'query Test_Adverts { myDealerFinancing { adverts { advertId title url excluded currency } } }';
  const STATUS = `mutation Test_Status($id: ID!, $status: FinancingLeadStatus!) {
    updateFinancingLeadStatus(id: $id, status: $status) { reference status advertUrl } }`;
  const LEAD_IDS = 'query Test_LeadIds { financingLeads(first: 1) { leads { id reference status advertUrl } } }';

  it('lists the account’s active adverts with their exclusion, for the dealer and its sub-user with ADS', async () => {
    for (const user of [dealer.id, employee.id]) {
      const { adverts } = (
        (await post(ADVERTS, {}, user)).data as {
          myDealerFinancing: { adverts: { advertId: string; url: string; excluded: boolean }[] };
        }
      ).myDealerFinancing;
      const car = adverts.find((advert) => advert.advertId === DEALER_CAR);
      expect(car?.excluded).toBe(false);
      expect(car?.url).toMatch(new RegExp(`/anunt/${DEALER_CAR}$`));
      // The waiting car is excluded but not active: not listed.
      expect(adverts.some((advert) => advert.advertId === WAITING_CAR)).toBe(false);
    }
  });

  it('lets the dealer and its sub-user with LEADS mark a lead; nobody else', async () => {
    const first = (
      (await post(LEAD_IDS, {}, dealer.id)).data as {
        financingLeads: { leads: { id: string; reference: string; status: string; advertUrl: string | null }[] };
      }
    ).financingLeads.leads[0]!;
    expect(first.advertUrl).toMatch(new RegExp(`/anunt/${DEALER_CAR}$`));
    const marked = await post(STATUS, { id: first.id, status: 'CONTACTED' }, employee.id);
    expect(marked.data).toEqual({
      updateFinancingLeadStatus: { reference: first.reference, status: 'CONTACTED', advertUrl: first.advertUrl },
    });
    expect((await post(STATUS, { id: first.id, status: 'CLOSED' }, buyer.id)).errors?.[0]?.extensions).toMatchObject({
      code: 'FORBIDDEN',
    });
    const other = await createTestDealer(harness.db);
    expect((await post(STATUS, { id: first.id, status: 'CLOSED' }, other)).errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      i18nKey: 'errors:financing.unknownLead',
      field: 'id',
    });
    expect((await post(STATUS, { id: first.id, status: 'LOST' }, dealer.id)).errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
    });
    await setRights({ ...DEMO_EMPLOYEE_RIGHTS, leads: false });
    expect((await post(STATUS, { id: first.id, status: 'NEW' }, employee.id)).errors?.[0]?.extensions).toMatchObject({
      code: 'FORBIDDEN',
    });
    expect((await post(STATUS, { id: first.id, status: 'NEW' }, dealer.id)).data).toMatchObject({
      updateFinancingLeadStatus: { status: 'NEW' },
    });
    for (const language of ['ro', 'en', 'pl', 'pt'])
      for (const key of [
        'errors:financing.unknownLead',
        'errors:financing.badLeadStatus',
        'errors:financing.saveFailed',
      ])
        expect(translated(language, key)).toEqual(expect.any(String));
  });
});
