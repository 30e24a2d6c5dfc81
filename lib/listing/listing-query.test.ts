import { canonicalListingHref, listingHref } from './listing-href';
import { parseListing, toAdvertFilters, withoutRejected, type ListingQuery, type RawParams } from './listing-query';

const base: ListingQuery = {
  category: 'autoturisme',
  make: null,
  model: null,
  priceFrom: null,
  priceTo: null,
  yearFrom: null,
  yearTo: null,
  mileageFrom: null,
  mileageTo: null,
  fuel: [],
  q: null,
  sort: 'NEWEST',
  after: null,
  before: null,
};

describe('parseListing', () => {
  it.each<[string, string, string[], RawParams, Partial<ListingQuery>, string[]]>([
    ['no filters', 'autoturisme', [], {}, {}, []],
    ['make and model from the path', 'autoturisme', ['bmw', 'x5'], {}, { make: 'bmw', model: 'x5' }, []],
    [
      'price range',
      'autoturisme',
      [],
      { price_from: '5000', price_to: '20000' },
      { priceFrom: 5000, priceTo: 20000 },
      [],
    ],
    ['grouped digits', 'autoturisme', [], { price_to: '12.500' }, { priceTo: 12500 }, []],
    ['empty values are silent', 'autoturisme', [], { price_from: '', year_to: '' }, {}, []],
    [
      'invalid price keeps other filters',
      'autoturisme',
      ['audi'],
      { price_from: 'abc', year_from: '2015' },
      { make: 'audi', yearFrom: 2015 },
      ['price'],
    ],
    ['negative number', 'autoturisme', [], { mileage_to: '-5' }, {}, ['mileage']],
    ['out-of-range year', 'autoturisme', [], { year_from: '1200' }, {}, ['year']],
    ['too large for a GraphQL Int', 'autoturisme', [], { price_to: '99999999999' }, {}, ['price']],
    [
      'reversed range drops the pair',
      'autoturisme',
      [],
      { year_from: '2020', year_to: '2010', price_to: '9000' },
      { priceTo: 9000 },
      ['year'],
    ],
    ['fuel comma list', 'autoturisme', [], { fuel: 'diesel,hybrid_petrol' }, { fuel: ['DIESEL', 'HYBRID_PETROL'] }, []],
    [
      'repeated fuel keys, deduplicated',
      'autoturisme',
      [],
      { fuel: ['petrol', 'diesel', 'petrol'] },
      { fuel: ['PETROL', 'DIESEL'] },
      [],
    ],
    ['unknown fuel dropped', 'autoturisme', [], { fuel: 'diesel,steam' }, { fuel: ['DIESEL'] }, ['fuel']],
    ['sort', 'autoturisme', [], { sort: 'price_asc' }, { sort: 'PRICE_ASC' }, []],
    ['unknown sort', 'autoturisme', [], { sort: 'cheapest' }, {}, ['sort']],
    ['free text trimmed', 'autoturisme', [], { q: '  golf   gti ' }, { q: 'golf gti' }, []],
    ['after cursor', 'autoturisme', [], { after: 'eyJpZCI6MTB9' }, { after: 'eyJpZCI6MTB9' }, []],
    ['malformed cursor', 'autoturisme', [], { after: '<script>', price_to: '100' }, { priceTo: 100 }, ['cursor']],
    ['two cursors', 'autoturisme', [], { after: 'a', before: 'b' }, {}, ['cursor']],
  ])('%s', (_, category, segments, params, expected, notices) => {
    const parsed = parseListing(category, segments, params);
    expect(parsed).not.toBeNull();
    expect(parsed?.query).toEqual({ ...base, category, ...expected });
    expect(parsed?.notices).toEqual(notices);
  });

  it.each<[string, string, string[]]>([
    ['unknown category', 'biciclete', []],
    ['three segments', 'autoturisme', ['bmw', 'x5', 'extra']],
    ['malformed slug', 'autoturisme', ['bm w']],
  ])('%s is not a listing', (_, category, segments) => {
    expect(parseListing(category, segments, {})).toBeNull();
  });
});

describe('listingHref', () => {
  it.each<[string, Partial<ListingQuery>, { after?: string; before?: string }, string]>([
    ['category only', {}, {}, '/autoturisme'],
    ['make and model', { make: 'bmw', model: 'x5' }, {}, '/autoturisme/bmw/x5'],
    ['model without make is ignored', { model: 'x5' }, {}, '/autoturisme'],
    [
      'filters in canonical order',
      { sort: 'PRICE_DESC', fuel: ['DIESEL', 'PETROL'], priceTo: 20000, q: 'xdrive', yearFrom: 2018 },
      {},
      '/autoturisme?q=xdrive&price_to=20000&year_from=2018&fuel=diesel%2Cpetrol&sort=price_desc',
    ],
    ['next page', { make: 'audi' }, { after: 'c1' }, '/autoturisme/audi?after=c1'],
    ['previous page', {}, { before: 'c0' }, '/autoturisme?before=c0'],
  ])('%s', (_, query, page, expected) => {
    expect(listingHref({ ...base, ...query }, page)).toBe(expected);
  });

  it('round-trips through parseListing', () => {
    const query: ListingQuery = {
      ...base,
      make: 'vw',
      model: 'golf',
      priceFrom: 1000,
      mileageTo: 150000,
      fuel: ['CNG'],
      sort: 'YEAR_DESC',
      q: 'tdi',
    };
    const url = new URL(listingHref(query), 'http://x');
    const [, category = '', ...segments] = url.pathname.split('/');
    const params = Object.fromEntries(url.searchParams);
    expect(parseListing(category, segments, params)?.query).toEqual(query);
  });
});

