import { emptyQuery } from '@/lib/listing/listing-query';
import { parseListingUrl } from '@/lib/listing/listing-url';
import { cityListingHref, mapSearchHref } from './map-href';

describe('map links', () => {
  it('links a category to its map search', () => {
    expect(mapSearchHref('autoturisme')).toBe('/autoturisme/harta');
    expect(mapSearchHref('utilaje-agricole')).toBe('/utilaje-agricole/harta');
  });

  it("carries the listing's filters, make and model as form fields, without sort or page", () => {
    const query = {
      ...emptyQuery('autoturisme'),
      make: 'dacia',
      model: 'logan',
      condition: 'USED' as const,
      ranges: { price: [null, 40000] as const },
      sort: 'PRICE_ASC' as const,
      after: 'cursor',
    };
    expect(mapSearchHref('autoturisme', query)).toBe(
      '/autoturisme/harta?marca=dacia&model=logan&stare=rulat&pret_max=40000',
    );
    const trucks = { ...emptyQuery('camioane'), subcategory: 'basculante', make: 'man' };
    expect(mapSearchHref('camioane', trucks)).toBe('/camioane/harta?subcategorie=basculante&marca=man');
  });

  it("links a city of the map to the listing filtered by the listing's own location parameters", () => {
    expect(cityListingHref('autoturisme', { countyCode: 'CJ', citySlug: 'cluj-napoca' })).toBe(
      '/autoturisme?judet=cj&oras=cluj-napoca',
    );
    expect(cityListingHref('camioane', { countyCode: 'B', citySlug: 'bucuresti' })).toBe(
      '/camioane?judet=b&oras=bucuresti',
    );
  });

  it("keeps the map's filters on the city's listing, the city replacing any location", () => {
    const query = { ...emptyQuery('autoturisme'), make: 'dacia', county: 'B', city: 'bucuresti', radiusKm: 50 };
    const href = cityListingHref('autoturisme', { countyCode: 'CJ', citySlug: 'cluj-napoca' }, query);
    expect(href).toBe('/autoturisme/dacia?judet=cj&oras=cluj-napoca');
    expect(parseListingUrl(href)?.query).toMatchObject({ make: 'dacia', county: 'CJ', city: 'cluj-napoca' });
  });
});
