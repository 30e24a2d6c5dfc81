/** Context, events and input of a conversation's page (/contul-meu/messages/{tab}/{id}; SPEC §2.5 messages). */
import type { ConversationEventKind } from '@/lib/graphql/generated/schema-enums';
import type { ContactProblems } from '@/lib/messages/contact-rules';
import type { InboxMessage, InboxThread, ReplyOutcome } from '@/lib/messages/inbox-api';
import type { AcceptedFile, PickedFile } from '@/lib/messages/picked-files';

export type { AcceptedFile, InboxMessage, InboxThread, PickedFile, ReplyOutcome };

/** The conversation of the page (the server checked it is the visitor's). */
export interface ConversationInput {
  readonly conversationId: string;
}

/** Problems under the reply box (i18n keys of advert:contact.validation.*). */
export type ReplyProblems = Pick<ContactProblems, 'message' | 'attachments'>;

/** What the last action did (announced once, cleared by the next one). */
export type ConversationNotice = 'sent' | 'deleted' | 'restored';

/** The flow's memory. */
export interface ConversationContext {
  readonly conversationId: string;
  /** The thread as last loaded (with my replies added); null until the first load. */
  readonly thread: InboxThread | null;
  /** The reply being written. */
  readonly draft: string;
  readonly attachments: readonly AcceptedFile[];
  readonly problems: ReplyProblems;
  /** i18n key of a refusal about the conversation (too many messages, gone), shown above the reply box. */
  readonly refusal: string | null;
  /** Upload progress while sending, 0..100. */
  readonly progress: number;
  /** i18n key: the thread could not be loaded. */
  readonly error: string | null;
  /** i18n key: a delete, a restore or a refresh failed (the thread stays). */
  readonly actionError: string | null;
  readonly notice: ConversationNotice | null;
  /** This conversation changed while the thread was busy (read mark, delete, restore): refetch when it is done. */
  readonly stale: boolean;
}

/**
 * What the screen sends, and `CONVERSATION_UPDATED` sent from outside (live delivery): when it is
 * a new message in this conversation, or `kind` is absent (a reconnect: events may have been
 * missed), the thread is fetched again. Read marks and moves are ignored: opening the thread marks
 * it read, which sends one, which would refetch and mark it read again.
 */
export type ConversationEvent =
  | { type: 'conversation.retry' }
  | { type: 'conversation.delete' }
  | { type: 'conversation.restore' }
  | { type: 'reply.change'; value: string }
  /** Files chosen in the file picker. */
  | { type: 'attachments.add'; files: readonly PickedFile[] }
  | { type: 'attachments.remove'; index: number }
  /** 'Trimite răspunsul' (also the retry after a failure). */
  | { type: 'reply.submit' }
  /** The upload went on (sent by the send actor's progress callback). */
  | { type: 'upload.progress'; percent: number }
  | { type: 'CONVERSATION_UPDATED'; conversationId: string; kind?: ConversationEventKind };
