/**
 * The posting form's photos (SPEC §2.6 posting form, §5 Photos; docs/posting-photos.md): JPG and
 * PNG files checked by their first bytes, at most {limit}; each uploads on its own with its own
 * progress, UPLOAD_CONCURRENCY at a time, then is processed on the server; a failed upload keeps
 * the others and offers a retry for itself. Photos move by drag and drop or keyboard (the first is
 * the main photo), turn a quarter either way, are cropped in a dialog (free or 4:3) and deleted
 * after a confirmation. The `transfers` actor (the hook's) carries the commands to the server and
 * reports back with events; the machine decides what runs and keeps the list.
 */
import { assign, enqueueActions, fromCallback, fromPromise, setup } from 'xstate';
import { FULL_CROP, PHOTO_MAX_BYTES, type PhotoRules } from '@/lib/posting-photos/photo-rules';
import { progressed } from '../compose-send';
import { outputOf } from '../actor-events';
import {
  composeCrop,
  itemOfPhoto,
  moveItem,
  patchItem,
  photoOrder,
  reshapedCrop,
  sameOrder,
  startQueued,
  withFilesAdded,
} from './photo-items';
import type {
  PhotoItem,
  PostingPhotosContext,
  PostingPhotosEvent,
  PostingPhotosInput,
  TransferCommand,
} from './posting-photos.types';

/** Until the server's rules arrive (or if they cannot): the defaults of POSTING_PHOTO_LIMIT / _RECOMMENDED. */
export const DEFAULT_PHOTO_RULES: PhotoRules = { limit: 20, recommended: 8, maxBytes: PHOTO_MAX_BYTES };

const notProvided = () => Promise.reject(new Error('provided by usePostingPhotos'));

const itemOf = (context: PostingPhotosContext, key: string): PhotoItem | undefined =>
  context.items.find((i) => i.key === key);
const keyOf = (event: PostingPhotosEvent): string => ('key' in event ? event.key : '');
const isFull = (r: { x: number; y: number; width: number; height: number }) =>
  r.x <= 0 && r.y <= 0 && r.width >= 1 && r.height >= 1;

