/**
 * The experiment hash cookie 'ock' (SPEC §9): SHA-256, URL-safe base64, of the sorted, upper-cased
 * experiments and flags. Its presence tells the browser the bootstrap ran for these cookies; a
 * change of the experiment cookie rewrites it. Web Crypto, so the browser and node 20 share it.
 */
import { parseExperimentCookie, parseFlagCookie } from './experiment-cookie';

/** The string hashed: every NAME@VARIANT and every flag name, upper-cased, sorted, joined by '#'. */
export function hashSource(experimentCookie: string | null | undefined, flagCookie: string | null | undefined): string {
  const experiments = Object.entries(parseExperimentCookie(experimentCookie)).map(([name, variant]) =>
    `${name}@${variant}`.toUpperCase(),
  );
  const flags = parseFlagCookie(flagCookie).map((name) => name.toUpperCase());
  return [...experiments, ...flags].sort().join('#');
}

/** URL-safe base64 without padding. */
export function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/gu, '-').replace(/\//gu, '_').replace(/=+$/u, '');
}

/** The value of the hash cookie for these cookies. */
export async function experimentHash(
  experimentCookie: string | null | undefined,
  flagCookie: string | null | undefined,
): Promise<string> {
  const data = new TextEncoder().encode(hashSource(experimentCookie, flagCookie));
  const digest = await globalThis.crypto.subtle.digest('SHA-256', data);
  return toBase64Url(new Uint8Array(digest));
}

/** Options of a cookie the experiments write (document.cookie or Set-Cookie). */
export interface ExperimentCookieOptions {
  readonly sameSite: 'strict' | 'lax';
  /** Absent: a host-only cookie (localhost, IP addresses, one-label hosts). */
  readonly domain?: string;
  readonly path: '/';
  /** Seconds. */
  readonly maxAge: number;
}

/** 30 days, in seconds. */
export const EXPERIMENT_COOKIE_MAX_AGE = 30 * 24 * 60 * 60;

/** The host's last two labels ('www.volan.ro' → 'volan.ro'); none for localhost and IP addresses. */
export function cookieDomain(host: string | null | undefined): string | undefined {
  let name = (host ?? '').trim().toLowerCase();
  if (name.startsWith('[')) return undefined; // IPv6 literal
  name = name.replace(/:\d+$/u, '').replace(/\.$/u, '');
  if (!name || name === 'localhost' || name.endsWith('.localhost')) return undefined;
  if (/^\d{1,3}(\.\d{1,3}){3}$/u.test(name) || name.includes(':')) return undefined;
  const labels = name.split('.');
  if (labels.length < 2 || labels.some((label) => !/^[a-z0-9-]+$/u.test(label))) return undefined;
  return labels.slice(-2).join('.');
}

/** sameSite strict, the host's last two labels, path /, 30 days. */
export function experimentCookieOptions(host: string | null | undefined): ExperimentCookieOptions {
  const domain = cookieDomain(host);
  return { sameSite: 'strict', ...(domain ? { domain } : {}), path: '/', maxAge: EXPERIMENT_COOKIE_MAX_AGE };
}

/** A document.cookie / Set-Cookie string. The value is URI-encoded except for the cookie formats' own characters. */
export function serializeCookie(name: string, value: string, options: Partial<ExperimentCookieOptions> = {}): string {
  const encoded = encodeURIComponent(value).replace(/%(23|40|7C)/gu, (m) => decodeURIComponent(m));
  const parts = [`${name}=${encoded}`, `Path=${options.path ?? '/'}`];
  if (options.domain) parts.push(`Domain=${options.domain}`);
  if (options.maxAge !== undefined) parts.push(`Max-Age=${options.maxAge}`);
  if (options.sameSite) parts.push(`SameSite=${options.sameSite === 'strict' ? 'Strict' : 'Lax'}`);
  return parts.join('; ');
}

/** One cookie's value from a Cookie header or document.cookie; null when absent. */
export function readCookie(cookieHeader: string | null | undefined, name: string): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}
