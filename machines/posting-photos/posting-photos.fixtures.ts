/**
 * Concrete inputs and events of the photos step: a draft with one photo where two more are added
 * (one a program named .jpg, refused), uploaded with progress, failed and retried, until the limit
 * (3 here); the rules loaded or not; two photos moved and deleted; turned and cropped; the 4:3 format.
 */
import { PHOTO_MAX_BYTES, type PhotoRules } from '@/lib/posting-photos/photo-rules';
import type { FixtureEvent, FlowScenario } from '../registry.types';
import type { PickedFile, PostingPhoto, PostingPhotosEvent, PostingPhotosInput } from './posting-photos.types';

const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46];
const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const EXE_HEAD = [0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00];
const picked = (name: string, head: readonly number[], size = 2_400_000): PickedFile => ({
  file: new Blob([Uint8Array.from(head)]),
  name,
  size,
  head,
});

/** A front photo, a back photo (PNG), a program named like a photo, a photo over 15 MB. */
export const FRONT = picked('fata.jpg', JPEG_HEAD);
export const BACK = picked('spate.png', PNG_HEAD);
export const PROGRAM = picked('poza.jpg', EXE_HEAD, 40_000);
export const HUGE = picked('mare.jpg', JPEG_HEAD, PHOTO_MAX_BYTES + 1);

export const FIXTURE_RULES: PhotoRules = { limit: 3, recommended: 2, maxBytes: PHOTO_MAX_BYTES };

const photo = (id: string, version: number, width: number, height: number, extra: Partial<PostingPhoto> = {}) => ({
  id,
  position: 0,
  url: `/media/photos/${id}-${String(version)}.jpg`,
  thumbnailUrl: `/media/photos/${id}-${String(version)}.thumb.jpg`,
  width,
  height,
  megapixels: 12,
  rotation: 0,
  crop: null,
  ...extra,
});

/** The draft's photos: a landscape one, a portrait one already cropped. */
export const P1: PostingPhoto = photo('p1', 1, 1280, 960);
export const P2: PostingPhoto = photo('p2', 1, 720, 960, { crop: { x: 0, y: 0.1, width: 1, height: 0.8 } });
/** What the server answers. */
export const STORED_N1: PostingPhoto = photo('s1', 1, 1280, 960, { position: 1 });
export const TURNED_P1: PostingPhoto = photo('p1', 2, 720, 960, { rotation: 1 });
export const CROPPED_P2: PostingPhoto = photo('p2', 2, 640, 480, {
  crop: { x: 0.1, y: 0.18, width: 0.5, height: 0.4 },
});

export const PHOTOS_INPUT: PostingPhotosInput = { draftId: 'draft-1', initialPhotos: [P1], rules: FIXTURE_RULES };

/** The default walk: files added and refused, one upload's progress, success, failure and retry. */
export const PHOTOS_EVENTS: readonly FixtureEvent<PostingPhotosEvent>[] = [
  { type: 'photos.add', files: [FRONT] },
  { type: 'photos.add', files: [BACK, PROGRAM] },
  { type: 'photos.add', files: [HUGE] },
  { type: 'upload.progress', key: 'n1', percent: 40 },
  { type: 'upload.progress', key: 'n1', percent: 100 },
  { type: 'upload.done', key: 'n1', photo: STORED_N1 },
  { type: 'upload.fail', key: 'n1', reason: 'errors:postingPhotos.uploadFailed' },
  { type: 'photo.retry', key: 'n1' },
  { type: 'notice.dismiss' },
];

const EDITS = ['photo.rotate', 'edit.done', 'edit.fail', 'crop.open', 'crop.change', 'crop.aspect', 'crop.apply'];
const CROP = ['crop.reset', 'crop.cancel'];
const UPLOADS = ['photos.add', 'upload.progress', 'upload.done', 'upload.fail', 'photo.retry', 'notice.dismiss'];
const ORDER = ['photo.move', 'photo.remove', 'removal.confirm', 'removal.cancel', 'removal.done', 'removal.fail'];

export const PHOTOS_SCENARIOS: readonly FlowScenario<PostingPhotosInput, PostingPhotosEvent>[] = [
  {
    id: 'limite',
    title: 'Limitele vin de la server (sau rămân cele implicite dacă nu se pot citi)',
    input: { draftId: 'draft-1', initialPhotos: [] },
    events: [
      { type: 'xstate.done.actor.loadRules', output: { limit: 12, recommended: 6, maxBytes: PHOTO_MAX_BYTES } },
      { type: 'xstate.error.actor.loadRules', error: new Error('network') },
    ],
    skipEvents: [...EDITS, ...CROP, ...UPLOADS, ...ORDER, 'order.fail'],
  },
  {
    id: 'ordine-stergere',
    title: 'Două fotografii: mutate (prima devine principală), ștergere confirmată sau renunțată, refuzuri',
    input: { draftId: 'draft-1', initialPhotos: [P1, P2], rules: FIXTURE_RULES },
    events: [
      { type: 'photo.move', key: 'p1', to: 1 },
      { type: 'photo.move', key: 'p2', to: 1 },
      { type: 'photo.remove', key: 'p1' },
      { type: 'removal.cancel' },
      { type: 'removal.confirm' },
      { type: 'removal.done', key: 'p1' },
      { type: 'removal.fail', key: 'p1', reason: 'errors:postingPhotos.editFailed' },
      { type: 'order.fail', reason: 'errors:postingPhotos.badOrder' },
    ],
    skipEvents: [...EDITS, ...CROP, ...UPLOADS.filter((e) => e !== 'notice.dismiss')],
  },
  {
    id: 'rotire-decupare',
    title: 'Rotire și decupare: serverul răspunde cu fotografia nouă sau refuză; decuparea anulată sau scoasă',
    input: { draftId: 'draft-1', initialPhotos: [P1, P2], rules: FIXTURE_RULES },
    events: [
      { type: 'photo.rotate', key: 'p1', turns: 1 },
      { type: 'edit.done', key: 'p1', photo: TURNED_P1 },
      { type: 'edit.fail', key: 'p1', reason: 'errors:postingPhotos.editFailed' },
      { type: 'crop.open', key: 'p2' },
      { type: 'crop.change', rect: { x: 0.1, y: 0.1, width: 0.5, height: 0.5 } },
      { type: 'crop.apply' },
      { type: 'crop.reset' },
      { type: 'crop.cancel' },
      { type: 'edit.done', key: 'p2', photo: CROPPED_P2 },
    ],
    skipEvents: [...ORDER, ...UPLOADS, 'crop.aspect', 'order.fail'],
  },
  {
    id: 'format',
    title: 'Formatul decupării: liber sau 4:3 (o fotografie în picioare)',
    input: { draftId: 'draft-1', initialPhotos: [TURNED_P1], rules: FIXTURE_RULES },
    events: [
      { type: 'crop.open', key: 'p1' },
      { type: 'crop.aspect', aspect: '4:3' },
      { type: 'crop.aspect', aspect: 'free' },
      { type: 'crop.apply' },
      { type: 'crop.cancel' },
    ],
    skipEvents: [
      ...ORDER,
      ...UPLOADS,
      'crop.change',
      'crop.reset',
      'photo.rotate',
      'edit.done',
      'edit.fail',
      'order.fail',
    ],
  },
];
