/**
 * The posting photos' files under UPLOAD_DIR (served at /media/<key>, server/services/media-files.ts):
 * each render gets new keys, so a stored file never changes under its key (it is cached for a
 * year). `photos/<2 hex>/<uuid>.jpg` is a web image, its thumbnail beside it (thumbnailKey), and
 * `photos/<2 hex>/<uuid>.source.jpg` a cleaned source. A file is removed only when no advert
 * photo and no draft photo still names it: an advert and its edit or duplicate drafts share them.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { inArray, or } from 'drizzle-orm';
import { logger } from '@/lib/logger/logger';
import type { Db } from '@/server/db/client';
import { photos } from '@/server/db/schema/adverts';
import { advertDraftPhotos } from '@/server/db/schema/posting';
import { thumbnailKey } from './media-urls';

const KEY = /^photos\/[0-9a-f]{2}\/[0-9a-f-]{36}(\.source|\.thumb)?\.jpg$/;

/** New keys for a web image (and its thumbnail beside it) or for a source. */
export function newPhotoKey(kind: 'web' | 'source'): string {
  const id = randomUUID();
  return `photos/${id.slice(0, 2)}/${id}${kind === 'source' ? '.source' : ''}.jpg`;
}

/** True for a key this module writes (the seed's pool and other folders are never written or removed here). */
export function isPostingPhotoKey(key: string): boolean {
  return KEY.test(key);
}

const fileOf = (uploadDir: string, key: string) => path.join(path.resolve(uploadDir), ...key.split('/'));

/** Writes a new file; beside it first and renamed, so a reader never sees half of one. */
export async function writePhotoFile(uploadDir: string, key: string, bytes: Uint8Array): Promise<void> {
  if (!isPostingPhotoKey(key)) throw new Error(`not a posting photo key: ${key}`);
  const file = fileOf(uploadDir, key);
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${String(process.pid)}.${randomUUID()}.tmp`;
  await writeFile(temporary, bytes);
  await rename(temporary, file);
}

/** The bytes of a stored file, or null when it is not there. */
export async function readPhotoFile(uploadDir: string, key: string): Promise<Buffer | null> {
  try {
    return await readFile(fileOf(uploadDir, key));
  } catch {
    return null;
  }
}

/** A web image and its thumbnail, written under one new key. */
export async function writeWebImages(uploadDir: string, web: Uint8Array, thumb: Uint8Array): Promise<string> {
  const key = newPhotoKey('web');
  await Promise.all([writePhotoFile(uploadDir, key, web), writePhotoFile(uploadDir, thumbnailKey(key), thumb)]);
  return key;
}

/** Of `keys`, those that an advert photo or a draft photo still names. */
async function referenced(db: Db, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const list = [...keys];
  const [advertRows, draftRows] = await Promise.all([
    db.select({ key: photos.storageKey }).from(photos).where(inArray(photos.storageKey, list)),
    db
      .select({ web: advertDraftPhotos.storageKey, source: advertDraftPhotos.sourceKey })
      .from(advertDraftPhotos)
      .where(or(inArray(advertDraftPhotos.storageKey, list), inArray(advertDraftPhotos.sourceKey, list))),
  ]);
  return new Set([...advertRows.map((r) => r.key), ...draftRows.flatMap((r) => [r.web, r.source])]);
}

/**
 * Removes the files of `keys` (a web key takes its thumbnail with it) that nothing names any more;
 * call it after the transaction that dropped the rows has committed. Keys of other folders (the
 * seed's pool) are left alone. A file that cannot be removed is only logged.
 */
export async function releasePhotoFiles(db: Db, uploadDir: string, keys: readonly string[]): Promise<string[]> {
  const own = [...new Set(keys.filter(isPostingPhotoKey))];
  const still = await referenced(db, own);
  const gone = own.filter((key) => !still.has(key));
  const files = gone.flatMap((key) => (key.endsWith('.source.jpg') ? [key] : [key, thumbnailKey(key)]));
  await Promise.all(
    files.map((key) =>
      rm(fileOf(uploadDir, key), { force: true }).catch((error: unknown) =>
        logger.warn(error, { what: 'posting photo file left behind', key }),
      ),
    ),
  );
  return gone;
}
