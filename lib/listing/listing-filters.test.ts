/** fromAdvertFilters is the inverse of toAdvertFilters for what a listing URL carries (saved searches open their listing). */
import { filterOutsideListing, fromAdvertFilters, toAdvertFilters } from './listing-filters';
import { listingHref } from './listing-href';
import { parseListingUrl } from './listing-url';

const CLUJ = { id: 7, slug: 'cluj-napoca', name: 'Cluj-Napoca', county: 'CJ' };

describe('fromAdvertFilters', () => {
  it.each([
    ['autoturisme', null, null],
    [
      'autoturisme',
      { makes: ['bmw'], models: ['seria-3'], yearFrom: 2015, priceTo: 20_000, priceCurrency: 'EUR' },
      null,
    ],
    [
      'autoturisme',
      { fuelTypes: ['DIESEL', 'PETROL'], gearboxes: ['AUTOMATIC'], doorCounts: [3, 5], query: 'xdrive' },
      null,
    ],
    [
      'autoturisme',
      { condition: 'NEW', priceFrom: 1000, priceKind: 'NET', countyCode: 'CJ', cityId: '7', radiusKm: 50 },
      'cluj-napoca',
    ],
    ['camioane', { subcategory: 'basculante', weightFrom: 3500, weightTo: 12_000 }, null],
    ['piese', { partTypes: ['ENGINE'], compatibleMake: 'bmw', compatibleModel: 'seria-3' }, null],
  ] as const)('%s %j opens a URL that reads back the same filters', (category, filters, citySlug) => {
    expect(filterOutsideListing(filters ?? {})).toBeNull();
    const href = listingHref(fromAdvertFilters(category, filters, citySlug));
    const parsed = parseListingUrl(href);
    expect(parsed?.notices).toEqual([]);
    expect(parsed && toAdvertFilters(parsed.query, [CLUJ])).toEqual(filters);
  });

  it('names the filter a URL cannot carry', () => {
    expect(filterOutsideListing({ makes: ['bmw', 'audi'] })).toBe('makes');
    expect(filterOutsideListing({ models: ['seria-3'] })).toBe('models');
    expect(filterOutsideListing({ sellerId: 'x' })).toBe('sellerId');
    expect(filterOutsideListing({ bounds: { north: 1, south: 0, east: 1, west: 0 } })).toBe('bounds');
  });
});
