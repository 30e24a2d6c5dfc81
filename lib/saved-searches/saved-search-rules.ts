/**
 * Rules of saved searches the browser checks before asking the server (the server checks them
 * again): a name of 1-80 characters after trimming, the alert frequencies a buyer chooses, and the
 * name a search gets by default (the listing's heading and filters in words).
 */
import type { AlertFrequency } from '@/lib/graphql/generated/operations';

/** Longest name, after trimming (the contract's SaveSearchInput.name). */
export const SAVED_SEARCH_NAME_MAX = 80;

/** i18n keys of the errors the browser shows (errors catalogue, savedSearches.*). */
export const SAVED_SEARCH_ERRORS = {
  badName: 'errors:savedSearches.badName',
  duplicate: 'errors:savedSearches.duplicate',
  tooMany: 'errors:savedSearches.tooMany',
  unknown: 'errors:savedSearches.unknown',
  badUnsubscribeLink: 'errors:savedSearches.badUnsubscribeLink',
  saveFailed: 'errors:savedSearches.saveFailed',
  loadFailed: 'errors:savedSearches.loadFailed',
} as const;

/** What the listing's popover offers, in the order shown; a new search e-mails daily. */
export const ALERT_CHOICES: readonly AlertFrequency[] = ['INSTANT', 'DAILY', 'WEEKLY'];

/** What /cautari-salvate offers: the same, and no alerts (what an unsubscribe link leaves). */
export const ALERT_SETTINGS: readonly AlertFrequency[] = ['INSTANT', 'DAILY', 'WEEKLY', 'OFF'];

export const DEFAULT_ALERT_FREQUENCY: AlertFrequency = 'DAILY';

/** The i18n key of what is wrong with `name`, or null when it can be saved. */
export function nameProblem(name: string): string | null {
  const trimmed = name.trim();
  return trimmed.length === 0 || trimmed.length > SAVED_SEARCH_NAME_MAX ? SAVED_SEARCH_ERRORS.badName : null;
}

/**
 * The name a search gets until the buyer types another: the parts the listing shows (heading,
 * then each filter) joined with ' · ', cut at a part boundary to fit 80 characters (a heading longer
 * than that is cut with an ellipsis).
 */
export function defaultSearchName(parts: readonly string[]): string {
  const kept: string[] = [];
  for (const part of parts.map((p) => p.trim()).filter(Boolean)) {
    const next = [...kept, part].join(' · ');
    if (next.length > SAVED_SEARCH_NAME_MAX) break;
    kept.push(part);
  }
  if (kept.length > 0) return kept.join(' · ');
  const first = parts.find((p) => p.trim())?.trim() ?? '';
  return first.length > SAVED_SEARCH_NAME_MAX ? `${first.slice(0, SAVED_SEARCH_NAME_MAX - 1)}…` : first;
}
