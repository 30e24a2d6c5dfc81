/** The posting form's photos (docs/posting-photos.md): the caller from the Bearer token, one service call each. */
import { PHOTO_MAX_BYTES } from '@/lib/posting-photos/photo-rules';
import type { PostingPhotosDeps } from '@/server/services/posting-photos';
import type { GraphQLContext } from '../../context';
import type { Resolvers } from '../../generated/resolver-types';
import { requireUser } from '../accounts/accounts.errors';

function depsOf(context: GraphQLContext): PostingPhotosDeps {
  const settings = context.services.postingPhotos.settings();
  return { db: context.deps.db, uploadDir: settings.uploadDir, limit: settings.limit };
}

/** The account that owns the draft: a dealer's sub-user posts for its main account. */
function ownerOf(context: GraphQLContext): string {
  const user = requireUser(context);
  return user.mainAccountUUID ?? user.id;
}

export const postingPhotosResolvers = {
  Query: {
    postingPhotoRules: (_parent, _args, context) => {
      const { limit, recommended } = context.services.postingPhotos.settings();
      return { limit, recommended, maxBytes: PHOTO_MAX_BYTES };
    },
    draftPhotos: async (_parent, { draftId }, context) => {
      const owner = ownerOf(context);
      await context.services.postingPhotos.requireOwnDraft(context.deps.db, draftId, owner);
      return context.services.postingPhotos.list(context.deps.db, draftId);
    },
  },
  Mutation: {
    uploadDraftPhoto: async (_parent, { draftId, file }, context) =>
      context.services.postingPhotos.upload(depsOf(context), ownerOf(context), draftId, file),
    rotateDraftPhoto: async (_parent, { draftId, photoId, quarterTurns }, context) =>
      context.services.postingPhotos.rotate(depsOf(context), ownerOf(context), draftId, photoId, quarterTurns),
    cropDraftPhoto: async (_parent, { draftId, photoId, crop }, context) =>
      context.services.postingPhotos.crop(depsOf(context), ownerOf(context), draftId, photoId, crop ?? null),
    deleteDraftPhoto: async (_parent, { draftId, photoId }, context) =>
      context.services.postingPhotos.remove(depsOf(context), ownerOf(context), draftId, photoId),
    reorderDraftPhotos: async (_parent, { draftId, photoIds }, context) =>
      context.services.postingPhotos.reorder(depsOf(context), ownerOf(context), draftId, photoIds),
  },
} satisfies Resolvers;
