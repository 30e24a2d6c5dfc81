/**
 * The dealer's financing pages' server side on a real database, PGlite and PostgreSQL: the
 * account's active adverts with their exclusion (only its own, only active ones), and a lead's
 * status changed by its dealer only, with unknown ids and statuses refused.
 */
import { rawQuery } from '@/server/db/client';
import { DEMO_ACCOUNTS, DEMO_ADVERT_IDS } from '@/server/db/seed/demo-accounts';
import { createPgTestDb, postgresReachable } from '@/server/db/testing/pg-test-db';
import { createTestDb, type TestDb } from '@/server/db/testing/test-db';
import { createTestDealer } from '../billing/testing/billing-fixtures';
import { ownAdvert } from '../billing/testing/payment-fixtures';
import { updateDealerFinancingSettings } from './dealer-financing';
import { dealerFinancingAdverts } from './dealer-financing-adverts';
import { updateFinancingLeadStatus } from './financing-lead-status';
import { listFinancingLeads } from './financing-leads';

const pgReachable = await postgresReachable('financing-account.db.test');
const NOW = new Date('2026-11-28T10:00:00.000Z');
const { dealer } = DEMO_ACCOUNTS;
const DEALER_CAR = String(DEMO_ADVERT_IDS.dealerCar);

const targets: [string, boolean, () => Promise<TestDb>][] = [
  ['PGlite', true, () => createTestDb({ ads: 300 })],
  ['PostgreSQL', pgReachable, () => createPgTestDb('financing_account', { ads: 300, maxConnections: 5 })],
];

describe.each(targets)('the dealer’s financing pages on %s', (_name, available, open) => {
  let t: TestDb | undefined;

  beforeAll(async () => {
    if (available) t = await open();
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  it.skipIf(!available)('lists the account’s active adverts with their exclusion, its own only', async () => {
    const seeded = await dealerFinancingAdverts(t!.db, dealer.id);
    // The waiting car is excluded but not active: it is not listed; the active demo car is, included.
    const active = await rawQuery<{ id: string }>(
      t!.db,
      `select id::text as id from adverts where user_id = $1 and status = 'active'`,
      [dealer.id],
    );
    expect(seeded.map((advert) => advert.advertId).sort()).toEqual(active.map((row) => row.id).sort());
    expect(seeded.some((advert) => advert.advertId === String(DEMO_ADVERT_IDS.waitingCar))).toBe(false);
    const car = seeded.find((advert) => advert.advertId === DEALER_CAR);
    expect(car?.excluded).toBe(false);
    expect(car?.url).toMatch(new RegExp(`/anunt/${DEALER_CAR}$`, 'u'));
    expect(car!.title.length).toBeGreaterThan(0);

    const other = await createTestDealer(t!.db);
    expect(await dealerFinancingAdverts(t!.db, other)).toEqual([]);
    const first = String(await ownAdvert(t!.db, other));
    const second = String(await ownAdvert(t!.db, other));
    await rawQuery(t!.db, `update adverts set created_at = now() - interval '1 day' where id = $1`, [first]);
    await rawQuery(t!.db, `update adverts set created_at = now() where id = $1`, [second]);
    await updateDealerFinancingSettings(t!.db, other, { excludeAdvertId: first }, NOW);
    const listed = await dealerFinancingAdverts(t!.db, other);
    expect(listed.map((advert) => [advert.advertId, advert.excluded])).toEqual([
      [second, false],
      [first, true],
    ]);
    // An advert no longer active leaves the list (its exclusion stays stored).
    await rawQuery(t!.db, `update adverts set status = 'archived' where id = $1`, [first]);
    expect((await dealerFinancingAdverts(t!.db, other)).map((advert) => advert.advertId)).toEqual([second]);
  });

  it.skipIf(!available)('lets the dealer mark its own leads, and nobody else', async () => {
    const [lead] = (await listFinancingLeads(t!.db, dealer.id, 1, null)).leads;
    expect(lead?.status).toBe('NEW');
    const contacted = await updateFinancingLeadStatus(t!.db, dealer.id, lead!.id, 'CONTACTED');
    expect(contacted).toEqual({ ...lead, status: 'CONTACTED' });
    expect((await listFinancingLeads(t!.db, dealer.id, 1, null)).leads[0]?.status).toBe('CONTACTED');
    expect((await updateFinancingLeadStatus(t!.db, dealer.id, lead!.id, 'CLOSED')).status).toBe('CLOSED');
    // Back to new: a wrong click can be undone.
    expect((await updateFinancingLeadStatus(t!.db, dealer.id, lead!.id, 'NEW')).status).toBe('NEW');

    const other = await createTestDealer(t!.db);
    for (const id of [lead!.id, 'nu-e-id', '00000000-0000-4000-8000-000000000000'])
      await expect(updateFinancingLeadStatus(t!.db, other, id, 'CLOSED')).rejects.toMatchObject({
        key: 'errors:financing.unknownLead',
        field: 'id',
      });
    await expect(updateFinancingLeadStatus(t!.db, dealer.id, lead!.id, 'LOST')).rejects.toMatchObject({
      key: 'errors:financing.badLeadStatus',
      field: 'status',
    });
    expect((await listFinancingLeads(t!.db, dealer.id, 1, null)).leads[0]?.status).toBe('NEW');
  });
});
