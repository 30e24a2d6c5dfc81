import { emptyQuery, type ListingQuery } from '@/lib/listing/listing-query';
import { EMPTY_PROFESSIONALS_QUERY } from './professionals-query';
import { initialsOf, professionalsHref, sellerProfileHref } from './sellers-href';

const ID = '00000000-0000-4000-8000-000000000003';

describe('professionalsHref', () => {
  it('writes only the filters that are set, then the cursor', () => {
    expect(professionalsHref(EMPTY_PROFESSIONALS_QUERY)).toBe('/dealeri');
    expect(
      professionalsHref(
        {
          ...EMPTY_PROFESSIONALS_QUERY,
          county: 'CJ',
          city: 'dej',
          q: 'Ștefan auto',
          category: 'camioane',
          sort: 'name',
        },
        { after: 'abc' },
      ),
    ).toBe('/dealeri?q=%C8%98tefan+auto&county=CJ&city=dej&category=camioane&sort=name&after=abc');
    // A city only travels with its county.
    expect(professionalsHref({ ...EMPTY_PROFESSIONALS_QUERY, city: 'dej' }, { before: 'x' })).toBe('/dealeri?before=x');
  });
});

describe('sellerProfileHref', () => {
  const query: ListingQuery = {
    ...emptyQuery('autoturisme'),
    make: 'bmw',
    ranges: { price: [1000, null], year: [null, 2020] },
    lists: { fuel: ['DIESEL'] },
    sort: 'PRICE_ASC',
    after: 'old',
  };
  it('carries category, make and the listing parameters, never the old cursor', () => {
    expect(sellerProfileHref(ID, null)).toBe(`/vanzator/${ID}`);
    expect(sellerProfileHref(ID, 'autoturisme', query, { after: 'next' })).toBe(
      `/vanzator/${ID}?category=autoturisme&make=bmw&pret_min=1000&an_max=2020&combustibil=diesel&ordine=price_asc&after=next`,
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
