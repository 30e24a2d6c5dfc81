/** Public urls of stored files (served by pages/api/media behind the /media rewrite). */

/** The thumbnail's storage key beside a full-size image: seed/a-01.jpg -> seed/a-01.thumb.jpg. */
export function thumbnailKey(storageKey: string): string {
  return /\.[a-z0-9]+$/i.test(storageKey) ? storageKey.replace(/(\.[a-z0-9]+)$/i, '.thumb$1') : `${storageKey}.thumb`;
}

/** Url of a stored file. */
export function mediaUrl(storageKey: string): string {
  return `/media/${storageKey.split('/').map(encodeURIComponent).join('/')}`;
}
