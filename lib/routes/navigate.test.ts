import { matchRoute } from './match-route';
import {
  RouteError,
  RouteIndexError,
  RouteNotDefinedError,
  RouteParamError,
  openLink,
  paginationUrl,
  resolveLink,
  routeUrl,
  urlOfRouteId,
  type LinkWindow,
  type RouteUrlOptions,
} from './navigate';
import { parsePattern } from './route-pattern';
import { ROUTES, closedParamValues, type RouteId } from './route-table';

/** The error a call throws, so its exact message can be compared. */
function thrown(call: () => unknown): Error {
  try {
    call();
  } catch (error) {
    return error as Error;
  }
  throw new Error('did not throw');
}

describe('routeUrl', () => {
  it.each<[RouteId, RouteUrlOptions, string]>([
    ['home', {}, '/'],
    ['home', { query: { utm_source: 'ios' } }, '/?utm_source=ios'],
    ['listing', { params: { category: 'autoturisme' } }, '/autoturisme'],
    ['listing', { params: { category: 'autoturisme' }, segments: ['bmw', 'seria 3'] }, '/autoturisme/bmw/seria%203'],
    ['listing', { params: { category: 'autoturisme', listing: ['bmw', 'x5'] } }, '/autoturisme/bmw/x5'],
    ['listing', { params: { category: 'piese' }, segments: [] }, '/piese'],
    [
      'listing',
      {
        params: { category: 'autoturisme' },
        query: { page: 2, fuel: ['diesel', 'hybrid'], empty: null, gone: undefined, nou: true },
      },
      '/autoturisme?page=2&fuel=diesel&fuel=hybrid&nou=true',
    ],
    [
      'listing',
      { params: { category: 'autoturisme' }, segments: ['bmw'], query: { q: 'a&b' } },
      '/autoturisme/bmw?q=a%26b',
    ],
    ['advertPage', { params: { category: 'motociclete', ad_id: 123 } }, '/motociclete/anunt/123'],
    ['advertPage', { params: { category: 'motociclete', ad_id: 'a/b' } }, '/motociclete/anunt/a%2Fb'],
    ['posting_form', { params: { category: 'autoturisme' } }, '/autoturisme/anunt-nou'],
    ['posting_form', { index: 1, params: { category: 'autoturisme', id: 9 } }, '/autoturisme/anunt-nou/edit/9'],
    [
      'posting_form',
      { index: 5, params: { category: 'camioane', subcategory: 'basculante', ad_id: 7 } },
      '/camioane/basculante/anunt-nou/duplicate/7',
    ],
    ['sellerReview', { index: 1, params: { id: 5 } }, '/seller-review/5'],
    ['payment', { params: { mode: ['card', '3ds'] } }, '/plata-prin-volan/payment/card/3ds'],
    ['newCarsCatalog', { segments: ['bmw', 'x1'] }, '/new-cars/catalog/bmw/x1'],
    ['newCarsCatalog', {}, '/new-cars/catalog'],
    // no '[' in the pattern: trailing segments go after it
    ['myAccountMessages', { params: { tab: 'inbox' }, segments: ['c-1'] }, '/contul-meu/messages/inbox/c-1'],
    [
      'authentication',
      { query: { redirectUrl: '/contul-meu/active?x=1' } },
      '/authentication?redirectUrl=%2Fcontul-meu%2Factive%3Fx%3D1',
    ],
  ])('%s %j -> %s', (routeId, options, expected) => {
    expect(routeUrl(routeId, options)).toBe(expected);
  });

  it("throws 'Route {id} is not defined' for an unknown id", () => {
    for (const id of ['nope', 'toString', '__proto__', '']) {
      const call = () => urlOfRouteId(id);
      expect(call).toThrow(RouteNotDefinedError);
      expect(call).toThrow(RouteError);
      expect(thrown(call).message).toBe(`Route ${id} is not defined`);
    }
  });

  it("throws 'Route {id} does not have an index {n}' for a missing index", () => {
    const error = thrown(() => routeUrl('home', { index: 1 }));
    expect(error).toBeInstanceOf(RouteIndexError);
    expect(error.message).toBe('Route home does not have an index 1');
    expect(() => routeUrl('posting_form', { index: 6 })).toThrow(RouteIndexError);
    expect(() => routeUrl('sellerReview', { index: -1 })).toThrow('Route sellerReview does not have an index -1');
  });

  it('throws RouteParamError for a missing, empty or multi-valued {param}', () => {
    expect(thrown(() => routeUrl('advertPage', { params: { category: 'piese' } })).message).toBe(
      'Route advertPage is missing the param ad_id',
    );
    expect(() => routeUrl('advertPage', { params: { category: 'piese', ad_id: '' } })).toThrow(RouteParamError);
    expect(() => routeUrl('advertPage', { params: { category: 'piese', ad_id: ['1', '2'] } })).toThrow(RouteParamError);
    expect(() => routeUrl('payment')).toThrow('Route payment is missing the param mode');
  });

  // Every pattern of the table, built with sample params, matches back to itself.
  const samples = Object.entries(ROUTES).flatMap(([routeId, patterns]) =>
    patterns.map((pattern, index) => [routeId, index, pattern] as const),
  );
  it.each(samples)('round trip %s[%i] %s', (routeId, index, pattern) => {
    const params: Record<string, string | string[]> = {};
    for (const segment of parsePattern(pattern)) {
      if (segment.kind === 'static') continue;
      const closed =
        segment.kind === 'param' ? closedParamValues(segment.name, params as Record<string, string>) : undefined;
      const value = closed
        ? // the last category is the one with sub-categories; any other value will do
          segment.name === 'category'
          ? 'utilaje-constructii'
          : closed[0]
        : segment.kind === 'param'
          ? 'v1'
          : ['a', 'b'];
      if (value === undefined) throw new Error(`no sample for ${segment.name}`);
      params[segment.name] = value;
    }
    const url = urlOfRouteId(routeId, { index, params });
    expect(matchRoute(url)).toEqual({ routeId, index, pattern, params });
  });
});

