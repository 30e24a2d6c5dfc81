/**
 * Messages between buyers and sellers (SPEC §2.5, §2.6 seller contact form, §3 Seller contact
 * message, §5; docs/messages.md): the contact form's message — delivered at once for a signed-in
 * buyer, kept 'pending' for an anonymous one until the link mailed to them
 * (/confirmation/message/{token}, only its SHA-256 stored) is opened — and replies in a
 * conversation. Every delivered message mails the other party a link to the conversation. Files
 * are checked before anything is stored, written inside the database transaction, and removed
 * again when it fails (message-files.ts).
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  CONTACT_FIELDS,
  type ContactDraft,
  contactProblems,
  type MessageConfirmation,
  messageProblem,
} from '@/lib/messages/contact-rules';
import type { RequestUser } from '@/server/auth/bearer';
import { mainAccountOf } from '@/server/auth/session-tokens';
import type { Db } from '@/server/db/client';
import { adverts } from '@/server/db/schema/adverts';
import { conversations, messageAttachments, messages } from '@/server/db/schema/messages';
import { users } from '@/server/db/schema/users';
import type { Mailer } from '@/server/mail/mailer';
import { messageConfirmationMail, newMessageMail } from '@/server/mail/templates';
import { parseAdvertId } from './ads';
import { UserInputError } from './ads.types';
import { sellerName } from './advert-mapper';
import { publishConversationEvent } from './conversation-events';
import {
  type ConversationMessageDto,
  deleteConversation,
  markConversationRead,
  myConversation,
  restoreConversation,
  roleIn,
  toMessageDto,
  viewerOf,
  type Viewer,
} from './conversations';
import type { EventBus } from './event-bus';
import { type AttachmentStore, prepareAttachments, type PreparedAttachment, withStoredFiles } from './message-files';

/** Messages one sender may send in an hour (a script cannot flood sellers). */
export const MESSAGES_PER_HOUR = 20;
/** The confirmation path; the token follows. */
export const MESSAGE_CONFIRMATION_PATH = '/confirmation/message';
/** The conversation's page for a party: /contul-meu/messages/{tab}/{id}. */
export const conversationPath = (tab: 'received' | 'sent', id: string): string => `/contul-meu/messages/${tab}/${id}`;

/** What the message services need besides the caller. */
export interface MessageDeps {
  readonly db: Db;
  readonly mailer: Mailer;
  readonly store: AttachmentStore;
  readonly siteOrigin: string;
  readonly now: Date;
  /** Where delivered messages and reads are published for live delivery (conversation-events.ts). */
  readonly events: EventBus;
}

/** The contact form as sent. */
export interface ContactInput extends ContactDraft {
  readonly advertId: string;
  readonly attachments: readonly File[] | null;
}

/** What the buyer is told. */
export interface ContactResult {
  readonly conversationId: string | null;
  readonly confirmationSent: boolean;
}

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');
const HOUR_MS = 3_600_000;
const EXCERPT = 500;

const gone = () => new UserInputError('errors:messages.advertGone', 'This advert is no longer active.', 'advertId');

async function activeAdvert(db: Db, id: string) {
  let advertId: number;
  try {
    advertId = parseAdvertId(id);
  } catch {
    throw gone();
  }
  const [row] = await db
    .select({ id: adverts.id, title: adverts.title, userId: adverts.userId })
    .from(adverts)
    .where(and(eq(adverts.id, advertId), eq(adverts.status, 'active')));
  if (!row) throw gone();
  return row;
}

/** Messages sent in the last hour by a signed-in sender, or by an anonymous one's e-mail. */
async function sentLastHour(db: Db, now: Date, senderId: string | null, email: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(
      and(
        gt(messages.createdAt, new Date(now.getTime() - HOUR_MS)),
        senderId
          ? eq(messages.senderId, senderId)
          : and(isNull(messages.senderId), eq(messages.senderRole, 'buyer'), eq(conversations.buyerEmail, email)),
      ),
    );
  return row?.n ?? 0;
}

