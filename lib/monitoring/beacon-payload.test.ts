import { routeIdOf } from '@/lib/routes/match-route';
import { NO_ROUTE_ID } from '@/lib/routes/route-id';
import {
  cleanPath,
  cookieValue,
  pageRef,
  previousPageRef,
  sortedExperiments,
  webVitalBeacon,
  type RouteIdResolver,
} from './beacon-payload';

const routes: RouteIdResolver = (path) => {
  const id = routeIdOf(path);
  return id === NO_ROUTE_ID ? null : id;
};
const ORIGIN = 'https://www.volan.ro';

describe('u: the current page (SPEC §7)', () => {
  it.each<[string, string]>([
    ['/', 'r:home'],
    ['/autoturisme', 'r:listing'],
    ['/autoturisme/bmw?price_to=9000#top', 'r:listing'],
    ['/autoturisme/anunt/abc-123', 'r:advertPage'],
    ['/autoturisme/anunt-nou', 'r:posting_form'],
    ['/echipa/performanta', 'r:teamPerformance'],
    ['/nu-exista/deloc/aici', 'p:/nu-exista/deloc/aici'],
    ['', 'r:home'],
  ])('%s → %s', (path, expected) => {
    expect(pageRef(path, routes)).toBe(expected);
  });

  it('cuts long paths', () => {
    expect(cleanPath(`/x/${'a'.repeat(500)}`)).toHaveLength(200);
  });
});

describe('r: the previous page (SPEC §7)', () => {
  it.each<[string, { previousPath?: string | null; referrer: string }, string]>([
    ['no referrer', { referrer: '' }, 'initial'],
    ['a same-origin referrer with a route', { referrer: `${ORIGIN}/autoturisme?x=1` }, 'r:listing'],
    ['a same-origin referrer without a route', { referrer: `${ORIGIN}/nu/exista/deloc` }, 'p:/nu/exista/deloc'],
    ['another site', { referrer: 'https://www.google.com/search?q=bmw' }, 'u:/search'],
    ['a broken referrer', { referrer: 'not a url' }, 'initial'],
    ['a client navigation wins over the referrer', { previousPath: '/', referrer: 'https://x.ro/a' }, 'r:home'],
  ])('%s → %s', (_name, input, expected) => {
    expect(previousPageRef({ ...input, origin: ORIGIN }, routes)).toBe(expected);
  });
});

describe('q: the sorted experiment cookie', () => {
  it.each<[string, string]>([
    ['', ''],
    ['b#a', 'a#b'],
    ['platf-2#euads-1#abc-9', 'abc-9#euads-1#platf-2'],
    ['##x# y ##', 'x#y'],
  ])('%j → %j', (cookie, expected) => {
    expect(sortedExperiments(cookie)).toBe(expected);
  });

  it('reads the cookie from document.cookie, decoded', () => {
    expect(cookieValue('a=1; laquesis=b%23a; debug=true', 'laquesis')).toBe('b#a');
    expect(cookieValue('a=1', 'laquesis')).toBe('');
    expect(cookieValue('laquesis=%E0%A4%A', 'laquesis')).toBe('%E0%A4%A');
  });
});

describe('webVitalBeacon', () => {
  const page = { u: 'r:home', r: 'initial', h: 'build-1', q: 'a#b', s: 'private' };

  it('labels web vitals and rounds values', () => {
    expect(webVitalBeacon({ name: 'LCP', value: 1234.56 }, page)).toEqual({
      l: 'web-vital',
      n: 'LCP',
      v: 1235,
      ...page,
    });
    expect(webVitalBeacon({ name: 'CLS', value: 0.123456 }, page).v).toBe(0.1235);
  });
});
