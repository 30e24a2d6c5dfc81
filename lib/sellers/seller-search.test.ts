import { emptyQuery } from '@/lib/listing/listing-query';
import { parseSellerProfileUrl, parseSellerSearch } from './seller-search';
import { sellerProfileHref } from './sellers-href';

const ID = '00000000-0000-4000-8000-000000000003';
const CATEGORIES = ['autoturisme', 'camioane'];

describe('parseSellerSearch', () => {
  it("takes the seller's first category when none or another is asked, with a notice for another", () => {
    expect(parseSellerSearch({}, CATEGORIES)).toEqual({
      category: 'autoturisme',
      search: { query: emptyQuery('autoturisme'), notices: [] },
      notices: [],
    });
    const other = parseSellerSearch({ category: 'piese', pret_min: '1000' }, CATEGORIES);
    expect(other.category).toBe('autoturisme');
    expect(other.notices).toEqual(['category']);
    expect(other.search.query.ranges).toEqual({ price: [1000, null] });
  });

  it("reads the listing's parameters, the profile's own names and the listing form's", () => {
    const own = parseSellerSearch({ category: 'camioane', make: 'man', pret_max: '50000' }, CATEGORIES);
    expect(own.search.query).toMatchObject({ category: 'camioane', make: 'man', ranges: { price: [null, 50000] } });
    const form = parseSellerSearch(
      { categorie: 'camioane', subcategorie: 'basculante', marca: 'MAN', model: '', ordine: 'newest' },
      CATEGORIES,
    );
    expect(form.search.query).toMatchObject({ category: 'camioane', subcategory: 'basculante', make: 'man' });
    expect(form.search.notices).toEqual([]);
  });

  it('keeps bad values as notices of the listing parser, never throws', () => {
    const bad = parseSellerSearch({ pret_min: 'abc', an_max: '1800', ordine: '<script>' }, CATEGORIES);
    expect(bad.search.query.ranges).toEqual({});
    expect(bad.search.notices.map((n) => n.filter).sort()).toEqual(['sort', 'year', 'price'].sort());
  });
});

describe('parseSellerProfileUrl', () => {
  it("reads back the profile's own addresses and nothing else", () => {
    const query = {
      ...emptyQuery('camioane'),
      subcategory: 'basculante',
      make: 'man',
      model: 'tgs',
      ranges: { year: [2015, null] as const },
      sort: 'PRICE_ASC' as const,
    };
    const href = sellerProfileHref(ID, 'camioane', query);
    expect(parseSellerProfileUrl(href, ID, CATEGORIES)?.query).toEqual(query);
    expect(parseSellerProfileUrl('/camioane/basculante', ID, CATEGORIES)).toBeNull();
    expect(parseSellerProfileUrl(`/vanzator/${ID.replace('3', '4')}`, ID, CATEGORIES)).toBeNull();
  });
});
