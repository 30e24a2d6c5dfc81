/**
 * The real `transfers` actor of the photos step: each command of the machine becomes one call
 * (lib/posting-photos/posting-photos-api.ts, imported at the first one), and its outcome an event
 * back. Uploads run as the machine starts them, each with its own progress and abort; orders are
 * sent one after the other so that the last one wins. Stopping the actor aborts every upload.
 */
import { fromCallback } from 'xstate';
import { UploadAbortedError } from '@/lib/messages/multipart-upload';
import { PHOTO_PROBLEM } from '@/lib/posting-photos/photo-rules';
import type { PostingPhotosEvent, TransferCommand } from './posting-photos.types';

const api = () => import('@/lib/posting-photos/posting-photos-api');

export const transfersActor = fromCallback<TransferCommand, { draftId: string }>(({ input, sendBack, receive }) => {
  const { draftId } = input;
  const uploads = new Map<string, AbortController>();
  let stopped = false;
  let orders: Promise<unknown> = Promise.resolve();
  const report = (event: PostingPhotosEvent) => {
    if (!stopped) sendBack(event);
  };

  receive((command) => {
    switch (command.type) {
      case 'upload': {
        const { key } = command;
        const controller = new AbortController();
        uploads.set(key, controller);
        const onProgress = (percent: number) => report({ type: 'upload.progress', key, percent });
        void api()
          .then((a) => a.uploadPhoto(draftId, command.file, command.name, onProgress, controller.signal))
          .then((answer) =>
            report(
              answer.kind === 'done'
                ? { type: 'upload.done', key, photo: answer.value }
                : { type: 'upload.fail', key, reason: answer.key },
            ),
          )
          .catch((error: unknown) => {
            if (!(error instanceof UploadAbortedError))
              report({ type: 'upload.fail', key, reason: PHOTO_PROBLEM.failed });
          })
          .finally(() => uploads.delete(key));
        break;
      }
      case 'cancel':
        uploads.get(command.key)?.abort();
        break;
      case 'rotate':
      case 'crop': {
        const { key } = command;
        void api()
          .then((a) =>
            command.type === 'rotate'
              ? a.rotatePhoto(draftId, command.photoId, command.turns)
              : a.cropPhoto(draftId, command.photoId, command.crop),
          )
          .then((answer) =>
            report(
              answer.kind === 'done'
                ? { type: 'edit.done', key, photo: answer.value }
                : { type: 'edit.fail', key, reason: answer.key },
            ),
          )
          .catch(() => report({ type: 'edit.fail', key, reason: PHOTO_PROBLEM.editFailed }));
        break;
      }
      case 'delete': {
        const { key } = command;
        void api()
          .then((a) => a.deletePhoto(draftId, command.photoId))
          .then((answer) =>
            report(
              answer.kind === 'done'
                ? { type: 'removal.done', key }
                : { type: 'removal.fail', key, reason: answer.key },
            ),
          )
          .catch(() => report({ type: 'removal.fail', key, reason: PHOTO_PROBLEM.editFailed }));
        break;
      }
      case 'reorder': {
        const ids = command.photoIds;
        orders = orders
          .then(() => api())
          .then((a) => a.reorderPhotos(draftId, ids))
          .then((answer) => {
            if (answer.kind === 'refused') report({ type: 'order.fail', reason: answer.key });
          })
          .catch(() => report({ type: 'order.fail', reason: PHOTO_PROBLEM.editFailed }));
        break;
      }
    }
  });

  return () => {
    stopped = true;
    for (const controller of uploads.values()) controller.abort();
  };
});
