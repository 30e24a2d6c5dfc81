import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { diskAttachmentStore } from '@/server/services/message-files';
import { listConversations, unreadConversationCount, viewerOf } from '@/server/services/conversations';
import { messageAttachments } from '../schema/messages';
import { createTestDb, TEST_NOW, type TestDb } from '../testing/test-db';
import { seedDemoConversations } from './conversations';
import { DEMO_ACCOUNTS } from './demo-accounts';

let t: TestDb;
let uploads: string;
beforeAll(async () => {
  t = await createTestDb();
  uploads = await mkdtemp(path.join(tmpdir(), 'volan-seed-conversations-'));
  await seedDemoConversations(t.db, TEST_NOW, diskAttachmentStore(uploads));
});
afterAll(async () => {
  await t.close();
  await rm(uploads, { recursive: true, force: true });
});

const viewer = (account: { id: string; email: string }) => viewerOf(t.db, { id: account.id, email: account.email });

describe('the demo conversations', () => {
  it('fill both tabs of the buyer and the sellers, one unread on each side', async () => {
    const buyer = await viewer(DEMO_ACCOUNTS.buyer);
    const seller = await viewer(DEMO_ACCOUNTS.seller);
    const dealer = await viewer(DEMO_ACCOUNTS.dealer);
    const sent = await listConversations(t.db, buyer, 'SENT');
    expect(sent.items.map((c) => [c.otherName, c.unread])).toEqual([
      [DEMO_ACCOUNTS.seller.displayName, false],
      [DEMO_ACCOUNTS.dealer.displayName, true],
    ]);
    const received = await listConversations(t.db, seller, 'RECEIVED');
    expect(received.items.map((c) => [c.otherName, c.unread])).toEqual([[DEMO_ACCOUNTS.buyer.displayName, true]]);
    expect((await listConversations(t.db, seller, 'SENT')).items).toHaveLength(1);
    expect((await listConversations(t.db, dealer, 'RECEIVED')).items).toHaveLength(2);
    expect(await unreadConversationCount(t.db, buyer)).toBe(1);
    expect(await unreadConversationCount(t.db, seller)).toBe(1);
    expect(await unreadConversationCount(t.db, dealer)).toBe(0);
  });

  it("stores the dealer's PDF under the upload directory", async () => {
    const [file] = await t.db.select().from(messageAttachments);
    expect(file).toMatchObject({ fileName: 'simulare-rata.pdf', contentType: 'application/pdf' });
    const bytes = await readFile(path.join(uploads, ...file!.storageKey.split('/')));
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.byteLength).toBe(file!.sizeBytes);
  });
});
