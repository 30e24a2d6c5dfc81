import type { ListingQuery } from '@/lib/listing/listing-query';
import { initialsOf, professionalsHref, sellerProfileHref } from './sellers-href';

const ID = '00000000-0000-4000-8000-000000000003';

describe('professionalsHref', () => {
  it('writes only the filters that are set, then the cursor', () => {
    expect(professionalsHref({ county: null, category: null, sort: 'stock' })).toBe('/dealeri');
    expect(professionalsHref({ county: 'CJ', category: 'camioane', sort: 'name' }, { after: 'abc' })).toBe(
      '/dealeri?county=CJ&category=camioane&sort=name&after=abc',
    );
    expect(professionalsHref({ county: null, category: null, sort: 'stock' }, { before: 'x' })).toBe(
      '/dealeri?before=x',
    );
  });
});

describe('sellerProfileHref', () => {
  const query: ListingQuery = {
    category: 'autoturisme',
    make: 'bmw',
    model: null,
    priceFrom: 1000,
    priceTo: null,
    yearFrom: null,
    yearTo: 2020,
    mileageFrom: null,
    mileageTo: null,
    fuel: ['DIESEL'],
    q: null,
    sort: 'PRICE_ASC',
    after: 'old',
    before: null,
  };
  it('carries category, make and the listing parameters, never the old cursor', () => {
    expect(sellerProfileHref(ID, null)).toBe(`/vanzator/${ID}`);
    expect(sellerProfileHref(ID, 'autoturisme', query, { after: 'next' })).toBe(
      `/vanzator/${ID}?category=autoturisme&make=bmw&price_from=1000&year_to=2020&fuel=diesel&sort=price_asc&after=next`,
    );
  });
});

describe('initialsOf', () => {
  it.each([
    ['Auto Premium Volan SRL', 'AP'],
    ['Ștefan Motors S.R.L.', 'ȘM'],
    ['maria ionescu', 'MI'],
    ['Dacia', 'D'],
    ['4x4 Off-Road SA', '4O'],
  ])('%s -> %s', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});
