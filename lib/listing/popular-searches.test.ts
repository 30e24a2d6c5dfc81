import { describe, expect, it } from 'vitest';
import { listingHref } from './listing-href';
import { popularQuery } from './popular-searches';

describe('popularQuery', () => {
  it('turns a recorded combination into the listing link it stands for', () => {
    const query = popularQuery('autoturisme', {
      count: 12,
      makeNames: ['Volkswagen'],
      modelNames: ['Golf'],
      filters: {
        subcategory: null,
        makes: ['volkswagen'],
        models: ['golf'],
        fuelTypes: ['DIESEL'],
        gearboxes: null,
        bodyTypes: null,
        priceFrom: null,
        priceTo: 10000,
        priceCurrency: 'EUR',
        yearFrom: 2015,
        yearTo: null,
        mileageTo: null,
        sellerTypes: null,
        priceIndicators: null,
        partTypes: null,
        countyCode: 'CJ',
        condition: 'USED',
      },
    });
    expect(listingHref(query)).toBe(
      '/autoturisme/volkswagen/golf?stare=rulat&pret_max=10000&an_min=2015&moneda=eur&combustibil=diesel&judet=cj',
    );
  });

  it('keeps several makes out of the path (one listing path holds one make)', () => {
    const query = popularQuery('camioane', {
      count: 3,
      makeNames: ['MAN', 'Scania'],
      modelNames: [],
      filters: {
        subcategory: 'basculante',
        makes: ['man', 'scania'],
        models: null,
        fuelTypes: null,
        gearboxes: null,
        bodyTypes: null,
        priceFrom: null,
        priceTo: null,
        priceCurrency: null,
        yearFrom: null,
        yearTo: null,
        mileageTo: null,
        sellerTypes: null,
        priceIndicators: null,
        partTypes: null,
        countyCode: null,
        condition: null,
      },
    });
    expect(query.make).toBeNull();
    expect(listingHref(query)).toBe('/camioane/basculante');
  });
});
