import { createHash } from 'node:crypto';
import {
  cookieDomain,
  experimentCookieOptions,
  experimentHash,
  hashSource,
  readCookie,
  serializeCookie,
  toBase64Url,
} from './cookie-hash';

describe('the hash cookie ock (SPEC §9: SHA-256, URL-safe base64 of the sorted, upper-cased experiments and flags)', () => {
  it.each([
    ['', '', ''],
    ['ADS-WIDEBOARD@b', '', 'ADS-WIDEBOARD@B'],
    ['CARS-2@b#ADS-WIDEBOARD@a', 'vinDecoder', 'ADS-WIDEBOARD@A#CARS-2@B#VINDECODER'],
    ['ADS-WIDEBOARD@a|123', 'plateDecoder#aiChat', 'ADS-WIDEBOARD@A#AICHAT#PLATEDECODER'],
  ])('hashes %j + %j as %j', (experiments, flags, source) => {
    expect(hashSource(experiments, flags)).toBe(source);
  });

  it('is the URL-safe base64 SHA-256 of that string, equal for equal cookies in any order', async () => {
    const expected = createHash('sha256').update('ADS-WIDEBOARD@B#VINDECODER').digest('base64url');
    expect(await experimentHash('ADS-WIDEBOARD@b', 'vinDecoder')).toBe(expected);
    expect(await experimentHash('ads-wideboard@B|x', 'vinDecoder#vinDecoder')).toBe(expected);
    expect(expected).toMatch(/^[A-Za-z0-9_-]{43}$/u);
  });

  it('changes when the variant changes', async () => {
    expect(await experimentHash('ADS-WIDEBOARD@a', '')).not.toBe(await experimentHash('ADS-WIDEBOARD@b', ''));
  });

  it('encodes URL-safe base64 without padding', () => {
    expect(toBase64Url(new Uint8Array([251, 255, 191]))).toBe('-_-_');
    expect(toBase64Url(new Uint8Array([1]))).toBe('AQ');
  });
});

describe('cookie options (sameSite strict, the host’s last two labels, path /, 30 days)', () => {
  it.each([
    ['www.volan.ro', 'volan.ro'],
    ['m.www.volan.ro:443', 'volan.ro'],
    ['volan.ro', 'volan.ro'],
    ['VOLAN.RO.', 'volan.ro'],
    ['localhost', undefined],
    ['localhost:3000', undefined],
    ['app.localhost', undefined],
    ['127.0.0.1:3000', undefined],
    ['[::1]:3000', undefined],
    ['intranet', undefined],
    ['', undefined],
    [null, undefined],
  ])('%j → domain %j', (host, domain) => {
    expect(cookieDomain(host)).toBe(domain);
  });

  it('is strict, site-wide and lasts 30 days', () => {
    expect(experimentCookieOptions('www.volan.ro')).toEqual({
      sameSite: 'strict',
      domain: 'volan.ro',
      path: '/',
      maxAge: 2_592_000,
    });
    expect(experimentCookieOptions('localhost:3000')).toEqual({ sameSite: 'strict', path: '/', maxAge: 2_592_000 });
  });

  it('serializes and reads back a cookie, keeping # @ | readable', () => {
    const text = serializeCookie('laquesis', 'A@b|1#C@d', {
      sameSite: 'strict',
      domain: 'volan.ro',
      path: '/',
      maxAge: 60,
    });
    expect(text).toBe('laquesis=A@b|1#C@d; Path=/; Domain=volan.ro; Max-Age=60; SameSite=Strict');
    expect(readCookie('x=1; laquesis=A@b|1#C@d; ock=zz', 'laquesis')).toBe('A@b|1#C@d');
    expect(readCookie('laquesis=%E0', 'laquesis')).toBe('%E0');
    expect(readCookie('x=1', 'laquesis')).toBeNull();
    expect(serializeCookie('v', 'a b;c')).toBe('v=a%20b%3Bc; Path=/');
  });
});
