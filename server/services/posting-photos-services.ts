/** The posting photos' services as context.services.postingPhotos holds them (a test replaces `settings`). */
import { getEnv } from '@/server/env';
import {
  cropDraftPhoto,
  deleteDraftPhoto,
  listDraftPhotos,
  reorderDraftPhotos,
  requireOwnDraft,
  rotateDraftPhoto,
  uploadDraftPhoto,
} from './posting-photos';

/** Where the files live and the configured limits (SPEC §5 {limit}, {recommended}). */
export interface PostingPhotoSettings {
  readonly uploadDir: string;
  readonly limit: number;
  readonly recommended: number;
}

/** The settings of the environment (POSTING_PHOTO_LIMIT, POSTING_PHOTO_RECOMMENDED, UPLOAD_DIR). */
export function postingPhotoSettings(): PostingPhotoSettings {
  const env = getEnv();
  return {
    uploadDir: env.UPLOAD_DIR,
    limit: env.POSTING_PHOTO_LIMIT,
    recommended: Math.min(env.POSTING_PHOTO_RECOMMENDED, env.POSTING_PHOTO_LIMIT),
  };
}

export const postingPhotosServices = {
  settings: postingPhotoSettings,
  requireOwnDraft,
  list: listDraftPhotos,
  upload: uploadDraftPhoto,
  rotate: rotateDraftPhoto,
  crop: cropDraftPhoto,
  remove: deleteDraftPhoto,
  reorder: reorderDraftPhotos,
};
