/** Types of the posting wizard machine (machines/posting/posting.machine.ts). */
import type { Published, PostingAnswer } from '@/lib/posting/posting-api';
import type { PostingChoices } from '@/lib/posting/posting-choices';
import type { PostingField, PostingStep } from '@/lib/posting/posting-fields';
import type { PostingProblems } from '@/lib/posting/posting-rules';
import type { PostingValues } from '@/lib/posting/posting-values';
import type { PreviewPhoto } from '@/lib/posting/preview-advert';

export type { PostingChoices, PostingField, PostingStep, PostingValues, PreviewPhoto, Published };

/** How the wizard was opened: a new advert, an edit, a copy. */
export type PostingMode = 'new' | 'edit' | 'duplicate';

/** What the page gives the wizard. */
export interface PostingInput {
  readonly categoryId: number;
  readonly subcategoryId: number | null;
  readonly mode: PostingMode;
  /** Edit and duplicate: the advert. */
  readonly advertId: string | null;
  /** The draft the server has (edit, duplicate, a reload of a new advert's draft); null before the first save. */
  readonly draftId: string | null;
  readonly values: PostingValues;
  readonly step: PostingStep;
  readonly identityLocked: boolean;
  /** The idempotency key of this page's publish (a retry sends the same key). */
  readonly publishKey: string;
  /** ISO date of the page load: the year rules' current year. */
  readonly today: string;
  /** The values were restored from this browser's copy, newer than the server's (say so). */
  readonly restoredLocally: boolean;
  /** The draft's processed photos (main first). */
  readonly photos: readonly PreviewPhoto[];
}

/** The wizard's memory. */
export interface PostingContext extends Omit<PostingInput, 'values' | 'step'> {
  readonly values: PostingValues;
  readonly step: PostingStep;
  /** Problems shown under the fields (i18n keys of the posting catalogue). */
  readonly problems: PostingProblems;
  /** The catalogue lists the identity step offers. */
  readonly choices: PostingChoices;
  /** The request (make, model, generation) the lists were last asked for, as JSON. */
  readonly choicesFor: string | null;
  /** Something changed since the last save started. */
  readonly dirty: boolean;
  /** When the server last confirmed a save (ISO), or null. */
  readonly savedAt: string | null;
  /** A refusal of publishing that names no field (i18n key). */
  readonly refusal: string | null;
  readonly result: Published | null;
}

/** A field changed to a value of its type. */
export type FieldChange = {
  [K in PostingField]: { readonly type: 'field.change'; readonly field: K; readonly value: PostingValues[K] };
}[PostingField];

export type PostingEvent =
  | FieldChange
  | { readonly type: 'step.next' }
  | { readonly type: 'step.back' }
  /** A step chosen in the step list, or 'Editează anunțul' on the preview. */
  | { readonly type: 'step.go'; readonly step: PostingStep }
  /** 'Continuă cu activarea anunțului' on the preview (also the retry after a failure). */
  | { readonly type: 'publish' }
  /** The browser is back online: save now. */
  | { readonly type: 'online' }
  | { readonly type: 'choices.retry' }
  /**
   * The register's data written into the form ('Completează formularul cu aceste date' under the VIN
   * or the plate): several fields at once, on whatever step they are.
   */
  | { readonly type: 'values.fill'; readonly patch: Partial<PostingValues> }
  /** The photos field's processed photos changed (uploaded, removed, reordered). */
  | { readonly type: 'photos.change'; readonly photos: readonly PreviewPhoto[] };

/** What a save came to: the draft id (created at the first save) and when. */
export type SaveOutcome = PostingAnswer<{ draftId: string; updatedAt: string }>;
/** What publishing came to. */
export type PublishOutcome = PostingAnswer<Published>;
