/**
 * Phone reveals on a seeded PGlite: the number of an active advert's seller, each reveal recorded
 * (the seller's own look is not), the counts per advert a seller's statistics read, the hourly
 * limit per visitor, and refusals (not 500s) for inactive, unknown and malformed adverts. The
 * dealer profile the ad page shows comes along (private sellers have none).
 */
import { rawQuery } from '@/server/db/client';
import { DEMO_ACCOUNTS } from '@/server/db/seed/demo-accounts';
import { createTestDb, type TestDb } from '@/server/db/testing/test-db';
import { getDealerProfile } from './dealer-profiles';
import { PHONE_REVEALS_PER_HOUR, phoneRevealCounts, revealPhone, type PhoneVisitor } from './phone-reveals';

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb({ ads: 200 });
});
afterAll(async () => {
  await t.close();
});

const NOW = new Date('2026-03-15T09:00:00.000Z');
const deps = (now = NOW) => ({ db: t.db, secret: 'test-secret', now });
const anonymous = (address: string): PhoneVisitor => ({ userId: null, mainAccountId: null, address });

async function advertsOf(sellerId: string, n: number): Promise<{ id: string; phone: string }[]> {
  return rawQuery<{ id: string; phone: string }>(
    t.db,
    `select a.id::text as id, u.phone from adverts a join users u on u.id = a.user_id
      where a.user_id = $1 and a.status = 'active' order by a.id limit $2`,
    [sellerId, n],
  );
}

const revealsOf = async (advertId: string) =>
  (
    await rawQuery<{ n: number }>(t.db, 'select count(*)::int as n from phone_reveals where advert_id = $1::int8', [
      advertId,
    ])
  )[0]?.n ?? 0;

