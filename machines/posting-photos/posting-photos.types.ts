/** Context, events and input of the posting form's photos step (SPEC §2.6 posting form, §5 Photos). */
import type { PostingPhoto } from '@/lib/graphql/generated/operations';
import type { PickedFile } from '@/lib/messages/picked-files';
import type { PhotoCrop, PhotoRules } from '@/lib/posting-photos/photo-rules';

export type { PickedFile, PhotoCrop, PhotoRules, PostingPhoto };

/** The draft, its photos so far (edit, duplicate, reload), and the rules when the page has them. */
export interface PostingPhotosInput {
  readonly draftId: string;
  readonly initialPhotos: readonly PostingPhoto[];
  /** The server's limits; when absent they are loaded (postingPhotoRules). */
  readonly rules?: PhotoRules;
}

/** Where a photo is: waiting its turn, going up, processed (upload, rotate, crop), being deleted, on the server, or failed. */
export type PhotoStatus = 'queued' | 'uploading' | 'processing' | 'removing' | 'done' | 'failed';

/** One photo of the list, as the machine follows it. */
export interface PhotoItem {
  /** Local key: the server id of a photo that came with the input, 'n1', 'n2'… for new ones. */
  readonly key: string;
  readonly status: PhotoStatus;
  /** Upload progress 0..100 (uploading). */
  readonly progress: number;
  /** Why it failed (an i18n key), for a failed upload. */
  readonly reason: string | null;
  /** The file's name (labels only). */
  readonly name: string;
  /** The file, kept until the server has the photo (a retry sends it again). */
  readonly file: Blob | null;
  /** The photo on the server, once there. */
  readonly photo: PostingPhoto | null;
}

/** A message for a person: an i18n key and its values. */
export interface Notice {
  readonly key: string;
  readonly values?: Readonly<Record<string, string | number>>;
}

/** The crop dialog: the photo, the rectangle (fractions of the shown image) and the aspect. */
export interface CropDraft {
  readonly key: string;
  readonly rect: PhotoCrop;
  readonly aspect: 'free' | '4:3';
}

export interface PostingPhotosContext {
  readonly draftId: string;
  readonly rules: PhotoRules;
  readonly items: readonly PhotoItem[];
  /** The number of the next new photo's key. */
  readonly nextKey: number;
  /** The order of photo ids the server has (as far as it was told). */
  readonly serverOrder: readonly string[];
  /** Shown above the list (files refused, limit reached, an edit that failed). */
  readonly notice: Notice | null;
  /** Said by the aria-live region (a photo moved, deleted). */
  readonly announcement: Notice | null;
  readonly crop: CropDraft | null;
  /** The photo the delete confirmation asks about. */
  readonly removing: string | null;
}

export type PostingPhotosEvent =
  /** Files chosen in the picker or dropped on the field. */
  | { type: 'photos.add'; files: readonly PickedFile[] }
  | { type: 'photo.retry'; key: string }
  | { type: 'photo.rotate'; key: string; turns: 1 | -1 }
  /** Drag and drop, the move buttons, or the arrow keys: the photo goes to index `to`. */
  | { type: 'photo.move'; key: string; to: number }
  | { type: 'photo.remove'; key: string }
  | { type: 'removal.confirm' }
  | { type: 'removal.cancel' }
  | { type: 'crop.open'; key: string }
  | { type: 'crop.change'; rect: PhotoCrop }
  | { type: 'crop.aspect'; aspect: 'free' | '4:3' }
  | { type: 'crop.apply' }
  | { type: 'crop.reset' }
  | { type: 'crop.cancel' }
  | { type: 'notice.dismiss' }
  // Reported by the transfers actor.
  | { type: 'upload.progress'; key: string; percent: number }
  | { type: 'upload.done'; key: string; photo: PostingPhoto }
  | { type: 'upload.fail'; key: string; reason: string }
  | { type: 'edit.done'; key: string; photo: PostingPhoto }
  | { type: 'edit.fail'; key: string; reason: string }
  | { type: 'removal.done'; key: string }
  | { type: 'removal.fail'; key: string; reason: string }
  | { type: 'order.fail'; reason: string };

/** What the machine asks the transfers actor to do. */
export type TransferCommand =
  | { type: 'upload'; key: string; file: Blob; name: string }
  | { type: 'cancel'; key: string }
  | { type: 'rotate'; key: string; photoId: string; turns: number }
  | { type: 'crop'; key: string; photoId: string; crop: PhotoCrop | null }
  | { type: 'delete'; key: string; photoId: string }
  | { type: 'reorder'; photoIds: readonly string[] };