describe('canonicalListingHref', () => {
  it.each<[string, string, string[], RawParams, string | null]>([
    ['already canonical', 'autoturisme', ['bmw'], { price_to: '5000' }, null],
    ['no query at all', 'autoturisme', [], {}, null],
    [
      'make and model to the path',
      'autoturisme',
      [],
      { make: 'bmw', model: 'x5', price_to: '30000' },
      '/autoturisme/bmw/x5?price_to=30000',
    ],
    [
      'a whole form submission',
      'autoturisme',
      ['bmw'],
      {
        make: 'bmw',
        from_make: 'bmw',
        model: '',
        q: '',
        price_from: '',
        price_to: '20000',
        year_from: '',
        year_to: '',
        mileage_from: '',
        mileage_to: '',
        fuel: ['diesel', 'petrol'],
        sort: 'newest',
      },
      '/autoturisme/bmw?price_to=20000&fuel=diesel%2Cpetrol',
    ],
    ['cleared make drops the model', 'autoturisme', ['bmw', 'x5'], { make: '', model: 'x5' }, '/autoturisme'],
    [
      'changed make drops the old model',
      'autoturisme',
      ['bmw', 'x5'],
      { make: 'audi', from_make: 'bmw', model: 'x5' },
      '/autoturisme/audi',
    ],
    [
      'same make keeps the model',
      'autoturisme',
      ['bmw'],
      { make: 'bmw', from_make: 'bmw', model: 'x3' },
      '/autoturisme/bmw/x3',
    ],
    [
      'home form picks the category',
      'autoturisme',
      [],
      { category: 'motociclete', make: 'bmw', price_to: '' },
      '/motociclete/bmw',
    ],
    ['unknown category in the form is ignored', 'autoturisme', [], { category: 'biciclete', make: '' }, '/autoturisme'],
    [
      'invalid values are kept for the notice',
      'autoturisme',
      [],
      { make: 'audi', price_from: 'abc' },
      '/autoturisme/audi?price_from=abc',
    ],
    ['default sort dropped', 'autoturisme', [], { sort: 'newest' }, '/autoturisme'],
    ['upper-case path', 'autoturisme', ['BMW'], {}, '/autoturisme/bmw'],
    [
      'unknown keys kept last',
      'autoturisme',
      [],
      { utm_source: 'ios', make: 'dacia', sort: 'price_asc' },
      '/autoturisme/dacia?sort=price_asc&utm_source=ios',
    ],
  ])('%s', (_, category, segments, params, expected) => {
    expect(canonicalListingHref(category, segments, params)).toBe(expected);
  });
});

describe('toAdvertFilters', () => {
  it('is null without filters', () => {
    expect(toAdvertFilters(base)).toBeNull();
  });

  it('maps every filter and leaves out the unset ones', () => {
    expect(
      toAdvertFilters({ ...base, make: 'bmw', model: 'x5', priceTo: 9000, fuel: ['DIESEL'], q: 'm sport' }),
    ).toEqual({
      makes: ['bmw'],
      models: ['x5'],
      priceTo: 9000,
      fuelTypes: ['DIESEL'],
      query: 'm sport',
    });
  });
});

describe('withoutRejected', () => {
  const query: ListingQuery = {
    ...base,
    make: 'bmw',
    priceFrom: 10,
    priceTo: 20,
    yearFrom: 2000,
    after: 'c',
    fuel: ['DIESEL'],
  };
  it.each<[string | undefined, Partial<ListingQuery>, string]>([
    ['input.filters.priceFrom', { priceFrom: null, priceTo: null }, 'price'],
    ['yearFrom', { yearFrom: null }, 'year'],
    ['fuelTypes', { fuel: [] }, 'fuel'],
    ['after', { after: null }, 'cursor'],
    [undefined, { after: null }, 'cursor'],
  ])('field %s', (field, changed, notice) => {
    expect(withoutRejected(query, field)).toEqual({ query: { ...query, ...changed }, notice });
  });

  it('drops the ranges when nothing else can explain the error', () => {
    const result = withoutRejected({ ...query, after: null }, 'somethingElse');
    expect(result.notice).toBe('search');
    expect(result.query).toMatchObject({ make: 'bmw', fuel: ['DIESEL'], priceFrom: null, yearFrom: null });
  });
});
