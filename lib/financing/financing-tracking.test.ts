import type { FinancingEntryPoint } from './entry-point-status';
import { financingTrackingData } from './financing-tracking';

describe('financing tracking data (SPEC §7: card listing/listing-page-adcard, header and footer with tpp "")', () => {
  it.each<[FinancingEntryPoint, number | undefined, object]>([
    ['LISTING_AD_CARD', 3, { tpp: 'listing', tpb: 'listing-page-adcard', result_position: 3 }],
    ['LISTING_AD_CARD', undefined, { tpp: 'listing', tpb: 'listing-page-adcard' }],
    ['header', undefined, { tpp: '', tpb: 'header' }],
    ['footer', undefined, { tpp: '', tpb: 'footer' }],
    ['footer', 2, { tpp: '', tpb: 'footer' }],
    ['filters-dialog', undefined, { tpp: 'listing', tpb: 'listing-page-filters' }],
    ['under-price-cta', undefined, { tpp: 'ad', tpb: 'under-price-cta' }],
    ['sticky-bar-cta', undefined, { tpp: 'ad', tpb: 'sticky-bar-cta' }],
    ['calculator-cta', undefined, { tpp: 'ad', tpb: 'calculator-cta' }],
  ])('%s (position %s) → %j', (entryPoint, position, expected) => {
    expect(financingTrackingData(entryPoint, position)).toEqual(expected);
  });
});
