/**
 * Messages through the real GraphQL endpoint with multipart uploads (SPEC §7: operations, map,
 * numbered parts): the contact form signed in and anonymous (with the mailed confirmation), the
 * conversation continuing, the tabs, read state, delete and restore, someone else's conversation
 * answering NOT_FOUND, the attachment checks (type by content, count, size) with nothing stored
 * half-way, and who may download an attachment.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { logger } from '@/lib/logger/logger';
import { ATTACHMENT_MAX_BYTES } from '@/lib/messages/contact-rules';
import { authConfig } from '@/server/auth/auth-config';
import { startSession } from '@/server/auth/session-tokens';
import { testClock, type GraphQLBody } from '@/server/auth/testing/auth-test-server';
import { rawQuery } from '@/server/db/client';
import { outbox } from '@/server/db/schema/auth';
import { users } from '@/server/db/schema/users';
import { DEMO_ACCOUNTS, DEMO_ADVERT_IDS } from '@/server/db/seed/demo-accounts';
import { createTestDb, type TestDb } from '@/server/db/testing/test-db';
import { attachmentAnswer } from '@/server/services/message-attachment-route';
import { parseEnv } from '@/server/env';
import { type AttachmentStore, attachmentStoreOf, diskAttachmentStore } from '@/server/services/message-files';
import { s3AttachmentStore } from '@/server/services/s3-attachment-store';
import { type S3TestServer, startS3TestServer } from '@/server/services/testing/s3-test-server';
import { createEventBus } from '@/server/services/event-bus';
import { confirmContactMessage } from '@/server/services/messages';
import { services } from '@/server/services/services';
import { createVolanYoga, MULTIPART_LIMITS, type VolanYoga } from '../../yoga';

const clock = testClock(new Date('2026-03-15T09:00:00.000Z'));
const dir = mkdtempSync(path.join(tmpdir(), 'volan-messages-'));
const disk = diskAttachmentStore(dir);
let store: AttachmentStore = disk;
let t: TestDb;
let yoga: VolanYoga;

beforeAll(async () => {
  t = await createTestDb({ ads: 300 });
  yoga = createVolanYoga({
    db: t.db,
    auth: { now: clock.now },
    logger: false,
    services: { messages: { ...services.messages, store: () => store } },
  });
});
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

const JPG: Uint8Array<ArrayBuffer> = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
const PDF: Uint8Array<ArrayBuffer> = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const EXE: Uint8Array<ArrayBuffer> = new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0]);
const file = (bytes: Uint8Array<ArrayBuffer>, name: string, type = 'application/octet-stream') =>
  new File([bytes], name, { type });

const SEND = `mutation Test_Send($input: SendContactMessageInput!) {
  sendContactMessage(input: $input) { conversationId confirmationSent } }`;
const REPLY = `mutation Test_Reply($id: ID!, $message: String!, $attachments: [File!]) {
  replyToConversation(id: $id, message: $message, attachments: $attachments) { message { id mine senderRole } } }`;
const LIST = `query Test_List($tab: ConversationTab!, $first: Int, $after: String) {
  conversations(tab: $tab, first: $first, after: $after) {
    items { id subject otherName lastMessage unread myRole deleted advert { id title path price } } endCursor } }`;
const ONE = `query Test_One($id: ID!) { conversation(id: $id) { id otherName myRole deleted
  messages { body mine senderRole phone attachments { id fileName contentType sizeBytes url } } } }`;
const UNREAD = 'query Test_Unread { unreadConversationCount }';

async function bearer(userId: string): Promise<string> {
  const [user] = await t.db.select().from(users).where(eq(users.id, userId));
  return `Bearer ${(await startSession(t.db, authConfig({ now: clock.now }), user!)).idToken}`;
}

/** A GraphQL request; with files, a multipart one whose `variables.<path>.<i>` are the numbered parts. */
async function gql(
  query: string,
  variables: Record<string, unknown>,
  authorization?: string,
  files?: { path: string; list: File[] },
): Promise<{ status: number; body: GraphQLBody }> {
  const headers: Record<string, string> = {};
  if (authorization) headers['authorization'] = authorization;
  let body: string | FormData;
  if (files) {
    const form = new FormData();
    form.append('operations', JSON.stringify({ query, variables }));
    form.append(
      'map',
      JSON.stringify(Object.fromEntries(files.list.map((_, i) => [String(i), [`variables.${files.path}.${i}`]]))),
    );
    files.list.forEach((f, i) => form.append(String(i), f, f.name));
    body = form;
  } else {
    headers['content-type'] = 'application/json';
    body = JSON.stringify({ query, variables });
  }
  const response = await yoga.fetch('http://localhost/graphql', { method: 'POST', headers, body });
  return { status: response.status, body: (await response.json()) as GraphQLBody };
}

