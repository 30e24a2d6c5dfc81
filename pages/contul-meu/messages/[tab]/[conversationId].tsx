/**
 * /contul-meu/messages/{tab}/{conversationId} — one conversation (SPEC §2.5 messages): the thread,
 * marked read on opening, the reply box, delete and restore. An unknown conversation, or one that is
 * not the visitor's, is the 404 page.
 */
import type { GetServerSideProps } from 'next';
import { AccountPage } from '@/components/account/account-page';
import { ConversationScreen } from '@/components/messages/conversation-screen';
import type { ConversationTab } from '@/lib/graphql/generated/schema-enums';
import { useConversationEvents } from '@/lib/messages/use-conversation-events';
import { useConversation } from '@/machines/conversation/use-conversation';
import { loadAccountPage } from '@/server/page/account.loader';
import { type ConversationPageProps, withConversation } from '@/server/page/messages.loader';

// 'advert': the contact form's texts (validation, attachments, subjects) the reply box shares.
export const getServerSideProps: GetServerSideProps<ConversationPageProps> = async (ctx) =>
  withConversation(ctx, await loadAccountPage(ctx, { namespaces: ['advert'] }));

function Conversation({ conversationId, tab }: { conversationId: string; tab: ConversationTab }) {
  const view = useConversation({ conversationId });
  // Live delivery: every event goes to the machine, which refetches on a new message in this thread
  // and ignores the rest; after a reconnect (events may have been missed) it refetches.
  useConversationEvents((event) => view.update(event.conversationId, event.kind), {
    onReconnect: () => view.update(conversationId),
  });
  return <ConversationScreen view={view} tab={tab} />;
}

export default function AccountConversationPage({
  pageSession,
  path,
  accessRestricted,
  unreadMessages,
  billing,
  tab,
  conversationId,
}: ConversationPageProps) {
  return (
    <AccountPage
      session={pageSession}
      billing={billing}
      path={path}
      accessRestricted={accessRestricted}
      unreadMessages={unreadMessages}
    >
      <Conversation key={conversationId} conversationId={conversationId} tab={tab} />
    </AccountPage>
  );
}