async function refuseFlood(db: Db, now: Date, senderId: string | null, email: string): Promise<void> {
  if ((await sentLastHour(db, now, senderId, email)) >= MESSAGES_PER_HOUR)
    throw new UserInputError('errors:messages.tooMany', 'Too many messages; try again in an hour.', 'message');
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function insertMessage(
  tx: Tx,
  values: typeof messages.$inferInsert,
  files: readonly PreparedAttachment[],
  now: Date,
) {
  const [message] = await tx.insert(messages).values(values).returning();
  const stored = files.length
    ? await tx
        .insert(messageAttachments)
        .values(
          // A millisecond apart, in the order sent: the thread lists them by this time.
          files.map((f, index) => ({
            messageId: message!.id,
            storageKey: f.storageKey,
            fileName: f.fileName,
            contentType: f.contentType,
            sizeBytes: f.bytes.byteLength,
            createdAt: new Date(now.getTime() + index),
          })),
        )
        .returning()
    : [];
  return { message: message!, stored: stored.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()) };
}

function displayNameOf(user: Pick<RequestUser, 'givenName' | 'familyName' | 'email'>): string {
  return `${user.givenName ?? ''} ${user.familyName ?? ''}`.trim() || user.email.split('@')[0]!;
}

/** Mails the party that did not write the message a link to the conversation. */
async function notify(
  deps: Pick<MessageDeps, 'db' | 'mailer' | 'siteOrigin'>,
  conversationId: string,
  from: 'buyer' | 'seller',
  body: string,
): Promise<void> {
  const [row] = await deps.db
    .select({
      buyerId: conversations.buyerId,
      buyerName: conversations.buyerName,
      buyerEmail: conversations.buyerEmail,
      title: adverts.title,
      sellerEmail: users.email,
      sellerType: users.userType,
      sellerDisplayName: users.displayName,
      sellerCompanyName: users.companyName,
    })
    .from(conversations)
    .innerJoin(adverts, eq(adverts.id, conversations.advertId))
    .innerJoin(users, eq(users.id, conversations.sellerId))
    .where(eq(conversations.id, conversationId));
  if (!row) return;
  const seller = sellerName(row.sellerType, row.sellerDisplayName, row.sellerCompanyName);
  let to = row.buyerEmail;
  if (from === 'seller' && row.buyerId) {
    const [buyer] = await deps.db.select({ email: users.email }).from(users).where(eq(users.id, row.buyerId));
    to = buyer?.email ?? to;
  }
  await deps.mailer.send({
    to: from === 'buyer' ? row.sellerEmail : to,
    ...newMessageMail({
      name: from === 'buyer' ? seller : row.buyerName,
      senderName: from === 'buyer' ? row.buyerName : seller,
      advertTitle: row.title,
      excerpt: [...body].slice(0, EXCERPT).join(''),
      link: `${deps.siteOrigin}${conversationPath(from === 'buyer' ? 'received' : 'sent', conversationId)}`,
    }),
  });
}

/**
 * The seller contact form. BAD_USER_INPUT with the form's i18n key and field for every refusal
 * (contact-rules.ts; an advert not active, the sender's own advert, more than MESSAGES_PER_HOUR).
 */
