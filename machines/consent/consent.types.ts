/**
 * Context, events and input of the cookie-consent flow (SPEC §3 categories C0001–C0004, §7
 * "setting a cookie waits for the user's consent decision").
 */
import type { ConsentChoices, OptionalCategory } from '@/lib/consent/consent-cookie';

/** What the page knows when the banner mounts. */
export interface ConsentInput {
  /** The decision read from the consent cookie; null on a first visit (the banner asks). */
  readonly stored: ConsentChoices | null;
}

/** The decision and the preferences dialog's unsaved choices. */
export interface ConsentContext {
  /** The decision in force; null until the visitor decides. */
  readonly granted: ConsentChoices | null;
  /** The switches of the preferences dialog (saved only by preferences.save). */
  readonly draft: ConsentChoices;
}

/** Banner buttons, the preferences dialog and the footer link. */
export type ConsentEvent =
  | { type: 'consent.acceptAll' }
  | { type: 'consent.refuseAll' }
  | { type: 'preferences.open' }
  | { type: 'category.toggle'; category: OptionalCategory }
  | { type: 'preferences.save' }
  | { type: 'preferences.close' };
