/**
 * The inbox (SPEC §2.5 messages; docs/messages.md): who the viewer is in conversations, the tabs
 * received / sent / deleted, one conversation with its messages, read state, delete and restore.
 * A conversation that is not the viewer's is answered exactly like an unknown one (NotFoundError).
 */
import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { NotFoundError } from '@/lib/errors/app-errors';
import type { ContactSubject, ConversationTab } from '@/lib/graphql/generated/schema-enums';
import type { RequestUser } from '@/server/auth/bearer';
import type { Db } from '@/server/db/client';
import { adverts, photos } from '@/server/db/schema/adverts';
import { categories } from '@/server/db/schema/categories';
import { conversations, messageAttachments, messages } from '@/server/db/schema/messages';
import { userLinks, users } from '@/server/db/schema/users';
import { advertUrl, sellerName } from './advert-mapper';
import { mediaUrl, thumbnailKey } from './media-urls';

/** The viewer in conversations: the buyer account, and the seller account whose inbox it reads. */
export interface Viewer {
  readonly userId: string;
  /** Lower case: anonymous conversations started with this address are the viewer's too. */
  readonly email: string;
  /** The seller whose received conversations the viewer sees: itself, its main account (a sub-user with the messages right), or none. */
  readonly sellerId: string | null;
}

/** The viewer of a signed-in user (a dealer's sub-user reads the main account's inbox only with the messages right). */
export async function viewerOf(db: Db, user: Pick<RequestUser, 'id' | 'email'>): Promise<Viewer> {
  const [link] = await db
    .select({ main: userLinks.mainUserId, rights: userLinks.rights })
    .from(userLinks)
    .where(eq(userLinks.subUserId, user.id))
    .limit(1);
  const sellerId = link ? (link.rights['messages'] === true ? link.main : null) : user.id;
  return { userId: user.id, email: user.email.trim().toLowerCase(), sellerId };
}

/** The role of the viewer in a conversation, or null when it is not theirs. */
export function roleIn(
  viewer: Viewer,
  row: { sellerId: string; buyerId: string | null; buyerEmail: string },
): 'seller' | 'buyer' | null {
  if (viewer.sellerId !== null && row.sellerId === viewer.sellerId) return 'seller';
  if (row.buyerId === viewer.userId) return 'buyer';
  if (row.buyerId === null && row.buyerEmail === viewer.email) return 'buyer';
  return null;
}

const asSeller = (viewer: Viewer): SQL =>
  viewer.sellerId === null ? sql`false` : eq(conversations.sellerId, viewer.sellerId);
const asBuyer = (viewer: Viewer): SQL =>
  or(
    eq(conversations.buyerId, viewer.userId),
    and(isNull(conversations.buyerId), eq(conversations.buyerEmail, viewer.email)),
  )!;

function tabCondition(viewer: Viewer, tab: ConversationTab): SQL {
  if (tab === 'RECEIVED') return and(asSeller(viewer), isNull(conversations.sellerDeletedAt))!;
  if (tab === 'SENT') return and(asBuyer(viewer), isNull(conversations.buyerDeletedAt))!;
  return or(
    and(asSeller(viewer), isNotNull(conversations.sellerDeletedAt)),
    and(asBuyer(viewer), isNotNull(conversations.buyerDeletedAt)),
  )!;
}

/** The advert as the inbox shows it. */
export interface ConversationAdvertDto {
  id: string;
  title: string;
  photoUrl: string | null;
  price: string | null;
  path: string;
}

/** A row of a tab. */
export interface ConversationSummaryDto {
  id: string;
  advert: ConversationAdvertDto;
  subject: ContactSubject;
  otherName: string;
  lastMessage: string;
  lastMessageAt: string;
  unread: boolean;
  myRole: 'BUYER' | 'SELLER';
  deleted: boolean;
}

/** A page of a tab. */
export interface ConversationPageDto {
  items: ConversationSummaryDto[];
  endCursor: string | null;
}

/** An attachment as the thread shows it. */
export interface MessageAttachmentDto {
  id: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  url: string;
}

/** A message of a thread. */
export interface ConversationMessageDto {
  id: string;
  senderRole: 'BUYER' | 'SELLER';
  mine: boolean;
  body: string;
  phone: string | null;
  createdAt: string;
  attachments: MessageAttachmentDto[];
}

/** A thread. */
export interface ConversationDto {
  id: string;
  advert: ConversationAdvertDto;
  subject: ContactSubject;
  otherName: string;
  myRole: 'BUYER' | 'SELLER';
  deleted: boolean;
  messages: ConversationMessageDto[];
}

const PAGE_DEFAULT = 20;
const PAGE_MAX = 50;
const EXCERPT = 140;

const priceFormat = new Intl.NumberFormat('ro-RO', { maximumFractionDigits: 0 });

