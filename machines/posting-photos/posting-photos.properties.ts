/**
 * SPEC properties of the photos step (§2.6 posting form: drag to reorder, the first photo is the
 * main one, rotate, crop, delete; §5 Photos: JPG and PNG, up to {limit}): never more photos than
 * the limit, never a file that is not a JPG or PNG by its first bytes or over the size limit, a
 * failed upload leaves every other photo as it was, a move keeps the same photos, a photo on the
 * server leaves the list only once the server deleted it.
 */
import { PHOTO_MAX_BYTES } from '@/lib/posting-photos/photo-rules';
import { defineFlowProperties } from '../flow-properties.types';
import { UPLOAD_CONCURRENCY } from './photo-items';
import { postingPhotosMachine } from './posting-photos.machine';
import type { PhotoItem } from './posting-photos.types';

const keys = (items: readonly PhotoItem[]) => items.map((i) => i.key);
const others = (items: readonly PhotoItem[], key: string) => JSON.stringify(items.filter((i) => i.key !== key));

export const POSTING_PHOTOS_PROPERTIES = defineFlowProperties(postingPhotosMachine, {
  id: 'postingPhotos',
  invariants: [
    { name: 'never more photos than the limit', check: (s) => s.context.items.length <= s.context.rules.limit },
    {
      name: `at most ${String(UPLOAD_CONCURRENCY)} uploads at once`,
      check: (s) => s.context.items.filter((i) => i.status === 'uploading').length <= UPLOAD_CONCURRENCY,
    },
    {
      name: 'a photo not on the server yet keeps its file (for a retry); one shown as done has its server photo',
      check: (s) => s.context.items.every((i) => i.photo !== null || (i.file !== null && i.status !== 'done')),
    },
    {
      name: 'a failed upload says why',
      check: (s) => s.context.items.every((i) => i.status !== 'failed' || typeof i.reason === 'string'),
    },
  ],
  rules: [
    {
      event: 'upload.done',
      name: "the server's answer to an upload puts the photo on the list, whatever the progress said",
      check: (before, after, event) => {
        if (event.type !== 'upload.done') return true;
        const was = before.context.items.find((item) => item.key === event.key);
        if (was?.status !== 'uploading') return true;
        return after.context.items.find((item) => item.key === event.key)?.status === 'done';
      },
    },
    {
      event: 'photos.add',
      name: 'only JPG and PNG files within the size limit join the list',
      check: (before, after, event) => {
        if (event.type !== 'photos.add') return true;
        const added = after.context.items.slice(before.context.items.length);
        const ok = event.files.filter(
          (f) => f.size > 0 && f.size <= PHOTO_MAX_BYTES && [0xff, 0x89].includes(f.head[0] ?? 0),
        );
        return added.every((item) => ok.some((f) => f.name === item.name));
      },
    },
    {
      event: 'upload.fail',
      name: 'a failed upload keeps the other photos as they were and offers a retry',
      check: (before, after, event) =>
        event.type !== 'upload.fail' ||
        (after.context.items.find((i) => i.key === event.key)?.status === 'failed' &&
          keys(after.context.items).join() === keys(before.context.items).join() &&
          others(
            after.context.items.map((i) => (i.status === 'uploading' ? { ...i, status: 'queued' as const } : i)),
            event.key,
          ) ===
            others(
              before.context.items.map((i) =>
                i.status === 'uploading' || i.status === 'queued' ? { ...i, status: 'queued' as const } : i,
              ),
              event.key,
            )),
    },
    {
      event: 'photo.move',
      name: 'a move keeps the same photos and puts the moved one where it was asked',
      check: (before, after, event) =>
        event.type !== 'photo.move' ||
        before.context.items.length < 2 ||
        ([...keys(before.context.items)].sort().join() === [...keys(after.context.items)].sort().join() &&
          after.context.items[event.to]?.key === event.key),
    },
    {
      event: 'removal.confirm',
      name: 'a photo on the server stays listed until the server deleted it',
      check: (before, after) => {
        const key = before.context.removing;
        const item = before.context.items.find((i) => i.key === key);
        return !item?.photo || after.context.items.some((i) => i.key === key && i.status === 'removing');
      },
    },
  ],
});
