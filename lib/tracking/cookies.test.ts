import { cookieSizes, expiredCookie, FBC_MAX_LENGTH, isFbcTooLong, readCookie, serializeCookie } from './cookies';

describe('readCookie', () => {
  it.each([
    ['a=1; b=2', 'b', '2'],
    ['a=1;b=2', 'a', '1'],
    ['a=1; ab=2', 'b', null],
    ['x=%C8%99', 'x', 'ș'],
    ['x=%E0%A4%A', 'x', '%E0%A4%A'],
    ['', 'a', null],
    ['flag; a=1', 'a', '1'],
  ])('%s → %s = %s', (cookies, name, value) => {
    expect(readCookie(cookies, name)).toBe(value);
  });
});

describe('serializeCookie', () => {
  it.each([
    [{}, 'n=v%20w; Path=/; SameSite=Lax'],
    [{ maxAgeSeconds: 10.7, secure: true }, 'n=v%20w; Path=/; Max-Age=10; SameSite=Lax; Secure'],
    [
      { maxAgeSeconds: -5, sameSite: 'Strict' as const, domain: 'volan.ro' },
      'n=v%20w; Path=/; Max-Age=0; Domain=volan.ro; SameSite=Strict',
    ],
  ])('%j', (options, expected) => {
    expect(serializeCookie('n', 'v w', options)).toBe(expected);
  });
  it('deletes with Max-Age=0', () => {
    expect(expiredCookie('_fbc')).toBe('_fbc=; Path=/; Max-Age=0');
  });
});

describe('cookieSizes', () => {
  it.each([
    ['', 0, 0],
    ['a=1', 3, 1],
    ['a=1; b=22', 9, 2],
  ])('%j → length %i, count %i', (cookies, length, count) => {
    expect(cookieSizes(cookies)).toEqual({ length, count });
  });
});

describe('isFbcTooLong (SPEC §5: over 200 characters)', () => {
  it.each([
    ['', false],
    [`_fbc=${'x'.repeat(FBC_MAX_LENGTH)}`, false],
    [`_fbc=${'x'.repeat(FBC_MAX_LENGTH + 1)}`, true],
    [`a=1; _fbc=${'x'.repeat(300)}; b=2`, true],
    [`x_fbc=${'x'.repeat(300)}`, false],
  ])('%#', (cookies, tooLong) => {
    expect(isFbcTooLong(cookies)).toBe(tooLong);
  });
});
