/** The credit ledger as the /flows explorer and the tests know it (docs/payments-screens.md). */
import { cursorListProperties } from '../cursor-list.properties';
import { defineFlow } from '../flow-entry';
import { WALLET_LEDGER_EVENTS, WALLET_LEDGER_INPUT } from './wallet-ledger.fixtures';
import { walletLedgerMachine } from './wallet-ledger.machine';

const LIST_EVENTS = {
  'list.retry': '„Încearcă din nou” după o încărcare eșuată.',
  'list.more': 'Butonul „Încarcă mai multe”.',
  'filter.change': 'Alt filtru (tipul operațiunii).',
  'xstate.done.actor.loadPage': 'Prima pagină a sosit.',
  'xstate.error.actor.loadPage': 'Prima pagină nu s-a putut încărca.',
  'xstate.done.actor.loadMore': 'Pagina următoare a sosit.',
  'xstate.error.actor.loadMore': 'Pagina următoare nu s-a putut încărca.',
};

/** /contul-meu/portofel. */
export const walletLedgerFlow = defineFlow({
  id: 'walletLedger',
  title: 'Portofel: istoricul creditelor',
  description:
    'Pagina /contul-meu/portofel: fiecare operațiune cu credite (alimentare, bonus, cheltuială, expirare, ' +
    'returnare) cu creditele ±, soldul după, descrierea și data, cele mai noi întâi; filtru după tip, ' +
    '„Încarcă mai multe”, lista goală cu un link spre alimentare, eroare cu „Încearcă din nou”.',
  machine: walletLedgerMachine,
  properties: cursorListProperties('walletLedger'),
  defaultInput: WALLET_LEDGER_INPUT,
  events: WALLET_LEDGER_EVENTS,
  eventDescriptions: LIST_EVENTS,
});

export { LIST_EVENTS };
