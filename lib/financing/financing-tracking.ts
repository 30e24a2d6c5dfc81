/**
 * Tracking data of each financing entry point (SPEC §3 "Financing tracking data", §7 tracking):
 * tpp is the touch_point_page, tpb the touch_point_button, result_position the card's place in the
 * results (1-based) where there is one. The listing card, header and footer values are the SPEC's;
 * the others follow the same pattern (docs/financing.md).
 */
import type { FinancingEntryPoint } from './entry-point-status';

/** What the tracking layer receives with a financing impression or link click. */
export interface FinancingTrackingData {
  readonly tpp: string;
  readonly tpb: string;
  readonly result_position?: number;
}

const TRACKING: Record<FinancingEntryPoint, { tpp: string; tpb: string }> = {
  LISTING_AD_CARD: { tpp: 'listing', tpb: 'listing-page-adcard' },
  header: { tpp: '', tpb: 'header' },
  footer: { tpp: '', tpb: 'footer' },
  'filters-dialog': { tpp: 'listing', tpb: 'listing-page-filters' },
  // The ad page is 'ad' in the tracking layer (lib/tracking); the block is the placement's name.
  'under-price-cta': { tpp: 'ad', tpb: 'under-price-cta' },
  'sticky-bar-cta': { tpp: 'ad', tpb: 'sticky-bar-cta' },
  'calculator-cta': { tpp: 'ad', tpb: 'calculator-cta' },
};

/** The tracking data of `entryPoint`; a listing card also carries its position in the results. */
export function financingTrackingData(entryPoint: FinancingEntryPoint, resultPosition?: number): FinancingTrackingData {
  const data = TRACKING[entryPoint];
  return entryPoint === 'LISTING_AD_CARD' && resultPosition !== undefined
    ? { ...data, result_position: resultPosition }
    : { ...data };
}
