/**
 * The inbox pages (/contul-meu/messages, /{tab}, /{tab}/{conversationId}; SPEC §2.5 messages) after
 * loadAccountPage let the visitor in: the bare path redirects to the received tab, a tab that is not
 * received / sent / deleted is 404, and so is a conversation that is unknown or not the visitor's
 * (the service answers both alike). A sub-user without the messages right keeps the restricted
 * dialog of the account page.
 */
import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import type { ConversationTab } from '@/lib/graphql/generated/schema-enums';
import { NotFoundError } from '@/lib/errors/app-errors';
import { inboxTabUrl, tabOfSlug } from '@/lib/messages/inbox-tabs';
import { getDb, type Db } from '@/server/db/client';
import { myConversation, viewerOf } from '@/server/services/conversations';
import type { AccountPageProps } from './account.loader';

/** Props of a tab's page. */
export type InboxPageProps = AccountPageProps & { tab: ConversationTab };
/** Props of a conversation's page. */
export type ConversationPageProps = InboxPageProps & { conversationId: string };

type AccountResult = GetServerSidePropsResult<AccountPageProps>;

/** The account page's props when it is to be drawn (not a redirect, not the error page, not restricted). */
async function usable(result: AccountResult): Promise<AccountPageProps | null> {
  if (!('props' in result)) return null;
  const props = await result.props;
  return props.errorPage || props.accessRestricted ? null : props;
}

/** /contul-meu/messages: to the received tab (a restricted sub-user sees the dialog here). */
export async function redirectToReceived(result: AccountResult): Promise<AccountResult> {
  if (!(await usable(result))) return result;
  return { redirect: { destination: inboxTabUrl('RECEIVED'), permanent: false } };
}

/** /contul-meu/messages/{tab}. */
export async function withInboxTab(
  ctx: GetServerSidePropsContext,
  result: AccountResult,
): Promise<GetServerSidePropsResult<InboxPageProps>> {
  const tab = tabOfSlug(ctx.params?.['tab']);
  if (!('props' in result)) return result;
  const props = await result.props;
  if (props.errorPage) return { props: props as InboxPageProps };
  if (!tab) return { notFound: true };
  return { props: { ...props, tab } };
}

/** /contul-meu/messages/{tab}/{conversationId}: 404 unless the conversation is the visitor's. */
export async function withConversation(
  ctx: GetServerSidePropsContext,
  result: AccountResult,
  db?: Db,
): Promise<GetServerSidePropsResult<ConversationPageProps>> {
  const tabbed = await withInboxTab(ctx, result);
  if (!('props' in tabbed)) return tabbed;
  const props = await tabbed.props;
  const conversationId = ctx.params?.['conversationId'];
  if (props.errorPage) return { props: props as ConversationPageProps };
  if (typeof conversationId !== 'string') return { notFound: true };
  if (props.accessRestricted) return { props: { ...props, conversationId } };
  const database = db ?? (await getDb());
  const { user } = props.pageSession;
  try {
    await myConversation(database, await viewerOf(database, { id: user.userUUID, email: user.email }), conversationId);
  } catch (error) {
    if (error instanceof NotFoundError) return { notFound: true };
    throw error;
  }
  return { props: { ...props, conversationId } };
}
