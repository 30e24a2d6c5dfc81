/**
 * The inbox's browser calls (/contul-meu/messages): a page of a tab with the unread count, a thread,
 * read / delete / restore, and a reply with its files as one multipart request with progress. The
 * documents and the on-demand Apollo client are imported at the first call. A refusal the reply box
 * can show (BAD_USER_INPUT with an i18n key) is an answer, not an error; anything else rejects.
 */
import { getApolloClient } from '@/lib/graphql/browser-apollo';
import type {
  InboxConversationRow,
  InboxMessage,
  InboxThread,
  Inbox_ReplyVariables,
} from '@/lib/graphql/generated/operations';
import type { ConversationTab } from '@/lib/graphql/generated/schema-enums';
import { contactRefusalOf } from './contact-api';
import { uploadOperation, type OnProgress } from './multipart-upload';

export type { InboxConversationRow, InboxMessage, InboxThread };

/** How many conversations a page of a tab holds. */
export const INBOX_PAGE_SIZE = 20;
/** The most rows one call asks for (the server's page limit, `PAGE_MAX` in server/services/conversations.ts). */
const INBOX_MAX_ROWS = 50;

/** A page of a tab, newest first, and how many conversations have a message I have not read. */
export interface InboxPage {
  readonly items: readonly InboxConversationRow[];
  /** The cursor of the next page; null on the last page. */
  readonly endCursor: string | null;
  readonly unread: number;
}

/** What a reply came to. */
export type ReplyOutcome =
  | { readonly kind: 'sent'; readonly message: InboxMessage }
  /** The server refused it: the i18n key, and the field it names (null: the conversation itself). */
  | { readonly kind: 'refused'; readonly key: string; readonly field: 'message' | 'attachments' | null };

/** A file to attach. */
export interface ReplyFile {
  readonly file: Blob;
  readonly name: string;
}

const operations = () => import('@/lib/graphql/generated/operations');

function answer<T>(result: { data?: T | undefined; error?: unknown }): T {
  if (result.error) throw result.error instanceof Error ? result.error : new Error('GraphQL error');
  if (!result.data) throw new Error('no data');
  return result.data;
}

/**
 * A page of `tab` after `after` (null: the first page); `rows` asks for at least that many rows (a
 * list reloaded after 'Încarcă mai multe'), up to the server's page limit.
 */
export async function fetchInboxPage(
  tab: ConversationTab,
  after: string | null,
  rows: number | null = null,
): Promise<InboxPage> {
  const [ops, client] = await Promise.all([operations(), getApolloClient()]);
  const data = answer(
    await client.query({
      query: ops.Inbox_PageDocument,
      variables: {
        tab,
        first: Math.min(Math.max(rows ?? 0, INBOX_PAGE_SIZE), INBOX_MAX_ROWS),
        ...(after ? { after } : {}),
      },
      fetchPolicy: 'no-cache',
    }),
  );
  return {
    items: data.conversations.items,
    endCursor: data.conversations.endCursor,
    unread: data.unreadConversationCount,
  };
}

/** One of my conversations with its messages. */
export async function fetchThread(id: string): Promise<InboxThread> {
  const [ops, client] = await Promise.all([operations(), getApolloClient()]);
  return answer(await client.query({ query: ops.Inbox_ThreadDocument, variables: { id }, fetchPolicy: 'no-cache' }))
    .conversation;
}

/** Marks the conversation read for me. */
export async function markThreadRead(id: string): Promise<void> {
  const [ops, client] = await Promise.all([operations(), getApolloClient()]);
  answer(await client.mutate({ mutation: ops.Inbox_MarkReadDocument, variables: { id } }));
}

/** Moves the conversation to my deleted tab. */
export async function deleteThread(id: string): Promise<void> {
  const [ops, client] = await Promise.all([operations(), getApolloClient()]);
  answer(await client.mutate({ mutation: ops.Inbox_DeleteDocument, variables: { id } }));
}

/** Brings the conversation back from my deleted tab. */
export async function restoreThread(id: string): Promise<void> {
  const [ops, client] = await Promise.all([operations(), getApolloClient()]);
  answer(await client.mutate({ mutation: ops.Inbox_RestoreDocument, variables: { id } }));
}

/** Replies in conversation `id` with `files`. */
export async function sendReply(
  id: string,
  message: string,
  files: readonly ReplyFile[],
  onProgress?: OnProgress,
): Promise<ReplyOutcome> {
  const { Inbox_ReplyDocument } = await operations();
  const variables: Inbox_ReplyVariables = {
    id,
    message,
    ...(files.length > 0 ? { attachments: files.map(() => null as unknown as File) } : {}),
  };
  const result = await uploadOperation(
    Inbox_ReplyDocument,
    variables,
    files.map((f, i) => ({ path: `attachments.${i}`, file: f.file, name: f.name })),
    onProgress,
  );
  if (result.errors.length > 0) {
    const refusal = contactRefusalOf(result.errors);
    if (refusal)
      return {
        kind: 'refused',
        key: refusal.key,
        field: refusal.field === 'message' || refusal.field === 'attachments' ? refusal.field : null,
      };
    throw new Error(result.errors[0]?.message ?? 'GraphQL error');
  }
  if (!result.data) throw new Error('no data');
  return { kind: 'sent', message: result.data.replyToConversation.message };
}
