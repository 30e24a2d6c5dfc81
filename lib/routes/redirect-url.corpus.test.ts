/**
 * The redirect sanitiser against an open-redirect corpus (issue 4): payloads in the style of public
 * lists (PayloadsAllTheThings "Open Redirect", OWASP), each also percent-encoded, double-encoded,
 * with backslashes, userinfo tricks and whitespace. Whatever comes out must resolve — the way a
 * browser resolves it — to our own domain over https, or be empty; nothing may throw.
 */
import { sanitizeRedirectUrl } from './redirect-url';

const DOMAIN = 'volan.ro';
const EVIL = [
  'evil.com',
  'evil.com.',
  'volan.ro.evil.com',
  'evilvolan.ro',
  'volan.ro@evil.com',
  '127.0.0.1',
  '2130706433',
  '0x7f000001',
  '[::1]',
];

const SHAPES = [
  (h: string) => `//${h}`,
  (h: string) => `///${h}`,
  (h: string) => `////${h}`,
  (h: string) => `https://${h}`,
  (h: string) => `http://${h}`,
  (h: string) => `https:${h}`,
  (h: string) => `https:/${h}`,
  (h: string) => `\\\\${h}`,
  (h: string) => `/\\${h}`,
  (h: string) => `\\/${h}`,
  (h: string) => `/\\/${h}`,
  (h: string) => `//${h}/%2f..`,
  (h: string) => `https://${DOMAIN}@${h}`,
  (h: string) => `https://${DOMAIN}:443@${h}`,
  (h: string) => `//${DOMAIN}@${h}`,
  (h: string) => `https://${h}#@${DOMAIN}`,
  (h: string) => `https://${h}?${DOMAIN}`,
  (h: string) => `https://${h}\\@${DOMAIN}`,
  (h: string) => `/%09/${h}`,
  (h: string) => `/%5c${h}`,
  (h: string) => `//%5c${h}`,
  (h: string) => ` //${h}`,
  (h: string) => `\t//${h}`,
  (h: string) => `/\t/${h}`,
  (h: string) => `https:\\\\${h}`,
  (h: string) => `HtTpS://${h}`,
  (h: string) => `//${h}%00.${DOMAIN}`,
  (h: string) => `https://${h}%E3%80%82${DOMAIN}`,
];

const SCHEMES = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'javascript://%0aalert(1)',
  'javascript://volan.ro/%0aalert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  'ftp://evil.com',
  'about:blank',
  'about:blank//evil.com',
  '%E0%A4%A',
  '%',
  '%%32%66%32%66evil.com',
];

const ENCODINGS = [
  (p: string) => p,
  (p: string) => encodeURIComponent(p),
  (p: string) => encodeURIComponent(encodeURIComponent(p)),
  (p: string) => p.replaceAll('/', '%2F'),
  (p: string) => p.replaceAll('/', '%252F'),
];

const corpus = [...EVIL.flatMap((host) => SHAPES.map((shape) => shape(host))), ...SCHEMES].flatMap((payload) =>
  ENCODINGS.map((encode) => encode(payload)),
);
const unique = [...new Set(corpus)];

/** Where a browser on https://www.volan.ro/x/ would go with this value; null for ''. */
function resolved(value: string): URL | null {
  return value === '' ? null : new URL(value, 'https://www.volan.ro/x/');
}

function isOurs(url: URL): boolean {
  return (
    url.protocol === 'https:' &&
    (url.hostname === DOMAIN || url.hostname.endsWith(`.${DOMAIN}`)) &&
    url.username === '' &&
    url.password === ''
  );
}

describe('sanitizeRedirectUrl over an open-redirect corpus', () => {
  it('has at least 300 distinct payloads', () => {
    expect(unique.length).toBeGreaterThanOrEqual(300);
  });

  it('never throws and never leaves our https domain', () => {
    const escaped: string[] = [];
    for (const payload of unique) {
      const out = sanitizeRedirectUrl(payload, DOMAIN);
      const url = resolved(out);
      if (url && !isOurs(url)) escaped.push(`${payload} -> ${out}`);
    }
    expect(escaped).toEqual([]);
  });

  it('keeps what is ours', () => {
    for (const ok of [
      '/contul-meu/',
      '/autoturisme/bmw?price_to=20000',
      'https://www.volan.ro/favorite',
      'https://volan.ro/',
      '//dealer.volan.ro/x',
    ]) {
      const url = resolved(sanitizeRedirectUrl(ok, DOMAIN));
      expect(url && isOurs(url)).toBe(true);
    }
  });
});