const message = 'Bună ziua, mai este disponibilă mașina? Aș veni sâmbătă.';
const contact = (input: Record<string, unknown>, authorization?: string, list?: File[]) =>
  gql(
    SEND,
    {
      input: {
        advertId: String(DEMO_ADVERT_IDS.activeCar),
        subject: 'AVAILABLE',
        message,
        ...input,
        ...(list ? { attachments: list.map(() => null) } : {}),
      },
    },
    authorization,
    list ? { path: 'input.attachments', list } : undefined,
  );

async function counts(): Promise<{ messages: number; files: number; stored: number }> {
  const [row] = await rawQuery<{ m: number; f: number }>(
    t.db,
    'select (select count(*)::int from messages) as m, (select count(*)::int from message_attachments) as f',
  );
  const stored = (() => {
    try {
      return readdirSync(path.join(dir, 'messages')).length;
    } catch {
      return 0;
    }
  })();
  return { messages: Number(row?.m), files: Number(row?.f), stored };
}

function refused(response: { status: number; body: GraphQLBody }, key: string, field: string): void {
  expect(response.body.errors?.[0]?.extensions).toMatchObject({
    code: 'BAD_USER_INPUT',
    status: 400,
    i18nKey: key,
    field,
  });
}

const data = <T>(response: { body: GraphQLBody }): T => {
  expect(response.body.errors).toBeUndefined();
  return response.body.data as T;
};

