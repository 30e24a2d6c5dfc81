/**
 * Live events of conversations (docs/messages.md, Live delivery): what is published when a
 * message is delivered or a conversation is marked read, and what a subscriber receives.
 *
 * Events are published to the parties, not to accounts: `seller:<main account>` (the seller and
 * the sub-users with the messages right read that inbox), `user:<buyer account>`, and
 * `email:<sha256 of the address>` for a conversation an anonymous buyer started (the account with
 * that e-mail sees it in its sent tab). A subscriber listens to the keys of its viewer; every event
 * is checked again against the database before it goes out (rights or session may have changed),
 * and carries the receiver's own unread count.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Repeater } from 'graphql-yoga';
import { logger } from '@/lib/logger/logger';
import type { RequestUser } from '@/server/auth/bearer';
import { isSessionLive } from '@/server/auth/session-tokens';
import type { Db } from '@/server/db/client';
import { conversations } from '@/server/db/schema/messages';
import { roleIn, unreadConversationCount, viewerOf, type Viewer } from './conversations';
import type { EventBus } from './event-bus';

/** What happened; published through the event bus (and Redis), so only ids. */
export interface ConversationEventDetail {
  readonly kind: 'MESSAGE' | 'READ' | 'MOVED';
  readonly conversationId: string;
  /** The delivered message; null for READ and MOVED. */
  readonly messageId: string | null;
  /** The side that wrote the message, or that read, deleted or restored the conversation. */
  readonly side: 'buyer' | 'seller';
}

/** An event as one receiver gets it (GraphQL ConversationEvent). */
export interface ConversationEventDto {
  kind: 'MESSAGE' | 'READ' | 'MOVED';
  conversationId: string;
  messageId: string | null;
  tab: 'RECEIVED' | 'SENT';
  myRole: 'BUYER' | 'SELLER';
  mine: boolean;
  unreadCount: number;
}

const ROUTING_KEY = 'conversation';
const sellerKey = (sellerId: string) => `seller:${sellerId}`;
const userKey = (userId: string) => `user:${userId}`;
const emailKey = (email: string) => `email:${createHash('sha256').update(email.trim().toLowerCase()).digest('hex')}`;

async function partiesOf(db: Db, conversationId: string) {
  const [row] = await db
    .select({ sellerId: conversations.sellerId, buyerId: conversations.buyerId, buyerEmail: conversations.buyerEmail })
    .from(conversations)
    .where(eq(conversations.id, conversationId));
  return row ?? null;
}

/**
 * Tells the parties of a conversation: a message goes to both sides (the writer's other tabs and
 * team mates too), a read, a delete or a restore only to the side that made it. Never throws: the message is stored and
 * mailed already, a lost live event only means the other side sees it on its next load.
 */
export async function publishConversationEvent(bus: EventBus, db: Db, detail: ConversationEventDetail): Promise<void> {
  try {
    const row = await partiesOf(db, detail.conversationId);
    if (!row) return;
    const keys: string[] = [];
    if (detail.kind === 'MESSAGE' || detail.side === 'seller') keys.push(sellerKey(row.sellerId));
    if (detail.kind === 'MESSAGE' || detail.side === 'buyer')
      keys.push(row.buyerId ? userKey(row.buyerId) : emailKey(row.buyerEmail));
    for (const key of keys) bus.pubsub.publish(ROUTING_KEY, key, { ...detail });
  } catch (error) {
    logger.warn('[events] a conversation event was not published', {
      conversationId: detail.conversationId,
      error: String(error),
    });
  }
}

function isDetail(value: unknown): value is ConversationEventDetail {
  const v = value as Partial<ConversationEventDetail> | null;
  return (
    v !== null &&
    typeof v === 'object' &&
    (v.kind === 'MESSAGE' || v.kind === 'READ' || v.kind === 'MOVED') &&
    typeof v.conversationId === 'string' &&
    (v.messageId === null || typeof v.messageId === 'string') &&
    (v.side === 'buyer' || v.side === 'seller')
  );
}

/** The event as `user` receives it now, or null when the conversation is not (or no longer) theirs. */
async function forReceiver(db: Db, user: RequestUser, detail: ConversationEventDetail) {
  const viewer = await viewerOf(db, user);
  const row = await partiesOf(db, detail.conversationId);
  const role = row ? roleIn(viewer, row) : null;
  if (!role) return null;
  const event: ConversationEventDto = {
    kind: detail.kind,
    conversationId: detail.conversationId,
    messageId: detail.messageId,
    tab: role === 'seller' ? 'RECEIVED' : 'SENT',
    myRole: role === 'seller' ? 'SELLER' : 'BUYER',
    mine: detail.side === role,
    unreadCount: await unreadConversationCount(db, viewer),
  };
  return event;
}

/**
 * The events of the conversations `viewer` is a party of, until the subscriber leaves or the
 * session ends (signed out, password changed, removed from the team): then the stream completes,
 * and a client that reconnects is asked to sign in again. A Repeater rather than an async
 * generator: a generator waiting for its next event cannot be returned, so a subscriber that
 * left would keep its listeners until the next event came.
 */
export function conversationEventsOf(
  deps: { db: Db; events: EventBus; now: () => Date },
  user: RequestUser,
  viewer: Viewer,
): Repeater<ConversationEventDto> {
  const keys = [userKey(viewer.userId), emailKey(viewer.email)];
  if (viewer.sellerId) keys.push(sellerKey(viewer.sellerId));
  return new Repeater<ConversationEventDto>(async (push, stop) => {
    const source = Repeater.merge(keys.map((key) => deps.events.pubsub.subscribe(ROUTING_KEY, key)));
    void stop.then(() => source.return());
    for await (const detail of source) {
      if (!isDetail(detail)) continue;
      if (!(await isSessionLive(deps.db, user.sessionId, deps.now()))) break;
      const event = await forReceiver(deps.db, user, detail);
      if (event) await push(event);
    }
    stop();
  });
}
