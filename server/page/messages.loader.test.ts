import type { GetServerSidePropsContext } from 'next';
import { conversations } from '@/server/db/schema/messages';
import { DEMO_ACCOUNTS } from '@/server/db/seed/demo-accounts';
import { seedDemoConversations } from '@/server/db/seed/conversations';
import { createTestDb, TEST_NOW, type TestDb } from '@/server/db/testing/test-db';
import type { AccountPageProps } from './account.loader';
import { redirectToReceived, withConversation, withInboxTab } from './messages.loader';

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
  await seedDemoConversations(t.db, TEST_NOW, null);
});
afterAll(() => t.close());

type Account = (typeof DEMO_ACCOUNTS)[keyof typeof DEMO_ACCOUNTS];

/** What loadAccountPage answers for a signed-in account (only the fields the inbox reads). */
function accountResult(account: Account, accessRestricted = false) {
  const props = {
    pageSession: { user: { userUUID: account.id, email: account.email }, multiUser: null },
    accessRestricted,
    unreadMessages: 0,
  } as unknown as AccountPageProps;
  return { props };
}

const ctx = (params: Record<string, string>) => ({ params }) as unknown as GetServerSidePropsContext;

describe('the inbox pages', () => {
  it('send /contul-meu/messages to the received tab, except a restricted sub-user', async () => {
    expect(await redirectToReceived(accountResult(DEMO_ACCOUNTS.buyer))).toEqual({
      redirect: { destination: '/contul-meu/messages/received', permanent: false },
    });
    expect(await redirectToReceived(accountResult(DEMO_ACCOUNTS.employee, true))).toHaveProperty('props');
  });

  it('know three tabs; anything else is 404', async () => {
    expect(await withInboxTab(ctx({ tab: 'sent' }), accountResult(DEMO_ACCOUNTS.buyer))).toMatchObject({
      props: { tab: 'SENT' },
    });
    expect(await withInboxTab(ctx({ tab: 'inbox' }), accountResult(DEMO_ACCOUNTS.buyer))).toEqual({ notFound: true });
  });

  it("open the visitor's conversation; an unknown id or someone else's is 404 alike", async () => {
    const rows = await t.db.select().from(conversations);
    const buyerAndSeller = rows.find(
      (r) => r.buyerId === DEMO_ACCOUNTS.buyer.id && r.sellerId === DEMO_ACCOUNTS.seller.id,
    )!;
    const open = (account: Account, conversationId: string) =>
      withConversation(ctx({ tab: 'received', conversationId }), accountResult(account), t.db);
    expect(await open(DEMO_ACCOUNTS.seller, buyerAndSeller.id)).toMatchObject({
      props: { tab: 'RECEIVED', conversationId: buyerAndSeller.id },
    });
    expect(await open(DEMO_ACCOUNTS.buyer, buyerAndSeller.id)).toHaveProperty('props');
    expect(await open(DEMO_ACCOUNTS.dealer, buyerAndSeller.id)).toEqual({ notFound: true });
    expect(await open(DEMO_ACCOUNTS.seller, '00000000-0000-4000-8000-00000000dead')).toEqual({ notFound: true });
    expect(await open(DEMO_ACCOUNTS.seller, '<script>')).toEqual({ notFound: true });
  });
});
