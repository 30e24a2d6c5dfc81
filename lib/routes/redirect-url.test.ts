import {
  DEFAULT_POST_LOGIN_REDIRECT,
  sanitizeReturnUrl,
  safeDecode,
  sanitizeQueryParam,
  sanitizeRedirectUrl,
  toLocationHeader,
} from './redirect-url';

const DOMAIN = 'volan.ro';

describe('sanitizeRedirectUrl (SPEC §5)', () => {
  it.each([
    // relative paths pass unchanged
    ['/contul-meu/', '/contul-meu/'],
    ['/autoturisme/bmw?page=2#top', '/autoturisme/bmw?page=2#top'],
    ['contul-meu/active', 'contul-meu/active'],
    ['?tab=inbox', '?tab=inbox'],
    // a wholly encoded value is decoded once; a URL is never decoded again (issue 9)
    ['%2Fcontul-meu%2Factive%3Fx%3D1', '/contul-meu/active?x=1'],
    ['/cautare?u=https%3A%2F%2Fevil.com', '/cautare?u=https%3A%2F%2Fevil.com'],
    ['/autoturisme?q=a%2526b', '/autoturisme?q=a%2526b'],
    ['/autoturisme?q=a%26b', '/autoturisme?q=a%26b'],
    ['a%2526b', ''], // still wholly encoded after one decoding: encoded twice on purpose
    ['/.//evil.com', ''], // its path is '//evil.com'
    ['/a/..//evil.com', ''],
    ['about:about:blankblank/x', '/x'],
    // https on the domain or a subdomain
    ['https://volan.ro/favorite', 'https://volan.ro/favorite'],
    ['https://www.volan.ro/contul-meu/', 'https://www.volan.ro/contul-meu/'],
    ['https://dealer.volan.ro', 'https://dealer.volan.ro/'],
    ['HTTPS://WWW.VOLAN.RO/x', 'https://www.volan.ro/x'],
    ['https%3A%2F%2Fwww.volan.ro%2Fvinde', 'https://www.volan.ro/vinde'],
    // protocol-relative is read as https
    ['//www.volan.ro/favorite', 'https://www.volan.ro/favorite'],
    ['%2F%2Fwww.volan.ro%2Ffavorite', 'https://www.volan.ro/favorite'],
    // about:blank is removed
    ['about:blank', ''],
    ['about:blank/contul-meu', '/contul-meu'],
    // other hosts, schemes and tricks
    ['//evil.com', ''],
    ['//evil.com/volan.ro', ''],
    ['///evil.com', ''],
    ['/\\evil.com', ''],
    ['\\\\evil.com', ''],
    ['/\t/evil.com', ''],
    [' //evil.com', ''],
    ['%2F%2Fevil.com', ''],
    ['%252F%252Fevil.com', ''], // encoded twice: refused rather than left for a second decoder
    ['http://volan.ro/favorite', ''],
    ['http://www.volan.ro/', ''],
    ['https://evil.com', ''],
    ['https://volan.ro.evil.com', ''],
    // the same host with a trailing dot is another origin to the browser (its cookies, its session)
    ['https://volan.ro./x', ''],
    ['https://evilvolan.ro', ''],
    ['https://volan.ro@evil.com', ''],
    ['https://evil.com\\@volan.ro', ''],
    ['https://evil.com#volan.ro', ''],
    ['https:evil.com', ''],
    ['javascript:alert(1)', ''],
    ['JaVaScRiPt:alert(document.domain)', ''],
    ['java\nscript:alert(1)', ''],
    ['javascript%3Aalert(1)', ''],
    ['data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==', ''],
    ['vbscript:msgbox', ''],
    ['ftp://volan.ro/x', ''],
    // bad percent-encoding: '' without throwing
    ['%E0%A4%A', ''],
    ['%', ''],
    ['/contul-meu/%zz', ''],
    ['', ''],
    ['   ', ''],
  ])('%j -> %j', (input, expected) => {
    expect(sanitizeRedirectUrl(input, DOMAIN)).toBe(expected);
  });

  it.each([undefined, null, 42, {}, [], [7]])('non-string %j -> empty', (value) => {
    expect(sanitizeRedirectUrl(value, DOMAIN)).toBe('');
  });

  it('reads the first of repeated query values', () => {
    expect(sanitizeRedirectUrl(['/favorite', '//evil.com'], DOMAIN)).toBe('/favorite');
  });

  it('accepts the domain as an origin, and refuses every absolute URL without one', () => {
    expect(sanitizeRedirectUrl('https://www.volan.ro/x', 'https://volan.ro')).toBe('https://www.volan.ro/x');
    expect(sanitizeRedirectUrl('https://www.volan.ro/x', '')).toBe('');
    expect(sanitizeRedirectUrl('/x', '')).toBe('/x');
  });
});

