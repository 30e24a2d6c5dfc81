/**
 * Sanitisers for values read from the query string (SPEC §5): redirect and return URLs, and other
 * query parameters. Neither ever throws: a value that cannot be read safely becomes ''.
 */
import { stripHtml } from './strip-html';

/** Where a user lands after login when the stored redirect is empty or refused (SPEC §2.4). */
export const DEFAULT_POST_LOGIN_REDIRECT = '/contul-meu/';

/** decodeURIComponent that returns null instead of throwing on bad percent-encoding. */
export function safeDecode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

function firstString(value: unknown): string | null {
  const first: unknown = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : null;
}

// Browsers drop leading/trailing C0 controls and spaces, and tabs/newlines anywhere, before parsing
// a URL: '/\t/evil.com' is '//evil.com' to them, so it must be to us. 'about:blank' is removed
// (SPEC §5) until none is left, so that removing one cannot leave another behind.
function tidy(value: string): string {
  let current = value;
  for (;;) {
    const next = current
      // eslint-disable-next-line no-control-regex -- leading and trailing control characters are what is removed
      .replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '')
      .replace(/[\t\n\r]/g, '')
      .replaceAll('about:blank', '');
    if (next === current) return current;
    current = next;
  }
}

function normaliseDomain(domain: string): string {
  let host = domain.trim().toLowerCase();
  if (host.includes('://')) {
    try {
      host = new URL(host).hostname;
    } catch {
      return '';
    }
  }
  return host.replace(/^\.+|\.+$/g, '');
}

