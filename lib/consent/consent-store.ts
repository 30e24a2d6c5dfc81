/**
 * The page's consent decision, shared by whoever sets a cookie or tracks (SPEC §7: setting a
 * cookie waits for the user's decision). The consent banner (machines/consent) publishes the
 * decision here; `setCookieWithConsent` waits for it at most the cookie-compliance reservoir TTL
 * (SPEC §9: 0.5 h), then gives up with '[COOKIE_CONSENT] Fail to wait for user decision' (§8).
 */
import { logger } from '@/lib/logger/logger';
import { type CookieOptions, serializeCookie } from '@/lib/tracking/cookies';
import { type ConsentCategory, type ConsentChoices, type ConsentDecision, isGranted } from './consent-cookie';

/** SPEC §3 App context cookieComplianceReservoir, §9: how long a pending cookie waits for the decision. */
export const COOKIE_COMPLIANCE_RESERVOIR_MS = 30 * 60 * 1000;
/** SPEC §8. */
export const CONSENT_WAIT_FAILED = '[COOKIE_CONSENT] Fail to wait for user decision';

type Listener = (choices: ConsentChoices) => void;

let current: ConsentChoices | null = null;
const listeners = new Set<Listener>();
const preferenceRequests = new Set<() => void>();

/** The decision so far, null before the visitor decided. */
export function consentChoices(): ConsentChoices | null {
  return current;
}

/** Publishes the visitor's decision (stored or just made) to everyone waiting or listening. */
export function publishConsent(decision: ConsentDecision | null): void {
  current = decision ? decision.choices : null;
  if (current) for (const listener of [...listeners]) listener(current);
}

/** Calls `listener` on every decision (not the current one); returns the unsubscribe. */
export function onConsent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The decision, now or once made; rejects after `ttlMs` without one. */
export function waitForConsent(ttlMs: number = COOKIE_COMPLIANCE_RESERVOIR_MS): Promise<ConsentChoices> {
  if (current) return Promise.resolve(current);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      unsubscribe();
      reject(new Error(`no consent decision within ${ttlMs} ms`));
    }, ttlMs);
    const unsubscribe = onConsent((choices) => {
      clearTimeout(timer);
      unsubscribe();
      resolve(choices);
    });
  });
}

/** Where cookies are written (document in the browser; a test gives its own). */
export interface CookieJar {
  write: (assignment: string) => void;
}

const documentJar: CookieJar = {
  write: (assignment) => {
    document.cookie = assignment;
  },
};

/**
 * Whether a cookie of `category` may be set: C0001 at once, the others once the visitor decided
 * (waiting at most the reservoir TTL; on timeout '[COOKIE_CONSENT] Fail to wait for user decision'
 * is logged and the answer is no).
 */
export async function cookieCategoryAllowed(
  category: ConsentCategory,
  cookie: string,
  ttlMs: number = COOKIE_COMPLIANCE_RESERVOIR_MS,
): Promise<boolean> {
  if (category === 'C0001') return true;
  try {
    return isGranted(await waitForConsent(ttlMs), category);
  } catch (error) {
    logger.error(CONSENT_WAIT_FAILED, { cookie, category, reason: String(error) });
    return false;
  }
}

/**
 * Sets a cookie of `category` once the visitor allows it: C0001 at once, the others after the
 * decision (waiting at most the reservoir TTL). Resolves true when the cookie was written.
 */
export async function setCookieWithConsent(
  name: string,
  value: string,
  options: CookieOptions,
  category: ConsentCategory,
  { jar = documentJar, ttlMs = COOKIE_COMPLIANCE_RESERVOIR_MS }: { jar?: CookieJar; ttlMs?: number } = {},
): Promise<boolean> {
  if (!(await cookieCategoryAllowed(category, name, ttlMs))) return false;
  jar.write(serializeCookie(name, value, options));
  return true;
}

/** Asks the mounted consent banner to open its preferences (the footer's "Setări cookie-uri"). */
export function requestConsentPreferences(): void {
  for (const request of [...preferenceRequests]) request();
}

/** The banner's side of requestConsentPreferences; returns the unsubscribe. */
export function onConsentPreferencesRequest(handler: () => void): () => void {
  preferenceRequests.add(handler);
  return () => preferenceRequests.delete(handler);
}
