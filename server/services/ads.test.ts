import { rawQuery } from '@/server/db/client';
import { DEMO_ACCOUNTS, DEMO_ADVERT_IDS } from '@/server/db/seed/demo-accounts';
import { createTestDb, type TestDb } from '@/server/db/testing/test-db';
import { adsServices } from './ads';
import { InactiveAdError, NotFoundError } from '@/lib/errors/app-errors';
import { UserInputError } from './ads.types';

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb({ ads: 300 });
});
afterAll(async () => {
  await t.close();
});

describe('getAdvert', () => {
  it('returns an active advert with photos, seller and location', async () => {
    const ad = await adsServices.getAdvert(t.db, String(DEMO_ADVERT_IDS.activeCar));
    expect(ad).toMatchObject({
      id: '1',
      url: '/autoturisme/anunt/1',
      status: 'ACTIVE',
      category: { id: 29, slug: 'autoturisme' },
    });
    expect(ad.photos.length).toBeGreaterThanOrEqual(3);
    expect(ad.photos.map((p) => p.position)).toEqual(ad.photos.map((_, i) => i));
    // The seed's drawn photos: the car's own body shape and colour, front three-quarter first.
    expect(ad.photos[0]?.url).toMatch(/^\/media\/seed\/v2\/[a-z_]+-[a-z]+-front34\.jpg$/);
    expect(ad.photos[0]?.thumbnailUrl).toMatch(/^\/media\/seed\/v2\/[a-z_]+-[a-z]+-front34\.thumb\.jpg$/);
    expect(ad.seller).toMatchObject({
      id: DEMO_ACCOUNTS.seller.id,
      name: 'Maria Ionescu',
      type: 'PRIVATE',
      phoneMasked: '07** *** 002',
    });
    expect(ad.seller.activeAdvertCount).toBeGreaterThanOrEqual(1);
    expect(ad.location.countyName.length).toBeGreaterThan(0);
    expect(ad.title.length).toBeGreaterThan(5);
    expect(ad.description).toMatch(/[ăâîșț]/);
  });

  it('shows a dealer as PROFESSIONAL with its company name', async () => {
    const ad = await adsServices.getAdvert(t.db, String(DEMO_ADVERT_IDS.dealerCar));
    expect(ad.seller).toMatchObject({
      type: 'PROFESSIONAL',
      name: 'Auto Premium Volan SRL',
      website: 'https://autopremium.volan.test',
    });
    expect(ad.badges).toContain('PREMIUM_DEALER');
  });

  it('throws NotFoundError (404) for unknown or malformed ids', async () => {
    for (const id of ['999999', '0', '-1', 'abc', '1.5', '1e3', '99999999999999999999', "1' or '1'='1"]) {
      await expect(adsServices.getAdvert(t.db, id)).rejects.toBeInstanceOf(NotFoundError);
    }
  });

  it('throws InactiveAdError (410) for adverts that are not active', async () => {
    for (const id of [
      DEMO_ADVERT_IDS.archivedCar,
      DEMO_ADVERT_IDS.waitingCar,
      DEMO_ADVERT_IDS.draftCar,
      DEMO_ADVERT_IDS.moderatedCar,
    ]) {
      const error = await adsServices.getAdvert(t.db, String(id)).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(InactiveAdError);
      expect(error).toMatchObject({
        adId: String(id),
        extensions: { categorySlug: 'autoturisme' },
        message: 'InactiveAd',
      });
    }
  });
});

describe('latestAdverts', () => {
  it('returns the newest active adverts over all categories', async () => {
    const cards = await adsServices.latestAdverts(t.db, 12);
    const rows = await rawQuery<{ id: number }>(
      t.db,
      `select id::int as id from adverts where status = 'active' order by created_at desc, id desc limit 12`,
    );
    expect(cards.map((c) => c.id)).toEqual(rows.map((r) => String(r.id)));
    expect(cards.every((c) => c.url === `/${c.categorySlug}/anunt/${c.id}`)).toBe(true);
    expect(cards.every((c) => c.photoCount >= 3 && c.mainPhoto?.position === 0)).toBe(true);
  });

  it('rejects page sizes outside 1..100', async () => {
    await expect(adsServices.latestAdverts(t.db, 0)).rejects.toBeInstanceOf(UserInputError);
    await expect(adsServices.latestAdverts(t.db, 101)).rejects.toBeInstanceOf(UserInputError);
  });
});

describe('similarAdverts', () => {
  it('suggests active adverts of the same category, same model and make first, for an inactive advert too', async () => {
    const [source] = await rawQuery<{ category_id: number; make_id: number; model_id: number }>(
      t.db,
      `select category_id, make_id, model_id from adverts where id = ${DEMO_ADVERT_IDS.archivedCar}`,
    );
    const cards = await adsServices.similarAdverts(t.db, String(DEMO_ADVERT_IDS.archivedCar), 8);
    expect(cards).toHaveLength(8);
    expect(new Set(cards.map((c) => c.id)).size).toBe(8);
    expect(cards.map((c) => c.id)).not.toContain(String(DEMO_ADVERT_IDS.archivedCar));
    const ids = cards.map((c) => Number(c.id));
    const rows = await rawQuery<{ id: number; status: string; category_id: number; make_id: number; model_id: number }>(
      t.db,
      `select id::int as id, status, category_id, make_id, model_id from adverts where id = any($1::bigint[])`,
      [ids],
    );
    const byId = new Map(rows.map((r) => [r.id, r]));
    const ranks = ids.map((id) => {
      const r = byId.get(id);
      expect(r?.status).toBe('active');
      expect(r?.category_id).toBe(source?.category_id);
      return r?.model_id === source?.model_id ? 0 : r?.make_id === source?.make_id ? 1 : 2;
    });
    expect(ranks).toEqual([...ranks].sort());
  });

  it('throws NotFoundError for an unknown advert', async () => {
    await expect(adsServices.similarAdverts(t.db, '424242', 4)).rejects.toBeInstanceOf(NotFoundError);
  });

  it('lists exactly the tiers in order, newest first in each (against a plain ORDER BY reference)', async () => {
    const sources = await rawQuery<{ id: number }>(t.db, 'select id::int as id from adverts order by id limit 40');
    for (const { id } of sources) {
      for (const first of [3, 8]) {
        const reference = await rawQuery<{ id: number }>(
          t.db,
          `
          select a.id::int as id from adverts a, adverts s
          where s.id = $1 and a.category_id = s.category_id and a.status = 'active' and a.id <> s.id
          order by case when a.model_id = s.model_id then 0
                        when a.make_id = s.make_id and (s.model_id is null or a.model_id <> s.model_id) then 1
                        else 2 end,
                   a.created_at desc, a.id desc
          limit $2`,
          [id, first],
        );
        const cards = await adsServices.similarAdverts(t.db, String(id), first);
        expect(
          cards.map((c) => Number(c.id)),
          `advert ${id}, first ${first}`,
        ).toEqual(reference.map((r) => r.id));
      }
    }
  });
});
