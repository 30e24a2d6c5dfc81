/**
 * usePostingPhotos(input, deps): runs the photos step with the real transfers (one multipart
 * request per photo, the edits through Apollo) and returns the view of the photos field
 * (docs/view-api.md): values, booleans and intents, never the snapshot.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { type AnyActorLogic, fromPromise } from 'xstate';
import { pickFiles } from '@/lib/messages/picked-files';
import type { PhotoCrop, PhotoRules } from '@/lib/posting-photos/photo-rules';
import { flowInspector } from '../flow-inspector';
import { postingPhotosMachine } from './posting-photos.machine';
import type { CropDraft, Notice, PhotoItem, PostingPhoto, PostingPhotosInput } from './posting-photos.types';
import { transfersActor } from './posting-photos-transfers';

/** One photo as the field shows it. */
export interface PhotoView {
  readonly key: string;
  readonly name: string;
  /** The thumbnail, once the server has the photo. */
  readonly thumbnailUrl: string | null;
  readonly width: number;
  readonly height: number;
  /** Waiting its turn to upload. */
  readonly queued: boolean;
  readonly uploading: boolean;
  /** Upload progress 0..100. */
  readonly progress: number;
  /** The server works on it (processing an upload, a turn or a crop). */
  readonly processing: boolean;
  readonly removing: boolean;
  /** Why the upload failed (i18n key), or null. */
  readonly failure: string | null;
  /** The first photo on the server: 'Foto principală'. */
  readonly main: boolean;
  readonly canEdit: boolean;
  readonly canRetry: boolean;
  readonly canRemove: boolean;
}

/** The crop dialog. */
export interface CropView {
  readonly photo: PhotoView;
  /** The photo's full image (the rectangle is in fractions of it). */
  readonly url: string;
  readonly rect: PhotoCrop;
  readonly aspect: CropDraft['aspect'];
  /** The photo is cropped already: 'Renunță la decupare' shows it whole again. */
  readonly canReset: boolean;
}

/** What the photos field shows and can ask for. */
export interface PostingPhotosView {
  readonly photos: readonly PhotoView[];
  /** The photos on the server, in order (the first is the main one): what the wizard scores and publishes. */
  readonly donePhotos: readonly PostingPhoto[];
  readonly limit: number;
  readonly recommended: number;
  readonly canAdd: boolean;
  readonly limitReached: boolean;
  /** Fewer photos than recommended are on the server. */
  readonly belowRecommended: boolean;
  readonly notice: Notice | null;
  /** What the aria-live region says (a move, a delete). */
  readonly announcement: Notice | null;
  /** The photo the delete confirmation asks about. */
  readonly confirmingRemoval: PhotoView | null;
  readonly crop: CropView | null;
  readonly add: (files: readonly File[]) => void;
  readonly retry: (key: string) => void;
  readonly rotate: (key: string, turns: 1 | -1) => void;
  readonly move: (key: string, to: number) => void;
  readonly remove: (key: string) => void;
  readonly confirmRemoval: () => void;
  readonly cancelRemoval: () => void;
  readonly openCrop: (key: string) => void;
  readonly changeCrop: (rect: PhotoCrop) => void;
  readonly setAspect: (aspect: CropDraft['aspect']) => void;
  readonly applyCrop: () => void;
  readonly resetCrop: () => void;
  readonly cancelCrop: () => void;
  readonly dismissNotice: () => void;
}

const realActors = {
  loadRules: fromPromise<PhotoRules, void>(async () =>
    (await import('@/lib/posting-photos/posting-photos-api')).fetchPhotoRules(),
  ),
  transfers: transfersActor,
};

/** Replacement actors (model tests park them). */
export interface PostingPhotosDeps {
  readonly actors?: Partial<Record<keyof typeof realActors, AnyActorLogic>>;
}

