/**
 * This browser's copy of the posting form (docs/posting.md): written at every change, so a reload,
 * a crash, a network drop or a lost session loses nothing typed; read when the wizard opens and
 * used when it is newer than the server's draft. Keyed by the draft (or, before the first save,
 * by the category of a new advert). Storage may be full or off (private mode): then only the
 * server's autosave keeps the values.
 */
import type { PostingStep } from './posting-fields';
import type { PostingValues } from './posting-values';

/** A copy as stored. */
export interface LocalDraft {
  readonly values: PostingValues;
  readonly step: PostingStep;
  /** When it was written (ms since epoch). */
  readonly writtenAt: number;
}

const PREFIX = 'volan:posting:';

/** The key of a draft's copy: its id, or the category for a new advert not saved yet. */
export function localDraftKey(draftId: string | null, categoryId: number, subcategoryId: number | null): string {
  return draftId ? `${PREFIX}${draftId}` : `${PREFIX}new:${categoryId}:${subcategoryId ?? ''}`;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function writeLocalDraft(key: string, draft: LocalDraft): void {
  try {
    storage()?.setItem(key, JSON.stringify(draft));
  } catch {
    // Full or forbidden: the server copy still follows within a second.
  }
}

export function readLocalDraft(key: string): LocalDraft | null {
  try {
    const raw = storage()?.getItem(key);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<LocalDraft>;
    if (!parsed.values || typeof parsed.writtenAt !== 'number' || typeof parsed.step !== 'string') return null;
    return parsed as LocalDraft;
  } catch {
    return null;
  }
}

export function removeLocalDraft(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing to do.
  }
}
