/**
 * The draft's photos to an advert on publish, and an advert's photos to a draft for an edit or a
 * duplicate (docs/posting-photos.md): the same files, shared, never copied; a file is removed only
 * once nothing names it (releasePhotoFiles), also when a draft's photos are all removed.
 */
import { asc, eq } from 'drizzle-orm';
import { megapixelsOf } from '@/lib/posting-photos/photo-rules';
import type { Db } from '@/server/db/client';
import { photos } from '@/server/db/schema/adverts';
import { advertDraftPhotos } from '@/server/db/schema/posting';
import { type DraftPhotoDto, listDraftPhotos } from './posting-photos';
import { releasePhotoFiles } from './posting-photos-files';

/**
 * Publish: the advert's photos become the draft's (same files, positions 0..n-1 in the draft's
 * order). Returns the keys the advert no longer names; pass them to releasePhotoFiles once the
 * publish transaction has committed (a key still named by a draft is kept).
 */
export async function copyDraftPhotosToAdvert(
  db: Db,
  draftId: string,
  advertId: number,
): Promise<{ count: number; releasedKeys: string[] }> {
  const list = await listDraftPhotos(db, draftId);
  const old = await db.delete(photos).where(eq(photos.advertId, advertId)).returning({ key: photos.storageKey });
  if (list.length > 0)
    await db
      .insert(photos)
      .values(
        list.map((p, position) => ({ advertId, position, storageKey: p.storageKey, width: p.width, height: p.height })),
      );
  const kept = new Set(list.map((p) => p.storageKey));
  return { count: list.length, releasedKeys: old.map((r) => r.key).filter((key) => !kept.has(key)) };
}

/**
 * Edit or duplicate: the draft's photos become the advert's (the same files, shared; the source
 * of each is its web image, the best the advert kept). Replaces what the draft had.
 */
export async function copyAdvertPhotosToDraft(db: Db, advertId: number, draftId: string): Promise<DraftPhotoDto[]> {
  const rows = await db.select().from(photos).where(eq(photos.advertId, advertId)).orderBy(asc(photos.position));
  await db.delete(advertDraftPhotos).where(eq(advertDraftPhotos.draftId, draftId));
  if (rows.length > 0)
    await db.insert(advertDraftPhotos).values(
      rows.map((p, position) => ({
        draftId,
        position,
        storageKey: p.storageKey,
        sourceKey: p.storageKey,
        width: p.width,
        height: p.height,
        megapixels: megapixelsOf(p.width, p.height),
      })),
    );
  return listDraftPhotos(db, draftId);
}

/**
 * Removes every photo of a draft and the files nothing else names (the advert's own files stay):
 * call it before deleting a draft, whose rows would otherwise go by cascade and leave the files.
 */
export async function removeDraftPhotos(db: Db, uploadDir: string, draftId: string): Promise<number> {
  const rows = await db
    .delete(advertDraftPhotos)
    .where(eq(advertDraftPhotos.draftId, draftId))
    .returning({ web: advertDraftPhotos.storageKey, source: advertDraftPhotos.sourceKey });
  await releasePhotoFiles(
    db,
    uploadDir,
    rows.flatMap((r) => [r.web, r.source]),
  );
  return rows.length;
}