const SCHEME = /^[a-z][a-z\d+.-]*:/i;
const PROTOCOL_RELATIVE = /^[\\/]{2}/;
/** A value with its own '/', '?' or '#' is already a URL; one without is a wholly encoded one. */
const STRUCTURED = /[/\\?#]/;
const RELATIVE_BASE = 'https://relative.invalid/x/';

/** An absolute or protocol-relative URL, checked: its href when https on `domain` or a subdomain, else ''. */
function checkAbsolute(value: string, domain: string): string {
  if (!domain) return '';
  let url: URL;
  try {
    url = new URL(PROTOCOL_RELATIVE.test(value) ? `https:${value}` : value);
  } catch {
    return '';
  }
  if (url.protocol !== 'https:') return '';
  // Credentials in a redirect only serve to disguise it ('https://volan.ro@evil.com...').
  if (url.username !== '' || url.password !== '') return '';
  // A path starting with '//' ('https://volan.ro/\\evil.com' has '//evil.com') turns protocol-relative
  // for any reader that keeps only the path, as the return-URL pipeline does for our own origin.
  if (url.pathname.startsWith('//')) return '';
  // 'www.volan.ro.' names the same host, but it is another origin to the browser (cookies, session).
  const host = url.hostname;
  return host === domain || host.endsWith(`.${domain}`) ? url.href : '';
}

/**
 * A relative value, checked the way a browser resolves it: it must stay on the page's origin, and
 * its path must not start with '//' ('/.//evil.com' has the path '//evil.com', which any reader
 * that keeps only the path turns into a protocol-relative URL).
 */
function checkRelative(value: string): string {
  let url: URL;
  try {
    url = new URL(value, RELATIVE_BASE);
  } catch {
    return '';
  }
  return url.origin === new URL(RELATIVE_BASE).origin && !url.pathname.startsWith('//') ? value : '';
}

function isAbsolute(value: string): boolean {
  return SCHEME.test(value) || PROTOCOL_RELATIVE.test(value);
}

function check(value: string, host: string): string {
  return isAbsolute(value) ? checkAbsolute(value, host) : checkRelative(value);
}

/**
 * The redirect-URL sanitiser of SPEC §5, the only one: every return URL goes through it where it
 * enters (query, next-auth callbackUrl, local storage) and is kept as it returns it. It is
 * idempotent, so a value read back from storage may be checked again without changing.
 *
 * SPEC's "decoded" is the query parser's decoding; a value still wholly encoded (no '/', '?' or '#'
 * of its own: '%2Fcontul-meu%2F') is decoded once more here. Anything else is already a URL and is
 * never decoded again: that would turn '?q=a%2526b' into '?q=a%26b' and then into '?q=a&b'.
 * Then 'about:blank' is dropped; relative paths pass unchanged when they stay on the site; absolute
 * URLs (protocol-relative read as https) only when https on `domain` or a subdomain (their href).
 * `domain` may be a bare host ('volan.ro') or an origin. Returns '' for anything else.
 */
export function sanitizeRedirectUrl(value: unknown, domain: string): string {
  const raw = firstString(value);
  if (raw === null || safeDecode(raw) === null) return '';
  let cleaned = tidy(raw);
  if (!STRUCTURED.test(cleaned)) {
    cleaned = tidy(safeDecode(cleaned) ?? '');
    // Still wholly encoded after one decoding: encoded twice on purpose, for a reader that decodes again.
    if (!STRUCTURED.test(cleaned) && cleaned.includes('%')) return '';
  }
  if (cleaned === '' || safeDecode(cleaned) === null) return '';
  const host = normaliseDomain(domain);
  const result = check(cleaned, host);
  if (result === '') return '';
  // A value that turns hostile when decoded once more was encoded twice on purpose: the only
  // readers that decode again are the ones an attacker is aiming at.
  const again = safeDecode(cleaned);
  if (again !== null && again !== cleaned) {
    const twice = tidy(again);
    if (twice !== '' && check(twice, host) === '') return '';
  }
  return result;
}

/**
 * A return URL as it enters from the query, next-auth's callbackUrl or local storage: an absolute
 * URL on exactly `siteOrigin` (next-auth's callbackUrl, http in development) becomes its path;
 * everything goes through the SPEC §5 sanitiser ('' when refused). A relative result is made
 * root-relative ('contul-meu/x' → '/contul-meu/x'), so the page that reads it (the sign-in page,
 * the OAuth return page, the server's Location) cannot change where it leads. Idempotent.
 */
export function sanitizeReturnUrl(value: unknown, siteOrigin: string): string {
  const raw = firstString(value);
  if (raw === null) return '';
  let clean = sanitizeRedirectUrl(sameOriginPath(raw, siteOrigin) ?? raw, siteOrigin);
  // Checked again: '\\x' is harmless, '/\\x' is another host.
  if (clean !== '' && !clean.startsWith('/') && !clean.startsWith('https:')) {
    clean = sanitizeRedirectUrl(`/${clean}`, siteOrigin);
  }
  // '//www.volan.ro' comes back absolute on our own origin: kept as its path, as the next read would.
  const ownPath = clean.startsWith('https:') ? sameOriginPath(clean, siteOrigin) : null;
  return ownPath === null ? clean : sanitizeRedirectUrl(ownPath, siteOrigin);
}

/** The path (with query and hash) of an absolute URL on exactly `siteOrigin`, else null. */
function sameOriginPath(value: string, siteOrigin: string): string | null {
  try {
    const origin = new URL(siteOrigin).origin;
    const url = new URL(value);
    // href, not pathname + search + hash: those drop an empty '?' or '#', and the URL would change.
    return url.origin === origin ? url.href.slice(url.origin.length) : null;
  } catch {
    return null;
  }
}

const LOCATION_BASE = 'http://volan.invalid';

/**
 * A sanitised redirect as an HTTP Location value. The sanitiser hands back decoded text ('/ă'),
 * but a header carries Latin-1 at most and Node refuses anything else with a 500: the URL
 * serialiser percent-encodes it ('/%C4%83'). Relative stays relative; '/contul-meu/' when the value
 * cannot be read as a URL at all.
 */
export function toLocationHeader(value: string): string {
  try {
    if (URL.canParse(value)) return new URL(value).href;
    const url = new URL(value, `${LOCATION_BASE}/`);
    // A path starting '//' would be a protocol-relative Location: another site.
    if (url.origin !== LOCATION_BASE || url.pathname.startsWith('//')) return DEFAULT_POST_LOGIN_REDIRECT;
    return url.href.slice(url.origin.length);
  } catch {
    return DEFAULT_POST_LOGIN_REDIRECT;
  }
}

/** Validates a decoded query value: an error message, or null/undefined when valid. */
export type QueryValidator = (value: string) => string | null | undefined;

/**
 * The query-parameter sanitiser of SPEC §5: arrays joined with commas, each part decoded (a part
 * with bad percent-encoding is kept as given: it is only text, and stripping follows), validated
 * ('' when the validator returns a message), then stripped of HTML.
 */
export function sanitizeQueryParam(value: unknown, validate?: QueryValidator): string {
  const parts = (Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === 'string');
  if (parts.length === 0) return '';
  const decoded = parts.map((part) => safeDecode(part) ?? part).join(',');
  if (validate?.(decoded)) return '';
  return stripHtml(decoded);
}
