/**
 * The inbox list as the /flows explorer, the model tests and the coverage check know it (listed in
 * FLOW_REGISTRY by machines/registry.ts).
 */
import { defineFlow } from '../flow-entry';
import { INBOX_EVENTS, INBOX_INPUT, INBOX_SCENARIOS } from './inbox.fixtures';
import { inboxMachine } from './inbox.machine';
import { INBOX_PROPERTIES } from './inbox.properties';

/** /contul-meu/messages/{tab}. */
export const inboxFlow = defineFlow({
  id: 'inbox',
  title: 'Mesaje: lista conversațiilor',
  description:
    'Pagina /contul-meu/messages/{tab} cu tabii Primite (sunt vânzătorul), Trimise (sunt cumpărătorul) și Șterse. ' +
    'Fiecare conversație arată anunțul (poză, titlu, preț), cealaltă parte, începutul ultimului mesaj și ora; cele ' +
    'necitite sunt îngroșate și numărate. Lista se încarcă pe pagini („Încarcă mai multe”); o conversație se șterge ' +
    'din Primite sau Trimise și se restaurează din Șterse. O încărcare eșuată oferă „Încearcă din nou”. Un mesaj nou ' +
    '(livrat în timp real) reîncarcă prima pagină.',
  machine: inboxMachine,
  properties: INBOX_PROPERTIES,
  defaultInput: INBOX_INPUT,
  events: INBOX_EVENTS,
  scenarios: INBOX_SCENARIOS,
  serializeContext: (context) => ({
    ids: context.items.map((row) => row.id),
    more: context.endCursor !== null,
    unread: context.unread,
    error: context.error,
    actionError: context.actionError,
    notice: context.notice,
    target: context.target,
    stale: context.stale,
  }),
  eventDescriptions: {
    'inbox.retry': 'Butonul „Încearcă din nou” după o încărcare eșuată.',
    'inbox.loadMore': 'Butonul „Încarcă mai multe” de sub listă.',
    'conversation.delete': 'Butonul „Șterge” al unei conversații (Primite, Trimise).',
    'conversation.restore': 'Butonul „Restaurează” al unei conversații (Șterse).',
    CONVERSATION_UPDATED: 'Un mesaj nou sau o schimbare într-o conversație, livrat în timp real.',
    'xstate.done.actor.loadPage': 'Prima pagină a sosit.',
    'xstate.error.actor.loadPage': 'Prima pagină nu s-a putut încărca.',
    'xstate.done.actor.loadMore': 'Pagina următoare a sosit.',
    'xstate.error.actor.loadMore': 'Pagina următoare nu s-a putut încărca.',
    'xstate.done.actor.refreshPage': 'Prima pagină, reîncărcată după o schimbare, a sosit.',
    'xstate.error.actor.refreshPage': 'Reîncărcarea a eșuat; lista rămâne.',
    'xstate.done.actor.deleteConversation': 'Conversația a fost mutată în Șterse.',
    'xstate.error.actor.deleteConversation': 'Ștergerea a eșuat.',
    'xstate.done.actor.restoreConversation': 'Conversația a fost restaurată.',
    'xstate.error.actor.restoreConversation': 'Restaurarea a eșuat.',
  },
});