export async function sendContactMessage(
  deps: MessageDeps,
  input: ContactInput,
  user: RequestUser | null,
): Promise<ContactResult> {
  const problems = contactProblems(input, user === null);
  const field = CONTACT_FIELDS.find((name) => problems[name]);
  if (field) throw new UserInputError(problems[field]!, `The message's ${field} is not valid.`, field);
  const files = await prepareAttachments(input.attachments);
  const advert = await activeAdvert(deps.db, input.advertId);
  const sellerId = (await mainAccountOf(deps.db, advert.userId)) ?? advert.userId;
  const viewer: Viewer | null = user ? await viewerOf(deps.db, user) : null;
  const email = (user?.email ?? input.email).trim().toLowerCase();
  if (advert.userId === user?.id || (viewer !== null && viewer.sellerId === sellerId))
    throw new UserInputError('errors:messages.ownAdvert', 'You cannot write to your own advert.', 'advertId');
  await refuseFlood(deps.db, deps.now, user?.id ?? null, email);
  const token = user ? null : randomBytes(24).toString('base64url');
  const phone = input.phone.trim() || null;
  const delivered = await withStoredFiles(deps.store, files, (writeFiles) =>
    deps.db.transaction(async (tx) => {
      const mine = user
        ? eq(conversations.buyerId, user.id)
        : and(isNull(conversations.buyerId), eq(conversations.buyerEmail, email));
      const find = () =>
        tx
          .select({ id: conversations.id })
          .from(conversations)
          .where(and(eq(conversations.advertId, advert.id), mine));
      let [conversation] = await find();
      if (!conversation) {
        await tx
          .insert(conversations)
          .values({
            advertId: advert.id,
            sellerId,
            buyerId: user?.id ?? null,
            buyerName: user ? displayNameOf(user) : input.name.trim(),
            buyerEmail: email,
            subject: input.subject,
            createdAt: deps.now,
          })
          .onConflictDoNothing();
        [conversation] = await find();
      }
      const id = conversation!.id;
      const { message } = await insertMessage(
        tx,
        {
          conversationId: id,
          senderRole: 'buyer',
          senderId: user?.id ?? null,
          body: input.message.trim(),
          phone,
          status: user ? 'sent' : 'pending',
          confirmationHash: token ? sha256(token) : null,
          createdAt: deps.now,
        },
        files,
        deps.now,
      );
      if (user)
        await tx
          .update(conversations)
          .set({ lastMessageAt: deps.now, buyerReadAt: deps.now, buyerDeletedAt: null, sellerDeletedAt: null })
          .where(eq(conversations.id, id));
      await writeFiles();
      return { id, messageId: message.id };
    }),
  );
  if (token) {
    await deps.mailer.send({
      to: email,
      ...messageConfirmationMail({
        name: input.name.trim(),
        advertTitle: advert.title,
        link: `${deps.siteOrigin}${MESSAGE_CONFIRMATION_PATH}/${token}`,
      }),
    });
    return { conversationId: null, confirmationSent: true };
  }
  const conversationId = delivered.id;
  await publishConversationEvent(deps.events, deps.db, {
    kind: 'MESSAGE',
    conversationId,
    messageId: delivered.messageId,
    side: 'buyer',
  });
  await notify(deps, conversationId, 'buyer', input.message.trim());
  return { conversationId, confirmationSent: false };
}

/** Delivers the pending message whose mailed link carries `token`. */
export async function confirmContactMessage(
  deps: Pick<MessageDeps, 'db' | 'mailer' | 'siteOrigin' | 'now' | 'events'>,
  token: string,
): Promise<MessageConfirmation> {
  if (!/^[A-Za-z0-9_-]{20,64}$/.test(token)) return 'unknown';
  const hash = sha256(token);
  const [done] = await deps.db
    .update(messages)
    .set({ status: 'sent', createdAt: deps.now })
    .where(and(eq(messages.confirmationHash, hash), eq(messages.status, 'pending')))
    .returning({ id: messages.id, conversationId: messages.conversationId, body: messages.body });
  if (!done) {
    const [seen] = await deps.db.select({ id: messages.id }).from(messages).where(eq(messages.confirmationHash, hash));
    return seen ? 'alreadyConfirmed' : 'unknown';
  }
  await deps.db
    .update(conversations)
    .set({ lastMessageAt: deps.now, buyerDeletedAt: null, sellerDeletedAt: null })
    .where(eq(conversations.id, done.conversationId));
  await publishConversationEvent(deps.events, deps.db, {
    kind: 'MESSAGE',
    conversationId: done.conversationId,
    messageId: done.id,
    side: 'buyer',
  });
  await notify(deps, done.conversationId, 'buyer', done.body);
  return 'confirmed';
}