describe('messages module', () => {
  let buyer: string;
  let seller: string;
  let conversationId: string;

  beforeAll(async () => {
    buyer = await bearer(DEMO_ACCOUNTS.buyer.id);
    seller = await bearer(DEMO_ACCOUNTS.seller.id);
  });

  it('delivers a signed-in buyer’s message with a JPG and a PDF and mails the seller', async () => {
    const response = await contact({ phone: '0722123456' }, buyer, [
      file(JPG, 'fata.jpg', 'image/jpeg'),
      file(PDF, 'C:\\temp\\Factură service.pdf', 'application/pdf'),
    ]);
    const sent = data<{ sendContactMessage: { conversationId: string; confirmationSent: boolean } }>(response);
    expect(sent.sendContactMessage.confirmationSent).toBe(false);
    conversationId = sent.sendContactMessage.conversationId;
    const [mail] = await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.toAddress, DEMO_ACCOUNTS.seller.email))
      .orderBy(desc(outbox.id));
    expect(mail?.template).toBe('new-message');
    expect(mail?.textBody).toContain(`/contul-meu/messages/received/${conversationId}`);

    const received = data<{
      conversations: { items: { id: string; unread: boolean; myRole: string; otherName: string }[] };
    }>(await gql(LIST, { tab: 'RECEIVED' }, seller));
    expect(received.conversations.items[0]).toMatchObject({
      id: conversationId,
      unread: true,
      myRole: 'SELLER',
      otherName: 'Andrei Popescu',
    });
    const thread = data<{
      conversation: { messages: { phone: string; attachments: { fileName: string; contentType: string }[] }[] };
    }>(await gql(ONE, { id: conversationId }, seller));
    expect(thread.conversation.messages[0]?.phone).toBe('0722123456');
    expect(thread.conversation.messages[0]?.attachments.map((a) => [a.fileName, a.contentType])).toEqual([
      ['fata.jpg', 'image/jpeg'],
      ['Factură service.pdf', 'application/pdf'],
    ]);
    expect(data<{ unreadConversationCount: number }>(await gql(UNREAD, {}, seller)).unreadConversationCount).toBe(1);
  });

  it('continues the same conversation, and the seller’s reply reaches the buyer’s sent tab unread', async () => {
    clock.advance(60_000);
    const again = data<{ sendContactMessage: { conversationId: string } }>(
      await contact({ subject: 'FINAL_PRICE' }, buyer),
    );
    expect(again.sendContactMessage.conversationId).toBe(conversationId);
    clock.advance(60_000);
    data(await gql(REPLY, { id: conversationId, message: 'Da, este disponibilă. <script>alert(1)</script>' }, seller));
    const sent = data<{ conversations: { items: { id: string; unread: boolean; lastMessage: string }[] } }>(
      await gql(LIST, { tab: 'SENT' }, buyer),
    );
    expect(sent.conversations.items[0]).toMatchObject({ id: conversationId, unread: true });
    // Stored as text, exactly as written (the screens render it escaped).
    expect(sent.conversations.items[0]?.lastMessage).toContain('<script>alert(1)</script>');
    data(await gql('mutation Test_Read($id: ID!) { markConversationRead(id: $id) }', { id: conversationId }, buyer));
    const after = data<{ conversations: { items: { unread: boolean }[] } }>(await gql(LIST, { tab: 'SENT' }, buyer));
    expect(after.conversations.items[0]?.unread).toBe(false);
    const thread = data<{ conversation: { messages: { mine: boolean; senderRole: string }[] } }>(
      await gql(ONE, { id: conversationId }, buyer),
    );
    expect(thread.conversation.messages.map((m) => [m.senderRole, m.mine])).toEqual([
      ['BUYER', true],
      ['BUYER', true],
      ['SELLER', false],
    ]);
  });

  it('moves a conversation to the deleted tab of one side only, and restores it', async () => {
    data(await gql('mutation Test_Delete($id: ID!) { deleteConversation(id: $id) }', { id: conversationId }, seller));
    const tab = async (name: string, who: string) =>
      data<{ conversations: { items: { id: string }[] } }>(await gql(LIST, { tab: name }, who)).conversations.items.map(
        (c) => c.id,
      );
    expect(await tab('RECEIVED', seller)).not.toContain(conversationId);
    expect(await tab('DELETED', seller)).toContain(conversationId);
    expect(await tab('SENT', buyer)).toContain(conversationId);
    data(await gql('mutation Test_Restore($id: ID!) { restoreConversation(id: $id) }', { id: conversationId }, seller));
    expect(await tab('RECEIVED', seller)).toContain(conversationId);
    expect(await tab('DELETED', seller)).not.toContain(conversationId);
  });

  it('answers NOT_FOUND for someone else’s conversation exactly as for an unknown one', async () => {
    const dealer = await bearer(DEMO_ACCOUNTS.dealer.id);
    for (const id of [conversationId, '00000000-0000-4000-8000-00000000abcd', "1' or '1'='1"]) {
      const response = await gql(ONE, { id }, dealer);
      expect(response.body.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND', status: 404 });
      const reply = await gql(REPLY, { id, message: 'Vreau și eu să știu prețul.' }, dealer);
      expect(reply.body.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });
    }
    expect((await gql(LIST, { tab: 'RECEIVED' })).body.errors?.[0]?.extensions).toMatchObject({
      code: 'UNAUTHENTICATED',
    });
  });

  it('serves an attachment to the two parties only', async () => {
    const thread = data<{ conversation: { messages: { attachments: { id: string; url: string }[] }[] } }>(
      await gql(ONE, { id: conversationId }, seller),
    );
    const pdf = thread.conversation.messages[0]!.attachments[1]!;
    expect(pdf.url).toBe(`/api/message-attachments/${pdf.id}`);
    const as = (who: keyof typeof DEMO_ACCOUNTS) => ({ id: DEMO_ACCOUNTS[who].id, email: DEMO_ACCOUNTS[who].email });
    for (const who of ['buyer', 'seller'] as const) {
      const answer = await attachmentAnswer(t.db, disk, as(who), pdf.id);
      expect(answer.status).toBe(200);
      expect(answer.headers).toMatchObject({ 'Content-Type': 'application/pdf', 'X-Content-Type-Options': 'nosniff' });
      expect(answer.headers['Content-Disposition']).toMatch(
        /^attachment; filename="Factura service.pdf"; filename\*=UTF-8''Factur%C4%83%20service.pdf$/,
      );
      expect(Buffer.from(answer.body as Uint8Array).equals(Buffer.from(PDF))).toBe(true);
    }
    expect((await attachmentAnswer(t.db, disk, as('dealer'), pdf.id)).status).toBe(404);
    expect((await attachmentAnswer(t.db, disk, null, pdf.id)).status).toBe(404);
    expect((await attachmentAnswer(t.db, disk, as('buyer'), '../../etc/passwd')).status).toBe(404);
  });

  it('keeps an anonymous buyer’s message until the mailed link is opened, then delivers it', async () => {
    const email = 'Ion.Pop@Example.ro';
    const response = await contact({
      advertId: String(DEMO_ADVERT_IDS.dealerCar),
      name: 'Ion Pop',
      email,
      subject: 'VIEWING',
    });
    expect(data<{ sendContactMessage: unknown }>(response).sendContactMessage).toEqual({
      conversationId: null,
      confirmationSent: true,
    });
    const dealer = await bearer(DEMO_ACCOUNTS.dealer.id);
    const before = data<{ conversations: { items: { otherName: string }[] } }>(
      await gql(LIST, { tab: 'RECEIVED' }, dealer),
    );
    expect(before.conversations.items.map((c) => c.otherName)).not.toContain('Ion Pop');
    const [mail] = await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.toAddress, 'ion.pop@example.ro'))
      .orderBy(desc(outbox.id));
    expect(mail?.template).toBe('message-confirmation');
    const token = /\/confirmation\/message\/([A-Za-z0-9_-]+)/.exec(mail!.textBody)?.[1];
    const deps = {
      db: t.db,
      mailer: { kind: 'outbox' as const, send: () => Promise.resolve() },
      siteOrigin: 'http://localhost',
      now: clock.now(),
      events: createEventBus(),
    };
    expect(await confirmContactMessage(deps, token!)).toBe('confirmed');
    expect(await confirmContactMessage(deps, token!)).toBe('alreadyConfirmed');
    expect(await confirmContactMessage(deps, 'x'.repeat(32))).toBe('unknown');
    const afterConfirm = data<{ conversations: { items: { otherName: string; subject: string }[] } }>(
      await gql(LIST, { tab: 'RECEIVED' }, dealer),
    );
    expect(afterConfirm.conversations.items[0]).toMatchObject({ otherName: 'Ion Pop', subject: 'VIEWING' });
    // The dealer's sub-user with the messages right reads the same inbox.
    const employee = await bearer(DEMO_ACCOUNTS.employee.id);
    const shared = data<{ conversations: { items: { otherName: string }[] } }>(
      await gql(LIST, { tab: 'RECEIVED' }, employee),
    );
    expect(shared.conversations.items[0]?.otherName).toBe('Ion Pop');
  });

  it.each([
    ['an .exe renamed .jpg', [file(EXE, 'poza.jpg', 'image/jpeg')], 'advert:contact.validation.fileType'],
    [
      'six files',
      Array.from({ length: 6 }, (_, i) => file(JPG, `p${i}.jpg`)),
      'advert:contact.validation.tooManyFiles',
    ],
    [
      'a file of 5 MB + 1 byte',
      [file(new Uint8Array(ATTACHMENT_MAX_BYTES + 1).fill(0xff), 'mare.jpg')],
      'advert:contact.validation.fileTooLarge',
    ],
    ['an empty file', [file(new Uint8Array(0), 'gol.pdf')], 'advert:contact.validation.fileEmpty'],
  ])('refuses %s and stores nothing', async (_name, list, key) => {
    const before = await counts();
    refused(await contact({}, buyer, list), key, 'attachments');
    expect(await counts()).toEqual(before);
  });

  it('refuses a body far over the limit while reading it (413), not with a server error', async () => {
    const response = await contact({}, buyer, [
      file(new Uint8Array(MULTIPART_LIMITS.fileSize + 1024 * 1024).fill(0xff), 'urias.jpg'),
    ]);
    expect(response.status).toBe(413);
  });

  it.each([
    ['a short message', { message: 'Salut' }, 'advert:contact.validation.tooShort', 'message'],
    ['a huge message', { message: 'a'.repeat(2001) }, 'advert:contact.validation.tooLong', 'message'],
    ['an empty message', { message: '   ' }, 'advert:contact.validation.required', 'message'],
    ['a phone with letters', { phone: '07a2' }, 'advert:contact.validation.phone', 'phone'],
    ['an archived advert', { advertId: String(DEMO_ADVERT_IDS.archivedCar) }, 'errors:messages.advertGone', 'advertId'],
    ['an id that is not one', { advertId: "1' or 1=1" }, 'errors:messages.advertGone', 'advertId'],
  ])('refuses %s', async (_name, input, key, field) => {
    refused(await contact(input, buyer), key, field);
  });

  it('refuses an anonymous message without a name or with a bad e-mail, and a seller writing to their own advert', async () => {
    refused(await contact({ name: ' ', email: 'a@b.ro' }), 'advert:contact.validation.required', 'name');
    refused(await contact({ name: 'Ion', email: 'ion@pop' }), 'advert:contact.validation.email', 'email');
    refused(await contact({}, seller), 'errors:messages.ownAdvert', 'advertId');
  });

  it('stores nothing half-way when writing a file fails', async () => {
    const before = await counts();
    let puts = 0;
    store = {
      ...disk,
      put: async (key, bytes, type) => {
        if (++puts === 2) throw new Error('disk full');
        await disk.put(key, bytes, type);
      },
    };
    try {
      const response = await contact({}, buyer, [file(JPG, 'a.jpg'), file(PDF, 'b.pdf')]);
      expect(response.body.errors?.[0]?.extensions?.['code']).toBe('INTERNAL');
    } finally {
      store = disk;
    }
    expect(await counts()).toEqual(before);
  });
});

