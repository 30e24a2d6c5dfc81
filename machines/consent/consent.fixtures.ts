/**
 * Concrete inputs and events of the cookie-consent flow, read by the model tests and the explorer.
 */
import type { FixtureEvent } from '../registry.types';
import type { ConsentEvent, ConsentInput } from './consent.types';

/** A first visit: no decision yet. */
export const CONSENT_FIRST_VISIT_INPUT: ConsentInput = { stored: null };
/** A returning visitor who allowed performance cookies only. */
export const CONSENT_RETURNING_INPUT: ConsentInput = { stored: { C0002: true, C0003: false, C0004: false } };

/** The banner's and the dialog's buttons; one category switch keeps the paths few. */
export const CONSENT_EVENTS: readonly FixtureEvent<ConsentEvent>[] = [
  { type: 'consent.acceptAll' },
  { type: 'consent.refuseAll' },
  { type: 'preferences.open' },
  { type: 'category.toggle', category: 'C0002' },
  { type: 'preferences.save' },
  { type: 'preferences.close' },
];

/** The returning visitor switches targeting (C0004) in the reopened preferences. */
export const CONSENT_RETURNING_EVENTS: readonly FixtureEvent<ConsentEvent>[] = [
  { type: 'preferences.open' },
  { type: 'category.toggle', category: 'C0004' },
  { type: 'preferences.save' },
  { type: 'preferences.close' },
  { type: 'consent.refuseAll' },
];
