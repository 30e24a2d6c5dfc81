/**
 * What the seller of a car advert is told when buyers see no price indicator (SPEC §4: 'none' is
 * shown only to the seller; §8: 'cannot calculate now, the indicator will appear within 24 hours
 * of publishing', 'no range', 'wrong currency, Euro only'). GraphQL Query.sellerPriceIndicatorNote.
 */
import { type Db, rawQuery } from '@/server/db/client';
import type { CurrencyCode, PriceIndicatorCode } from '@/server/db/schema/adverts';
import type { PriceIndicatorNoneReason } from '@/server/db/schema/price-indicators';
import type {
  PriceIndicatorNoneReason as NoneReasonValue,
  SellerPriceIndicatorNote,
} from '@/server/graphql/generated/resolver-types';
import { MIN_COMPARABLES } from './compute';
import { CARS_CATEGORY_ID, COMPARABLES_MONTHS } from './store';

interface NoteRow {
  user_id: string;
  category_id: number;
  status: string;
  currency: CurrencyCode;
  is_new: boolean;
  level: PriceIndicatorCode | null;
  none_reason: PriceIndicatorNoneReason | null;
  comparables_count: number | null;
  computed_at: Date | string | null;
}

/** A reason the advert itself settles, before any computation (the currency, a new car). */
function reasonOfFacts(row: NoteRow): PriceIndicatorNoneReason | null {
  if (row.is_new) return 'new_car';
  if (row.currency !== 'EUR') return 'not_eur';
  return null;
}

/**
 * The note, or null: for anyone but the seller (and the seller's team, `viewerIds`), for an
 * advert that has a level (buyers see it), outside cars, for an inactive advert, and for an
 * unknown or malformed id. Never an error, so a visitor learns nothing from asking.
 */
export async function getSellerPriceIndicatorNote(
  db: Db,
  advertId: string,
  viewerIds: readonly (string | null)[],
): Promise<SellerPriceIndicatorNote | null> {
  if (!viewerIds.some((id) => id !== null) || !/^[1-9]\d{0,15}$/.test(advertId)) return null;
  const rows = await rawQuery<NoteRow>(
    db,
    `SELECT a.user_id, a.category_id, a.status, a.currency, a.is_new, p.level, p.none_reason,
       p.comparables_count, p.computed_at
     FROM adverts a LEFT JOIN price_indicators p ON p.advert_id = a.id WHERE a.id = $1::bigint`,
    [advertId],
  );
  const row = rows[0];
  if (!row || !viewerIds.includes(row.user_id)) return null;
  if (row.category_id !== CARS_CATEGORY_ID || row.status !== 'active') return null;
  if (row.level !== null && row.level !== 'none') return null;
  const computed = row.level === 'none' ? (row.none_reason ?? 'insufficient_data') : null;
  const reason = computed ?? reasonOfFacts(row);
  return {
    reason: (reason ?? 'pending').toUpperCase() as NoneReasonValue,
    comparablesCount: computed === 'insufficient_data' ? (row.comparables_count ?? 0) : null,
    comparablesNeeded: MIN_COMPARABLES,
    comparablesMonths: COMPARABLES_MONTHS,
    computedAt: row.computed_at === null ? null : new Date(row.computed_at).toISOString(),
  };
}
