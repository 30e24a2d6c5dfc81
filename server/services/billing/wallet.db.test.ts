/**
 * The credit ledger on a real database, PGlite and PostgreSQL: random histories of top-ups,
 * spends, waits and the expiry job (fast-check) keep balance = sum of entries = the last
 * balance_after = what the lots hold, never negative, and refuse exactly the spends the pure
 * rules refuse; the ledger refuses UPDATE and DELETE.
 */
import fc from 'fast-check';
import { rawQuery } from '@/server/db/client';
import { createPgTestDb, postgresReachable } from '@/server/db/testing/pg-test-db';
import { createTestDb, type TestDb } from '@/server/db/testing/test-db';
import { lockBillingAccount } from './invoices';
import { createTestDealer } from './testing/billing-fixtures';

import { creditTopUp, expireCredits, lotsOf, settledWallet, spendCredits } from './wallet';
import { spendableCredits } from './wallet-rules';

const pgReachable = await postgresReachable('wallet.db.test');
const START = new Date('2026-01-05T09:00:00.000Z');

type Op =
  | { kind: 'topUp'; credits: number; bonus: number }
  | { kind: 'spend'; credits: number }
  | { kind: 'wait'; days: number }
  | { kind: 'job' };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant('topUp' as const),
    credits: fc.constantFrom(100, 250, 500, 1000),
    bonus: fc.constantFrom(0, 15, 50),
  }),
  fc.record({ kind: fc.constant('spend' as const), credits: fc.constantFrom(15, 49, 149, 300) }),
  fc.record({ kind: fc.constant('wait' as const), days: fc.integer({ min: 1, max: 200 }) }),
  fc.record({ kind: fc.constant('job' as const) }),
);

const targets: [string, boolean, () => Promise<TestDb>][] = [
  ['PGlite', true, () => createTestDb({ ads: 10 })],
  ['PostgreSQL', pgReachable, () => createPgTestDb('wallet', { maxConnections: 5 })],
];

describe.each(targets)('the credit ledger on %s', (_name, available, open) => {
  let t: TestDb | undefined;
  beforeAll(async () => {
    if (available) t = await open();
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  async function expectConsistent(accountId: string): Promise<number> {
    const [sums] = await rawQuery<{ total: number; last: number | null; negative: number }>(
      t!.db,
      `select coalesce(sum(credits), 0)::int as total,
              (select balance_after from wallet_entries where account_id = $1 order by id desc limit 1) as last,
              count(*) filter (where balance_after < 0)::int as negative
       from wallet_entries where account_id = $1`,
      [accountId],
    );
    const lots = await lotsOf(t!.db, accountId);
    expect(sums!.negative).toBe(0);
    expect(Number(sums!.last ?? 0)).toBe(Number(sums!.total));
    expect(lots.reduce((s, l) => s + l.remaining, 0)).toBe(Number(sums!.total));
    return Number(sums!.total);
  }

  it.skipIf(!available)(
    'keeps balance = sum of entries ≥ 0 through random top-ups, spends and expiries',
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(op, { minLength: 3, maxLength: 12 }), async (ops) => {
          const account = await createTestDealer(t!.db);
          let now = START;
          for (const o of ops) {
            if (o.kind === 'wait') now = new Date(now.getTime() + o.days * 86_400_000);
            else if (o.kind === 'job') await expireCredits(t!.db, now);
            else if (o.kind === 'topUp')
              await t!.db.transaction(async (tx) => {
                await lockBillingAccount(tx, account);
                await creditTopUp(tx, account, null, o.credits, o.bonus, now);
              });
            else {
              const usable = spendableCredits(await lotsOf(t!.db, account), now);
              const spent = await t!.db
                .transaction(async (tx) => {
                  await lockBillingAccount(tx, account);
                  await spendCredits(tx, account, o.credits, null, now);
                })
                .then(
                  () => true,
                  (error: unknown) => {
                    expect(error).toMatchObject({ key: 'errors:billing.notEnoughCredits' });
                    return false;
                  },
                );
              expect(spent).toBe(usable >= o.credits);
            }
            await expectConsistent(account);
          }
          // Reading the wallet writes off what has expired: what is left is usable.
          const { balance, lots } = await settledWallet(t!.db, account, now);
          expect(balance).toBe(spendableCredits(lots, now));
        }),
        { numRuns: 12 },
      );
    },
    240_000,
  );

  it.skipIf(!available)('refuses to change or delete an entry or an allocation', async () => {
    const account = await createTestDealer(t!.db);
    await t!.db.transaction(async (tx) => {
      await lockBillingAccount(tx, account);
      await creditTopUp(tx, account, null, 100, 0, START);
      await spendCredits(tx, account, 15, null, START);
    });
    await expect(
      rawQuery(t!.db, 'update wallet_entries set credits = 1000 where account_id = $1', [account]),
    ).rejects.toThrow(/append-only/);
    await expect(rawQuery(t!.db, 'delete from wallet_entries where account_id = $1', [account])).rejects.toThrow(
      /append-only/,
    );
    await expect(
      rawQuery(
        t!.db,
        'delete from wallet_allocations where entry_id in (select id from wallet_entries where account_id = $1)',
        [account],
      ),
    ).rejects.toThrow(/append-only/);
    await expect(
      rawQuery(
        t!.db,
        `insert into wallet_entries (account_id, kind, credits, balance_after, created_at) values ($1, 'spend', -200, -115, now())`,
        [account],
      ),
    ).rejects.toThrow(/wallet_entries_balance_ck/);
    expect(await expectConsistent(account)).toBe(85);
    // Deleting the account takes its ledger with it.
    await rawQuery(t!.db, 'delete from users where id = $1', [account]);
    expect(
      (
        await rawQuery<{ n: number }>(t!.db, 'select count(*)::int as n from wallet_entries where account_id = $1', [
          account,
        ])
      )[0]?.n,
    ).toBe(0);
  });
});
