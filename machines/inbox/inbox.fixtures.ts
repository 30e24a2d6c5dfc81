/**
 * Concrete inputs and events of the inbox list: a received tab whose first page has two
 * conversations (one unread) and a second page, a delete, the failures, a live update; and the
 * deleted tab with a restore.
 */
import type { FixtureEvent, FlowScenario } from '../registry.types';
import type { InboxConversationRow, InboxEvent, InboxInput, InboxPage } from './inbox.types';

/** The received tab. */
export const INBOX_INPUT: InboxInput = { tab: 'RECEIVED' };

const advert = (id: string, title: string, price: string) => ({
  id,
  title,
  photoUrl: null,
  price,
  path: `/autoturisme/anunt/${id}`,
});

/** An unread question about a Logan. */
export const ROW_UNREAD: InboxConversationRow = {
  id: '6f1c1f5e-0000-4000-8000-000000000001',
  advert: advert('1', 'Dacia Logan 1.0 SCe 2019', '7.900 EUR'),
  subject: 'AVAILABLE',
  otherName: 'Andrei Popescu',
  lastMessage: 'Bună ziua, mai este disponibilă mașina? Aș putea veni sâmbătă să o văd.',
  lastMessageAt: '2026-03-14T09:30:00.000Z',
  unread: true,
  myRole: 'SELLER',
  deleted: false,
};

/** A conversation already read. */
export const ROW_READ: InboxConversationRow = {
  id: '6f1c1f5e-0000-4000-8000-000000000002',
  advert: advert('3', 'Volkswagen Golf 8 2.0 TDI', '21.500 EUR'),
  subject: 'FINAL_PRICE',
  otherName: 'Ioana Marin',
  lastMessage: 'Care este prețul final?',
  lastMessageAt: '2026-03-12T16:05:00.000Z',
  unread: false,
  myRole: 'SELLER',
  deleted: false,
};

/** The second page's one conversation. */
export const ROW_OLDER: InboxConversationRow = {
  id: '6f1c1f5e-0000-4000-8000-000000000003',
  advert: advert('7', 'Ford Focus 1.5 EcoBlue', '11.200 EUR'),
  subject: 'VIEWING',
  otherName: 'Mihai Dumitru',
  lastMessage: 'Pot veni marți după ora 17?',
  lastMessageAt: '2026-02-28T12:00:00.000Z',
  unread: false,
  myRole: 'SELLER',
  deleted: false,
};

/** The first page: two conversations and a cursor to the next page. */
export const FIRST_PAGE: InboxPage = { items: [ROW_UNREAD, ROW_READ], endCursor: 'cursor-2', unread: 1 };
/** The last page. */
export const LAST_PAGE: InboxPage = { items: [ROW_OLDER], endCursor: null, unread: 1 };
/** An empty tab. */
export const EMPTY_PAGE: InboxPage = { items: [], endCursor: null, unread: 0 };

const UPDATED: FixtureEvent<InboxEvent> = { type: 'CONVERSATION_UPDATED', conversationId: ROW_UNREAD.id };

/** Loading (and failing), the next page, a delete and its failure, a live update. */
export const INBOX_EVENTS: readonly FixtureEvent<InboxEvent>[] = [
  { type: 'xstate.done.actor.loadPage', output: FIRST_PAGE },
  { type: 'xstate.error.actor.loadPage', error: new Error('network') },
  { type: 'inbox.retry' },
  { type: 'inbox.loadMore' },
  { type: 'xstate.done.actor.loadMore', output: LAST_PAGE },
  { type: 'xstate.error.actor.loadMore', error: new Error('network') },
  { type: 'conversation.delete', id: ROW_UNREAD.id },
  { type: 'xstate.done.actor.deleteConversation', output: undefined },
  { type: 'xstate.error.actor.deleteConversation', error: new Error('network') },
  UPDATED,
  { type: 'xstate.done.actor.refreshPage', output: FIRST_PAGE },
  { type: 'xstate.error.actor.refreshPage', error: new Error('network') },
];

/** The deleted tab: one conversation restored; an empty tab. */
export const INBOX_SCENARIOS: readonly FlowScenario<InboxInput, InboxEvent>[] = [
  {
    id: 'sterse',
    title: 'Tabul „Șterse”: restaurarea unei conversații, eșecul ei și tabul gol',
    input: { tab: 'DELETED' },
    events: [
      {
        type: 'xstate.done.actor.loadPage',
        output: { items: [{ ...ROW_READ, deleted: true }], endCursor: null, unread: 0 },
      },
      { type: 'xstate.done.actor.loadPage', output: EMPTY_PAGE },
      { type: 'conversation.restore', id: ROW_READ.id },
      { type: 'xstate.done.actor.restoreConversation', output: undefined },
      { type: 'xstate.error.actor.restoreConversation', error: new Error('network') },
      UPDATED,
      { type: 'xstate.done.actor.refreshPage', output: EMPTY_PAGE },
    ],
    skipEvents: [
      'inbox.retry',
      'inbox.loadMore',
      'conversation.delete',
      'xstate.error.actor.loadPage',
      'xstate.error.actor.refreshPage',
    ],
  },
];
