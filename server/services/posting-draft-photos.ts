/**
 * A draft's photos becoming the advert's on publish (docs/posting.md). The files stay where the
 * upload put them; the advert's photo rows are replaced by the draft's, in their order.
 */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { photos } from '@/server/db/schema/adverts';
import { advertDraftPhotos } from '@/server/db/schema/posting';

/** Replaces the advert's photos by the draft's (position 0 is the main photo). */
export async function copyDraftPhotosToAdvert(db: Db, draftId: string, advertId: number): Promise<number> {
  const rows = await db
    .select()
    .from(advertDraftPhotos)
    .where(eq(advertDraftPhotos.draftId, draftId))
    .orderBy(asc(advertDraftPhotos.position));
  await db.delete(photos).where(eq(photos.advertId, advertId));
  if (rows.length > 0)
    await db.insert(photos).values(
      rows.map((row, position) => ({
        advertId,
        position,
        storageKey: row.storageKey,
        width: row.width,
        height: row.height,
      })),
    );
  return rows.length;
}

/** The sizes of a draft's photos (the ad-strength score's photo count and quality). */
export function draftPhotoSizes(db: Db, draftId: string) {
  return db
    .select({
      width: advertDraftPhotos.width,
      height: advertDraftPhotos.height,
      megapixels: advertDraftPhotos.megapixels,
    })
    .from(advertDraftPhotos)
    .where(eq(advertDraftPhotos.draftId, draftId));
}