describe('sanitizeReturnUrl, then the default after login', () => {
  const ORIGIN = 'https://www.volan.ro';
  it.each([
    ['/favorite', '/favorite'],
    ['favorite?x=1', '/favorite?x=1'], // root-relative, whichever page reads it
    ['?tab=1', '/?tab=1'],
    ['\\evil.com', DEFAULT_POST_LOGIN_REDIRECT], // '/\\evil.com' would be another host
    ['https://www.volan.ro/vinde', '/vinde'],
    ['https://afaceri.www.volan.ro/vinde', 'https://afaceri.www.volan.ro/vinde'],
    ['https://dealer.volan.ro/vinde', DEFAULT_POST_LOGIN_REDIRECT], // not under www.volan.ro
    ['//evil.com', DEFAULT_POST_LOGIN_REDIRECT],
    ['about:blank', DEFAULT_POST_LOGIN_REDIRECT],
    ['%E0%A4%A', DEFAULT_POST_LOGIN_REDIRECT],
    [undefined, DEFAULT_POST_LOGIN_REDIRECT],
  ])('%j -> %j', (input, expected) => {
    expect(sanitizeReturnUrl(input, ORIGIN) || DEFAULT_POST_LOGIN_REDIRECT).toBe(expected);
  });

  it('defaults to /contul-meu/', () => {
    expect(DEFAULT_POST_LOGIN_REDIRECT).toBe('/contul-meu/');
  });
});

describe('toLocationHeader', () => {
  it.each([
    ['/ă', '/%C4%83'],
    ['/autoturisme?q=mașină#sus', '/autoturisme?q=ma%C8%99in%C4%83#sus'],
    ['/contul-meu/setari?tab=1', '/contul-meu/setari?tab=1'],
    ['contul-meu/', '/contul-meu/'],
    ['/.//evil.com', '/contul-meu/'], // never a protocol-relative Location
    ['https://afaceri.volan.ro/ă', 'https://afaceri.volan.ro/%C4%83'],
    ['https://mașini.volan.ro/', 'https://xn--maini-g9b.volan.ro/'],
  ])('%j -> %j (Latin-1 only, so Node can write it)', (input, expected) => {
    const location = toLocationHeader(input);
    expect(location).toBe(expected);
    expect(location).toMatch(/^[\x21-\x7e]+$/);
  });
});

describe('safeDecode', () => {
  it('decodes, and returns null instead of throwing', () => {
    expect(safeDecode('a%20b')).toBe('a b');
    expect(safeDecode('%E0%A4%A')).toBeNull();
  });
});

describe('sanitizeQueryParam (SPEC §5 other query parameters)', () => {
  const noDigits = (value: string) => (/\d/.test(value) ? 'digits not allowed' : null);

  it.each([
    ['bmw', undefined, 'bmw'],
    ['Bra%C8%99ov', undefined, 'Brașov'],
    [['diesel', 'hybrid'], undefined, 'diesel,hybrid'],
    [['a%2Cb', 'c'], undefined, 'a,b,c'],
    ['<b>bmw</b>', undefined, 'bmw'],
    ['%3Cscript%3Ealert(1)%3C%2Fscript%3Ebmw', undefined, 'bmw'],
    ['x"><img src=x onerror=alert(1)>', undefined, 'x">'],
    ['100%', undefined, '100%'], // bad encoding: kept as given, still stripped
    ['A&B', undefined, 'A&B'], // text is not entity-escaped
    ['seria3', noDigits, ''],
    [['bmw', 'x5'], noDigits, ''],
    ['bmw', noDigits, 'bmw'],
    [undefined, undefined, ''],
    [42, undefined, ''],
  ])('%j -> %j', (input, validate, expected) => {
    expect(sanitizeQueryParam(input, validate)).toBe(expected);
  });

  it('validates the decoded value, before stripping', () => {
    const seen: string[] = [];
    sanitizeQueryParam(['a%20b', '<i>c</i>'], (value) => {
      seen.push(value);
      return null;
    });
    expect(seen).toEqual(['a b,<i>c</i>']);
  });
});
