/**
 * Conversations between a buyer and a seller about one advert (SPEC §2.5 messages, §2.6 seller
 * contact form, §3 Seller contact message; docs/messages.md). One conversation per (advert, buyer
 * account), or per (advert, buyer e-mail) for a buyer who is not signed in. The seller is the
 * advert's owner (the main account for a dealer: its sub-users with the messages right see it too).
 * A message of an anonymous buyer stays 'pending' until the link mailed to the buyer confirms it.
 */
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { adverts } from './adverts';
import { users } from './users';

const at = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    advertId: bigint('advert_id', { mode: 'number' })
      .notNull()
      .references(() => adverts.id, { onDelete: 'cascade' }),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null for a buyer who was not signed in (known by buyer_email). */
    buyerId: uuid('buyer_id').references(() => users.id, { onDelete: 'set null' }),
    buyerName: text('buyer_name').notNull(),
    /** Trimmed, lower case. */
    buyerEmail: text('buyer_email').notNull(),
    /** A code of lib/messages/contact-rules.ts CONTACT_SUBJECTS. */
    subject: text('subject').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    /** Of the last delivered message; null while the only message waits for its confirmation. */
    lastMessageAt: at('last_message_at'),
    buyerReadAt: at('buyer_read_at'),
    sellerReadAt: at('seller_read_at'),
    buyerDeletedAt: at('buyer_deleted_at'),
    sellerDeletedAt: at('seller_deleted_at'),
  },
  (t) => [
    uniqueIndex('conversations_advert_buyer_uq')
      .on(t.advertId, t.buyerId)
      .where(sql`${t.buyerId} is not null`),
    uniqueIndex('conversations_advert_email_uq')
      .on(t.advertId, t.buyerEmail)
      .where(sql`${t.buyerId} is null`),
    index('conversations_seller_idx').on(t.sellerId, t.lastMessageAt.desc()),
    index('conversations_buyer_idx').on(t.buyerId, t.lastMessageAt.desc()),
    index('conversations_buyer_email_idx').on(t.buyerEmail, t.lastMessageAt.desc()),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderRole: text('sender_role').$type<'buyer' | 'seller'>().notNull(),
    /** The account that wrote it (a dealer's sub-user for a seller reply); null for an anonymous buyer. */
    senderId: uuid('sender_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    /** Digits only; null when none was given. */
    phone: text('phone'),
    status: text('status').$type<'pending' | 'sent'>().notNull().default('sent'),
    /** SHA-256 (hex) of the token mailed to an anonymous buyer; null otherwise. */
    confirmationHash: text('confirmation_hash'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('messages_conversation_idx').on(t.conversationId, t.createdAt),
    uniqueIndex('messages_confirmation_idx').on(t.confirmationHash),
    check('messages_sender_role_ck', sql`${t.senderRole} in ('buyer', 'seller')`),
    check('messages_status_ck', sql`${t.status} in ('pending', 'sent')`),
  ],
);

export const messageAttachments = pgTable(
  'message_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    /** Where the file is in the attachment store (a random key, never the sender's file name). */
    storageKey: text('storage_key').notNull(),
    /** The sender's file name, sanitised, for Content-Disposition. */
    fileName: text('file_name').notNull(),
    /** From the content (magic bytes): image/jpeg, image/png or application/pdf. */
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('message_attachments_message_idx').on(t.messageId)],
);