describe('messages module with ATTACHMENT_STORE=s3', () => {
  let s3: S3TestServer;
  let s3Store: AttachmentStore;
  let pdfId: string;
  const as = (who: keyof typeof DEMO_ACCOUNTS) => ({ id: DEMO_ACCOUNTS[who].id, email: DEMO_ACCOUNTS[who].email });
  beforeAll(async () => {
    s3 = await startS3TestServer();
    s3Store = attachmentStoreOf(
      parseEnv({ ...s3.env, UPLOAD_DIR: dir, NEXTAUTH_SECRET: 'x'.repeat(32), MAILBOX_SECRET: 'y'.repeat(32) }),
    );
    store = s3Store;
  });
  afterAll(async () => {
    store = disk;
    await s3?.close();
  });

  it('keeps the attachment in the bucket and serves it to the two parties only', async () => {
    const [buyer, seller, before] = [
      await bearer(DEMO_ACCOUNTS.buyer.id),
      await bearer(DEMO_ACCOUNTS.seller.id),
      await counts(),
    ];
    const sent = data<{ sendContactMessage: { conversationId: string } }>(
      await contact({}, buyer, [file(PDF, 'oferta-s3.pdf', 'application/pdf')]),
    );
    const thread = data<{ conversation: { messages: { attachments: { id: string; fileName: string }[] }[] } }>(
      await gql(ONE, { id: sent.sendContactMessage.conversationId }, seller),
    );
    const pdf = thread.conversation.messages.flatMap((m) => m.attachments).find((a) => a.fileName === 'oferta-s3.pdf')!;
    pdfId = pdf.id;
    expect(await counts()).toEqual({ ...before, messages: before.messages + 1, files: before.files + 1 });
    for (const who of ['buyer', 'seller'] as const) {
      const answer = await attachmentAnswer(t.db, s3Store, as(who), pdf.id);
      expect(answer.status).toBe(200);
      expect(answer.headers['Content-Type']).toBe('application/pdf');
      expect(Buffer.from(answer.body as Uint8Array).equals(Buffer.from(PDF))).toBe(true);
    }
    expect((await attachmentAnswer(t.db, s3Store, as('dealer'), pdf.id)).status).toBe(404);
    expect((await attachmentAnswer(t.db, s3Store, null, pdf.id)).status).toBe(404);
    // The bytes are in the bucket, not on the disk.
    expect((await attachmentAnswer(t.db, disk, as('buyer'), pdf.id)).status).toBe(404);
  });

  it('answers a refused store with the masked error (nothing stored) and the download with a 503', async () => {
    const buyer = await bearer(DEMO_ACCOUNTS.buyer.id);
    const before = await counts();
    store = s3AttachmentStore({ ...s3.settings, accessKeyId: 'NOT-A-KEY' });
    try {
      const response = await contact({}, buyer, [file(JPG, 'a.jpg')]);
      expect(response.body.errors?.[0]).toMatchObject({
        message: 'Unexpected error.',
        extensions: { code: 'INTERNAL' },
      });
      expect(await counts()).toEqual(before);
      const logged = vi.spyOn(logger, 'error');
      const answer = await attachmentAnswer(t.db, store, as('buyer'), pdfId);
      expect([answer.status, answer.body]).toEqual([503, 'Service unavailable']);
      const [error, context] = logged.mock.calls[0] ?? [];
      expect(String(error)).toMatch(/S3 GET messages\/\S+ answered 403 InvalidAccessKeyId$/);
      expect(context).toEqual({ what: 'message attachment store', attachmentId: pdfId });
      logged.mockRestore();
    } finally {
      store = s3Store;
    }
  });
});
