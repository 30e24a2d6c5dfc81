/**
 * The posting wizard's drafts (docs/posting.md): started for a new advert, an edit or a duplicate,
 * saved as the seller types (what was typed, never refused), read back after a reload. Every call
 * is for the posting account (server/services/posting-owner.ts) and sees only its drafts.
 */
import { and, desc, eq, isNull } from 'drizzle-orm';
import { EMPTY_POSTING_VALUES, type PostingValues } from '@/lib/posting/posting-values';
import { POSTING_STEPS, type PostingStep } from '@/lib/posting/posting-fields';
import type { Db } from '@/server/db/client';
import { adverts } from '@/server/db/schema/adverts';
import { advertDrafts, type DraftModeCode } from '@/server/db/schema/posting';
import { UserInputError } from './ads.types';
import { valuesFromAdvert } from './posting-advert-values';
import { type DraftPhotoDto, listDraftPhotos } from './posting-photos';
import { copyAdvertPhotosToDraft } from './posting-photos-copy';

/** VIN, make, model and year can be changed only this long after the advert was added (SPEC §4, §9). */
export const IDENTITY_GRACE_MS = 24 * 60 * 60 * 1000;

/** The longest text a draft stores in one field (the description's limit is 6,000). */
const MAX_TEXT = 20_000;

/** A draft as the wizard reads it. */
export interface PostingDraft {
  id: string;
  mode: DraftModeCode;
  categoryId: number;
  subcategoryId: number | null;
  /** The advert an edit writes into (or a duplicate copies). */
  advertId: number | null;
  values: PostingValues;
  revision: number;
  step: PostingStep;
  updatedAt: string;
  /** An edit of an advert added more than 24 hours ago: VIN, make, model and year are fixed. */
  identityLocked: boolean;
  /** Set once published: the advert it became. */
  publishedAdvertId: number | null;
  /** Its processed photos, main first. */
  photos: DraftPhotoDto[];
}

type DraftRow = typeof advertDrafts.$inferSelect;

/** The stored values over the empty form (a field added later reads as empty, never undefined). */
export function storedValues(data: Record<string, unknown>): PostingValues {
  return { ...EMPTY_POSTING_VALUES, ...(data as Partial<PostingValues>) };
}

function stepOf(step: string): PostingStep {
  return (POSTING_STEPS as readonly string[]).includes(step) ? (step as PostingStep) : 'identity';
}

export function draftDto(
  row: DraftRow,
  advertCreatedAt: Date | null,
  now: Date,
  photos: DraftPhotoDto[] = [],
): PostingDraft {
  return {
    photos,
    id: row.id,
    mode: row.mode,
    categoryId: row.categoryId,
    subcategoryId: row.subcategoryId,
    advertId: row.advertId,
    values: storedValues(row.data),
    revision: row.revision,
    step: stepOf(row.step),
    updatedAt: row.updatedAt.toISOString(),
    identityLocked:
      row.mode === 'edit' && advertCreatedAt !== null && now.getTime() - advertCreatedAt.getTime() > IDENTITY_GRACE_MS,
    publishedAdvertId: row.publishedAdvertId,
  };
}

const notFound = () => new UserInputError('posting:problems.draftGone', 'No such draft.', 'draftId');

async function advertCreatedAt(db: Db, advertId: number | null): Promise<Date | null> {
  if (advertId === null) return null;
  const [row] = await db.select({ createdAt: adverts.createdAt }).from(adverts).where(eq(adverts.id, advertId));
  return row?.createdAt ?? null;
}

/** The owner's draft, or a refusal (unknown, someone else's, malformed id). */
export async function getDraft(db: Db, ownerId: string, draftId: string, now: Date): Promise<PostingDraft> {
  if (!/^[0-9a-f-]{36}$/iu.test(draftId)) throw notFound();
  const [row] = await db
    .select()
    .from(advertDrafts)
    .where(and(eq(advertDrafts.id, draftId), eq(advertDrafts.userId, ownerId)));
  if (!row) throw notFound();
  return draftDto(row, await advertCreatedAt(db, row.advertId), now, await listDraftPhotos(db, row.id));
}

