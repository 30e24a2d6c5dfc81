/**
 * What every auth flow hook (machines/auth-*) needs from its page.
 */
import type { AnyActorLogic } from 'xstate';
import type { KeyValueStorage } from './session-storage';

/** Navigation, the site origin, storage, and (in tests) replacement actors. */
export interface AuthFlowDeps {
  /** Goes to another page (the page decides: client-side navigation or a full load). */
  readonly navigate: (url: string) => void;
  /** SITE_ORIGIN, for the redirect sanitiser. */
  readonly siteOrigin: string;
  /** Defaults to window.localStorage. */
  readonly storage?: KeyValueStorage | null;
  /** Replaces the real actors (model tests park them). */
  readonly actors?: Readonly<Record<string, AnyActorLogic>>;
}

/** A failure as a flow keeps it: the code and the i18n key to show. */
export interface AuthFailure {
  readonly code: string;
  readonly i18nKey: string;
}