export const postingPhotosMachine = setup({
  types: {
    context: {} as PostingPhotosContext,
    events: {} as PostingPhotosEvent,
    input: {} as PostingPhotosInput,
  },
  actors: {
    loadRules: fromPromise<PhotoRules, void>(notProvided),
    /** Carries TransferCommands to the server and sends back upload.*, edit.*, removal.*, order.fail. */
    transfers: fromCallback<TransferCommand, { draftId: string }>(() => undefined),
  },
  guards: {
    hasRules: ({ context }) => context.rules !== DEFAULT_PHOTO_RULES,
    picked: ({ event }) => event.type === 'photos.add' && Array.isArray(event.files) && event.files.length > 0,
    isFailed: ({ context, event }) => {
      const item = itemOf(context, keyOf(event));
      return item?.status === 'failed' && item.file !== null;
    },
    /** The photo is on the server and nothing is being done to it. */
    isDone: ({ context, event }) => itemOf(context, keyOf(event))?.status === 'done',
    isUploading: ({ context, event }) => itemOf(context, keyOf(event))?.status === 'uploading',
    isProcessing: ({ context, event }) => itemOf(context, keyOf(event))?.status === 'processing',
    isRemoving: ({ context, event }) => itemOf(context, keyOf(event))?.status === 'removing',
    /** Something can be said about it now (not while the server works on it). */
    canRemove: ({ context, event }) => {
      const status = itemOf(context, keyOf(event))?.status;
      return status !== undefined && status !== 'processing' && status !== 'removing';
    },
    canMove: ({ context, event }) => {
      if (event.type !== 'photo.move') return false;
      const from = context.items.findIndex((i) => i.key === event.key);
      return from >= 0 && event.to >= 0 && event.to < context.items.length && event.to !== from;
    },
    hasNotice: ({ context }) => context.notice !== null,
    /** The server said why (an event without its reason changes nothing). */
    hasReason: ({ event }) => event.type === 'order.fail' && typeof event.reason === 'string',
    isCropped: ({ context }) => Boolean(context.crop && itemOf(context, context.crop.key)?.photo?.crop),
    cropChanged: ({ context }) => Boolean(context.crop && !isFull(context.crop.rect)),
  },
  actions: {
    setRules: assign((_, rules: PhotoRules) => ({ rules })),
    /** New files join the queue; uploads start up to the concurrency; the order follows. */
    add: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'photos.add') return;
      const added = withFilesAdded(context.items, event.files, context.rules.limit, context.nextKey);
      const started = startQueued(added.items);
      enqueue.assign({ items: started.items, nextKey: added.nextKey, notice: added.notice });
      for (const command of started.commands) enqueue.sendTo('transfers', command);
    }),
    /** After any change of the list: start what may start, tell the server a new order. */
    flush: enqueueActions(({ context, enqueue }) => {
      const started = startQueued(context.items);
      const order = photoOrder(started.items);
      const moved = !sameOrder(order, context.serverOrder);
      enqueue.assign({ items: started.items, ...(moved ? { serverOrder: order } : {}) });
      for (const command of started.commands) enqueue.sendTo('transfers', command);
      if (moved) enqueue.sendTo('transfers', { type: 'reorder', photoIds: order } satisfies TransferCommand);
    }),
    progress: assign(({ context, event }) => {
      if (event.type !== 'upload.progress') return {};
      const item = itemOf(context, event.key);
      if (item?.status !== 'uploading') return {};
      const progress = progressed(item.progress, event.percent);
      return {
        // Still 'uploading' at 100 %: the server is processing it, and its answer is an upload's.
        items: patchItem(context.items, event.key, { progress, status: 'uploading' }),
      };
    }),
    stored: assign(({ context, event }) => {
      if (event.type !== 'upload.done') return {};
      const patch = { status: 'done', progress: 100, file: null, reason: null, photo: event.photo } as const;
      return {
        items: patchItem(context.items, event.key, patch),
        serverOrder: [...context.serverOrder, event.photo.id],
      };
    }),
    failUpload: assign(({ context, event }) =>
      event.type === 'upload.fail'
        ? { items: patchItem(context.items, event.key, { status: 'failed', reason: event.reason, progress: 0 }) }
        : {},
    ),
    retry: assign(({ context, event }) =>
      event.type === 'photo.retry'
        ? { items: patchItem(context.items, event.key, { status: 'queued', reason: null, progress: 0 }) }
        : {},
    ),
    rotate: enqueueActions(({ context, event, enqueue }) => {
      const photo = itemOf(context, keyOf(event))?.photo;
      if (event.type !== 'photo.rotate' || !photo) return;
      enqueue.assign({ items: patchItem(context.items, event.key, { status: 'processing' }), notice: null });
      enqueue.sendTo('transfers', { type: 'rotate', key: event.key, photoId: photo.id, turns: event.turns });
    }),
    edited: assign(({ context, event }) =>
      event.type === 'edit.done'
        ? { items: patchItem(context.items, event.key, { status: 'done', photo: event.photo }) }
        : {},
    ),
    failEdit: assign(({ context, event }) =>
      event.type === 'edit.fail' || event.type === 'removal.fail'
        ? { items: patchItem(context.items, event.key, { status: 'done' }), notice: { key: event.reason } }
        : {},
    ),
    move: assign(({ context, event }) => {
      if (event.type !== 'photo.move') return {};
      const items = moveItem(context.items, event.key, event.to);
      return {
        items,
        announcement: { key: 'posting-photos:announce.moved', values: { position: event.to + 1, count: items.length } },
      };
    }),
    askRemoval: assign(({ event }) => ({ removing: keyOf(event) })),
    forgetRemoval: assign({ removing: null }),
    /** A photo on the server is deleted there first; a file not uploaded yet just leaves (its upload aborted). */
    remove: enqueueActions(({ context, enqueue }) => {
      const item = context.removing ? itemOf(context, context.removing) : undefined;
      enqueue.assign({ removing: null });
      if (!item) return;
      if (item.photo) {
        enqueue.assign({ items: patchItem(context.items, item.key, { status: 'removing' }) });
        enqueue.sendTo('transfers', { type: 'delete', key: item.key, photoId: item.photo.id });
        return;
      }
      if (item.status === 'uploading') enqueue.sendTo('transfers', { type: 'cancel', key: item.key });
      enqueue.assign({
        items: context.items.filter((i) => i.key !== item.key),
        announcement: { key: 'posting-photos:announce.removed', values: { name: item.name } },
      });
    }),
    removed: assign(({ context, event }) => {
      if (event.type !== 'removal.done') return {};
      const gone = itemOf(context, event.key);
      return {
        items: context.items.filter((i) => i.key !== event.key),
        serverOrder: context.serverOrder.filter((id) => id !== gone?.photo?.id),
        announcement: { key: 'posting-photos:announce.removed', values: { name: gone?.name ?? '' } },
      };
    }),
    failOrder: assign(({ event }) => (event.type === 'order.fail' ? { notice: { key: event.reason } } : {})),
    dismiss: assign({ notice: null }),
    openCrop: assign(({ event }) => ({ crop: { key: keyOf(event), rect: FULL_CROP, aspect: 'free' as const } })),
    changeCrop: assign(({ context, event }) =>
      event.type === 'crop.change' && context.crop
        ? { crop: reshapedCrop(context.crop, itemOf(context, context.crop.key)?.photo, event.rect) }
        : {},
    ),
    setAspect: assign(({ context, event }) =>
      event.type === 'crop.aspect' && context.crop
        ? { crop: reshapedCrop({ ...context.crop, aspect: event.aspect }, itemOf(context, context.crop.key)?.photo) }
        : {},
    ),
    /** `whole`: the photo shown uncropped again ('Anulează decuparea'). */
    applyCrop: enqueueActions(({ context, enqueue }, { whole }: { whole: boolean }) => {
      const draft = context.crop;
      const photo = draft ? itemOf(context, draft.key)?.photo : null;
      enqueue.assign({ crop: null });
      if (!draft || !photo) return;
      const crop = whole ? null : composeCrop(photo.crop, draft.rect);
      enqueue.assign({ items: patchItem(context.items, draft.key, { status: 'processing' }), notice: null });
      enqueue.sendTo('transfers', { type: 'crop', key: draft.key, photoId: photo.id, crop });
    }),
    closeCrop: assign({ crop: null }),
  },
}).createMachine({
  id: 'postingPhotos',
  description:
    'Pasul de fotografii al formularului de anunț: încărcare cu progres pentru fiecare poză, ordine, rotire, decupare, ștergere.',
  context: ({ input }) => ({
    draftId: input.draftId,
    rules: input.rules ?? DEFAULT_PHOTO_RULES,
    items: input.initialPhotos.map(itemOfPhoto),
    nextKey: 1,
    serverOrder: input.initialPhotos.map((p) => p.id),
    notice: null,
    announcement: null,
    crop: null,
    removing: null,
  }),
  invoke: { id: 'transfers', src: 'transfers', input: ({ context }) => ({ draftId: context.draftId }) },
  on: {
    'upload.progress': { guard: 'isUploading', actions: 'progress' },
    'upload.done': { guard: 'isUploading', actions: ['stored', 'flush'] },
    'upload.fail': { guard: 'isUploading', actions: ['failUpload', 'flush'] },
    'edit.done': { guard: 'isProcessing', actions: 'edited' },
    'edit.fail': { guard: 'isProcessing', actions: 'failEdit' },
    'removal.done': { guard: 'isRemoving', actions: ['removed', 'flush'] },
    'removal.fail': { guard: 'isRemoving', actions: 'failEdit' },
    'order.fail': { guard: 'hasReason', actions: 'failOrder' },
    'notice.dismiss': { guard: 'hasNotice', actions: 'dismiss' },
  },
  initial: 'loadingRules',
  states: {
    loadingRules: {
      description: 'Se citesc limitele (câte fotografii, câte recomandate); lista se vede deja.',
      always: { guard: 'hasRules', target: 'browsing' },
      invoke: {
        id: 'loadRules',
        src: 'loadRules',
        onDone: { target: 'browsing', actions: { type: 'setRules', params: outputOf } },
        // The defaults stand; the server still refuses past its own limit.
        onError: { target: 'browsing' },
      },
    },
    browsing: {
      description:
        'Lista fotografiilor: se adaugă, se mută, se rotesc, se decupează, se șterg; încărcările merg mai departe.',
      on: {
        'photos.add': { guard: 'picked', actions: 'add' },
        'photo.retry': { guard: 'isFailed', actions: ['retry', 'flush'] },
        'photo.rotate': { guard: 'isDone', actions: 'rotate' },
        'photo.move': { guard: 'canMove', actions: ['move', 'flush'] },
        'photo.remove': { guard: 'canRemove', target: 'confirmingRemoval', actions: 'askRemoval' },
        'crop.open': { guard: 'isDone', target: 'cropping', actions: 'openCrop' },
      },
    },
    confirmingRemoval: {
      description: '„Ștergi fotografia?” cu „Șterge” și „Renunță”.',
      on: {
        'removal.confirm': { target: 'browsing', actions: ['remove', 'flush'] },
        'removal.cancel': { target: 'browsing', actions: 'forgetRemoval' },
      },
    },
    cropping: {
      description:
        'Fereastra de decupare: dreptunghiul se trage, se redimensionează sau se scrie; format liber sau 4:3.',
      on: {
        'crop.change': { actions: 'changeCrop' },
        'crop.aspect': { actions: 'setAspect' },
        'crop.apply': [
          { guard: 'cropChanged', target: 'browsing', actions: { type: 'applyCrop', params: { whole: false } } },
          { target: 'browsing', actions: 'closeCrop' },
        ],
        'crop.reset': {
          guard: 'isCropped',
          target: 'browsing',
          actions: { type: 'applyCrop', params: { whole: true } },
        },
        'crop.cancel': { target: 'browsing', actions: 'closeCrop' },
      },
    },
  },
});