const seller = users;
const selectRow = {
  id: conversations.id,
  sellerId: conversations.sellerId,
  buyerId: conversations.buyerId,
  buyerEmail: conversations.buyerEmail,
  buyerName: conversations.buyerName,
  subject: conversations.subject,
  lastMessageAt: conversations.lastMessageAt,
  buyerReadAt: conversations.buyerReadAt,
  sellerReadAt: conversations.sellerReadAt,
  buyerDeletedAt: conversations.buyerDeletedAt,
  sellerDeletedAt: conversations.sellerDeletedAt,
  advertId: adverts.id,
  title: adverts.title,
  priceGross: adverts.priceGross,
  currency: adverts.currency,
  categorySlug: categories.slug,
  sellerType: seller.userType,
  sellerDisplayName: seller.displayName,
  sellerCompanyName: seller.companyName,
  photoKey: sql<
    string | null
  >`(select ${photos.storageKey} from ${photos} where ${photos.advertId} = ${adverts.id} order by ${photos.position} limit 1)`,
};

type Row = Awaited<ReturnType<typeof baseQuery>>[number];

function baseQuery(db: Db, where: SQL) {
  return db
    .select(selectRow)
    .from(conversations)
    .innerJoin(adverts, eq(adverts.id, conversations.advertId))
    .innerJoin(categories, eq(categories.id, adverts.categoryId))
    .innerJoin(seller, eq(seller.id, conversations.sellerId))
    .where(where);
}

function advertOf(row: Row): ConversationAdvertDto {
  return {
    id: String(row.advertId),
    title: row.title,
    photoUrl: row.photoKey ? mediaUrl(thumbnailKey(row.photoKey)) : null,
    price: `${priceFormat.format(row.priceGross)} ${row.currency}`,
    path: advertUrl(row.categorySlug, row.advertId),
  };
}

const otherNameOf = (row: Row, role: 'seller' | 'buyer'): string =>
  role === 'seller' ? row.buyerName : sellerName(row.sellerType, row.sellerDisplayName, row.sellerCompanyName);

const deletedFor = (row: Row, role: 'seller' | 'buyer'): boolean =>
  (role === 'seller' ? row.sellerDeletedAt : row.buyerDeletedAt) !== null;

function encodeCursor(at: Date, id: string): string {
  return Buffer.from(`${at.toISOString()}|${id}`).toString('base64url');
}

function decodeCursor(cursor: string | null | undefined): { at: Date; id: string } | null {
  if (!cursor) return null;
  const [iso, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const at = new Date(iso ?? '');
  if (Number.isNaN(at.getTime()) || !/^[0-9a-f-]{36}$/.test(id ?? '')) return null;
  return { at, id: id! };
}

/** The last delivered message and whether the viewer has read everything the other side wrote. */
async function lastMessages(
  db: Db,
  ids: readonly string[],
): Promise<Map<string, { body: string; role: string; at: Date }[]>> {
  const result = new Map<string, { body: string; role: string; at: Date }[]>();
  if (ids.length === 0) return result;
  const rows = await db
    .select({ cid: messages.conversationId, body: messages.body, role: messages.senderRole, at: messages.createdAt })
    .from(messages)
    .where(and(inArray(messages.conversationId, [...ids]), eq(messages.status, 'sent')))
    .orderBy(asc(messages.createdAt));
  for (const row of rows) {
    const list = result.get(row.cid) ?? [];
    list.push({ body: row.body, role: row.role, at: row.at });
    result.set(row.cid, list);
  }
  return result;
}

function unreadFor(row: Row, role: 'seller' | 'buyer', sent: readonly { role: string; at: Date }[]): boolean {
  const readAt = role === 'seller' ? row.sellerReadAt : row.buyerReadAt;
  return sent.some((m) => m.role !== role && (readAt === null || m.at > readAt));
}

/** A page of a tab, newest activity first. */
export async function listConversations(
  db: Db,
  viewer: Viewer,
  tab: ConversationTab,
  first?: number | null,
  after?: string | null,
): Promise<ConversationPageDto> {
  const size = Math.min(Math.max(first ?? PAGE_DEFAULT, 1), PAGE_MAX);
  const cursor = decodeCursor(after);
  const where = and(
    tabCondition(viewer, tab),
    isNotNull(conversations.lastMessageAt),
    cursor
      ? or(
          lt(conversations.lastMessageAt, cursor.at),
          and(eq(conversations.lastMessageAt, cursor.at), lt(conversations.id, cursor.id)),
        )
      : undefined,
  )!;
  const rows = await baseQuery(db, where)
    .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
    .limit(size + 1);
  const page = rows.slice(0, size);
  const sent = await lastMessages(
    db,
    page.map((r) => r.id),
  );
  const items = page.map((row): ConversationSummaryDto => {
    const role = roleIn(viewer, row) ?? 'buyer';
    const list = sent.get(row.id) ?? [];
    const last = list.at(-1);
    return {
      id: row.id,
      advert: advertOf(row),
      subject: row.subject as ContactSubject,
      otherName: otherNameOf(row, role),
      lastMessage: [...(last?.body ?? '')].slice(0, EXCERPT).join(''),
      lastMessageAt: (row.lastMessageAt ?? new Date(0)).toISOString(),
      unread: unreadFor(row, role, list),
      myRole: role === 'seller' ? 'SELLER' : 'BUYER',
      deleted: deletedFor(row, role),
    };
  });
  const tail = page.at(-1);
  return {
    items,
    endCursor: rows.length > size && tail?.lastMessageAt ? encodeCursor(tail.lastMessageAt, tail.id) : null,
  };
}

const notFound = (id: string) =>
  new NotFoundError('Conversation not found', { extensions: { what: 'conversation', id } });

/** The conversation row and the viewer's role in it, or NotFoundError (unknown, not theirs, or not yet delivered). */
export async function myConversation(
  db: Db,
  viewer: Viewer,
  id: string,
): Promise<{ row: Row; role: 'seller' | 'buyer' }> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) throw notFound(id);
  const [row] = await baseQuery(db, and(eq(conversations.id, id), isNotNull(conversations.lastMessageAt))!);
  const role = row ? roleIn(viewer, row) : null;
  if (!row || !role) throw notFound(id);
  return { row, role };
}

