/** Pricing insights on a real PGlite database, with adverts placed in known windows and prices. */
import { rawQuery } from '@/server/db/client';
import { CATEGORY_IDS } from '@/server/db/seed/categories-data';
import { DEMO_ACCOUNTS } from '@/server/db/seed/demo-accounts';
import { createTestDb, type TestDb } from '@/server/db/testing/test-db';
import { UserInputError } from './ads.types';
import { pricingInsights, trendPercent } from './pricing-insights';
import { EUR_TO_LEI } from './prices';

let t: TestDb;
const NOW = new Date('2026-03-15T12:00:00.000Z');
const DAY = 86_400_000;
let models: { id: number; make_id: number; name: string; slug: string; make_slug: string }[];

async function add(
  modelIndex: number,
  daysAgo: number,
  eur: number,
  status = 'active',
  category = CATEGORY_IDS.autoturisme,
) {
  const model = models[modelIndex]!;
  const [city] = await rawQuery<{ id: number; county_code: string }>(
    t.db,
    'select id, county_code from cities limit 1',
  );
  await rawQuery(
    t.db,
    `insert into adverts (category_id, user_id, status, title, make_id, model_id, price_gross, currency, price_lei,
       city_id, county_code, created_at)
     values ($1, $2, $3, 'Test', $4, $5, $6, 'EUR', $7, $8, $9, $10)`,
    [
      category,
      DEMO_ACCOUNTS.dealer.id,
      status,
      model.make_id,
      model.id,
      eur,
      Math.round(eur * EUR_TO_LEI),
      city!.id,
      city!.county_code,
      new Date(NOW.getTime() - daysAgo * DAY).toISOString(),
    ],
  );
}

beforeAll(async () => {
  t = await createTestDb({ ads: 0 });
  models = await rawQuery(
    t.db,
    `select m.id, m.make_id, m.name, m.slug, mk.slug as make_slug from models m join makes mk on mk.id = m.make_id
     where ${CATEGORY_IDS.autoturisme} = any(m.category_ids) order by m.id limit 3`,
  );
  // Model 0: five listed in the last 30 days (median 11 000), four in the 30 before (median 10 000).
  for (const [days, eur] of [
    [1, 9000],
    [5, 11000],
    [10, 12000],
    [20, 15000],
    [29, 10000],
  ] as const)
    await add(0, days, eur);
  await add(0, 3, 11000, 'archived');
  for (const [days, eur] of [
    [31, 9000],
    [40, 10000],
    [45, 10000],
    [59, 30000],
  ] as const)
    await add(0, days, eur);
  // Not counted: drafts, refused or waiting adverts, adverts older than 60 days or from the future.
  await add(0, 2, 99000, 'draft');
  await add(0, 2, 99000, 'moderated');
  await add(0, 2, 99000, 'waiting');
  await add(0, 61, 99000);
  await add(0, -1, 99000);
  // Model 1: four recent adverts, two older (below the minimum sample: no previous median).
  for (const days of [2, 4, 6, 8]) await add(1, days, 5000);
  for (const days of [35, 36]) await add(1, days, 4000);
  // Model 2: a single advert; ranks last.
  await add(2, 3, 20000);
});
afterAll(async () => {
  await t.close();
});

describe('pricingInsights', () => {
  it('ranks the most listed models and gives both medians and the trend', async () => {
    const insights = await pricingInsights(t.db, 'autoturisme', 6, NOW);
    expect(insights).toMatchObject({ categorySlug: 'autoturisme', windowDays: 30, minSample: 3 });
    const [first, second, third] = insights.models;
    expect(insights.models).toHaveLength(3);
    expect(first).toEqual({
      make: expect.any(String) as string,
      model: models[0]!.name,
      url: `/autoturisme/${models[0]!.make_slug}/${models[0]!.slug}`,
      advertCount: 6,
      medianPriceEur: 11000,
      previousMedianPriceEur: 10000,
      trendPercent: 10,
    });
    expect(second).toMatchObject({
      model: models[1]!.name,
      advertCount: 4,
      medianPriceEur: 5000,
      previousMedianPriceEur: null,
      trendPercent: null,
    });
    expect(third).toMatchObject({ model: models[2]!.name, advertCount: 1, medianPriceEur: null, trendPercent: null });
  });

  it('limits the number of models and checks its arguments', async () => {
    expect((await pricingInsights(t.db, 'autoturisme', 1, NOW)).models).toHaveLength(1);
    expect((await pricingInsights(t.db, 'camioane', 6, NOW)).models).toEqual([]);
    for (const [slug, first] of [
      ['nu-exista', 6],
      ['autoturisme', 0],
      ['autoturisme', 21],
    ] as const) {
      await expect(pricingInsights(t.db, slug, first, NOW)).rejects.toBeInstanceOf(UserInputError);
    }
  });
});

describe('trendPercent', () => {
  it('is the change in percent with one decimal, null without both medians', () => {
    expect(trendPercent(11000, 10000)).toBe(10);
    expect(trendPercent(9000, 12000)).toBe(-25);
    expect(trendPercent(10001, 10000)).toBe(0);
    expect(trendPercent(10333, 10000)).toBe(3.3);
    expect(trendPercent(null, 10000)).toBeNull();
    expect(trendPercent(10000, null)).toBeNull();
  });
});
