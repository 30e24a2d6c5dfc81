/**
 * Concrete inputs and events of a conversation's page: a thread of two messages (the buyer's with
 * a PDF, my answer), read, refreshed by a live update, deleted and restored; and a reply written
 * too short then correctly, with a photo, a text file named .pdf and an oversized photo, sent (the
 * upload at half), refused or failed.
 */
import { HUGE_PHOTO, NOT_A_PDF, PHOTO } from '../picked-files.fixtures';
import type { FixtureEvent, FlowScenario } from '../registry.types';
import type { ConversationEvent, ConversationInput, InboxMessage, InboxThread } from './conversation.types';

/** The conversation of the page. */
export const CONVERSATION_INPUT: ConversationInput = { conversationId: '6f1c1f5e-0000-4000-8000-000000000001' };

/** The buyer's question, with the registration certificate as a PDF. */
export const BUYER_MESSAGE: InboxMessage = {
  id: '7a000000-0000-4000-8000-000000000001',
  senderRole: 'BUYER',
  mine: false,
  body: 'Bună ziua, mai este disponibilă mașina? Aș putea veni sâmbătă să o văd.',
  phone: '0722123456',
  createdAt: '2026-03-14T09:30:00.000Z',
  attachments: [
    {
      id: '7b000000-0000-4000-8000-000000000001',
      fileName: 'talon.pdf',
      contentType: 'application/pdf',
      sizeBytes: 183_296,
      url: '/api/message-attachments/7b000000-0000-4000-8000-000000000001',
    },
  ],
};

/** My answer. */
export const MY_MESSAGE: InboxMessage = {
  id: '7a000000-0000-4000-8000-000000000002',
  senderRole: 'SELLER',
  mine: true,
  body: 'Da, este disponibilă. Sâmbătă între 10 și 14 sunt acasă.',
  phone: null,
  createdAt: '2026-03-14T10:02:00.000Z',
  attachments: [],
};

/** The thread as loaded. */
export const THREAD: InboxThread = {
  id: CONVERSATION_INPUT.conversationId,
  advert: {
    id: '1',
    title: 'Dacia Logan 1.0 SCe 2019',
    photoUrl: null,
    price: '7.900 EUR',
    path: '/autoturisme/anunt/1',
  },
  subject: 'AVAILABLE',
  otherName: 'Andrei Popescu',
  myRole: 'SELLER',
  deleted: false,
  messages: [BUYER_MESSAGE, MY_MESSAGE],
};

/** The buyer wrote again (a live update brings it). */
export const THREAD_UPDATED: InboxThread = {
  ...THREAD,
  messages: [
    ...THREAD.messages,
    {
      ...BUYER_MESSAGE,
      id: '7a000000-0000-4000-8000-000000000003',
      body: 'Perfect, vin sâmbătă la 11.',
      phone: null,
      createdAt: '2026-03-14T10:15:00.000Z',
      attachments: [],
    },
  ],
};

/** The reply typed. */
export const REPLY_TEXT = 'Vă aștept. Adresa exactă v-o trimit sâmbătă dimineață.';

/** The reply as the server stored it. */
export const REPLY_MESSAGE: InboxMessage = {
  ...MY_MESSAGE,
  id: '7a000000-0000-4000-8000-000000000004',
  body: REPLY_TEXT,
  createdAt: '2026-03-14T10:20:00.000Z',
  attachments: [
    {
      id: '7b000000-0000-4000-8000-000000000002',
      fileName: 'talon.jpg',
      contentType: 'image/jpeg',
      sizeBytes: 2048,
      url: '/api/message-attachments/7b000000-0000-4000-8000-000000000002',
    },
  ],
};

const LOADED: FixtureEvent<ConversationEvent> = { type: 'xstate.done.actor.loadThread', output: THREAD };
const READ: FixtureEvent<ConversationEvent> = { type: 'xstate.done.actor.markRead', output: undefined };
const UPDATED: FixtureEvent<ConversationEvent> = {
  type: 'CONVERSATION_UPDATED',
  conversationId: CONVERSATION_INPUT.conversationId,
  kind: 'MESSAGE',
};

const REPLY_EVENTS = [
  'reply.change',
  'attachments.add',
  'attachments.remove',
  'reply.submit',
  'upload.progress',
  'xstate.done.actor.sendReply',
  'xstate.error.actor.sendReply',
];

