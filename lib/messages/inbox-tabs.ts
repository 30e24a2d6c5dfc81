/**
 * The tabs of /contul-meu/messages/{tab}: the URL segment of each ConversationTab, and the links of
 * a tab and of a conversation (lib/routes).
 */
import type { ConversationTab } from '@/lib/graphql/generated/schema-enums';
import { routeUrl } from '@/lib/routes/navigate';

/** The URL segments, in the order the page shows the tabs. */
export const INBOX_TAB_SLUGS = ['received', 'sent', 'deleted'] as const;
export type InboxTabSlug = (typeof INBOX_TAB_SLUGS)[number];

const TAB_OF: Readonly<Record<InboxTabSlug, ConversationTab>> = {
  received: 'RECEIVED',
  sent: 'SENT',
  deleted: 'DELETED',
};

/** The tab of a URL segment, or null for anything else (the page answers 404). */
export function tabOfSlug(slug: unknown): ConversationTab | null {
  return typeof slug === 'string' && (INBOX_TAB_SLUGS as readonly string[]).includes(slug)
    ? TAB_OF[slug as InboxTabSlug]
    : null;
}

/** The URL segment of a tab. */
export function slugOfTab(tab: ConversationTab): InboxTabSlug {
  return INBOX_TAB_SLUGS.find((slug) => TAB_OF[slug] === tab) ?? 'received';
}

/** /contul-meu/messages/{tab}. */
export const inboxTabUrl = (tab: ConversationTab): string =>
  routeUrl('myAccountMessages', { params: { tab: slugOfTab(tab) } });

/** /contul-meu/messages/{tab}/{conversationId}. */
export const conversationUrl = (tab: ConversationTab, conversationId: string): string =>
  routeUrl('myAccountConversation', { params: { tab: slugOfTab(tab), conversationId } });

/** '14.03.2026, 11:30' in Romania's time (the thread and the list are drawn in the browser). */
export function formatMessageTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('ro-RO', {
    timeZone: 'Europe/Bucharest',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);
}
