/**
 * First-party cookie strings (document.cookie), read and written without a library: reading one
 * value, writing one with its options, the sizes SPEC §9 measures, and the _fbc limit (SPEC §5).
 */

/** Options of a cookie written by the app (path / unless given). */
export interface CookieOptions {
  /** Lifetime in seconds; absent: a session cookie; 0 or less: delete. */
  maxAgeSeconds?: number;
  path?: string;
  domain?: string;
  sameSite?: 'Lax' | 'Strict' | 'None';
  secure?: boolean;
}

/** The value of cookie `name` in a document.cookie string, or null. */
export function readCookie(cookieString: string, name: string): string | null {
  for (const part of cookieString.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

/** The assignment to give document.cookie for `name` = `value` with `options`. */
export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${options.path ?? '/'}`];
  if (options.maxAgeSeconds !== undefined) parts.push(`Max-Age=${Math.max(0, Math.floor(options.maxAgeSeconds))}`);
  if (options.domain) parts.push(`Domain=${options.domain}`);
  parts.push(`SameSite=${options.sameSite ?? 'Lax'}`);
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

/** The assignment that deletes cookie `name` (path /). */
export function expiredCookie(name: string): string {
  return `${name}=; Path=/; Max-Age=0`;
}

/** Cookie sizes as SPEC §9 measures them: the length of document.cookie and how many cookies it holds. */
export function cookieSizes(cookieString: string): { length: number; count: number } {
  const count = cookieString.split(';').filter((part) => part.trim() !== '').length;
  return { length: cookieString.length, count };
}

/** SPEC §5: the _fbc cookie is deleted when it is longer than this many characters. */
export const FBC_MAX_LENGTH = 200;

/** True when the _fbc cookie is present and longer than FBC_MAX_LENGTH (it must then be deleted). */
export function isFbcTooLong(cookieString: string): boolean {
  const value = readCookie(cookieString, '_fbc');
  return value !== null && value.length > FBC_MAX_LENGTH;
}
