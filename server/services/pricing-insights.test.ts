/**
 * Pricing insights: the figures of one model (pure), and on a real PGlite database the choice of
 * the most searched models from the recorded searches, with adverts placed in known periods.
 */
import { rawQuery } from '@/server/db/client';
import { CATEGORY_IDS } from '@/server/db/seed/categories-data';
import { DEMO_ACCOUNTS } from '@/server/db/seed/demo-accounts';
import { createTestDb, type TestDb } from '@/server/db/testing/test-db';
import { UserInputError } from './ads.types';
import { type InsightAdvert, matchedTrend, modelFigures, pricingInsights } from './pricing-insights';
import { EUR_TO_LEI } from './prices';

const lei = (eur: number) => Math.round(eur * EUR_TO_LEI);

/** Adverts of the given years at `eur` for a year-2015 car, 8 % more per year younger, `shift` on top. */
function fleet(years: readonly number[], ages: readonly number[], shift = 1): InsightAdvert[] {
  return years.map((year, i) => ({
    modelId: 1,
    year,
    priceLei: lei(6000 * 1.08 ** (year - 2015) * shift),
    age: ages[i % ages.length]!,
  }));
}

describe('matchedTrend', () => {
  const times = (years: number[], n: number) => Array.from({ length: n }, () => years).flat();
  // Shared years 2014-2016: twelve adverts of them in each window.
  const older = times([2012, 2013, 2014, 2015, 2016], 4);
  const newer = times([2014, 2015, 2016, 2017, 2018, 2019], 4);

  it('compares like with like: newer cars listed do not make prices rise', () => {
    // The raw median of the current window is far higher (newer cars); the like-for-like change is nil.
    const trend = matchedTrend(fleet(newer, [3]), fleet(older, [60]));
    expect(trend).not.toBeNull();
    expect(Math.abs(trend!)).toBeLessThan(0.005);
  });

  it('finds a real change of prices of the same cars', () => {
    const trend = matchedTrend(fleet(newer, [3], 1.04), fleet(older, [60]));
    expect(trend).toBeCloseTo(0.04, 2);
  });

  it('gives no trend without enough adverts of shared years in both windows', () => {
    expect(matchedTrend(fleet(newer.slice(0, 15), [3]), fleet(older, [60]))).toBeNull();
    // Twelve adverts, but only three of years the current window also has.
    expect(
      matchedTrend(
        fleet([2019, 2019, 2019, 2019, 2019, 2019, 2019, 2019, 2019, 2019, 2012, 2013], [3]),
        fleet(older, [60]),
      ),
    ).toBeNull();
  });

  it('never shows a wild figure: beyond ±20 % there is no trend', () => {
    expect(matchedTrend(fleet(newer, [3], 1.3), fleet(older, [60]))).toBeNull();
    expect(matchedTrend(fleet(newer, [3], 0.75), fleet(older, [60]))).toBeNull();
  });
});

describe('modelFigures', () => {
  const years = [2014, 2015, 2016, 2017, 2018, 2014, 2015, 2016, 2017, 2018, 2016, 2016];

  it('takes the 45 days when both windows of 45 days are full enough', () => {
    const figures = modelFigures([...fleet(years, [1, 10, 20, 30, 44], 1.02), ...fleet(years, [46, 60, 89])]);
    expect(figures).toMatchObject({ periodDays: 45, advertCount: 12 });
    expect(figures.trendPercent).toBeCloseTo(2, 0);
    // The middle two of the twelve are both of 2016.
    expect(figures.medianPriceEur).toBe(Math.round(lei(6000 * 1.08 * 1.02) / EUR_TO_LEI));
  });

  it('widens to 90 days when 45 do not give a trend', () => {
    const figures = modelFigures([...fleet(years, [50, 70, 85]), ...fleet(years, [95, 130, 170], 1.03)]);
    expect(figures.periodDays).toBe(90);
    expect(figures.trendPercent).toBeCloseTo(-2.9, 0);
  });

  it('shows the median of the shortest period with enough adverts, and no trend, when no period gives one', () => {
    const figures = modelFigures(fleet([2015, 2016, 2017, 2018, 2019, 2015], [2, 12, 40]));
    expect(figures).toMatchObject({ periodDays: 45, advertCount: 6, trendPercent: null });
    expect(figures.medianPriceEur).not.toBeNull();
  });

  it('no median below the minimum sample', () => {
    expect(modelFigures(fleet([2015, 2016], [2]))).toEqual({
      periodDays: 120,
      advertCount: 2,
      medianPriceEur: null,
      trendPercent: null,
    });
  });
});

