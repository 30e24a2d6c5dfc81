/** Context, events and input of the saved searches list (/cautari-salvate; SPEC §2.2, §2.6). */
import type { AlertFrequency, SavedSearchOutcome, SavedSearchView } from '@/lib/saved-searches/saved-search.types';

export type { AlertFrequency, SavedSearchOutcome, SavedSearchView };

/** Nothing: the list is always the signed-in account's own. */
export type SavedSearchListInput = Record<string, never>;

/** The name being edited in place. */
export interface SavedSearchRename {
  readonly id: string;
  /** The draft as typed. */
  readonly name: string;
  /** i18n key of why it cannot be (or was not) saved; null otherwise. */
  readonly error: string | null;
}

/** What the last change did (announced once, cleared by the next action). */
export type SavedSearchListNotice = 'renamed' | 'frequencyChanged' | 'deleted';

/** The flow's memory. */
export interface SavedSearchListContext {
  /** The searches shown, newest first (already changed while a change is saved: optimistic). */
  readonly items: readonly SavedSearchView[];
  readonly rename: SavedSearchRename | null;
  /** The search as it was before the change under way (put back if the change fails). */
  readonly previous: { readonly item: SavedSearchView; readonly index: number } | null;
  /** The search whose deletion is being confirmed or carried out. */
  readonly removal: { readonly id: string; readonly name: string } | null;
  /** The search being opened: where the browser goes once its visit is counted. */
  readonly opening: { readonly id: string; readonly url: string } | null;
  /** i18n key: the list could not be loaded. */
  readonly error: string | null;
  /** i18n key: a change failed and was undone. */
  readonly actionError: string | null;
  readonly notice: SavedSearchListNotice | null;
}

/** What the screen sends. */
export type SavedSearchListEvent =
  | { type: 'list.retry' }
  | { type: 'search.open'; id: string }
  | { type: 'rename.start'; id: string }
  | { type: 'rename.edit'; name: string }
  | { type: 'rename.submit' }
  | { type: 'rename.cancel' }
  | { type: 'frequency.change'; id: string; frequency: AlertFrequency }
  | { type: 'search.delete'; id: string }
  | { type: 'removal.confirm' }
  | { type: 'removal.cancel' };

/** What the rename and frequency calls are given. */
export type RenameRequest = { readonly id: string; readonly name: string };
export type FrequencyRequest = { readonly id: string; readonly frequency: AlertFrequency };
