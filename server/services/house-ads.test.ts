import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_AD_SLOTS } from '@/lib/ads/ad-slots';
import { chooseHouseAds } from '@/lib/ads/house-ads';
import { routeIdOf } from '@/lib/routes/match-route';
import { NO_ROUTE_ID } from '@/lib/routes/route-id';
import { houseAdRows, seedHouseAds } from '@/server/db/seed/house-ads';
import { houseAds } from '@/server/db/schema/operations';
import { createTestDb, type TestDb } from '@/server/db/testing/test-db';
import { houseAdsForSlots, MAX_SLOTS_PER_QUERY } from './house-ads';

const NOW = new Date('2026-11-28T09:00:00Z');
const DAY = 86_400_000;

describe('house ads of the advert slots', () => {
  let test: TestDb;
  beforeAll(async () => {
    test = await createTestDb({ seed: false });
  });
  afterAll(() => test.close());

  it('chooses per slot among the live ads with a safe link, and leaves out the rest', async () => {
    await test.db.insert(houseAds).values([
      { slot: 'slot-beacon', title: 'Oprit', targetUrl: '/favorite', active: false },
      { slot: 'slot-beacon', title: 'Rău', targetUrl: 'javascript:alert(1)' },
      { slot: 'slot-leaderboard', title: 'Trecut', targetUrl: '/favorite', endsAt: new Date(NOW.getTime() - DAY) },
      { slot: 'slot-leaderboard', title: 'Viitor', targetUrl: '/favorite', startsAt: new Date(NOW.getTime() + DAY) },
      { slot: 'slot-hp-mob-ldb', title: 'Alerte', targetUrl: '/cautari-salvate', tpb: 'mob' },
    ]);
    const ads = await houseAdsForSlots(test.db, ['slot-beacon', 'slot-leaderboard', 'slot-hp-mob-ldb', ''], NOW);
    expect(ads).toEqual([
      { slot: 'slot-hp-mob-ldb', title: 'Alerte', body: '', href: '/cautari-salvate', imageUrl: null, tpb: 'mob' },
    ]);
    await expect(houseAdsForSlots(test.db, [], NOW)).resolves.toEqual([]);
  });

  it('refuses a list longer than a page needs', async () => {
    const slots = Array.from({ length: MAX_SLOTS_PER_QUERY + 1 }, (_, i) => `slot-${i}`);
    await expect(houseAdsForSlots(test.db, slots, NOW)).rejects.toThrow(/At most/);
  });

  it('seeds once, and the demo ads fill every slot of home, listing and ad page with existing pages', async () => {
    await test.db.delete(houseAds);
    expect(await seedHouseAds(test.db, NOW)).toBe(houseAdRows(NOW).length);
    expect(await seedHouseAds(test.db, NOW)).toBe(0);
    const rows = houseAdRows(NOW).map((row, i) => ({
      id: i + 1,
      body: '',
      imageUrl: null,
      tpb: '',
      weight: 1,
      active: true,
      startsAt: null,
      endsAt: null,
      ...row,
    }));
    for (const row of rows) expect(routeIdOf(row.targetUrl), row.targetUrl).not.toBe(NO_ROUTE_ID);
    const filled = new Set(chooseHouseAds(rows, Object.values(PAGE_AD_SLOTS).flat(), NOW).map((ad) => ad.slot));
    // Slot2 stays empty in the demo: above the header there is only the top wideboard (Slot1).
    expect([...filled].sort()).toEqual(
      [...new Set(Object.values(PAGE_AD_SLOTS).flat())].filter((slot) => slot !== 'Slot2').sort(),
    );
    const now = await houseAdsForSlots(test.db, ['slot-hp-double-triple-billboard'], NOW);
    expect(now.map((ad) => ad.title)).toEqual(['Vinde mai repede cu Volan']);
  });
});
