/** Context, events and input of the inbox list (/contul-meu/messages/{tab}; SPEC §2.5 messages). */
import type { ConversationTab } from '@/lib/graphql/generated/schema-enums';
import type { InboxConversationRow, InboxPage } from '@/lib/messages/inbox-api';

export type { InboxConversationRow, InboxPage };

/** The tab of the page (received, sent or deleted). */
export interface InboxInput {
  readonly tab: ConversationTab;
}

/** What the last delete or restore did (announced once, cleared by the next action). */
export type InboxNotice = 'deleted' | 'restored';

/** The flow's memory. */
export interface InboxContext {
  readonly tab: ConversationTab;
  /** The conversations shown, newest first (the pages loaded so far). */
  readonly items: readonly InboxConversationRow[];
  /** The next page's cursor; null when the last page is shown. */
  readonly endCursor: string | null;
  /** How many conversations have a message I have not read. */
  readonly unread: number;
  /** i18n key: the first page could not be loaded. */
  readonly error: string | null;
  /** i18n key: loading more, a delete, a restore or a refresh failed (the list stays). */
  readonly actionError: string | null;
  readonly notice: InboxNotice | null;
  /** The conversation being deleted or restored. */
  readonly target: string | null;
  /** A conversation changed while the list was busy: reload the first page when it is idle again. */
  readonly stale: boolean;
}

/**
 * What the screen sends, and `CONVERSATION_UPDATED` sent from outside (live delivery: a new message
 * or a change in one of my conversations) — the list then reloads its first page.
 */
export type InboxEvent =
  | { type: 'inbox.retry' }
  | { type: 'inbox.loadMore' }
  | { type: 'conversation.delete'; id: string }
  | { type: 'conversation.restore'; id: string }
  | { type: 'CONVERSATION_UPDATED'; conversationId: string };

/** What `loadPage` is asked: the rows after `after`; `rows` at least (null: one page). */
export interface InboxPageRequest {
  tab: ConversationTab;
  after: string | null;
  rows: number | null;
}
