/**
 * Payments, the sandbox card, the wallet and promotions through the real GraphQL endpoint (yoga,
 * in-process fetch, seeded PGlite): UNAUTHENTICATED without a session, FORBIDDEN for private
 * accounts and sub-users without the PAYMENTS right, the card flow and a top-up end to end, and
 * BAD_USER_INPUT with an errors:billing.* key every catalogue translates (never a 500) for bad input.
 */
import { readFileSync } from 'node:fs';
import { rawQuery } from '@/server/db/client';
import { type GraphQLBody, testClock } from '@/server/auth/testing/auth-test-server';
import { DEMO_ACCOUNTS } from '@/server/db/seed/demo-accounts';
import { createTestDealer } from '@/server/services/billing/testing/billing-fixtures';
import { ownAdvert, unpaidInvoice } from '@/server/services/billing/testing/payment-fixtures';
import { yogaTestHarness } from '../../testing/yoga-harness';

const clock = testClock(new Date('2026-11-28T09:00:00.000Z'));
const harness = yogaTestHarness(clock, { ads: 300 });
const { buyer, employee, dealer } = DEMO_ACCOUNTS;

async function post(query: string, variables: Record<string, unknown>, userId?: string): Promise<GraphQLBody> {
  const authorization = userId ? `Bearer ${await harness.tokenFor(userId)}` : undefined;
  return (await harness.post(query, variables, authorization)).body;
}

const PAYMENT_FIELDS = `id purpose method status failure provider amount { bani formatted }
  invoices { id status paidAt } topUp { id credits bonusCredits } bankTransfer { iban reference } createdAt completedAt`;
const START = `mutation Test_Start($input: StartPaymentInput!) { startPayment(input: $input) { ${PAYMENT_FIELDS} } }`;
const CARD = `mutation Test_Card($input: SandboxCardInput!) { submitSandboxCard(input: $input) { ${PAYMENT_FIELDS} } }`;
const CHALLENGE = `mutation Test_Challenge($id: ID!, $code: String!) { confirmSandboxChallenge(paymentId: $id, code: $code) { id status failure } }`;
const CANCEL = `mutation Test_Cancel($id: ID!) { cancelPayment(paymentId: $id) { id status } }`;
const PAYMENT = `query Test_Payment($id: ID!) { payment(id: $id) { ${PAYMENT_FIELDS} } }`;
const PAYMENTS = `query Test_Payments($first: Int, $after: String) { payments(first: $first, after: $after) { payments { id } nextCursor } }`;
const WALLET = `query Test_Wallet { wallet { balance expiring { credits expiresOn } packs { id credits bonusCredits price { bani formatted } } } }`;
const ENTRIES = `query Test_Entries($kinds: [WalletEntryKind!], $first: Int, $after: String) {
  walletEntries(kinds: $kinds, first: $first, after: $after) { entries { kind credits balanceAfter description advertId advertTitle } nextCursor } }`;
const OPTIONS = `query Test_Options { promotionOptions { kind credits days } }`;
const PROMOTE = `mutation Test_Promote($id: ID!, $kind: PromotionKind!) { promoteAdvert(advertId: $id, kind: $kind) { advertId kind startsAt endsAt } }`;

const PROMOTIONS = `query Test_Promotions($first: Int, $after: String) {
  advertPromotions(first: $first, after: $after) { promotions { advertId advertTitle advertUrl kind credits endsAt status } nextCursor } }`;
const PROMOTABLE = `query Test_Promotable($first: Int, $after: String) {
  promotableAdverts(first: $first, after: $after) { adverts { id title url promotedUntil } nextCursor } }`;

const card = { number: '4242 4242 4242 4242', expiry: '12/29', cvc: '123', holder: 'Ion Popescu' };

/** The text of an `errors:a.b` key in a language's catalogue. */
function translated(language: string, key: string): unknown {
  const [namespace, path] = key.split(':') as [string, string];
  const catalogue: unknown = JSON.parse(readFileSync(`public/locales/${language}/${namespace}.json`, 'utf8'));
  return path
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue);
}

/** The first error is BAD_USER_INPUT with `key` (translated in all four catalogues) and `field`. */
function expectRefusal(body: GraphQLBody, key: string, field?: string): void {
  expect(body.errors?.[0]?.extensions).toMatchObject({
    code: 'BAD_USER_INPUT',
    status: 400,
    i18nKey: key,
    ...(field ? { field } : {}),
  });
  for (const language of ['ro', 'en', 'pl', 'pt'])
    expect(typeof translated(language, key), `${language} ${key}`).toBe('string');
}

