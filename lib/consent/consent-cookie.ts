/**
 * The visitor's cookie-consent decision (SPEC §3 category codes C0001–C0004) and its first-party
 * cookie. C0001 (strictly necessary) is always granted; the other three are the visitor's choice.
 * Format: `C0001:1,C0002:0,C0003:1,C0004:0|<decided at, seconds since the epoch>`.
 */

/** Cookie holding the decision (strictly necessary itself). */
export const CONSENT_COOKIE = 'volan_consent';
/** How long the decision is kept: 180 days, then the banner asks again. */
export const CONSENT_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;

/** SPEC §3: strictly necessary, performance, functional, targeting/advertising. */
export const CONSENT_CATEGORIES = ['C0001', 'C0002', 'C0003', 'C0004'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];
/** The categories a visitor may refuse. */
export const OPTIONAL_CATEGORIES = ['C0002', 'C0003', 'C0004'] as const;
export type OptionalCategory = (typeof OPTIONAL_CATEGORIES)[number];

/** Granted (true) or refused, per optional category. */
export type ConsentChoices = Readonly<Record<OptionalCategory, boolean>>;

/** A decision the visitor made. */
export interface ConsentDecision {
  choices: ConsentChoices;
  /** Seconds since the epoch. */
  decidedAt: number;
}

/** Nothing optional granted: the state before a decision and after "refuse". */
export const NONE_GRANTED: ConsentChoices = { C0002: false, C0003: false, C0004: false };
/** Everything granted ("accept all"). */
export const ALL_GRANTED: ConsentChoices = { C0002: true, C0003: true, C0004: true };

/** Whether `category` may be used under `choices` (C0001 always). */
export function isGranted(choices: ConsentChoices | null, category: ConsentCategory): boolean {
  if (category === 'C0001') return true;
  return choices?.[category] ?? false;
}

/** The cookie value of a decision. */
export function serializeConsent(decision: ConsentDecision): string {
  const groups = CONSENT_CATEGORIES.map((c) => `${c}:${isGranted(decision.choices, c) ? 1 : 0}`).join(',');
  return `${groups}|${Math.floor(decision.decidedAt)}`;
}

/** The decision in a cookie value, or null when absent or malformed (the banner then asks). */
export function parseConsent(value: string | null): ConsentDecision | null {
  if (!value) return null;
  const match = /^((?:C000[1-4]:[01],?){4})\|(\d{1,12})$/u.exec(value);
  if (!match?.[1] || !match[2]) return null;
  const groups = new Map(
    match[1]
      .split(',')
      .filter(Boolean)
      .map((pair) => pair.split(':') as [string, string]),
  );
  if (CONSENT_CATEGORIES.some((c) => !groups.has(c))) return null;
  return {
    choices: {
      C0002: groups.get('C0002') === '1',
      C0003: groups.get('C0003') === '1',
      C0004: groups.get('C0004') === '1',
    },
    decidedAt: Number(match[2]),
  };
}
