/** The price indicator's explanation of one advert, as the ad page shows it (GraphQL Advert.priceEstimate). */
import { type Db, rawQuery } from '@/server/db/client';
import type { CurrencyCode, PriceIndicatorCode } from '@/server/db/schema/adverts';
import type {
  PriceAttributeEffect,
  PriceIndicatorNoneReason,
  PriceSegmentLevel,
} from '@/server/db/schema/price-indicators';
import { EUR_TO_LEI } from '@/server/services/prices';
import type {
  PriceEstimate,
  PriceRange,
  PriceAttribute,
  PriceIndicatorNoneReason as NoneReasonValue,
  PriceSegmentLevel as SegmentValue,
  PriceIndicatorLevel,
} from '@/server/graphql/generated/resolver-types';

interface EstimateRow {
  user_id: string;
  currency: CurrencyCode;
  level: PriceIndicatorCode;
  none_reason: PriceIndicatorNoneReason | null;
  expected_low: number | null;
  expected_median: number | null;
  expected_high: number | null;
  comparables_count: number;
  segment_level: PriceSegmentLevel | null;
  top_attributes: PriceAttributeEffect[];
  computed_at: Date | string;
}

/** LEI to the hundred, EUR to the fifty: an estimate, not an exact price. */
function range(low: number, median: number, high: number, currency: CurrencyCode): PriceRange {
  const step = currency === 'EUR' ? 50 : 100;
  const convert = (lei: number) => Math.round((currency === 'EUR' ? lei / EUR_TO_LEI : lei) / step) * step;
  return { low: convert(low), median: convert(median), high: convert(high), currency };
}

/**
 * The explanation, or null: before the first computation, for an id that is not a number, and
 * when the level is 'none' unless a viewer id is the seller's (SPEC §4: 'none' is the seller's only).
 */
export async function getPriceEstimate(
  db: Db,
  advertId: string,
  viewerIds: readonly (string | null)[],
): Promise<PriceEstimate | null> {
  if (!/^\d{1,18}$/.test(advertId)) return null;
  const rows = await rawQuery<EstimateRow>(
    db,
    `SELECT a.user_id, a.currency, p.level, p.none_reason, p.expected_low, p.expected_median, p.expected_high,
       p.comparables_count, p.segment_level, p.top_attributes, p.computed_at
     FROM price_indicators p JOIN adverts a ON a.id = p.advert_id WHERE p.advert_id = $1::bigint`,
    [advertId],
  );
  const row = rows[0];
  if (!row) return null;
  if (row.level === 'none' && !viewerIds.includes(row.user_id)) return null;
  const { expected_low: low, expected_median: median, expected_high: high } = row;
  const hasRange = row.level !== 'none' && low !== null && median !== null && high !== null;
  return {
    level: row.level.toUpperCase() as PriceIndicatorLevel,
    noneReason: row.none_reason ? (row.none_reason.toUpperCase() as NoneReasonValue) : null,
    range: hasRange ? range(low, median, high, row.currency) : null,
    rangeLei: hasRange ? range(low, median, high, 'LEI') : null,
    comparablesCount: row.comparables_count,
    segment: row.segment_level ? (row.segment_level.toUpperCase() as SegmentValue) : null,
    topAttributes: row.top_attributes.map((effect) => ({
      attribute: effect.attribute.toUpperCase() as PriceAttribute,
      direction: effect.logEffect >= 0 ? 'UP' : 'DOWN',
      percent: Math.round(Math.abs(Math.exp(effect.logEffect) - 1) * 100),
    })),
    computedAt: new Date(row.computed_at).toISOString(),
  };
}
