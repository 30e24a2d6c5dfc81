/**
 * A conversation's page as the /flows explorer, the model tests and the coverage check know it
 * (listed in FLOW_REGISTRY by machines/registry.ts).
 */
import { defineFlow } from '../flow-entry';
import { CONVERSATION_EVENTS, CONVERSATION_INPUT, CONVERSATION_SCENARIOS } from './conversation.fixtures';
import { conversationMachine } from './conversation.machine';
import { CONVERSATION_PROPERTIES } from './conversation.properties';

/** /contul-meu/messages/{tab}/{conversationId}. */
export const conversationFlow = defineFlow({
  id: 'conversation',
  title: 'Mesaje: o conversație',
  description:
    'Pagina /contul-meu/messages/{tab}/{id}: anunțul (cu link), mesajele în ordine cu expeditorul, ora și atașamentele ' +
    '(descărcabile doar de cele două părți). La deschidere conversația se marchează citită. Răspunsul are regulile ' +
    'formularului de contact: între 10 și 2000 de caractere (cu contor) și cel mult 5 fișiere JPG, PNG sau PDF de cel mult ' +
    '5 MB, verificate după conținut; încărcarea arată procentul, o trimitere eșuată păstrează tot și oferă „Încearcă din ' +
    'nou”. Conversația se șterge (se mută în Șterse, doar pentru mine) sau se restaurează. Un mesaj nou livrat în timp ' +
    'real reîncarcă firul fără să atingă răspunsul început.',
  machine: conversationMachine,
  properties: CONVERSATION_PROPERTIES,
  defaultInput: CONVERSATION_INPUT,
  events: CONVERSATION_EVENTS,
  scenarios: CONVERSATION_SCENARIOS,
  serializeContext: (context) => ({
    messages: context.thread?.messages.map((m) => m.id) ?? null,
    deleted: context.thread?.deleted ?? null,
    draft: context.draft,
    attachments: context.attachments.map((a) => a.name),
    problems: context.problems,
    refusal: context.refusal,
    progress: context.progress,
    error: context.error,
    actionError: context.actionError,
    notice: context.notice,
    stale: context.stale,
  }),
  eventDescriptions: {
    'conversation.retry': 'Butonul „Încearcă din nou” după o încărcare eșuată.',
    'conversation.delete': 'Butonul „Șterge conversația”.',
    'conversation.restore': 'Butonul „Restaurează conversația” (conversație ștearsă).',
    'reply.change': 'Utilizatorul scrie răspunsul.',
    'attachments.add': 'Utilizatorul alege fișiere („Adaugă fișiere”); primii octeți ai fiecăruia îi arată tipul.',
    'attachments.remove': '„Elimină” lângă un fișier atașat.',
    'reply.submit': '„Trimite răspunsul” (și „Încearcă din nou” după o trimitere eșuată).',
    'upload.progress': 'Încărcarea a înaintat (procentul trimis).',
    CONVERSATION_UPDATED:
      'Un mesaj nou sau o schimbare într-o conversație, livrat în timp real (aceasta sau alta); citirile și mutările sunt ignorate.',
    'xstate.done.actor.loadThread': 'Conversația a sosit.',
    'xstate.error.actor.loadThread': 'Conversația nu s-a putut încărca.',
    'xstate.done.actor.markRead': 'Conversația a fost marcată citită.',
    'xstate.error.actor.markRead': 'Marcarea ca citită a eșuat (nu se arată nimic).',
    'xstate.done.actor.refreshThread': 'Conversația reîncărcată a sosit, cu mesajul nou.',
    'xstate.error.actor.refreshThread': 'Reîncărcarea a eșuat; mesajele rămân.',
    'xstate.done.actor.deleteConversation': 'Conversația a fost mutată în Șterse.',
    'xstate.error.actor.deleteConversation': 'Ștergerea a eșuat.',
    'xstate.done.actor.restoreConversation': 'Conversația a fost restaurată.',
    'xstate.error.actor.restoreConversation': 'Restaurarea a eșuat.',
    'xstate.done.actor.sendReply': 'Serverul a răspuns: răspunsul a fost trimis, sau refuzat cu motivul.',
    'xstate.error.actor.sendReply': 'Trimiterea a eșuat (rețea, server).',
  },
});