/** A reply in one of the viewer's conversations (NOT_FOUND when it is not theirs). */
export async function replyToConversation(
  deps: MessageDeps,
  user: RequestUser,
  input: { id: string; message: string; attachments: readonly File[] | null },
): Promise<ConversationMessageDto> {
  const viewer = await viewerOf(deps.db, user);
  const { role } = await myConversation(deps.db, viewer, input.id);
  const problem = messageProblem(input.message);
  if (problem) throw new UserInputError(problem, "The reply's message is not valid.", 'message');
  const files = await prepareAttachments(input.attachments);
  await refuseFlood(deps.db, deps.now, user.id, viewer.email);
  const body = input.message.trim();
  const dto = await withStoredFiles(deps.store, files, (writeFiles) =>
    deps.db.transaction(async (tx) => {
      const { message, stored } = await insertMessage(
        tx,
        { conversationId: input.id, senderRole: role, senderId: user.id, body, status: 'sent', createdAt: deps.now },
        files,
        deps.now,
      );
      await tx
        .update(conversations)
        .set({
          lastMessageAt: deps.now,
          ...(role === 'seller' ? { sellerReadAt: deps.now } : { buyerReadAt: deps.now }),
          buyerDeletedAt: null,
          sellerDeletedAt: null,
        })
        .where(eq(conversations.id, input.id));
      await writeFiles();
      return toMessageDto(message, role, stored);
    }),
  );
  await publishConversationEvent(deps.events, deps.db, {
    kind: 'MESSAGE',
    conversationId: input.id,
    messageId: dto.id,
    side: role,
  });
  await notify(deps, input.id, role, body);
  return dto;
}

/** Marks a conversation read for the viewer, and tells the viewer's other tabs (their unread count). */
export async function markRead(
  deps: Pick<MessageDeps, 'db' | 'now' | 'events'>,
  viewer: Viewer,
  id: string,
): Promise<boolean> {
  const side = await markConversationRead(deps.db, viewer, id, deps.now);
  await publishConversationEvent(deps.events, deps.db, { kind: 'READ', conversationId: id, messageId: null, side });
  return true;
}

/** Deletes a conversation for the viewer (their side only), and tells the viewer's other tabs. */
export async function remove(deps: Pick<MessageDeps, 'db' | 'now' | 'events'>, viewer: Viewer, id: string) {
  const side = await deleteConversation(deps.db, viewer, id, deps.now);
  await publishConversationEvent(deps.events, deps.db, { kind: 'MOVED', conversationId: id, messageId: null, side });
  return true;
}

/** Restores a conversation the viewer deleted, and tells the viewer's other tabs. */
export async function restore(deps: Pick<MessageDeps, 'db' | 'events'>, viewer: Viewer, id: string) {
  const side = await restoreConversation(deps.db, viewer, id);
  await publishConversationEvent(deps.events, deps.db, { kind: 'MOVED', conversationId: id, messageId: null, side });
  return true;
}

/** The attachment `id` when the viewer is a party of its conversation and it was delivered; else null. */
export async function attachmentForViewer(db: Db, viewer: Viewer, id: string) {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return null;
  const [row] = await db
    .select({
      storageKey: messageAttachments.storageKey,
      fileName: messageAttachments.fileName,
      contentType: messageAttachments.contentType,
      sellerId: conversations.sellerId,
      buyerId: conversations.buyerId,
      buyerEmail: conversations.buyerEmail,
    })
    .from(messageAttachments)
    .innerJoin(messages, eq(messages.id, messageAttachments.messageId))
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(and(eq(messageAttachments.id, id), eq(messages.status, 'sent')));
  return row && roleIn(viewer, row) ? row : null;
}