/** What a draft starts from. */
export interface StartDraftInput {
  mode: DraftModeCode;
  categoryId: number;
  subcategoryId: number | null;
  /** Edit and duplicate: the owner's advert. */
  advertId: number | null;
}

/** The owner's advert an edit or a duplicate starts from, or a refusal. */
async function ownAdvert(db: Db, ownerId: string, advertId: number | null) {
  if (advertId === null) throw new UserInputError('posting:problems.advertGone', 'No advert given.', 'advertId');
  const [row] = await db
    .select()
    .from(adverts)
    .where(and(eq(adverts.id, advertId), eq(adverts.userId, ownerId)));
  if (!row) throw new UserInputError('posting:problems.advertGone', 'No such advert of yours.', 'advertId');
  return row;
}

/**
 * Starts a draft. An edit reuses the advert's open edit draft (a reload, a second tab), so the
 * seller continues where they were; a duplicate copies the advert without its VIN, plate and
 * register consent (another vehicle); a new draft starts empty.
 */
export async function startDraft(db: Db, ownerId: string, input: StartDraftInput, now: Date): Promise<PostingDraft> {
  let values: PostingValues = EMPTY_POSTING_VALUES;
  let { categoryId, subcategoryId } = input;
  if (input.mode !== 'new') {
    const advert = await ownAdvert(db, ownerId, input.advertId);
    ({ categoryId, subcategoryId } = advert);
    if (input.mode === 'edit') {
      const [open] = await db
        .select()
        .from(advertDrafts)
        .where(
          and(
            eq(advertDrafts.userId, ownerId),
            eq(advertDrafts.advertId, advert.id),
            eq(advertDrafts.mode, 'edit'),
            isNull(advertDrafts.publishedAt),
          ),
        )
        .orderBy(desc(advertDrafts.updatedAt))
        .limit(1);
      if (open) return draftDto(open, advert.createdAt, now, await listDraftPhotos(db, open.id));
    }
    values = valuesFromAdvert(advert);
    if (input.mode === 'duplicate') values = { ...values, vin: '', registrationNumber: '', registerConsent: false };
  }
  const [row] = await db
    .insert(advertDrafts)
    .values({
      userId: ownerId,
      mode: input.mode,
      advertId: input.mode === 'new' ? null : input.advertId,
      categoryId,
      subcategoryId,
      data: values as unknown as Record<string, unknown>,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new Error('draft insert returned nothing');
  // Edit and duplicate start with the advert's photos (the same files, shared).
  const photos =
    input.advertId !== null && input.mode !== 'new' ? await copyAdvertPhotosToDraft(db, input.advertId, row.id) : [];
  return draftDto(row, input.mode === 'edit' ? await advertCreatedAt(db, row.advertId) : null, now, photos);
}

/** What an autosave sends. */
export interface SaveDraftInput {
  values: PostingValues;
  step: PostingStep;
}

/**
 * Saves what the seller typed, as typed: never refused for its content (publishing checks it), so
 * nothing is lost. A published draft is not written any more (a late autosave after publishing).
 */
export async function saveDraft(
  db: Db,
  ownerId: string,
  draftId: string,
  input: SaveDraftInput,
  now: Date,
): Promise<PostingDraft> {
  const current = await getDraft(db, ownerId, draftId, now);
  if (current.publishedAdvertId !== null) return current;
  // Not a content rule: a bound on what a request may store (the form's limits are far below it).
  const oversized = Object.entries(input.values).find(
    ([, value]) =>
      (typeof value === 'string' && value.length > MAX_TEXT) || (Array.isArray(value) && value.length > 200),
  );
  if (oversized) throw new UserInputError('posting:problems.tooLong', 'Value too long.', oversized[0]);
  const [row] = await db
    .update(advertDrafts)
    .set({
      data: input.values as unknown as Record<string, unknown>,
      step: input.step,
      revision: current.revision + 1,
      updatedAt: now,
    })
    .where(and(eq(advertDrafts.id, draftId), eq(advertDrafts.userId, ownerId)))
    .returning();
  if (!row) throw notFound();
  return draftDto(row, await advertCreatedAt(db, row.advertId), now);
}