describe('paginationUrl', () => {
  it.each<[string, number, string]>([
    ['/autoturisme/bmw', 2, '/autoturisme/bmw?page=2'],
    ['/autoturisme/bmw?fuel=diesel&page=3', 4, '/autoturisme/bmw?fuel=diesel&page=4'],
    ['/autoturisme?page=9#rezultate', 1, '/autoturisme?page=1#rezultate'],
    ['https://www.volan.ro/piese?q=far', 3, 'https://www.volan.ro/piese?q=far&page=3'],
  ])('%s page %i -> %s', (target, page, expected) => {
    expect(paginationUrl(target, page)).toBe(expected);
  });

  it('builds the page of a route id', () => {
    expect(paginationUrl('listing', 5, { category: 'remorci' })).toBe('/remorci?page=5');
    expect(() => paginationUrl('nope', 2)).toThrow('Route nope is not defined');
  });

  it.each([0, -1, 1.5, Number.NaN])('refuses page %s', (page) => {
    expect(() => paginationUrl('/autoturisme', page)).toThrow(RangeError);
  });
});

describe('resolveLink and openLink', () => {
  const origin = 'https://www.volan.ro';
  it.each([
    ['/favorite', {}, { url: 'https://www.volan.ro/favorite', target: '_self' }],
    ['favorite?x=1', {}, { url: 'https://www.volan.ro/favorite?x=1', target: '_self' }],
    [
      '/favorite',
      { newTab: true },
      { url: 'https://www.volan.ro/favorite', target: '_blank', rel: 'noopener noreferrer' },
    ],
    ['https://partener.example/credit', {}, { url: 'https://partener.example/credit', target: '_self' }],
    ['//cdn.volan.ro/a.pdf', {}, { url: 'https://cdn.volan.ro/a.pdf', target: '_self' }],
    ['tel:+40700000000', {}, { url: 'tel:+40700000000', target: '_self' }],
    ['javascript:alert(1)', {}, null],
    ['  JavaScript:alert(1)', {}, null],
    ['data:text/html,<script>alert(1)</script>', { newTab: true }, null],
  ] as const)('%s %j', (href, options, expected) => {
    expect(resolveLink(href, origin, options)).toEqual(expected);
  });

  function fakeWindow(): LinkWindow & { calls: string[] } {
    const calls: string[] = [];
    return {
      calls,
      location: { origin, assign: (url) => void calls.push(`assign ${url}`) },
      open: (url, target, features) => calls.push(`open ${url} ${target} ${features ?? ''}`),
    };
  }

  it('opens in the same tab by default, in a new tab on request, and refuses unsafe links', () => {
    const win = fakeWindow();
    expect(openLink('/contul-meu', { win })).toBe(true);
    expect(openLink('/vinde', { win, newTab: true })).toBe(true);
    expect(openLink('javascript:alert(1)', { win })).toBe(false);
    expect(win.calls).toEqual([
      'assign https://www.volan.ro/contul-meu',
      'open https://www.volan.ro/vinde _blank noopener,noreferrer',
    ]);
  });

  it('does nothing without a window (server)', () => {
    expect(openLink('/contul-meu')).toBe(false);
  });
});
