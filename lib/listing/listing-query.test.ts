/**
 * The listing URL parser: readable paths, Romanian numbers and names, and every kind of bad value
 * dropped with a notice naming the filter and the reason, never a throw. Property tests feed it
 * arbitrary parameters and check that it never throws, only keeps valid values, and that the
 * canonical URL of what it kept reads back to the same search.
 */
import fc from 'fast-check';
import { RANGE_FIELDS, RANGE_NAMES } from './listing-fields';
import { toAdvertFilters, withoutRejected } from './listing-filters';
import { canonicalListingHref, listingHref } from './listing-href';
import { emptyQuery, parseListing, type ListingQuery, type RawParams } from './listing-query';
import { parseListingUrl } from './listing-url';

const parse = (category: string, segments: string[], params: RawParams = {}) =>
  parseListing(category, segments, params);
const notices = (params: RawParams, category = 'autoturisme') =>
  parse(category, [], params)?.notices.map((n) => `${n.filter}:${n.reason}`);

describe('parseListing: the path', () => {
  it.each([
    ['autoturisme', ['volkswagen', 'golf'], { make: 'volkswagen', model: 'golf', subcategory: null }],
    ['camioane', ['basculante'], { subcategory: 'basculante', make: null }],
    ['camioane', ['basculante', 'man', 'tgs'], { subcategory: 'basculante', make: 'man', model: 'tgs' }],
    ['utilaje-agricole', ['tractoare-agricole'], { subcategory: 'tractoare-agricole' }],
    ['piese', ['utilitara-camion'], { subcategory: 'utilitara-camion' }],
    // Cars have no sub-categories: the first segment is a make.
    ['autoturisme', ['basculante'], { make: 'basculante', subcategory: null }],
  ] as const)('%s/%s', (category, segments, expected) => {
    expect(parse(category, [...segments])?.query).toMatchObject(expected);
  });

  it.each([
    ['biciclete', []],
    ['autoturisme', ['a', 'b', 'c']],
    ['camioane', ['basculante', 'a', 'b', 'c']],
    ['autoturisme', ['BMW!']],
  ])('%s/%s is not a listing (404)', (category, segments) => {
    expect(parse(category, segments)).toBeNull();
  });
});

