/**
 * The posting form's photo calls from the browser (server/graphql/modules/posting-photos): one
 * photo per multipart request with its own progress and abort (lib/messages/multipart-upload.ts),
 * the edits through the on-demand Apollo client. A refusal the form can show (BAD_USER_INPUT with
 * an i18n key) is an answer; anything else (network, server) rejects. Imported at the first call.
 */
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { getApolloClient } from '@/lib/graphql/browser-apollo';
import type { PostingPhoto } from '@/lib/graphql/generated/operations';
import { type OnProgress, uploadOperation, type UploadGraphQLError } from '@/lib/messages/multipart-upload';
import type { PhotoCrop, PhotoRules } from './photo-rules';

export type { PostingPhoto };

/** What a call came to: the server's answer, or its refusal (an i18n key). */
export type PhotoAnswer<T> =
  { readonly kind: 'done'; readonly value: T } | { readonly kind: 'refused'; readonly key: string };

const operations = () => import('@/lib/graphql/generated/operations');

/** The i18n key of a BAD_USER_INPUT, or null. */
export function refusalKeyOf(errors: readonly UploadGraphQLError[]): string | null {
  const extensions = errors[0]?.extensions ?? {};
  const key = extensions['i18nKey'];
  return extensions['code'] === 'BAD_USER_INPUT' && typeof key === 'string' ? key : null;
}

/** Runs an Apollo call; a BAD_USER_INPUT becomes a refusal, other failures reject. */
async function answer<T, R>(call: Promise<{ data?: T | undefined; error?: unknown }>, pick: (data: T) => R) {
  let result: { data?: T | undefined; error?: unknown };
  try {
    result = await call;
  } catch (error) {
    result = { error };
  }
  if (result.error) {
    const key = CombinedGraphQLErrors.is(result.error) ? refusalKeyOf(result.error.errors) : null;
    if (key) return { kind: 'refused', key } as const;
    throw result.error instanceof Error ? result.error : new Error('GraphQL error');
  }
  if (!result.data) throw new Error('no data');
  return { kind: 'done', value: pick(result.data) } as const;
}

/** The limits the form states (SPEC §5). */
export async function fetchPhotoRules(): Promise<PhotoRules> {
  const [ops, client] = await Promise.all([operations(), getApolloClient()]);
  const result = await client.query({ query: ops.PostingPhotos_RulesDocument, fetchPolicy: 'network-only' });
  if (!result.data) throw new Error('no data');
  return result.data.postingPhotoRules;
}

/** Uploads one photo to the draft; `signal` aborts the request. */
export async function uploadPhoto(
  draftId: string,
  file: Blob,
  name: string,
  onProgress?: OnProgress,
  signal?: AbortSignal,
): Promise<PhotoAnswer<PostingPhoto>> {
  const { PostingPhotos_UploadDocument } = await operations();
  const result = await uploadOperation(
    PostingPhotos_UploadDocument,
    { draftId, file: null as unknown as File },
    [{ path: 'file', file, name }],
    onProgress,
    signal,
  );
  if (result.errors.length > 0) {
    const key = refusalKeyOf(result.errors);
    if (key) return { kind: 'refused', key };
    throw new Error(result.errors[0]?.message ?? 'GraphQL error');
  }
  if (!result.data) throw new Error('no data');
  return { kind: 'done', value: result.data.uploadDraftPhoto };
}

/** Turns a photo a quarter clockwise (1) or counter-clockwise (-1). */
export async function rotatePhoto(draftId: string, photoId: string, turns: number): Promise<PhotoAnswer<PostingPhoto>> {
  const [ops, client] = await Promise.all([operations(), getApolloClient()]);
  return answer(
    client.mutate({ mutation: ops.PostingPhotos_RotateDocument, variables: { draftId, photoId, quarterTurns: turns } }),
    (data) => data.rotateDraftPhoto,
  );
}

/** Crops a photo (fractions of the turned photo; null: whole again). */
export async function cropPhoto(
  draftId: string,
  photoId: string,
  crop: PhotoCrop | null,
): Promise<PhotoAnswer<PostingPhoto>> {
  const [ops, client] = await Promise.all([operations(), getApolloClient()]);
  return answer(
    client.mutate({ mutation: ops.PostingPhotos_CropDocument, variables: { draftId, photoId, crop } }),
    (data) => data.cropDraftPhoto,
  );
}

/** Deletes a photo; the photos left, in order. */
export async function deletePhoto(draftId: string, photoId: string): Promise<PhotoAnswer<PostingPhoto[]>> {
  const [ops, client] = await Promise.all([operations(), getApolloClient()]);
  return answer(
    client.mutate({ mutation: ops.PostingPhotos_DeleteDocument, variables: { draftId, photoId } }),
    (data) => data.deleteDraftPhoto,
  );
}

/** Puts the photos in this order. */
export async function reorderPhotos(
  draftId: string,
  photoIds: readonly string[],
): Promise<PhotoAnswer<PostingPhoto[]>> {
  const [ops, client] = await Promise.all([operations(), getApolloClient()]);
  return answer(
    client.mutate({ mutation: ops.PostingPhotos_ReorderDocument, variables: { draftId, photoIds: [...photoIds] } }),
    (data) => data.reorderDraftPhotos,
  );
}