describe('pricingInsights on the database', () => {
  let t: TestDb;
  const NOW = new Date('2026-03-15T12:00:00.000Z');
  const DAY = 86_400_000;
  let models: { id: number; make_id: number; name: string; slug: string; make_slug: string }[];

  async function add(modelIndex: number, daysAgo: number, eur: number, year = 2016, status = 'active') {
    const model = models[modelIndex]!;
    await rawQuery(
      t.db,
      `insert into adverts (category_id, user_id, status, title, make_id, model_id, year, price_gross, currency,
         price_lei, city_id, county_code, created_at)
       select $1, $2, $3, 'Test', $4, $5, $6, $7, 'EUR', $8, id, county_code, $9 from cities order by id limit 1`,
      [
        CATEGORY_IDS.autoturisme,
        DEMO_ACCOUNTS.dealer.id,
        status,
        model.make_id,
        model.id,
        year,
        eur,
        lei(eur),
        new Date(NOW.getTime() - daysAgo * DAY).toISOString(),
      ],
    );
  }

  const search = (filters: object, count: number) =>
    rawQuery(t.db, 'insert into popular_searches (category_id, filters, search_count) values ($1, $2, $3)', [
      CATEGORY_IDS.autoturisme,
      JSON.stringify(filters),
      count,
    ]);

  beforeAll(async () => {
    t = await createTestDb({ ads: 0 });
    models = await rawQuery(
      t.db,
      `select m.id, m.make_id, m.name, m.slug, mk.slug as make_slug from models m join makes mk on mk.id = m.make_id
       where ${CATEGORY_IDS.autoturisme} = any(m.category_ids) order by m.id limit 5`,
    );
    const named = (i: number) => ({ makes: [models[i]!.make_slug], models: [models[i]!.slug] });
    // The seeded start is replaced by known searches.
    await rawQuery(t.db, 'delete from popular_searches where category_id = $1', [CATEGORY_IDS.autoturisme]);
    await search(named(1), 20);
    await search({ ...named(1), fuelTypes: ['DIESEL'] }, 15);
    await search(named(0), 30);
    await search(named(2), 5);
    await search(named(3), 90); // searched most, but no advert listed: not shown
    await search({ makes: [models[4]!.make_slug] }, 500); // a make alone names no model
    // Most listed, never searched: not shown.
    for (let i = 0; i < 30; i += 1) await add(4, 1 + i, 9000);
    // Model 0: 12 adverts in each 45-day window, the same years, 5 % dearer now.
    for (let i = 0; i < 12; i += 1) {
      await add(0, 1 + i * 3, 8400, 2014 + (i % 4));
      await add(0, 50 + i * 3, 8000, 2014 + (i % 4));
    }
    // Not counted: drafts, refused or waiting adverts, adverts from the future.
    await add(0, 2, 99000, 2016, 'draft');
    await add(0, 2, 99000, 2016, 'moderated');
    await add(0, 2, 99000, 2016, 'waiting');
    await add(0, -1, 99000);
    // Model 1: six recent adverts, nothing older: a median, no trend.
    for (const days of [2, 4, 6, 8, 10, 12]) await add(1, days, 5000);
    // Model 2: a single advert.
    await add(2, 3, 20000);
  });
  afterAll(async () => {
    await t.close();
  });

  it('ranks the most searched models that have adverts, with their figures', async () => {
    const insights = await pricingInsights(t.db, 'autoturisme', 6, NOW);
    expect(insights).toMatchObject({ categorySlug: 'autoturisme', periods: [45, 90, 120], minSample: 5 });
    expect(insights.models.map((m) => [m.model, m.searchCount])).toEqual([
      [models[1]!.name, 35],
      [models[0]!.name, 30],
      [models[2]!.name, 5],
    ]);
    const [second, first, third] = insights.models;
    expect(first).toEqual({
      make: expect.any(String) as string,
      model: models[0]!.name,
      url: `/autoturisme/${models[0]!.make_slug}/${models[0]!.slug}`,
      searchCount: 30,
      periodDays: 45,
      advertCount: 12,
      medianPriceEur: 8400,
      trendPercent: 5,
    });
    expect(second).toMatchObject({ periodDays: 45, advertCount: 6, medianPriceEur: 5000, trendPercent: null });
    expect(third).toMatchObject({ periodDays: 120, advertCount: 1, medianPriceEur: null, trendPercent: null });
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
