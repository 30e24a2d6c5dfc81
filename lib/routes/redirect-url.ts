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
// a URL: '/\t/evil.com' is '//evil.com' to them, so it must be to us.
function asBrowserReadsIt(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '');
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
  const host = url.hostname.replace(/\.$/, '');
  return host === domain || host.endsWith(`.${domain}`) ? url.href : '';
}

function isAbsolute(value: string): boolean {
  return SCHEME.test(value) || PROTOCOL_RELATIVE.test(value);
}

/**
 * The redirect-URL sanitiser of SPEC §5: decode, drop 'about:blank', then allow relative paths
 * unchanged and absolute URLs (protocol-relative read as https) only when https on `domain` or a
 * subdomain. `domain` may be a bare host ('volan.ro') or an origin. Returns '' for anything else.
 */
export function sanitizeRedirectUrl(value: unknown, domain: string): string {
  const raw = firstString(value);
  if (raw === null) return '';
  const decoded = safeDecode(raw);
  if (decoded === null) return '';
  const cleaned = asBrowserReadsIt(decoded.replaceAll('about:blank', ''));
  if (cleaned === '') return '';
  const host = normaliseDomain(domain);
  if (isAbsolute(cleaned)) return checkAbsolute(cleaned, host);
  // A relative value that turns absolute when decoded once more was encoded twice on purpose: the
  // only readers that decode again are the ones an attacker is aiming at.
  const again = safeDecode(cleaned);
  if (again !== null && again !== cleaned) {
    const twice = asBrowserReadsIt(again);
    if (isAbsolute(twice) && checkAbsolute(twice, host) === '') return '';
  }
  return cleaned;
}

/** The post-login destination: the sanitised stored redirect, or '/contul-meu/'. */
export function postLoginRedirect(value: unknown, domain: string): string {
  return sanitizeRedirectUrl(value, domain) || DEFAULT_POST_LOGIN_REDIRECT;
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
    return url.origin === LOCATION_BASE ? url.pathname + url.search + url.hash : DEFAULT_POST_LOGIN_REDIRECT;
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
