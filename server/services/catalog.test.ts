import { rawQuery } from '@/server/db/client';
import { createTestDb, type TestDb } from '@/server/db/testing/test-db';
import { adsServices } from './ads';

// The ids and slugs are copied from SPEC §2.2 / §2.3 on purpose (not imported from the seed data),
// so a typo in the seed makes this test fail.
const TOP = [
  ['autoturisme', 29],
  ['autoutilitare', 81],
  ['motociclete', 65],
  ['camioane', 57],
  ['piese', 67],
  ['remorci', 9],
  ['utilaje-agricole', 1],
  ['utilaje-constructii', 31],
] as const;
const SUB: Record<string, Record<string, number>> = {
  camioane: {
    altele: 83,
    autobuze: 75,
    basculante: 97,
    betoniera: 59,
    'cap-tractor': 89,
    cisterne: 119,
    'hard-shell': 91,
    izoterme: 93,
    macarale: 95,
    'pentru-constructii': 103,
    'pompe-beton-cife': 117,
    salubrizare: 99,
    'soft-shell': 115,
  },
  piese: {
    autoturism: 69,
    motocicleta: 71,
    'piese-autoutilitare': 121,
    'piese-remorci-si-semiremorci': 123,
    'piese-utilaje-agricole': 125,
    'piese-utilaje-costructii': 127,
    'utilitara-camion': 73,
  },
  remorci: {
    altele: 113,
    'banda-rulanta': 11,
    camper: 79,
    remorci: 85,
    'remorci-autoturisme': 109,
    'remorci-autoutilitare': 87,
    'remorci-constructii': 111,
    rulote: 77,
    semiremorci: 101,
  },
  'utilaje-agricole': {
    altele: 5,
    combine: 107,
    'forestiere-agricole': 128,
    'masini-pentru-balotat': 21,
    'masini-pentru-fertilizare': 17,
    'masini-pentru-sapat': 15,
    'masini-pentru-tratarea-si-depozitarea-produselor-agricole': 27,
    'masini-si-unelte-pentru-cules': 19,
    'masini-si-unelte-pentru-cultivare': 13,
    'masini-si-unelte-pentru-ingrijirea-animalelor': 7,
    'masini-si-unelte-pentru-irigatii': 25,
    'masini-si-unelte-pentru-protejarea-plantelor': 23,
    'tractoare-agricole': 3,
  },
  'utilaje-constructii': {
    accesorii: 33,
    altele: 47,
    buldoexcavator: 35,
    buldozer: 37,
    'camioane-santier': 105,
    'cilindru-compactor': 63,
    concasor: 41,
    excavator: 43,
    generator: 53,
    greder: 49,
    incarcator: 51,
    'macara-si-macara-turn': 39,
    'masina-pentru-stabilizarea-solului': 61,
    stivuitoare: 45,
    'utilaj-drumuri': 55,
  },
};

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb({ ads: 300 });
});
afterAll(async () => {
  await t.close();
});

describe('categories', () => {
  it('lists the eight top-level categories with the SPEC ids, in order', async () => {
    const categories = await adsServices.listCategories(t.db);
    expect(categories.map((c) => [c.slug, c.id])).toEqual(TOP);
    expect(categories.every((c) => c.parentId === null)).toBe(true);
  });

  it('has every posting sub-category with the SPEC id and slug', async () => {
    const categories = await adsServices.listCategories(t.db);
    for (const category of categories) {
      const expected = SUB[category.slug] ?? {};
      expect(Object.fromEntries(category.subcategories.map((s) => [s.slug, s.id]))).toEqual(expected);
      expect(category.subcategories.every((s) => s.parentId === category.id)).toBe(true);
    }
  });

  it('counts active adverts per category and sub-category like a live count', async () => {
    const live = await rawQuery<{ category_id: number; subcategory_id: number | null; n: number }>(
      t.db,
      `select category_id, subcategory_id, count(*)::int as n from adverts where status = 'active' group by 1, 2`,
    );
    const expected = new Map<number, number>();
    for (const row of live) {
      expected.set(row.category_id, (expected.get(row.category_id) ?? 0) + row.n);
      if (row.subcategory_id !== null)
        expected.set(row.subcategory_id, (expected.get(row.subcategory_id) ?? 0) + row.n);
    }
    const categories = await adsServices.listCategories(t.db);
    for (const category of categories) {
      expect(category.advertCount).toBe(expected.get(category.id) ?? 0);
      for (const sub of category.subcategories) expect(sub.advertCount).toBe(expected.get(sub.id) ?? 0);
    }
    expect(categories.reduce((sum, c) => sum + c.advertCount, 0)).toBeGreaterThan(200);
  });

  it('finds a top-level category by slug and nothing for a sub-category or unknown slug', async () => {
    expect((await adsServices.getCategory(t.db, 'camioane'))?.id).toBe(57);
    expect(await adsServices.getCategory(t.db, 'basculante')).toBeNull();
    expect(await adsServices.getCategory(t.db, 'nu-exista')).toBeNull();
  });
});
