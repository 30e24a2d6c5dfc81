/**
 * Pricing insights of the home page (SPEC §1 'pricing insights', §2.2; issue 10: "median price
 * and trend of the most searched models, from our data"). docs/price-indicator.md, section
 * "Home pricing insights", explains the choices:
 *
 * - the models: the most searched of the category, from the anonymous search record behind the
 *   popular filter suggestions (popular_searches, seeded by migration 0008);
 * - the period: the shortest of SPEC §9's market-data periods (45, 90, 120 days) that gives a
 *   trend, else the shortest with a median; the median asking price is over that period;
 * - the trend compares like with like: each advert against the median price of the same model
 *   and year of manufacture over both windows, and the change of the median of those ratios
 *   between the period and the one before. Only when both windows hold enough adverts of shared
 *   years; never a figure beyond ±MAX_TREND (a change of fleet, not of prices).
 *
 * An advert counts once it went public (active, or archived after being active); prices are gross,
 * in EUR through price_lei.
 */
import { rawQuery, type Db } from '@/server/db/client';
import type { ModelPriceInsight, PricingInsights } from '@/server/graphql/generated/resolver-types';
import { UserInputError } from './ads.types';
import { requireCategory } from './catalog';
import { checkPageSize } from './page-size';
import { EUR_TO_LEI } from './prices';

/** SPEC §9 market data periods, in days, shortest first. */
export const INSIGHT_PERIODS = [45, 90, 120] as const;
const LONGEST_PERIOD = 120;
/** Fewer adverts than this in the period give no median (a few odd adverts must not make a 'price'). */
export const INSIGHT_MIN_SAMPLE = 5;
/** A trend needs this many adverts of years listed in both windows, in each window. */
export const TREND_MIN_SAMPLE = 10;
/** A like-for-like change beyond ± this share in a few months is taken for noise: no trend shown. */
export const MAX_TREND = 0.2;
const DEFAULT_MODELS = 6;
const MAX_MODELS = 20;
/** Insights move slowly: one computation serves every request of a process for this long. */
const MEMO_MS = 10 * 60_000;
const DAY_MS = 86_400_000;

interface SearchedModel {
  id: number;
  make: string;
  make_slug: string;
  model: string;
  model_slug: string;
  searches: number;
}

/** A listed advert of a chosen model. */
export interface InsightAdvert {
  modelId: number;
  year: number | null;
  priceLei: number;
  /** Days before now it was listed. */
  age: number;
}

/** The median of a non-empty list (mean of the middle two for an even count). */
function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * The like-for-like change between two windows as a share (0.031 = +3.1 %), or null when either
 * window has fewer than TREND_MIN_SAMPLE adverts of years both windows have, or the change is
 * beyond ±MAX_TREND.
 */
export function matchedTrend(current: readonly InsightAdvert[], previous: readonly InsightAdvert[]): number | null {
  const years = (list: readonly InsightAdvert[]) => new Set(list.map((a) => a.year).filter((y) => y !== null));
  const before = years(previous);
  const shared = new Set([...years(current)].filter((year) => before.has(year)));
  const matched = (list: readonly InsightAdvert[]) => list.filter((a) => a.year !== null && shared.has(a.year));
  const now = matched(current);
  const then = matched(previous);
  if (now.length < TREND_MIN_SAMPLE || then.length < TREND_MIN_SAMPLE) return null;
  const reference = new Map<number, number>();
  for (const year of shared)
    reference.set(year, median([...now, ...then].filter((a) => a.year === year).map((a) => Math.log(a.priceLei))));
  const ratios = (list: readonly InsightAdvert[]) => list.map((a) => Math.log(a.priceLei) - reference.get(a.year!)!);
  const change = Math.exp(median(ratios(now)) - median(ratios(then))) - 1;
  return Math.abs(change) > MAX_TREND ? null : change;
}

/** One model's figures: the shortest period with a trend, else the shortest with a median. */
export function modelFigures(
  adverts: readonly InsightAdvert[],
): Pick<ModelPriceInsight, 'periodDays' | 'advertCount' | 'medianPriceEur' | 'trendPercent'> {
  const windowOf = (days: number) => ({
    current: adverts.filter((a) => a.age < days),
    previous: adverts.filter((a) => a.age >= days && a.age < 2 * days),
  });
  const figures = (days: number, trend: number | null) => {
    const { current } = windowOf(days);
    return {
      periodDays: days,
      advertCount: current.length,
      medianPriceEur:
        current.length < INSIGHT_MIN_SAMPLE ? null : Math.round(median(current.map((a) => a.priceLei)) / EUR_TO_LEI),
      trendPercent: trend === null ? null : Math.round(trend * 1000) / 10,
    };
  };
  for (const days of INSIGHT_PERIODS) {
    const { current, previous } = windowOf(days);
    const trend = current.length >= INSIGHT_MIN_SAMPLE ? matchedTrend(current, previous) : null;
    if (trend !== null) return figures(days, trend);
  }
  const withMedian = INSIGHT_PERIODS.find((days) => windowOf(days).current.length >= INSIGHT_MIN_SAMPLE);
  return figures(withMedian ?? LONGEST_PERIOD, null);
}

