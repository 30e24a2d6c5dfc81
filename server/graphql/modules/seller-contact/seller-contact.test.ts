/**
 * The seller contact module through the real GraphQL endpoint: revealPhone answers the number and
 * refuses (BAD_USER_INPUT with an i18n key, never a 500) an advert that is not one; the ad page's
 * query carries the dealer profile but never the full number.
 */
import { describe, expect, it } from 'vitest';
import { testClock } from '@/server/auth/testing/auth-test-server';
import { rawQuery } from '@/server/db/client';
import { DEMO_ACCOUNTS } from '@/server/db/seed/demo-accounts';
import { yogaTestHarness } from '../../testing/yoga-harness';

const harness = yogaTestHarness(testClock(new Date('2026-03-15T09:00:00.000Z')), { ads: 200 });

const REVEAL = 'mutation Test_Reveal($advertId: ID!) { revealPhone(advertId: $advertId) { phone } }';
const ADVERT = `query Test_Advert($id: ID!) { advert(id: $id) { seller { phoneMasked dealerProfile {
  street openingHours { day opens closes } services } } } }`;

async function dealerAdvert(): Promise<{ id: string; phone: string }> {
  const [row] = await rawQuery<{ id: string; phone: string }>(
    harness.db,
    `select a.id::text as id, u.phone from adverts a join users u on u.id = a.user_id
      where a.user_id = $1 and a.status = 'active' order by a.id limit 1`,
    [DEMO_ACCOUNTS.dealer.id],
  );
  return row!;
}

describe('seller contact module', () => {
  it('reveals the number of an active advert', async () => {
    const advert = await dealerAdvert();
    const response = await harness.post(REVEAL, { advertId: advert.id });
    expect(response.body).toEqual({ data: { revealPhone: { phone: advert.phone } } });
  });

  it.each(['999999999', 'abc', "1' or '1'='1"])('refuses advert %s with BAD_USER_INPUT', async (advertId) => {
    const response = await harness.post(REVEAL, { advertId });
    expect(response.status).toBe(200);
    expect(response.body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      i18nKey: 'errors:phone.advertGone',
      field: 'advertId',
    });
  });

  it("gives the dealer's profile with the advert, and only the masked number", async () => {
    const advert = await dealerAdvert();
    const response = await harness.post(ADVERT, { id: advert.id });
    const seller = (response.body.data as { advert: { seller: { phoneMasked: string; dealerProfile: unknown } } })
      .advert.seller;
    expect(seller.phoneMasked).toMatch(/^07\*\* \*\*\* \d{3}$/);
    const profile = seller.dealerProfile as { street: string; services: string[]; openingHours: unknown[] };
    expect(profile.street).toMatch(/\S+ \d+$/);
    expect(profile.services.length).toBeGreaterThan(0);
    expect(profile.openingHours).toHaveLength(7);
    expect(JSON.stringify(response.body)).not.toContain(advert.phone);
  });
});