describe('phone reveals', () => {
  it('reveals the full number and records who asked (account, or a hash of the address)', async () => {
    const [advert] = await advertsOf(DEMO_ACCOUNTS.dealer.id, 1);
    const buyer = { userId: DEMO_ACCOUNTS.buyer.id, mainAccountId: null, address: '10.0.0.1' };
    expect(await revealPhone(deps(), advert!.id, buyer)).toEqual({ phone: advert!.phone });
    await revealPhone(deps(), advert!.id, anonymous('10.0.0.2'));
    const rows = await rawQuery<{ viewer_id: string | null; visitor_key: string; seller_id: string }>(
      t.db,
      'select viewer_id, visitor_key, seller_id from phone_reveals where advert_id = $1::int8 order by id',
      [advert!.id],
    );
    expect(rows.map((r) => r.viewer_id)).toEqual([DEMO_ACCOUNTS.buyer.id, null]);
    expect(rows[0]?.visitor_key).toBe(`user:${DEMO_ACCOUNTS.buyer.id}`);
    expect(rows[1]?.visitor_key).toMatch(/^address:[0-9a-f]{32}$/);
    expect(JSON.stringify(rows)).not.toContain('10.0.0.2');
    expect(rows.every((r) => r.seller_id === DEMO_ACCOUNTS.dealer.id)).toBe(true);
  });

  it("does not count the seller's own look, nor the seller's team", async () => {
    const [advert] = await advertsOf(DEMO_ACCOUNTS.dealer.id, 1);
    const before = await revealsOf(advert!.id);
    const own = { userId: DEMO_ACCOUNTS.dealer.id, mainAccountId: null, address: '10.0.0.3' };
    const team = { userId: DEMO_ACCOUNTS.employee.id, mainAccountId: DEMO_ACCOUNTS.dealer.id, address: '10.0.0.3' };
    expect((await revealPhone(deps(), advert!.id, own)).phone).toBe(advert!.phone);
    expect((await revealPhone(deps(), advert!.id, team)).phone).toBe(advert!.phone);
    expect(await revealsOf(advert!.id)).toBe(before);
  });

  it("counts reveals per advert for the seller's statistics, most revealed first", async () => {
    const [seller] = await rawQuery<{ id: string }>(
      t.db,
      `select user_id::text as id from adverts where status = 'active' and user_id <> $1
        group by user_id having count(*) >= 2 order by user_id limit 1`,
      [DEMO_ACCOUNTS.dealer.id],
    );
    const [first, second] = await advertsOf(seller!.id, 2);
    await revealPhone(deps(), second!.id, anonymous('10.1.0.1'));
    await revealPhone(deps(), second!.id, anonymous('10.1.0.1'));
    await revealPhone(deps(), second!.id, anonymous('10.1.0.2'));
    await revealPhone(deps(), first!.id, anonymous('10.1.0.1'));
    expect(await phoneRevealCounts(t.db, seller!.id)).toEqual([
      { advertId: second!.id, reveals: 3, visitors: 2 },
      { advertId: first!.id, reveals: 1, visitors: 1 },
    ]);
    expect(await phoneRevealCounts(t.db, DEMO_ACCOUNTS.buyer.id)).toEqual([]);
  });

  it('stops a visitor after the hourly limit, and lets them again an hour later', async () => {
    const [advert] = await advertsOf(DEMO_ACCOUNTS.dealer.id, 1);
    const visitor = anonymous('10.2.0.1');
    for (let i = 0; i < PHONE_REVEALS_PER_HOUR; i += 1) await revealPhone(deps(), advert!.id, visitor);
    const before = await revealsOf(advert!.id);
    await expect(revealPhone(deps(), advert!.id, visitor)).rejects.toMatchObject({
      name: 'UserInputError',
      key: 'errors:phone.tooMany',
    });
    expect(await revealsOf(advert!.id)).toBe(before);
    // Another visitor is not affected; the same one is let through after the hour.
    expect((await revealPhone(deps(), advert!.id, anonymous('10.2.0.2'))).phone).toBe(advert!.phone);
    const later = new Date(NOW.getTime() + 3_600_001);
    expect((await revealPhone(deps(later), advert!.id, visitor)).phone).toBe(advert!.phone);
  });

  it.each([
    ['an unknown advert', '999999999'],
    ['a malformed id', "1' or '1'='1"],
  ])('refuses %s with a translated error', async (_name, id) => {
    await expect(revealPhone(deps(), id, anonymous('10.3.0.1'))).rejects.toMatchObject({
      name: 'UserInputError',
      key: 'errors:phone.advertGone',
      field: 'advertId',
    });
  });

  it('refuses an advert that is no longer active, recording nothing', async () => {
    const [advert] = await advertsOf(DEMO_ACCOUNTS.seller.id, 1);
    const before = await revealsOf(advert!.id);
    await rawQuery(t.db, `update adverts set status = 'archived' where id = $1::int8`, [advert!.id]);
    try {
      await expect(revealPhone(deps(), advert!.id, anonymous('10.3.0.2'))).rejects.toMatchObject({
        key: 'errors:phone.advertGone',
      });
      expect(await revealsOf(advert!.id)).toBe(before);
    } finally {
      await rawQuery(t.db, `update adverts set status = 'active' where id = $1::int8`, [advert!.id]);
    }
  });

  it("gives a dealer's address, seven days of hours and services; none for a private seller", async () => {
    const profile = await getDealerProfile(t.db, DEMO_ACCOUNTS.dealer.id);
    expect(profile?.street).toMatch(/\S+ \d+$/);
    expect(profile?.openingHours.map((d) => d.day)).toEqual([
      'MONDAY',
      'TUESDAY',
      'WEDNESDAY',
      'THURSDAY',
      'FRIDAY',
      'SATURDAY',
      'SUNDAY',
    ]);
    expect(profile?.openingHours[0]?.opens).toMatch(/^\d\d:\d\d$/);
    expect(profile?.services.length).toBeGreaterThan(0);
    expect(profile?.latitude).toBeGreaterThan(43);
    expect(await getDealerProfile(t.db, DEMO_ACCOUNTS.seller.id)).toBeNull();
    expect(await getDealerProfile(t.db, DEMO_ACCOUNTS.employee.id)).toBeNull();
  });
});
