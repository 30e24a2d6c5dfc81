/** Context, events and input of the listing's 'Salvează căutarea' popover (SPEC §2.6 listing). */
import type {
  AlertFrequency,
  SavedSearchOutcome,
  SavedSearchRefusal,
  SavedSearchView,
  SearchToSave,
} from '@/lib/saved-searches/saved-search.types';

export type { AlertFrequency, SavedSearchOutcome, SavedSearchRefusal, SavedSearchView, SearchToSave };

/** Whether the viewer has an account (known before the popover's flow starts). */
export interface SavedSearchInput {
  readonly signedIn: boolean;
}

/** What the save call is given. */
export interface SaveSearchRequest {
  readonly search: SearchToSave;
  readonly name: string;
  readonly frequency: AlertFrequency;
}

/** The flow's memory. */
export interface SavedSearchContext {
  readonly signedIn: boolean;
  /** The search the popover was opened for (the listing's current one). */
  readonly search: SearchToSave | null;
  /** The name as typed (prefilled with the listing's summary). */
  readonly name: string;
  readonly frequency: AlertFrequency;
  /** Why the last attempt was refused (by the browser's check or by the server); null otherwise. */
  readonly refusal: SavedSearchRefusal | null;
  /** i18n key: the call failed (network); retry keeps what was typed. */
  readonly error: string | null;
  /** The search as saved, once saved. */
  readonly saved: SavedSearchView | null;
}

/** What the popover sends. */
export type SavedSearchEvent =
  /** 'Salvează căutarea' pressed: the popover opens for this search, named by the listing's summary. */
  | { type: 'popover.open'; name: string; search: SearchToSave }
  /** Escape, the × or a click on the button again. */
  | { type: 'popover.close' }
  | { type: 'name.change'; name: string }
  | { type: 'frequency.change'; frequency: AlertFrequency }
  | { type: 'search.save' }
  | { type: 'search.retry' };
