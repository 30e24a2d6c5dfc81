/**
 * Pricing insights of the home page (SPEC §1 'pricing insights'), from our own adverts: the models
 * most listed in a category over the last two windows, the median asking price of the adverts
 * listed in the last window, and its change against the window before. An advert counts as listed
 * once it went public (active, or archived after being active); drafts and adverts waiting for or
 * refused by moderation do not. Prices are gross, compared in EUR through price_lei.
 */
import { rawQuery, type Db } from '@/server/db/client';
import type { PricingInsights } from '@/server/graphql/generated/resolver-types';
import { UserInputError } from './ads.types';
import { requireCategory } from './catalog';
import { checkPageSize } from './page-size';
import { EUR_TO_LEI } from './prices';

/** Length of each window in days. */
export const INSIGHT_WINDOW_DAYS = 30;
/** Fewer adverts than this in a window give no median (one odd advert must not make a 'price'). */
export const INSIGHT_MIN_SAMPLE = 3;
const DEFAULT_MODELS = 6;
const MAX_MODELS = 20;
/** Insights move slowly: one computation serves every request of a process for this long. */
const MEMO_MS = 10 * 60_000;
const DAY_MS = 86_400_000;

interface InsightRow {
  make: string;
  make_slug: string;
  model: string;
  model_slug: string;
  current_count: number;
  current_median: number | null;
  previous_count: number;
  previous_median: number | null;
}

function toEur(lei: number | null, count: number): number | null {
  if (lei === null || count < INSIGHT_MIN_SAMPLE) return null;
  return Math.round(Number(lei) / EUR_TO_LEI);
}

/** Change from `previous` to `current` in percent, one decimal; null when either is missing. */
export function trendPercent(current: number | null, previous: number | null): number | null {
  if (current === null || previous === null || previous <= 0) return null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

async function compute(db: Db, categorySlug: string, first: number, now: Date): Promise<PricingInsights> {
  const category = await requireCategory(db, categorySlug).catch(() => {
    throw new UserInputError('errors:search.unknownCategory', 'Unknown category.', 'categorySlug');
  });
  const end = now.getTime();
  const split = new Date(end - INSIGHT_WINDOW_DAYS * DAY_MS);
  const start = new Date(end - 2 * INSIGHT_WINDOW_DAYS * DAY_MS);
  // One statement: the listed adverts of both windows (the newest-first index serves the range),
  // the most listed models among them, and both medians per model.
  const rows = await rawQuery<InsightRow>(
    db,
    `with listed as (
       select a.model_id, a.price_lei, a.created_at >= $3::timestamptz as current
       from adverts a
       where a.category_id = $1 and a.status in ('active', 'archived') and a.model_id is not null
         and a.created_at >= $2::timestamptz and a.created_at < $4::timestamptz
     ), top as (
       select model_id, count(*) as n from listed group by model_id order by n desc, model_id limit $5
     )
     select mk.name as make, mk.slug as make_slug, m.name as model, m.slug as model_slug,
            count(*) filter (where l.current)::int as current_count,
            percentile_cont(0.5) within group (order by l.price_lei) filter (where l.current) as current_median,
            count(*) filter (where not l.current)::int as previous_count,
            percentile_cont(0.5) within group (order by l.price_lei) filter (where not l.current) as previous_median,
            max(top.n) as n
     from listed l join top on top.model_id = l.model_id
     join models m on m.id = l.model_id join makes mk on mk.id = m.make_id
     group by mk.name, mk.slug, m.name, m.slug, m.id
     order by max(top.n) desc, m.id`,
    [category.id, start.toISOString(), split.toISOString(), new Date(end).toISOString(), first],
  );
  return {
    categorySlug: category.slug,
    windowDays: INSIGHT_WINDOW_DAYS,
    minSample: INSIGHT_MIN_SAMPLE,
    models: rows.map((row) => {
      const current = toEur(row.current_median, Number(row.current_count));
      const previous = toEur(row.previous_median, Number(row.previous_count));
      return {
        make: row.make,
        model: row.model,
        url: `/${category.slug}/${row.make_slug}/${row.model_slug}`,
        advertCount: Number(row.current_count),
        medianPriceEur: current,
        previousMedianPriceEur: previous,
        trendPercent: trendPercent(current, previous),
      };
    }),
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
