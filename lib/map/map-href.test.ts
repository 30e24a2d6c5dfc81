import { cityListingHref, mapSearchHref } from './map-href';

describe('map links', () => {
  it('links a category to its map search', () => {
    expect(mapSearchHref('autoturisme')).toBe('/autoturisme/harta');
    expect(mapSearchHref('utilaje-agricole')).toBe('/utilaje-agricole/harta');
  });

  it("links a city of the map to the listing filtered by the listing's own location parameters", () => {
    expect(cityListingHref('autoturisme', { countyCode: 'CJ', citySlug: 'cluj-napoca' })).toBe(
      '/autoturisme?judet=CJ&oras=cluj-napoca',
    );
    expect(cityListingHref('camioane', { countyCode: 'B', citySlug: 'bucuresti' })).toBe(
      '/camioane?judet=B&oras=bucuresti',
    );
  });
});