describe('parseListing: values', () => {
  it('reads Romanian numbers: "10.000,50", "12 500", "3,5" t', () => {
    const { query } = parse('camioane', [], { pret_min: '10.000,50', pret_max: '12 500', tone_min: '3,5' })!;
    expect(query.ranges).toEqual({ price: [10000.5, 12500], weight: [3.5, null] });
    expect(toAdvertFilters(query)).toMatchObject({ priceFrom: 10000, priceTo: 12500, weightFrom: 3500 });
  });

  it('reads lists, currency, net price, location and sort', () => {
    const { query, notices: found } = parse('autoturisme', [], {
      combustibil: ['diesel', 'petrol,diesel'],
      moneda: 'eur',
      pret_tip: 'net',
      pret_max: '15000',
      indicator_pret: 'below',
      judet: 'cj',
      oras: 'Cluj-Napoca',
      raza: '50',
      ordine: 'relevance',
    })!;
    expect(found).toEqual([]);
    expect(query).toMatchObject({
      lists: { fuel: ['DIESEL', 'PETROL'], priceIndicator: ['BELOW'] },
      currency: 'EUR',
      priceKind: 'NET',
      county: 'CJ',
      city: 'cluj-napoca',
      radiusKm: 50,
      sort: 'RELEVANCE',
    });
    const filters = toAdvertFilters(query, [{ id: 7, slug: 'cluj-napoca', name: 'Cluj-Napoca', county: 'CJ' }]);
    expect(filters).toMatchObject({
      priceCurrency: 'EUR',
      priceKind: 'NET',
      cityId: '7',
      radiusKm: 50,
      countyCode: 'CJ',
    });
  });

  it.each([
    [{ pret_min: 'abc' }, ['price:number']],
    [{ an_min: '2020', an_max: '2010' }, ['year:inverted']],
    [{ km_max: '99999999999' }, ['mileage:bounds']],
    [{ an_min: '2015,5' }, ['year:integer']],
    [{ combustibil: 'kerosen' }, ['fuel:unknown']],
    [{ pret_min: ['1000', '2000'] }, ['price:repeated']],
    [{ combustibil: Array.from({ length: 10_000 }, () => 'diesel') }, ['fuel:tooMany']],
    [{ q: "'; DROP TABLE adverts; --" }, ['q:text']],
    [{ q: '<script>alert(1)</script>' }, ['q:text']],
    [{ raza: '50' }, ['radius:needsCity']],
    [{ ordine: 'cheapest' }, ['sort:unknown']],
    [{ dupa: 'x', inainte: 'y' }, ['cursor:rejected']],
    [{ moneda: 'usd' }, ['currency:unknown']],
    [{ stare: 'vechi' }, ['condition:unknown']],
    [{ stare: ['nou', 'rulat'] }, ['condition:repeated']],
  ])('%j drops the filter with a notice', (params, expected) => {
    expect(notices(params)).toEqual(expected);
  });

  it('reads the condition: stare=nou|rulat, in any case, as NEW / USED', () => {
    expect(parse('autoturisme', [], { stare: 'nou' })?.query.condition).toBe('NEW');
    expect(parse('autoturisme', [], { stare: ' Rulat ' })?.query.condition).toBe('USED');
    expect(parse('autoturisme', [], {})?.query.condition).toBeNull();
    const { query } = parse('autoturisme', ['dacia'], { stare: 'nou', pret_max: '20000' })!;
    expect(toAdvertFilters(query)).toEqual({ makes: ['dacia'], condition: 'NEW', priceTo: 20000 });
    expect(listingHref(query)).toBe('/autoturisme/dacia?stare=nou&pret_max=20000');
  });

  it('the same value written twice, in any case, counts once', () => {
    expect(parse('autoturisme', [], { combustibil: ['DIESEL,petrol', 'diesel'] })?.query.lists).toEqual({
      fuel: ['DIESEL', 'PETROL'],
    });
  });

  it('keeps the other filters when one is dropped', () => {
    const { query } = parse('autoturisme', ['bmw'], { pret_min: 'abc', an_min: '2015', combustibil: 'diesel' })!;
    expect(query).toMatchObject({ make: 'bmw', ranges: { year: [2015, null] }, lists: { fuel: ['DIESEL'] } });
  });

  it('names the bad bound so its field can show the value and the reason', () => {
    expect(parse('autoturisme', [], { pret_max: '12a' })?.notices).toEqual([
      { filter: 'price', reason: 'number', value: '12a', param: 'pret_max' },
    ]);
  });
});

describe('canonical URLs', () => {
  it.each([
    ['/autoturisme?marca=Škoda&model=Octavia&pret_min=', '/autoturisme/skoda/octavia'],
    ['/autoturisme?marca=merc%20benz', '/autoturisme/merc-benz'],
    ['/autoturisme?make=bmw&model=&price_to=20000&sort=newest', '/autoturisme/bmw?pret_max=20000'],
    ['/camioane?subcategorie=basculante&marca=man', '/camioane/basculante/man'],
    ['/autoturisme/bmw?marca=audi&model=x5&marca_anterioara=bmw', '/autoturisme/audi'],
    ['/autoturisme?combustibil=diesel&combustibil=petrol', '/autoturisme?combustibil=diesel%2Cpetrol'],
    ['/motociclete?categorie=camioane&marca=man', '/camioane/man'],
    ['/camioane?pret_max=100.000&moneda=lei&pret_tip=brut&ordine=newest', '/camioane?pret_max=100.000'],
    ['/autoturisme?stare=&marca=dacia', '/autoturisme/dacia'],
  ])('%s -> %s', (url, expected) => {
    const parsed = new URL(url, 'http://x');
    const [category = '', ...segments] = parsed.pathname.split('/').filter(Boolean);
    const params: Record<string, string[]> = {};
    for (const [k, v] of parsed.searchParams) (params[k] ??= []).push(v);
    expect(canonicalListingHref(category, segments, params)).toBe(expected);
  });

  it('leaves canonical URLs alone', () => {
    expect(canonicalListingHref('camioane', ['basculante'], { pret_max: '50000', ordine: 'price_asc' })).toBeNull();
  });

  it('writes a search and reads it back', () => {
    const query: ListingQuery = {
      ...emptyQuery('camioane'),
      subcategory: 'basculante',
      make: 'man',
      ranges: { price: [1000, 50000.5], weight: [7.5, null] },
      lists: { fuel: ['DIESEL'], badge: ['VERIFIED_DETAILS'] },
      county: 'B',
      city: 'bucuresti',
      radiusKm: 25,
      sort: 'PRICE_ASC',
      condition: 'USED',
    };
    const href = listingHref(query);
    expect(href).toBe(
      '/camioane/basculante/man?stare=rulat&pret_min=1000&pret_max=50000.5&tone_min=7.5&combustibil=diesel&insigne=verified_details&judet=b&oras=bucuresti&raza=25&ordine=price_asc',
    );
    expect(parseListingUrl(href)).toEqual({ query, notices: [] });
  });
});

