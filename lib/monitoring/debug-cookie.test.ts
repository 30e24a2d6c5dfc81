import { isDebugCookieSet } from './debug-cookie';

describe('the debug cookie (SPEC §9)', () => {
  it.each<[string, boolean]>([
    ['debug=true', true],
    ['a=1; debug=true; b=2', true],
    ['debug=false', false],
    ['debug=TRUE', false],
    ['debug=1', false],
    ['xdebug=true', false],
    ['', false],
  ])('%j → %s', (cookies, expected) => {
    expect(isDebugCookieSet(cookies)).toBe(expected);
  });
});
