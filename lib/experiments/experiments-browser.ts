/**
 * The browser side of the experiments runtime (SPEC §4, §7, §9): the bootstrap call, the cookies
 * it asks for, the hash cookie, the idle-time watch of the experiment cookie and the flags kept in
 * session storage. machines/experiments/use-experiments.tsx hands these to the machine as actors.
 */
import { CONSENT_CATEGORIES, type ConsentCategory } from '@/lib/consent/consent-cookie';
import { cookieCategoryAllowed } from '@/lib/consent/consent-store';
import { experimentCookieOptions, experimentHash, readCookie, serializeCookie } from './cookie-hash';
import { EXPERIMENT_COOKIE, FLAG_COOKIE, HASH_COOKIE, STALE_EXPERIMENT_COOKIES } from './experiment-cookie';

/** A cookie the bootstrap asks the browser to set. */
export interface PendingCookie {
  readonly name: string;
  readonly value: string;
  readonly options: {
    readonly sameSite?: 'strict' | 'lax';
    readonly domain?: string;
    readonly path?: string;
    readonly maxAge?: number;
  };
  /** Its consent category; a cookie without a known one waits for C0002 (performance). */
  readonly category?: string;
}

/** What GET /api/uoffe answers (SPEC §3). */
export interface BootstrapData {
  readonly experimentCookie: string;
  readonly featureFlags: Readonly<Record<string, unknown>>;
  readonly pendingCookies: readonly PendingCookie[];
}

/** Session-storage key of the visitor's flags (SPEC §9). */
export const FLAGS_STORAGE_KEY = 'featureFlags';
/** The experiment cookie is checked this often, in idle time (SPEC §9). */
export const COOKIE_CHECK_MS = 1_000;

/** One cookie of the page; '' when absent. */
export function browserCookie(name: string): string {
  return typeof document === 'undefined' ? '' : (readCookie(document.cookie, name) ?? '');
}

function setCookie(name: string, value: string, options: PendingCookie['options']): void {
  document.cookie = serializeCookie(name, value, {
    path: '/',
    ...options,
    sameSite: options.sameSite === 'lax' ? 'lax' : 'strict',
  } as Parameters<typeof serializeCookie>[2]);
}

/** Deletes the old experiment cookies, host-only and on the site's domain (SPEC §4 step 1). */
export function clearStaleExperimentCookies(): void {
  const { domain } = experimentCookieOptions(location.host);
  for (const name of STALE_EXPERIMENT_COOKIES) {
    document.cookie = serializeCookie(name, '', { path: '/', maxAge: 0 });
    if (domain) document.cookie = serializeCookie(name, '', { path: '/', domain, maxAge: 0 });
  }
}

function isBootstrap(value: unknown): value is BootstrapData {
  if (!value || typeof value !== 'object') return false;
  const data = value as Record<string, unknown>;
  return (
    typeof data.experimentCookie === 'string' &&
    !!data.featureFlags &&
    typeof data.featureFlags === 'object' &&
    Array.isArray(data.pendingCookies) &&
    data.pendingCookies.every(
      (c: unknown) =>
        !!c && typeof (c as PendingCookie).name === 'string' && typeof (c as PendingCookie).value === 'string',
    )
  );
}

/** GET /api/uoffe?{requestId}, abortable. */
export async function fetchBootstrap(requestId: string, signal?: AbortSignal): Promise<BootstrapData> {
  const response = await fetch(`/api/uoffe?${encodeURIComponent(requestId)}`, {
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
    signal,
  });
  if (!response.ok) throw new Error(`bootstrap answered ${response.status}`);
  const data: unknown = await response.json();
  if (!isBootstrap(data)) throw new Error('bootstrap answer malformed');
  return data;
}

/** Writes the hash cookie for the experiment and flag cookies as they are now. */
export async function storeHashCookie(): Promise<void> {
  const hash = await experimentHash(browserCookie(EXPERIMENT_COOKIE), browserCookie(FLAG_COOKIE));
  setCookie(HASH_COOKIE, hash, experimentCookieOptions(location.host));
}

function categoryOf(cookie: PendingCookie): ConsentCategory {
  return CONSENT_CATEGORIES.find((category) => category === cookie.category) ?? 'C0002';
}

/**
 * Sets each pending cookie (SPEC §4 step 4) through consent (SPEC §7): the strictly necessary ones
 * now, then the hash cookie (step 5); the others once the visitor allows their category, without
 * holding up the hash.
 */
export async function storePendingCookies(pending: readonly PendingCookie[]): Promise<void> {
  for (const cookie of pending) {
    const category = categoryOf(cookie);
    if (category === 'C0001') setCookie(cookie.name, cookie.value, cookie.options ?? {});
    else
      void cookieCategoryAllowed(category, cookie.name).then((allowed) => {
        if (allowed) setCookie(cookie.name, cookie.value, cookie.options ?? {});
      });
  }
  await storeHashCookie();
}

type IdleWindow = Window & {
  requestIdleCallback?: (fn: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (id: number) => void;
};

/** Checks the experiment cookie every second in idle time; calls onChange with a new value. Returns the stop. */
export function watchExperimentCookie(initial: string, onChange: (cookie: string) => void): () => void {
  const w = window as IdleWindow;
  let last = initial;
  let idle: number | undefined;
  const check = () => {
    idle = undefined;
    const now = browserCookie(EXPERIMENT_COOKIE);
    if (now !== last) {
      last = now;
      onChange(now);
    }
  };
  const timer = setInterval(() => {
    if (idle !== undefined) return;
    if (w.requestIdleCallback) idle = w.requestIdleCallback(check, { timeout: COOKIE_CHECK_MS });
    else check();
  }, COOKIE_CHECK_MS);
  return () => {
    clearInterval(timer);
    if (idle !== undefined) w.cancelIdleCallback?.(idle);
  };
}

/** The flags an earlier bootstrap of this tab left in session storage; null when none. */
export function readCachedFlags(): Record<string, unknown> | null {
  try {
    const raw = sessionStorage.getItem(FLAGS_STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Keeps the visitor's flags for the next pages of this tab. */
export function cacheFlags(flags: Readonly<Record<string, unknown>>): void {
  try {
    sessionStorage.setItem(FLAGS_STORAGE_KEY, JSON.stringify(flags));
  } catch {
    // Storage full or blocked: the next page asks the server's defaults again.
  }
}

/** A random UUID for this page load's bootstrap. */
export function newRequestId(): string {
  return globalThis.crypto.randomUUID();
}