function photoView(item: PhotoItem, main: boolean): PhotoView {
  return {
    key: item.key,
    name: item.name,
    thumbnailUrl: item.photo?.thumbnailUrl ?? null,
    width: item.photo?.width ?? 0,
    height: item.photo?.height ?? 0,
    queued: item.status === 'queued',
    uploading: item.status === 'uploading',
    progress: item.progress,
    processing: item.status === 'processing' || (item.status === 'uploading' && item.progress >= 100),
    removing: item.status === 'removing',
    failure: item.status === 'failed' ? item.reason : null,
    main,
    canEdit: item.status === 'done',
    canRetry: item.status === 'failed' && item.file !== null,
    canRemove: item.status !== 'processing' && item.status !== 'removing',
  };
}

/** Runs the photos step of the draft `input.draftId`; the input is read once. */
export function usePostingPhotos(input: PostingPhotosInput, deps: PostingPhotosDeps = {}): PostingPhotosView {
  const [logic] = useState(() => postingPhotosMachine.provide({ actors: { ...realActors, ...deps.actors } }));
  const actor = useActorRef(logic, { input, inspect: flowInspector });
  const context = useSelector(actor, (s) => s.context);
  const ready = useSelector(actor, (s) => !s.matches('loadingRules'));
  // Files are taken while the list is shown (not behind the crop or delete dialog).
  const adding = useSelector(actor, (s) => s.matches('browsing'));
  const doneSignature = context.items.map((i) => (i.photo ? `${i.photo.id}:${i.photo.url}` : '')).join('|');
  // A new array only when the photos on the server or their order changed (the wizard's onChange).
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on the signature of what it lists
  const donePhotos = useMemo(() => context.items.flatMap((i) => (i.photo ? [i.photo] : [])), [doneSignature]);
  return useMemo(() => {
    const mainKey = context.items.find((i) => i.photo)?.key;
    const photos = context.items.map((item) => photoView(item, item.key === mainKey));
    const find = (key: string | null | undefined) => photos.find((p) => p.key === key) ?? null;
    const cropPhoto = context.crop ? context.items.find((i) => i.key === context.crop?.key)?.photo : null;
    const cropTarget = find(context.crop?.key);
    const { limit, recommended } = context.rules;
    const send = actor.send.bind(actor);
    return {
      photos,
      donePhotos,
      limit,
      recommended,
      canAdd: ready && adding && photos.length < limit,
      limitReached: photos.length >= limit,
      belowRecommended: donePhotos.length < recommended,
      notice: context.notice,
      announcement: context.announcement,
      confirmingRemoval: find(context.removing),
      crop:
        context.crop && cropPhoto && cropTarget
          ? {
              photo: cropTarget,
              url: cropPhoto.url,
              rect: context.crop.rect,
              aspect: context.crop.aspect,
              canReset: cropPhoto.crop !== null,
            }
          : null,
      add: (files) => {
        if (files.length === 0) return;
        void pickFiles(files).then((picked) => send({ type: 'photos.add', files: picked }));
      },
      retry: (key) => send({ type: 'photo.retry', key }),
      rotate: (key, turns) => send({ type: 'photo.rotate', key, turns }),
      move: (key, to) => send({ type: 'photo.move', key, to }),
      remove: (key) => send({ type: 'photo.remove', key }),
      confirmRemoval: () => send({ type: 'removal.confirm' }),
      cancelRemoval: () => send({ type: 'removal.cancel' }),
      openCrop: (key) => send({ type: 'crop.open', key }),
      changeCrop: (rect) => send({ type: 'crop.change', rect }),
      setAspect: (aspect) => send({ type: 'crop.aspect', aspect }),
      applyCrop: () => send({ type: 'crop.apply' }),
      resetCrop: () => send({ type: 'crop.reset' }),
      cancelCrop: () => send({ type: 'crop.cancel' }),
      dismissNotice: () => send({ type: 'notice.dismiss' }),
    };
  }, [actor, context, ready, adding, donePhotos]);
}