describe('withoutRejected', () => {
  const query: ListingQuery = {
    ...emptyQuery('autoturisme'),
    make: 'bmw',
    model: 'x5',
    ranges: { price: [1, 2] },
    condition: 'NEW',
  };
  it.each([
    ['filters.priceFrom', 'price', { ranges: {} }],
    ['filters.models', 'model', { make: 'bmw', model: null }],
    ['filters.makes', 'make', { make: null, model: null }],
    ['filters.condition', 'condition', { condition: null, make: 'bmw' }],
    ['input.after', 'cursor', {}],
  ] as const)('%s drops %s', (field, filter, expected) => {
    const fixed = withoutRejected(query, field);
    expect(fixed.notice).toMatchObject({ filter, reason: 'rejected' });
    expect(fixed.query).toMatchObject(expected);
  });
});

describe('properties', () => {
  const keys = [
    ...RANGE_NAMES.flatMap((n) => [RANGE_FIELDS[n].min, RANGE_FIELDS[n].max]),
    'combustibil',
    'cutie',
    'usi',
    'culoare',
    'vanzator',
    'insigne',
    'indicator_pret',
    'tip_piesa',
    'q',
    'moneda',
    'pret_tip',
    'stare',
    'judet',
    'oras',
    'raza',
    'ordine',
    'dupa',
    'inainte',
    'compat_marca',
  ];
  const value = fc.oneof(
    fc.string(),
    fc.integer({ min: -10, max: 3_000_000 }).map(String),
    fc.constantFrom(
      '10.000,50',
      '12 500',
      'diesel',
      'DIESEL,petrol',
      "' OR 1=1 --",
      '<b>',
      '',
      ' ',
      'eur',
      'net',
      'nou',
      'RULAT',
    ),
  );
  const params = fc.dictionary(fc.constantFrom(...keys), fc.oneof(value, fc.array(value, { maxLength: 4 })));
  const runs = Number(process.env['FC_RUNS'] ?? 300);

  it('never throws, and every kept bound is a valid, ordered number', () => {
    fc.assert(
      fc.property(params, (p) => {
        const parsed = parse('autoturisme', [], p);
        expect(parsed).not.toBeNull();
        for (const name of RANGE_NAMES) {
          const range = parsed?.query.ranges[name];
          if (!range) continue;
          const field = RANGE_FIELDS[name];
          for (const bound of range)
            if (bound !== null) expect(bound >= field.lowest && bound <= field.highest).toBe(true);
          if (range[0] !== null && range[1] !== null) expect(range[0]).toBeLessThanOrEqual(range[1]);
        }
      }),
      { numRuns: runs },
    );
  });

  it('the canonical URL of what was kept reads back to the same search, with no notice', () => {
    fc.assert(
      fc.property(params, (p) => {
        const { query } = parse('camioane', ['basculante'], p)!;
        const again = parseListingUrl(listingHref(query));
        expect(again?.notices).toEqual([]);
        expect(again?.query).toEqual({ ...query, after: null, before: null });
      }),
      { numRuns: runs },
    );
  });

  it('a value dropped is always reported', () => {
    fc.assert(
      fc.property(fc.constantFrom(...keys.filter((k) => k !== 'q')), value, (key, raw) => {
        const parsed = parse('autoturisme', [], { [key]: raw })!;
        const kept =
          listingHref(parsed.query, { after: parsed.query.after, before: parsed.query.before }) !== '/autoturisme';
        const lists = ['combustibil', 'cutie', 'usi', 'culoare', 'vanzator', 'insigne', 'indicator_pret', 'tip_piesa'];
        const blank =
          raw.trim() === '' ||
          (lists.includes(key) && raw.replace(/[\s,]/g, '') === '') ||
          (key === 'ordine' && raw.trim().toUpperCase() === 'NEWEST');
        const neutral =
          (key === 'moneda' && /^\s*(lei|ron)\s*$/i.test(raw)) || (key === 'pret_tip' && /^\s*brut\s*$/i.test(raw));
        expect(kept || blank || neutral || parsed.notices.length > 0).toBe(true);
      }),
      { numRuns: runs },
    );
  });
});
