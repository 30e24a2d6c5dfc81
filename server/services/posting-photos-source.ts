/**
 * The source a draft photo is turned and cropped from: its cleaned upload, or — for a photo copied
 * from an advert (edit, duplicate) — the advert's web image, which for a demo advert may be one of
 * the seed pool's images still to be rendered on first use (server/db/seed/photos.ts).
 */
import { renderSeedPhoto } from '@/server/db/seed/photos';
import { UserInputError } from './ads.types';
import { PHOTO_PROBLEM } from '@/lib/posting-photos/photo-rules';

/** The source's bytes; BAD_USER_INPUT photoNotFound when the file is gone. */
export async function sourceOf(
  uploadDir: string,
  key: string,
  read: (uploadDir: string, key: string) => Promise<Buffer | null>,
): Promise<Buffer> {
  const bytes =
    (await read(uploadDir, key)) ?? ((await renderSeedPhoto(uploadDir, key)) ? await read(uploadDir, key) : null);
  if (!bytes) throw new UserInputError(PHOTO_PROBLEM.photo, 'The photo file is missing.', 'photoId');
  return bytes;
}