/** Loading (and failing), the read mark, a live update, delete and restore with their failures. */
export const CONVERSATION_EVENTS: readonly FixtureEvent<ConversationEvent>[] = [
  LOADED,
  { type: 'xstate.error.actor.loadThread', error: new Error('network') },
  { type: 'conversation.retry' },
  READ,
  { type: 'xstate.error.actor.markRead', error: new Error('network') },
  UPDATED,
  { type: 'CONVERSATION_UPDATED', conversationId: '6f1c1f5e-0000-4000-8000-0000000000ff' },
  { type: 'xstate.done.actor.refreshThread', output: THREAD_UPDATED },
  { type: 'xstate.error.actor.refreshThread', error: new Error('network') },
  { type: 'conversation.delete' },
  { type: 'xstate.done.actor.deleteConversation', output: undefined },
  { type: 'xstate.error.actor.deleteConversation', error: new Error('network') },
  { type: 'conversation.restore' },
  { type: 'xstate.done.actor.restoreConversation', output: undefined },
  { type: 'xstate.error.actor.restoreConversation', error: new Error('network') },
];

export const CONVERSATION_SCENARIOS: readonly FlowScenario<ConversationInput, ConversationEvent>[] = [
  {
    id: 'raspuns',
    title: 'Răspunsul: gol, prea scurt, apoi corect; trimis, refuzat de server sau eșuat și reîncercat',
    input: CONVERSATION_INPUT,
    events: [
      LOADED,
      { type: 'reply.submit' },
      { type: 'reply.change', value: 'Da' },
      { type: 'reply.change', value: REPLY_TEXT },
      { type: 'upload.progress', percent: 50 },
      { type: 'xstate.done.actor.sendReply', output: { kind: 'sent', message: REPLY_MESSAGE } },
      { type: 'xstate.done.actor.sendReply', output: { kind: 'refused', key: 'errors:messages.tooMany', field: null } },
      { type: 'xstate.error.actor.sendReply', error: new Error('network') },
    ],
    skipEvents: [
      'conversation.retry',
      'conversation.delete',
      'conversation.restore',
      'CONVERSATION_UPDATED',
      // The files are the other scenarios' walk; the read mark (a region of its own) the default one's.
      'attachments.add',
      'attachments.remove',
      'xstate.error.actor.loadThread',
      'xstate.done.actor.markRead',
      'xstate.error.actor.markRead',
    ],
  },
  {
    id: 'atasamente',
    title: 'Atașamentele răspunsului: o poză acceptată, un fișier text cu nume .pdf și o poză prea mare refuzate',
    input: CONVERSATION_INPUT,
    events: [
      LOADED,
      { type: 'attachments.add', files: [PHOTO] },
      { type: 'attachments.add', files: [NOT_A_PDF, HUGE_PHOTO] },
      { type: 'attachments.add', files: [PHOTO, PHOTO, PHOTO, PHOTO, PHOTO] },
      { type: 'attachments.remove', index: 0 },
    ],
    skipEvents: [
      ...REPLY_EVENTS.filter((type) => !type.startsWith('attachments.')),
      'conversation.retry',
      'conversation.delete',
      'conversation.restore',
      'CONVERSATION_UPDATED',
      'xstate.error.actor.loadThread',
      'xstate.done.actor.markRead',
      'xstate.error.actor.markRead',
    ],
  },
  {
    id: 'eroare-dupa-trimitere',
    title: 'După o trimitere eșuată: o schimbare, un fișier adăugat sau eliminat întoarce caseta la editare',
    input: CONVERSATION_INPUT,
    events: [
      LOADED,
      { type: 'reply.change', value: REPLY_TEXT },
      { type: 'attachments.add', files: [PHOTO] },
      { type: 'reply.submit' },
      { type: 'xstate.error.actor.sendReply', error: new Error('network') },
      { type: 'reply.change', value: `${REPLY_TEXT} Mulțumesc!` },
      { type: 'attachments.remove', index: 0 },
    ],
    skipEvents: [
      'conversation.retry',
      'conversation.delete',
      'conversation.restore',
      'CONVERSATION_UPDATED',
      'upload.progress',
      'xstate.done.actor.sendReply',
      'xstate.error.actor.loadThread',
      'xstate.done.actor.markRead',
      'xstate.error.actor.markRead',
    ],
  },
];
