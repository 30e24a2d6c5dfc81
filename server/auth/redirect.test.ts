/**
 * next-auth's redirect callback over open-redirect payloads: every answer is an absolute URL on
 * the site (or an https subdomain), '/contul-meu/' replaces what is refused, nothing throws.
 */
import { describe, expect, it } from 'vitest';
import { safeRedirect } from './redirect';

const PROD = 'https://www.volan.ro';
const DEV = 'http://localhost:3000';

const EVIL: unknown[] = [
  '//evil.com',
  '///evil.com',
  '////evil.com',
  '/\\evil.com',
  '\\\\evil.com',
  '\\/evil.com',
  '/\\/evil.com',
  'https://evil.com',
  'http://evil.com',
  'HTTPS://EVIL.COM/',
  'https:evil.com',
  'https:/evil.com',
  'https:\\\\evil.com',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  '\tjavascript:alert(1)',
  ' javascript:alert(1)',
  'javascript://www.volan.ro/%0Aalert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  'ftp://evil.com',
  '%2F%2Fevil.com',
  '%252F%252Fevil.com',
  '%2f%5cevil.com',
  '/%09/evil.com',
  '/\t/evil.com',
  '/\n/evil.com',
  '/\r\n/evil.com',
  '%5C%5Cevil.com',
  '/%5Cevil.com',
  'about:blank//evil.com',
  'about:blankjavascript:alert(1)',
  'https://www.volan.ro@evil.com',
  'https://www.volan.ro:443@evil.com',
  'https://evil.com#@www.volan.ro',
  'https://evil.com?x=https://www.volan.ro',
  'https://www.volan.ro.evil.com',
  'https://evilvolan.ro',
  'https://wwwvolan.ro',
  'https://evil.com\\@www.volan.ro',
  '//www.volan.ro@evil.com',
  'http://www.volan.ro/contul-meu/',
  'https://evil.com%2F@www.volan.ro',
  'https://%65vil.com',
  'https://evil.com%00.www.volan.ro',
  'https://www.volan.ro%2F.evil.com',
  '\u0000//evil.com',
  ' //evil.com',
  '%',
  '%E0%A4%A',
  'http://localhost:3000.evil.com/',
  'http://127.0.0.1:3000/',
  'http://localhost:3001/',
  undefined,
  null,
  42,
  {},
  ['//evil.com'],
  '',
];

function isOnSite(result: string, origin: string): boolean {
  const url = new URL(result);
  if (url.origin === origin) return true;
  const host = new URL(origin).hostname;
  return url.protocol === 'https:' && url.hostname.endsWith(`.${host}`) && url.username === '' && url.password === '';
}

describe.each([PROD, DEV])('safeRedirect on %s', (origin) => {
  it.each(EVIL.map((value) => [JSON.stringify(value) ?? String(value), value]))(
    'keeps %s on the site',
    (_label, value) => {
      let result = '';
      expect(() => {
        result = safeRedirect(value, origin);
      }).not.toThrow();
      expect(isOnSite(result, origin)).toBe(true);
    },
  );

  it('keeps relative paths with their query and hash', () => {
    expect(safeRedirect('/autoturisme/bmw?price_to=9000#lista', origin)).toBe(
      `${origin}/autoturisme/bmw?price_to=9000#lista`,
    );
    expect(safeRedirect('%2Fcontul-meu%2Fanunturi', origin)).toBe(`${origin}/contul-meu/anunturi`);
    expect(safeRedirect('contul-meu/setari', origin)).toBe(`${origin}/contul-meu/setari`);
  });

  it('falls back to /contul-meu/ for nothing or a refused value', () => {
    expect(safeRedirect('', origin)).toBe(`${origin}/contul-meu/`);
    expect(safeRedirect('https://evil.com/', origin)).toBe(`${origin}/contul-meu/`);
    // next-auth's own default callbackUrl (no callbackUrl sent) is the bare origin.
    expect(safeRedirect(origin, origin)).toBe(`${origin}/contul-meu/`);
    expect(safeRedirect(`${origin}/`, origin)).toBe(`${origin}/`);
  });

  it('keeps an absolute URL on exactly our origin', () => {
    expect(safeRedirect(`${origin}/contul-meu/setari?tab=1`, origin)).toBe(`${origin}/contul-meu/setari?tab=1`);
  });
});

describe('safeRedirect on the production origin', () => {
  it('allows https subdomains of the site', () => {
    expect(safeRedirect('https://afaceri.www.volan.ro/dealer', PROD)).toBe('https://afaceri.www.volan.ro/dealer');
    expect(safeRedirect('//afaceri.www.volan.ro/dealer', PROD)).toBe('https://afaceri.www.volan.ro/dealer');
  });
});
