/**
 * The posting form's photos (docs/posting-photos.md; SPEC §2.6 posting form, §5 Photos): a draft's
 * photos uploaded, turned, cropped, deleted and put in order by the account that owns the draft (a
 * dealer's sub-user acts for its main account), and copied to an advert on publish and back for an
 * edit or a duplicate. Position 0 is the main photo. Every refusal is BAD_USER_INPUT with an
 * `errors:postingPhotos.*` key; the files are written before their row and released after it.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import {
  cropProblem,
  megapixelsOf,
  type PhotoCrop,
  PHOTO_PROBLEM,
  quarterTurns,
  turnCrop,
} from '@/lib/posting-photos/photo-rules';
import type { Db } from '@/server/db/client';
import { advertDraftPhotos, advertDrafts } from '@/server/db/schema/posting';
import { UserInputError } from './ads.types';
import { mediaUrl, thumbnailKey } from './media-urls';
import { cleanUpload, renderFromSource } from './posting-photos-images';
import { newPhotoKey, readPhotoFile, releasePhotoFiles, writePhotoFile, writeWebImages } from './posting-photos-files';
import { sourceOf } from './posting-photos-source';
import { cachedSiteWideFlags } from './experiments';

/** A draft photo as the form shows it. */
export interface DraftPhotoDto {
  readonly id: string;
  readonly position: number;
  readonly storageKey: string;
  readonly url: string;
  readonly thumbnailUrl: string;
  readonly width: number;
  readonly height: number;
  readonly megapixels: number;
  readonly rotation: number;
  readonly crop: PhotoCrop | null;
}

/** What the photo operations need: the database, where files live, and the configured limit. */
export interface PostingPhotosDeps {
  readonly db: Db;
  readonly uploadDir: string;
  readonly limit: number;
}

type Row = typeof advertDraftPhotos.$inferSelect;

