/**
 * The posting wizard's browser calls (docs/posting.md). The documents and the on-demand Apollo
 * client are imported at the first call. Answers the wizard acts on are values, not errors: a
 * refusal (BAD_USER_INPUT with the posting catalogue's key and the field) and a lost session
 * (UNAUTHENTICATED after the token refresh failed); anything else (network, server) rejects.
 */
import { getApolloClient } from '@/lib/graphql/browser-apollo';
import type { PostingMode, PostingStep } from '@/lib/graphql/generated/schema-enums';
import type { PostingField, PostingStep as StepCode } from './posting-fields';
import type { PostingValues } from './posting-values';

/** An answer the wizard acts on. */
export type PostingAnswer<T> =
  | { readonly kind: 'ok'; readonly data: T }
  | { readonly kind: 'refused'; readonly key: string; readonly field: PostingField | null }
  | { readonly kind: 'signedOut' };

const operations = () => import('@/lib/graphql/generated/operations');

/** Reads a failed result's first GraphQL error by shape (Apollo's classes would pull Apollo in). */
function answerOf(error: unknown): Exclude<PostingAnswer<never>, { kind: 'ok' }> | null {
  const errors = (error as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(errors)) return null;
  const extensions = (errors[0] as { extensions?: Record<string, unknown> } | undefined)?.extensions ?? {};
  if (extensions['code'] === 'UNAUTHENTICATED') return { kind: 'signedOut' };
  const key = extensions['i18nKey'];
  if (extensions['code'] !== 'BAD_USER_INPUT' || typeof key !== 'string') return null;
  const field = extensions['field'];
  return { kind: 'refused', key, field: typeof field === 'string' ? (field as PostingField) : null };
}

function settle<T, R>(result: { data?: T | null; error?: unknown }, pick: (data: T) => R): PostingAnswer<R> {
  if (result.error) {
    const answer = answerOf(result.error);
    if (answer) return answer;
    throw result.error instanceof Error ? result.error : new Error('GraphQL error');
  }
  if (!result.data) throw new Error('no data');
  return { kind: 'ok', data: pick(result.data) };
}

/** The values as the GraphQL input has them. */
function valuesInput(values: PostingValues) {
  return { ...values, priceKind: values.priceKind === 'net' ? ('NET' as const) : ('GROSS' as const) };
}

/** What starting a draft needs. */
export interface StartDraftRequest {
  readonly mode: 'new' | 'edit' | 'duplicate';
  readonly categoryId: number;
  readonly subcategoryId: number | null;
  readonly advertId: string | null;
}

/** Starts a draft; answers its id. */
export async function startDraft(request: StartDraftRequest): Promise<PostingAnswer<{ id: string }>> {
  const [ops, client] = await Promise.all([operations(), getApolloClient()]);
  const result = await client.mutate({
    mutation: ops.Posting_StartDocument,
    variables: {
      input: {
        mode: request.mode.toUpperCase() as PostingMode,
        categoryId: request.categoryId,
        subcategoryId: request.subcategoryId,
        advertId: request.advertId,
      },
    },
    errorPolicy: 'all',
  });
  return settle(result, (data) => ({ id: data.startPostingDraft.id }));
}

/** Saves the values and the step; answers the new revision. */
export async function saveDraft(
  id: string,
  values: PostingValues,
  step: StepCode,
): Promise<PostingAnswer<{ revision: number; updatedAt: string }>> {
  const [ops, client] = await Promise.all([operations(), getApolloClient()]);
  const result = await client.mutate({
    mutation: ops.Posting_SaveDocument,
    variables: { id, values: valuesInput(values), step: step.toUpperCase() as PostingStep },
    errorPolicy: 'all',
  });
  return settle(result, (data) => ({
    revision: data.savePostingDraft.revision,
    updatedAt: data.savePostingDraft.updatedAt,
  }));
}

/** What publishing came to. */
export interface Published {
  readonly advertId: string;
  readonly status: 'ACTIVE' | 'MODERATED' | 'WAITING' | 'ARCHIVED' | 'DRAFT';
  readonly moderationReason: string | null;
}

/** Publishes the draft with its idempotency key. */
export async function publishDraft(id: string, publishKey: string): Promise<PostingAnswer<Published>> {
  const [ops, client] = await Promise.all([operations(), getApolloClient()]);
  const result = await client.mutate({
    mutation: ops.Posting_PublishDocument,
    variables: { id, publishKey },
    errorPolicy: 'all',
  });
  return settle(result, (data) => data.publishPostingDraft);
}