describe('payments module', () => {
  it('answers UNAUTHENTICATED without a session and FORBIDDEN to private accounts and sub-users without the right', async () => {
    const calls: [string, Record<string, unknown>][] = [
      [PAYMENTS, {}],
      [PAYMENT, { id: '00000000-0000-4000-8000-000000000000' }],
      [WALLET, {}],
      [ENTRIES, {}],
      [OPTIONS, {}],
      [START, { input: { purpose: 'TOP_UP', method: 'CARD', topUpPackId: '1' } }],
      [CARD, { input: { ...card, paymentId: '00000000-0000-4000-8000-000000000000' } }],
      [CHALLENGE, { id: '00000000-0000-4000-8000-000000000000', code: '123456' }],
      [CANCEL, { id: '00000000-0000-4000-8000-000000000000' }],
      [PROMOTE, { id: '1', kind: 'BUMP' }],
      [PROMOTIONS, {}],
      [PROMOTABLE, {}],
    ];
    for (const [query, variables] of calls) {
      expect((await post(query, variables)).errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
      for (const who of [buyer.id, employee.id])
        expect((await post(query, variables, who)).errors?.[0]?.extensions).toMatchObject({
          code: 'FORBIDDEN',
          status: 403,
          i18nKey: 'errors:billing.forbidden',
        });
    }
  });

  it('pays invoices by card: field errors keep the payment open, the test card pays them', async () => {
    const account = await createTestDealer(harness.db);
    const invoice = await unpaidInvoice(harness.db, account, 44_900);
    const started = await post(
      START,
      { input: { purpose: 'INVOICES', method: 'CARD', invoiceIds: [invoice] } },
      account,
    );
    expect(started.errors).toBeUndefined();
    const payment = (started.data as { startPayment: { id: string; status: string; amount: { bani: number } } })
      .startPayment;
    expect(payment).toMatchObject({ status: 'PENDING', amount: { bani: 54_329 } });

    expectRefusal(
      await post(CARD, { input: { ...card, paymentId: payment.id, number: '1234 5678 9012 3456' } }, account),
      'errors:billing.card.numberInvalid',
      'number',
    );
    expectRefusal(
      await post(CARD, { input: { ...card, paymentId: payment.id, expiry: '1229' } }, account),
      'errors:billing.card.expiryInvalid',
      'expiry',
    );
    expectRefusal(
      await post(CARD, { input: { ...card, paymentId: payment.id, cvc: 'abc' } }, account),
      'errors:billing.card.cvcInvalid',
      'cvc',
    );
    expectRefusal(
      await post(CARD, { input: { ...card, paymentId: payment.id, holder: '' } }, account),
      'errors:billing.card.holderInvalid',
      'holder',
    );
    const paid = await post(CARD, { input: { ...card, paymentId: payment.id } }, account);
    expect(paid.errors).toBeUndefined();
    expect(paid.data).toMatchObject({
      submitSandboxCard: { status: 'SUCCEEDED', provider: 'sandbox', invoices: [{ id: invoice, status: 'PAID' }] },
    });
    expectRefusal(
      await post(CARD, { input: { ...card, paymentId: payment.id } }, account),
      'errors:billing.paymentNotOpen',
    );
    expectRefusal(
      await post(START, { input: { purpose: 'INVOICES', method: 'CARD', invoiceIds: [invoice] } }, account),
      'errors:billing.invoiceNotPayable',
    );
    // Another dealer sees nothing of it.
    const other = await createTestDealer(harness.db, { name: 'Alt Dealer SRL' });
    expect((await post(PAYMENT, { id: payment.id }, other)).data).toEqual({ payment: null });
  });

  it('buys credits, lists the ledger in words and spends them on a promotion', async () => {
    const account = await createTestDealer(harness.db);
    const wallet = (await post(WALLET, {}, account)).data as {
      wallet: { balance: number; packs: { id: string; credits: number; price: { bani: number } }[] };
    };
    expect(wallet.wallet.balance).toBe(0);
    expect(wallet.wallet.packs.map((p) => [p.credits, p.price.bani])).toEqual([
      [100, 10_000],
      [250, 25_000],
      [500, 50_000],
      [1000, 100_000],
    ]);
    const pack = wallet.wallet.packs[1]!;
    const started = (await post(START, { input: { purpose: 'TOP_UP', method: 'CARD', topUpPackId: pack.id } }, account))
      .data as { startPayment: { id: string } };
    const challenged = await post(
      CARD,
      { input: { ...card, paymentId: started.startPayment.id, number: '4000 0000 0000 3220' } },
      account,
    );
    expect(challenged.data).toMatchObject({ submitSandboxCard: { status: 'ACTION_REQUIRED' } });
    expectRefusal(
      await post(CHALLENGE, { id: started.startPayment.id, code: '12a' }, account),
      'errors:billing.challenge.codeInvalid',
      'code',
    );
    expect((await post(CHALLENGE, { id: started.startPayment.id, code: '123456' }, account)).data).toMatchObject({
      confirmSandboxChallenge: { status: 'SUCCEEDED', failure: null },
    });
    expect((await post(WALLET, {}, account)).data).toMatchObject({ wallet: { balance: 265 } });
    // The receipt lists the pack's invoice, issued paid, total = the price.
    const receipt = (await post(PAYMENT, { id: started.startPayment.id }, account)).data as {
      payment: { amount: { bani: number }; topUp: { credits: number }; invoices: { status: string }[] };
    };
    expect(receipt.payment).toMatchObject({
      amount: { bani: 25_000 },
      topUp: { credits: 250 },
      invoices: [{ status: 'PAID' }],
    });

    expect((await post(OPTIONS, {}, account)).data).toEqual({
      promotionOptions: [
        { kind: 'BUMP', credits: 15, days: 0 },
        { kind: 'PROMOTED_7', credits: 49, days: 7 },
        { kind: 'PROMOTED_30', credits: 149, days: 30 },
      ],
    });
    const advert = await ownAdvert(harness.db, account);
    expectRefusal(
      await post(PROMOTE, { id: '999999999', kind: 'BUMP' }, account),
      'errors:billing.unknownAdvert',
      'advertId',
    );
    const promoted = await post(PROMOTE, { id: String(advert), kind: 'PROMOTED_30' }, account);
    expect(promoted.errors).toBeUndefined();
    expect(promoted.data).toMatchObject({ promoteAdvert: { advertId: String(advert), kind: 'PROMOTED_30' } });
    expectRefusal(
      await post(PROMOTE, { id: String(advert), kind: 'PROMOTED_30' }, account),
      'errors:billing.notEnoughCredits',
    );

    const [title] = await rawQuery<{ title: string }>(harness.db, 'select title from adverts where id = $1', [advert]);
    // What /contul-meu/plati-prin-credite reads: the promotion bought, and the advert promoted until its end.
    const bought = (await post(PROMOTIONS, {}, account)).data as {
      advertPromotions: { promotions: { endsAt: string }[] };
    };
    // Billing's clock (not the sign-in's test clock) dated it: 30 days from then.
    const endsAt = bought.advertPromotions.promotions[0]!.endsAt;
    expect(bought.advertPromotions).toEqual({
      promotions: [
        {
          advertId: String(advert),
          advertTitle: title!.title,
          advertUrl: expect.stringMatching(new RegExp(`/anunt/${advert}$`)) as unknown,
          kind: 'PROMOTED_30',
          credits: 149,
          endsAt,
          status: 'RUNNING',
        },
      ],
      nextCursor: null,
    });
    expect((await post(PROMOTABLE, {}, account)).data).toMatchObject({
      promotableAdverts: {
        adverts: [{ id: String(advert), promotedUntil: endsAt }],
        nextCursor: null,
      },
    });
    const entries = (await post(ENTRIES, { first: 2 }, account)).data as {
      walletEntries: { entries: Record<string, unknown>[]; nextCursor: string | null };
    };
    expect(entries.walletEntries.entries).toEqual([
      {
        kind: 'SPEND',
        credits: -149,
        balanceAfter: 116,
        description: `Promovare 30 de zile: ${title!.title}`,
        advertId: String(advert),
        advertTitle: title!.title,
      },
      {
        kind: 'BONUS',
        credits: 15,
        balanceAfter: 265,
        description: 'Bonus la alimentare: 15 credite',
        advertId: null,
        advertTitle: null,
      },
    ]);
    const rest = (await post(ENTRIES, { first: 2, after: entries.walletEntries.nextCursor }, account)).data as {
      walletEntries: { entries: { kind: string }[]; nextCursor: string | null };
    };
    expect(rest.walletEntries).toEqual({ entries: [expect.objectContaining({ kind: 'TOP_UP' })], nextCursor: null });
    expect(
      ((await post(ENTRIES, { kinds: ['SPEND'] }, account)).data as { walletEntries: { entries: unknown[] } })
        .walletEntries.entries,
    ).toHaveLength(1);
  });

  it('lets a sub-user with the PAYMENTS right pay for its main account, and pages the payments', async () => {
    await rawQuery(
      harness.db,
      `update user_links set rights = rights || '{"payments": true}'::jsonb where sub_user_id = $1`,
      [employee.id],
    );
    try {
      const ids: string[] = [];
      for (let i = 0; i < 3; i += 1) {
        const body = await post(
          START,
          { input: { purpose: 'TOP_UP', method: 'BANK_TRANSFER', topUpPackId: '1' } },
          employee.id,
        );
        expect(body.errors).toBeUndefined();
        const payment = (body.data as { startPayment: { id: string; bankTransfer: { reference: string } } })
          .startPayment;
        expect(payment.bankTransfer.reference).toMatch(/^VOLAN-[0-9A-F]{8}$/);
        ids.push(payment.id);
      }
      const first = (await post(PAYMENTS, { first: 2 }, dealer.id)).data as {
        payments: { payments: { id: string }[]; nextCursor: string };
      };
      const second = (await post(PAYMENTS, { first: 2, after: first.payments.nextCursor }, dealer.id)).data as {
        payments: { payments: { id: string }[] };
      };
      const listed = [...first.payments.payments, ...second.payments.payments].map((p) => p.id);
      for (const id of ids) expect(listed).toContain(id);
      expect(new Set(listed).size).toBe(listed.length);
      expect((await post(CANCEL, { id: ids[0] }, dealer.id)).data).toEqual({
        cancelPayment: { id: ids[0], status: 'CANCELLED' },
      });
    } finally {
      await rawQuery(
        harness.db,
        `update user_links set rights = rights || '{"payments": false}'::jsonb where sub_user_id = $1`,
        [employee.id],
      );
    }
  });

  it('refuses bad input with errors:billing.* keys, never a 500', async () => {
    const account = await createTestDealer(harness.db);
    const cases: [string, Record<string, unknown>, string, string?][] = [
      [
        START,
        { input: { purpose: 'INVOICES', method: 'CARD', invoiceIds: ['x'] } },
        'errors:billing.unknownInvoice',
        'invoiceIds',
      ],
      [
        START,
        { input: { purpose: 'INVOICES', method: 'CARD', invoiceIds: [] } },
        'errors:billing.noInvoices',
        'invoiceIds',
      ],
      [START, { input: { purpose: 'INVOICES', method: 'CARD' } }, 'errors:billing.noInvoices'],
      [
        START,
        { input: { purpose: 'TOP_UP', method: 'CARD', topUpPackId: 'abc' } },
        'errors:billing.unknownPack',
        'topUpPackId',
      ],
      [START, { input: { purpose: 'TOP_UP', method: 'CARD' } }, 'errors:billing.unknownPack'],
      [
        START,
        { input: { purpose: 'TOP_UP', method: 'CARD', topUpPackId: '1', invoiceIds: ['x'] } },
        'errors:billing.purposeMismatch',
      ],
      [CARD, { input: { ...card, paymentId: 'nu' } }, 'errors:billing.unknownPayment', 'paymentId'],
      [CHALLENGE, { id: 'nu', code: '123456' }, 'errors:billing.unknownPayment'],
      [CANCEL, { id: '00000000-0000-4000-8000-000000000000' }, 'errors:billing.unknownPayment'],
      [PAYMENTS, { first: 0 }, 'errors:billing.listBadPageSize', 'first'],
      [PAYMENTS, { after: 'garbage' }, 'errors:billing.listBadCursor', 'after'],
      [ENTRIES, { after: 'x' }, 'errors:billing.listBadCursor', 'after'],
      [ENTRIES, { first: 51 }, 'errors:billing.listBadPageSize'],
      [PROMOTE, { id: 'abc', kind: 'BUMP' }, 'errors:billing.unknownAdvert'],
      [PROMOTIONS, { first: 0 }, 'errors:billing.listBadPageSize', 'first'],
      [PROMOTIONS, { after: 'garbage' }, 'errors:billing.listBadCursor', 'after'],
      [PROMOTABLE, { first: 51 }, 'errors:billing.listBadPageSize', 'first'],
      [PROMOTABLE, { after: '1x' }, 'errors:billing.listBadCursor', 'after'],
    ];
    for (const [query, variables, key, field] of cases)
      expectRefusal(await post(query, variables, account), key, field);
    expect((await post(PAYMENT, { id: 'x' }, account)).data).toEqual({ payment: null });
  });
});