const dto = (row: Row): DraftPhotoDto => ({
  id: row.id,
  position: row.position,
  storageKey: row.storageKey,
  url: mediaUrl(row.storageKey),
  thumbnailUrl: mediaUrl(thumbnailKey(row.storageKey)),
  width: row.width,
  height: row.height,
  megapixels: row.megapixels,
  rotation: row.rotation,
  crop: row.crop ?? null,
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const refuse = (key: string, field: string) => new UserInputError(key, `Refused: ${key}`, field);

/** Turning and cropping are behind the photoCrop flag (SPEC §9): off, they are refused. */
async function requirePhotoEditing(db: Db): Promise<void> {
  if (!(await cachedSiteWideFlags(db)).photoCrop) throw refuse(PHOTO_PROBLEM.editOff, 'photoId');
}

/** The draft's photos in position order (the main one first). */
export async function listDraftPhotos(db: Db, draftId: string): Promise<DraftPhotoDto[]> {
  if (!UUID.test(draftId)) return [];
  const rows = await db
    .select()
    .from(advertDraftPhotos)
    .where(eq(advertDraftPhotos.draftId, draftId))
    .orderBy(asc(advertDraftPhotos.position), asc(advertDraftPhotos.createdAt));
  return rows.map(dto);
}

/** The draft, when `ownerId` owns it; else BAD_USER_INPUT draftNotFound (someone else's draft is not told apart). */
export async function requireOwnDraft(db: Db, draftId: string, ownerId: string): Promise<void> {
  if (!UUID.test(draftId)) throw refuse(PHOTO_PROBLEM.draft, 'draftId');
  const [draft] = await db
    .select({ id: advertDrafts.id })
    .from(advertDrafts)
    .where(and(eq(advertDrafts.id, draftId), eq(advertDrafts.userId, ownerId)));
  if (!draft) throw refuse(PHOTO_PROBLEM.draft, 'draftId');
}

async function photoOf(db: Db, draftId: string, photoId: string): Promise<Row> {
  if (!UUID.test(photoId)) throw refuse(PHOTO_PROBLEM.photo, 'photoId');
  const [row] = await db
    .select()
    .from(advertDraftPhotos)
    .where(and(eq(advertDraftPhotos.id, photoId), eq(advertDraftPhotos.draftId, draftId)));
  if (!row) throw refuse(PHOTO_PROBLEM.photo, 'photoId');
  return row;
}

/** Positions 0..n-1 in the current order (after a delete). */
async function renumber(db: Db, draftId: string): Promise<void> {
  await db.execute(sql`
    update advert_draft_photos p set position = o.n - 1
      from (select id, row_number() over (order by position, created_at) as n
              from advert_draft_photos where draft_id = ${draftId}) o
     where p.id = o.id and p.position <> o.n - 1`);
}

/**
 * Adds a photo at the end: checked by content and decoded (BAD_USER_INPUT fileType, fileTooLarge,
 * fileEmpty, unreadable), refused past the limit (tooMany). The files are written first; if the
 * row cannot be added they are released again.
 */
export async function uploadDraftPhoto(
  deps: PostingPhotosDeps,
  ownerId: string,
  draftId: string,
  file: File,
): Promise<DraftPhotoDto> {
  await requireOwnDraft(deps.db, draftId, ownerId);
  const [{ count } = { count: 0 }] = await deps.db
    .select({ count: sql<number>`count(*)::int` })
    .from(advertDraftPhotos)
    .where(eq(advertDraftPhotos.draftId, draftId));
  if (count >= deps.limit) throw refuse(PHOTO_PROBLEM.tooMany, 'file');
  const cleaned = await cleanUpload(new Uint8Array(await file.arrayBuffer()));
  const sourceKey = newPhotoKey('source');
  await writePhotoFile(deps.uploadDir, sourceKey, cleaned.source);
  const storageKey = await writeWebImages(deps.uploadDir, cleaned.web, cleaned.thumb);
  try {
    const row = await deps.db.transaction(async (tx) => {
      // The draft row is locked: two uploads at once cannot both take the last place or one position.
      await tx.execute(sql`select id from advert_drafts where id = ${draftId} for update`);
      const [{ n, next } = { n: 0, next: 0 }] = await tx
        .select({
          n: sql<number>`count(*)::int`,
          next: sql<number>`coalesce(max(${advertDraftPhotos.position}) + 1, 0)::int`,
        })
        .from(advertDraftPhotos)
        .where(eq(advertDraftPhotos.draftId, draftId));
      if (n >= deps.limit) throw refuse(PHOTO_PROBLEM.tooMany, 'file');
      const [inserted] = await tx
        .insert(advertDraftPhotos)
        .values({
          draftId,
          position: next,
          storageKey,
          sourceKey,
          width: cleaned.width,
          height: cleaned.height,
          megapixels: megapixelsOf(cleaned.sourceWidth, cleaned.sourceHeight),
        })
        .returning();
      return inserted!;
    });
    return dto(row);
  } catch (error) {
    await releasePhotoFiles(deps.db, deps.uploadDir, [storageKey, sourceKey]);
    throw error;
  }
}

/** Renders the photo again from its source with `rotation` and `crop`, and points its row at the new files. */
async function rerender(deps: PostingPhotosDeps, row: Row, rotation: number, crop: PhotoCrop | null) {
  const source = await sourceOf(deps.uploadDir, row.sourceKey, readPhotoFile);
  const images = await renderFromSource(source, rotation, crop);
  const storageKey = await writeWebImages(deps.uploadDir, images.web, images.thumb);
  const [updated] = await deps.db
    .update(advertDraftPhotos)
    .set({
      storageKey,
      rotation,
      crop,
      width: images.width,
      height: images.height,
      megapixels: megapixelsOf(images.shownWidth, images.shownHeight),
    })
    .where(eq(advertDraftPhotos.id, row.id))
    .returning();
  await releasePhotoFiles(deps.db, deps.uploadDir, [row.storageKey]);
  if (!updated) throw refuse(PHOTO_PROBLEM.photo, 'photoId');
  return dto(updated);
}

/** Turns the photo `turns` quarter turns clockwise (-1: counter-clockwise); its crop turns with it. */
export async function rotateDraftPhoto(
  deps: PostingPhotosDeps,
  ownerId: string,
  draftId: string,
  photoId: string,
  turns: number,
): Promise<DraftPhotoDto> {
  if (!Number.isInteger(turns) || Math.abs(turns) > 3) throw refuse(PHOTO_PROBLEM.rotation, 'quarterTurns');
  await requirePhotoEditing(deps.db);
  await requireOwnDraft(deps.db, draftId, ownerId);
  const row = await photoOf(deps.db, draftId, photoId);
  const crop = row.crop ? turnCrop(row.crop, turns) : null;
  return rerender(deps, row, quarterTurns(row.rotation + turns), crop);
}

/** Crops the photo (fractions of the turned image; null shows it whole again): BAD_USER_INPUT badCrop. */
export async function cropDraftPhoto(
  deps: PostingPhotosDeps,
  ownerId: string,
  draftId: string,
  photoId: string,
  crop: PhotoCrop | null,
): Promise<DraftPhotoDto> {
  if (crop && cropProblem(crop)) throw refuse(PHOTO_PROBLEM.crop, 'crop');
  await requirePhotoEditing(deps.db);
  await requireOwnDraft(deps.db, draftId, ownerId);
  const row = await photoOf(deps.db, draftId, photoId);
  const whole = crop && crop.x <= 0 && crop.y <= 0 && crop.width >= 1 && crop.height >= 1;
  return rerender(deps, row, row.rotation, whole ? null : crop);
}

/** Deletes the photo; the others close up (the next one becomes the main photo). Returns the list. */
export async function deleteDraftPhoto(
  deps: PostingPhotosDeps,
  ownerId: string,
  draftId: string,
  photoId: string,
): Promise<DraftPhotoDto[]> {
  await requireOwnDraft(deps.db, draftId, ownerId);
  const row = await photoOf(deps.db, draftId, photoId);
  await deps.db.transaction(async (tx) => {
    await tx.delete(advertDraftPhotos).where(eq(advertDraftPhotos.id, row.id));
    await renumber(tx, draftId);
  });
  await releasePhotoFiles(deps.db, deps.uploadDir, [row.storageKey, row.sourceKey]);
  return listDraftPhotos(deps.db, draftId);
}

/**
 * Puts the photos of `photoIds` first, in that order; any others (an upload that finished while
 * the order was on its way) follow in their order. BAD_USER_INPUT badOrder for an id twice or an
 * id that is not a photo of the draft.
 */
export async function reorderDraftPhotos(
  deps: PostingPhotosDeps,
  ownerId: string,
  draftId: string,
  photoIds: readonly string[],
): Promise<DraftPhotoDto[]> {
  await requireOwnDraft(deps.db, draftId, ownerId);
  await deps.db.transaction(async (tx) => {
    await tx.execute(sql`select id from advert_drafts where id = ${draftId} for update`);
    const current = await listDraftPhotos(tx, draftId);
    const ids = new Set(current.map((p) => p.id));
    if (new Set(photoIds).size !== photoIds.length || !photoIds.every((id) => ids.has(id)))
      throw refuse(PHOTO_PROBLEM.order, 'photoIds');
    const listed = new Set(photoIds);
    const order = [...photoIds, ...current.filter((p) => !listed.has(p.id)).map((p) => p.id)];
    for (const [position, id] of order.entries())
      await tx.update(advertDraftPhotos).set({ position }).where(eq(advertDraftPhotos.id, id));
  });
  return listDraftPhotos(deps.db, draftId);
}
