/**
 * One redirect pipeline (issue 9), as properties over random paths and queries: %-escapes (also
 * double and broken ones), non-Latin-1 text, '//', backslashes, schemes, whitespace, 'about:blank'.
 * Sanitising is idempotent; what comes out is a path on the site, an https URL on our domain, or
 * nothing (then the safe default); and the browser (sign-in page, local storage, navigation) and
 * the server (the sign-in page's Location header, next-auth's callbackUrl) send the visitor to the
 * same place.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_POST_LOGIN_REDIRECT,
  sanitizeRedirectUrl,
  sanitizeReturnUrl,
  toLocationHeader,
} from '@/lib/routes/redirect-url';
import { returnUrlFromQuery, storeAuthRedirectUrl, takePostLoginTarget } from '@/lib/session/post-login';
import type { KeyValueStorage } from '@/lib/session/session-storage';
import { safeRedirect } from './redirect';

const ORIGINS = ['https://www.volan.ro', 'http://localhost:3000'] as const;
// FC_RUNS raises the number of inputs to hunt for counterexamples; FC_SEED replays a reported run.
const RUNS: fc.Parameters<unknown> = {
  numRuns: Number(process.env['FC_RUNS'] ?? 2000),
  ...(process.env['FC_SEED'] ? { seed: Number(process.env['FC_SEED']) } : {}),
};

const TOKENS = [
  '/',
  '//',
  '\\',
  '/\\',
  '?',
  '#',
  '&',
  '=',
  '.',
  '..',
  '/./',
  '/../',
  '@',
  ':',
  ' ',
  '\t',
  '\n',
  '\u0000',
  '%',
  '%25',
  '%2525',
  '%26',
  '%2526',
  '%2F',
  '%2f',
  '%252F',
  '%5C',
  '%3A',
  '%3F',
  '%23',
  '%09',
  '%00',
  '%2e',
  '%E0%A4%A',
  '%C4%83',
  'ă',
  'ș',
  'Ț',
  '中',
  '😀',
  '\u00e9',
  '\uFFFD',
  'about:blank',
  'https:',
  'http:',
  'javascript:',
  'data:',
  'mailto:',
  'https://',
  'www.volan.ro',
  'volan.ro',
  'dealer.volan.ro',
  'evil.com',
  'localhost:3000',
  'autoturisme',
  'contul-meu',
  'q',
  'a',
  'b',
];

/** Any string the query, a cookie or storage could bring: tricky tokens and random text, joined. */
const anyInput = fc
  .array(
    fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...TOKENS) },
      { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 4 }) },
    ),
    { maxLength: 14 },
  )
  .map((parts) => parts.join(''));

const segment = fc.oneof(
  fc.constantFrom('autoturisme', 'contul-meu', 'bmw', 'ă', 'a b', 'a&b', '%', '%26', 'x/y', '..', ''),
  fc.string({ unit: 'grapheme', maxLength: 6 }),
);

/** A path with a query and a hash, written the way a browser or our links encode it. */
const encodedPath = fc
  .tuple(
    fc.array(segment, { minLength: 1, maxLength: 4 }),
    fc.array(fc.tuple(segment, segment), { maxLength: 3 }),
    fc.option(segment, { nil: undefined }),
  )
  .map(([segments, query, hash]) => {
    const search = new URLSearchParams(query).toString();
    return `/${segments.map(encodeURIComponent).join('/')}${search ? `?${search}` : ''}${hash === undefined ? '' : `#${encodeURIComponent(hash)}`}`;
  });

/** Where a browser on `page` goes with `url`. */
function resolve(url: string, page: string): string {
  return new URL(url, page).href;
}

function memoryStorage(): KeyValueStorage {
  const data = new Map<string, string>();
  return {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

/** On the site: the origin itself, or https on the domain or one of its subdomains, without credentials. */
function isOnSite(href: string, origin: string): boolean {
  const url = new URL(href);
  if (url.username !== '' || url.password !== '') return false;
  if (url.origin === origin) return !url.pathname.startsWith('//');
  const host = new URL(origin).hostname.replace(/^www\./, '');
  return url.protocol === 'https:' && (url.hostname === host || url.hostname.endsWith(`.${host}`));
}

describe.each(ORIGINS)('the redirect pipeline on %s', (origin) => {
  const input = fc.oneof(
    anyInput,
    encodedPath,
    encodedPath.map((path) => `${origin}${path}`),
  );

  it('sanitising is idempotent', () => {
    fc.assert(
      fc.property(input, (value) => {
        const once = sanitizeReturnUrl(value, origin);
        expect(sanitizeReturnUrl(once, origin)).toBe(once);
        const spec = sanitizeRedirectUrl(value, origin);
        expect(sanitizeRedirectUrl(spec, origin)).toBe(spec);
      }),
      RUNS,
    );
  });

  it('gives a path on the site, an https URL on our domain, or nothing', () => {
    fc.assert(
      fc.property(input, (value) => {
        const clean = sanitizeReturnUrl(value, origin);
        if (clean === '') return;
        expect(clean.startsWith('/') || clean.startsWith('https://')).toBe(true);
        expect(isOnSite(resolve(clean, `${origin}/autentificare/x`), origin)).toBe(true);
      }),
      RUNS,
    );
  });

  it('never decodes a path again: a kept path comes back exactly as it went in', () => {
    fc.assert(
      fc.property(encodedPath, (path) => {
        const clean = sanitizeReturnUrl(path, origin);
        if (clean === '') return;
        expect(clean).toBe(path);
        // The same path as an absolute URL (next-auth's callbackUrl) leads to the same place.
        expect(resolve(sanitizeReturnUrl(`${origin}${path}`, origin), origin)).toBe(resolve(clean, origin));
      }),
      RUNS,
    );
  });

  it('browser and server send the visitor to the same place', () => {
    fc.assert(
      fc.property(input, fc.constantFrom('redirectUrl', 'callbackUrl'), (value, key) => {
        // The sign-in page reads the query once and keeps the result in local storage.
        const entered = returnUrlFromQuery({ [key]: value }, origin);
        const storage = memoryStorage();
        storeAuthRedirectUrl(storage, entered);
        const client = resolve(takePostLoginTarget(storage, entered, origin), `${origin}/autentificare/verificare`);
        // A signed-in visitor gets a Location header from the sign-in page's loader.
        const location = resolve(toLocationHeader(entered || DEFAULT_POST_LOGIN_REDIRECT), `${origin}/authentication`);
        // next-auth's redirect callback answers with an absolute URL.
        const callback = safeRedirect(value, origin);
        expect(location).toBe(client);
        expect(callback).toBe(client);
      }),
      RUNS,
    );
  });
});

describe('the example of issue 9', () => {
  it('keeps /autoturisme?q=a%2526b as it is, everywhere', () => {
    const origin = 'https://www.volan.ro';
    const value = '/autoturisme?q=a%2526b';
    const storage = memoryStorage();
    storeAuthRedirectUrl(storage, returnUrlFromQuery({ redirectUrl: value }, origin));
    expect(takePostLoginTarget(storage, '', origin)).toBe(value);
    expect(toLocationHeader(sanitizeReturnUrl(value, origin))).toBe(value);
    expect(safeRedirect(value, origin)).toBe(`${origin}${value}`);
    expect(safeRedirect(`${origin}${value}`, origin)).toBe(`${origin}${value}`);
  });
});