/** The category's most searched models: every recorded search naming a model counts for it. */
async function mostSearchedModels(db: Db, categoryId: number, first: number): Promise<SearchedModel[]> {
  return rawQuery<SearchedModel>(
    db,
    `select mo.id, mk.name as make, mk.slug as make_slug, mo.name as model, mo.slug as model_slug,
            sum(ps.search_count)::int as searches
     from popular_searches ps
     cross join lateral jsonb_array_elements_text(ps.filters::jsonb -> 'models') as named(slug)
     join models mo on mo.slug = named.slug and $1 = any(mo.category_ids)
     join makes mk on mk.id = mo.make_id and (ps.filters::jsonb -> 'makes') ? mk.slug
     where ps.category_id = $1 and ps.search_count > 0 and jsonb_typeof(ps.filters::jsonb -> 'models') = 'array'
     group by mo.id, mk.name, mk.slug, mo.name, mo.slug
     order by searches desc, mo.id
     limit $2`,
    [categoryId, first],
  );
}

async function listedAdverts(db: Db, categoryId: number, modelIds: number[], now: Date): Promise<InsightAdvert[]> {
  const longest = 2 * LONGEST_PERIOD;
  const rows = await rawQuery<{ model_id: number; year: number | null; price_lei: number; created_at: Date | string }>(
    db,
    `select model_id, year, price_lei, created_at from adverts
     where category_id = $1 and status in ('active', 'archived') and model_id = any($2::int[])
       and created_at >= $3::timestamptz and created_at < $4::timestamptz and price_lei > 0`,
    [categoryId, modelIds, new Date(now.getTime() - longest * DAY_MS).toISOString(), now.toISOString()],
  );
  return rows.map((row) => ({
    modelId: row.model_id,
    year: row.year,
    priceLei: Number(row.price_lei),
    age: (now.getTime() - new Date(row.created_at).getTime()) / DAY_MS,
  }));
}

async function compute(db: Db, categorySlug: string, first: number, now: Date): Promise<PricingInsights> {
  const category = await requireCategory(db, categorySlug).catch(() => {
    throw new UserInputError('errors:search.unknownCategory', 'Unknown category.', 'categorySlug');
  });
  // A few more than asked: a searched model without a listed advert has nothing to show.
  const searched = await mostSearchedModels(db, category.id, first * 3);
  const adverts = searched.length
    ? await listedAdverts(
        db,
        category.id,
        searched.map((m) => m.id),
        now,
      )
    : [];
  const models = searched.filter((m) => adverts.some((a) => a.modelId === m.id)).slice(0, first);
  return {
    categorySlug: category.slug,
    periods: [...INSIGHT_PERIODS],
    minSample: INSIGHT_MIN_SAMPLE,
    trendMinSample: TREND_MIN_SAMPLE,
    models: models.map((m) => ({
      make: m.make,
      model: m.model,
      url: `/${category.slug}/${m.make_slug}/${m.model_slug}`,
      searchCount: Number(m.searches),
      ...modelFigures(adverts.filter((a) => a.modelId === m.id)),
    })),
  };
}

const memo = new WeakMap<Db, Map<string, { at: number; value: Promise<PricingInsights> }>>();

/**
 * The insights for `categorySlug` (default autoturisme) as of `now`. Without an explicit `now`
 * the result is shared for MEMO_MS per database, so signed-in home pages (not page-cached) do not
 * recompute the medians on every request.
 */
export async function pricingInsights(
  db: Db,
  categorySlug?: string | null,
  first?: number | null,
  now?: Date,
): Promise<PricingInsights> {
  const slug = categorySlug ?? 'autoturisme';
  const count = checkPageSize(first, DEFAULT_MODELS, 'first', MAX_MODELS);
  if (now) return compute(db, slug, count, now);
  const key = `${slug}/${count}`;
  let entries = memo.get(db);
  if (!entries) {
    entries = new Map<string, { at: number; value: Promise<PricingInsights> }>();
    memo.set(db, entries);
  }
  const hit = entries.get(key);
  const at = Date.now();
  if (hit && at - hit.at < MEMO_MS) return hit.value;
  const value = compute(db, slug, count, new Date(at));
  entries.set(key, { at, value });
  const own = entries;
  value.catch(() => own.delete(key));
  return value;
}
