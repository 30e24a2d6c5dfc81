/**
 * /contul-meu/messages/{tab} — the inbox: Primite, Trimise, Șterse (SPEC §2.5 messages); another
 * tab is 404. A sub-user without the messages right gets the access-restricted dialog.
 */
import type { GetServerSideProps } from 'next';
import { AccountPage } from '@/components/account/account-page';
import { InboxScreen } from '@/components/messages/inbox-screen';
import type { ConversationTab } from '@/lib/graphql/generated/schema-enums';
import { useConversationEvents } from '@/lib/messages/use-conversation-events';
import { useInbox } from '@/machines/inbox/use-inbox';
import { loadAccountPage } from '@/server/page/account.loader';
import { type InboxPageProps, withInboxTab } from '@/server/page/messages.loader';

export const getServerSideProps: GetServerSideProps<InboxPageProps> = async (ctx) =>
  withInboxTab(ctx, await loadAccountPage(ctx));

function Inbox({ tab }: { tab: ConversationTab }) {
  const view = useInbox({ tab });
  // Live delivery: the list reloads its first page on any change, and after a reconnect (events
  // may have been missed while the stream was down; the list reloads whatever the id).
  useConversationEvents((event) => view.update(event.conversationId), { onReconnect: () => view.update('') });
  return <InboxScreen view={view} />;
}

export default function AccountMessagesPage({
  pageSession,
  path,
  accessRestricted,
  unreadMessages,
  billing,
  tab,
}: InboxPageProps) {
  return (
    <AccountPage
      session={pageSession}
      billing={billing}
      path={path}
      accessRestricted={accessRestricted}
      unreadMessages={unreadMessages}
    >
      {/* A new flow per tab: the tabs are links between pages of the same component. */}
      <Inbox key={tab} tab={tab} />
    </AccountPage>
  );
}