/** The attachment download path. */
export const attachmentUrl = (id: string): string => `/api/message-attachments/${id}`;

/** One conversation with its delivered messages, oldest first. */
export async function getConversation(db: Db, viewer: Viewer, id: string): Promise<ConversationDto> {
  const { row, role } = await myConversation(db, viewer, id);
  const list = await db
    .select()
    .from(messages)
    .where(and(eq(messages.conversationId, id), eq(messages.status, 'sent')))
    .orderBy(asc(messages.createdAt), asc(messages.id));
  const files = list.length
    ? await db
        .select()
        .from(messageAttachments)
        .where(
          inArray(
            messageAttachments.messageId,
            list.map((m) => m.id),
          ),
        )
        .orderBy(asc(messageAttachments.createdAt), asc(messageAttachments.id))
    : [];
  return {
    id: row.id,
    advert: advertOf(row),
    subject: row.subject as ContactSubject,
    otherName: otherNameOf(row, role),
    myRole: role === 'seller' ? 'SELLER' : 'BUYER',
    deleted: deletedFor(row, role),
    messages: list.map((m) => toMessageDto(m, role, files)),
  };
}

/** A stored message as the thread shows it to a viewer of `role`. */
export function toMessageDto(
  m: typeof messages.$inferSelect,
  role: 'seller' | 'buyer',
  files: readonly (typeof messageAttachments.$inferSelect)[],
): ConversationMessageDto {
  return {
    id: m.id,
    senderRole: m.senderRole === 'seller' ? 'SELLER' : 'BUYER',
    mine: m.senderRole === role,
    body: m.body,
    phone: m.phone,
    createdAt: m.createdAt.toISOString(),
    attachments: files
      .filter((f) => f.messageId === m.id)
      .map((f) => ({
        id: f.id,
        fileName: f.fileName,
        contentType: f.contentType,
        sizeBytes: f.sizeBytes,
        url: attachmentUrl(f.id),
      })),
  };
}

/** Sets one of the viewer's columns of a conversation (read, deleted); returns the viewer's side in it. */
async function setMine(
  db: Db,
  viewer: Viewer,
  id: string,
  column: 'read' | 'deleted',
  value: Date | null,
): Promise<'seller' | 'buyer'> {
  const { role } = await myConversation(db, viewer, id);
  const set =
    column === 'read'
      ? role === 'seller'
        ? { sellerReadAt: value }
        : { buyerReadAt: value }
      : role === 'seller'
        ? { sellerDeletedAt: value }
        : { buyerDeletedAt: value };
  await db.update(conversations).set(set).where(eq(conversations.id, id));
  return role;
}

/** Marks a conversation read for the viewer; returns the viewer's side in it. */
export const markConversationRead = (db: Db, viewer: Viewer, id: string, now: Date) =>
  setMine(db, viewer, id, 'read', now);
/** Moves a conversation to the viewer's deleted tab; returns the viewer's side in it. */
export const deleteConversation = (db: Db, viewer: Viewer, id: string, now: Date) =>
  setMine(db, viewer, id, 'deleted', now);
/** Brings a conversation back from the viewer's deleted tab; returns the viewer's side in it. */
export const restoreConversation = (db: Db, viewer: Viewer, id: string) => setMine(db, viewer, id, 'deleted', null);

/** Conversations (not deleted) with a message from the other side the viewer has not read. */
export async function unreadConversationCount(db: Db, viewer: Viewer): Promise<number> {
  const unreadAs = (role: 'seller' | 'buyer'): SQL => {
    const readAt = role === 'seller' ? conversations.sellerReadAt : conversations.buyerReadAt;
    const deleted = role === 'seller' ? conversations.sellerDeletedAt : conversations.buyerDeletedAt;
    const mine = role === 'seller' ? asSeller(viewer) : asBuyer(viewer);
    return and(
      mine,
      isNull(deleted),
      sql`exists (select 1 from ${messages} m where m.conversation_id = ${conversations.id} and m.status = 'sent' and m.sender_role <> ${role} and (${readAt} is null or m.created_at > ${readAt}))`,
    )!;
  };
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(conversations)
    .where(or(unreadAs('seller'), unreadAs('buyer')));
  return row?.n ?? 0;
}
