/**
 * The photo list's pure updates, used by the machine's actions: files accepted or refused against
 * the rules, the queue started up to UPLOAD_CONCURRENCY uploads at a time, moves, and the crop the
 * dialog's rectangle makes of the photo's current one.
 */
import { clampCrop, fourThreeCrop, type PhotoCrop, photoFileProblem } from '@/lib/posting-photos/photo-rules';
import type { CropDraft, Notice, PhotoItem, PickedFile, PostingPhoto, TransferCommand } from './posting-photos.types';

/** Uploads at once: each has its own progress; more would only share the same uplink. */
export const UPLOAD_CONCURRENCY = 2;

/** A photo that came with the input. */
export function itemOfPhoto(photo: PostingPhoto): PhotoItem {
  return { key: photo.id, status: 'done', progress: 100, reason: null, name: '', file: null, photo };
}

/** The files that join the list (queued), and what is said about those refused. */
export function withFilesAdded(
  items: readonly PhotoItem[],
  files: readonly PickedFile[],
  limit: number,
  nextKey: number,
): { items: PhotoItem[]; nextKey: number; notice: Notice | null } {
  const room = Math.max(0, limit - items.length);
  const added: PhotoItem[] = [];
  let problem: string | undefined;
  let over = 0;
  for (const picked of files) {
    const found = photoFileProblem({ size: picked.size, head: Uint8Array.from(picked.head) });
    if (found) problem ??= found;
    else if (added.length >= room) over += 1;
    else
      added.push({
        key: `n${String(nextKey + added.length)}`,
        status: 'queued',
        progress: 0,
        reason: null,
        name: picked.name,
        file: picked.file,
        photo: null,
      });
  }
  const notice: Notice | null =
    over > 0
      ? { key: 'posting-photos:notice.overLimit', values: { limit, count: over } }
      : problem
        ? { key: problem }
        : null;
  return { items: [...items, ...added], nextKey: nextKey + added.length, notice };
}

/** Starts queued uploads while fewer than UPLOAD_CONCURRENCY are going up; the commands to send. */
export function startQueued(items: readonly PhotoItem[]): { items: PhotoItem[]; commands: TransferCommand[] } {
  let running = items.filter((i) => i.status === 'uploading').length;
  const commands: TransferCommand[] = [];
  const next = items.map((item) => {
    if (item.status !== 'queued' || running >= UPLOAD_CONCURRENCY || !item.file) return item;
    running += 1;
    commands.push({ type: 'upload', key: item.key, file: item.file, name: item.name });
    return { ...item, status: 'uploading' as const, progress: 0, reason: null };
  });
  return { items: next, commands };
}

/** The item `key` changed by `patch`. */
export function patchItem(items: readonly PhotoItem[], key: string, patch: Partial<PhotoItem>): PhotoItem[] {
  return items.map((item) => (item.key === key ? { ...item, ...patch } : item));
}

/** The item `key` moved to index `to` (kept inside the list). */
export function moveItem(items: readonly PhotoItem[], key: string, to: number): PhotoItem[] {
  const from = items.findIndex((i) => i.key === key);
  if (from < 0) return [...items];
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(Math.max(0, Math.min(next.length, to)), 0, item!);
  return next;
}

/** The ids of the photos the server has, in the list's order. */
export function photoOrder(items: readonly PhotoItem[]): string[] {
  return items.flatMap((i) => (i.photo ? [i.photo.id] : []));
}

/** The photo's crop after the dialog's rectangle (fractions of what is shown now, itself cropped or whole). */
export function composeCrop(current: PhotoCrop | null, rect: PhotoCrop): PhotoCrop {
  const base = current ?? { x: 0, y: 0, width: 1, height: 1 };
  return {
    x: base.x + rect.x * base.width,
    y: base.y + rect.y * base.height,
    width: rect.width * base.width,
    height: rect.height * base.height,
  };
}

/** True when two lists of ids are the same, in the same order. */
export const sameOrder = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id, i) => id === b[i]);

/** The dialog's rectangle after a change (`rect`, else the current one): inside the photo, and 4:3 in that format. */
export function reshapedCrop(
  draft: CropDraft,
  photo: PostingPhoto | null | undefined,
  rect: PhotoCrop = draft.rect,
): CropDraft {
  const kept = clampCrop(rect);
  return { ...draft, rect: draft.aspect === '4:3' && photo ? fourThreeCrop(kept, photo.width, photo.height) : kept };
}
