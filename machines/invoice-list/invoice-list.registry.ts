/**
 * The invoices list as the /flows explorer, the model tests and the coverage check know it (listed
 * in FLOW_REGISTRY by machines/registry.ts; docs/billing-screens.md).
 */
import { defineFlow } from '../flow-entry';
import { INVOICE_LIST_EVENTS, INVOICE_LIST_INPUT } from './invoice-list.fixtures';
import { invoiceListMachine } from './invoice-list.machine';
import { INVOICE_LIST_PROPERTIES } from './invoice-list.properties';

/** /contul-meu/newinvoices. */
export const invoiceListFlow = defineFlow({
  id: 'invoiceList',
  title: 'Facturile contului: lista',
  description:
    'Pagina /contul-meu/newinvoices a unui dealer (și a unui utilizator cu dreptul de facturi sau plăți): facturile, ' +
    'cele neplătite întâi, cu numărul, perioada, scadența, totalul cu TVA, starea („restantă” după scadență) și PDF-ul. ' +
    'Filtrul „Toate / Neplătite / Plătite”, „Încarcă mai multe”, totalul de plată și „Plătește” pentru facturile ' +
    'bifate (pagina de plată). Fără facturi apare „Nu ai facturi”; o încărcare eșuată oferă „Încearcă din nou”.',
  machine: invoiceListMachine,
  properties: INVOICE_LIST_PROPERTIES,
  defaultInput: INVOICE_LIST_INPUT,
  events: INVOICE_LIST_EVENTS,
  serializeContext: (context) => ({
    filter: context.filter,
    ids: context.items.map((i) => i.id),
    more: context.nextCursor !== null,
    owed: context.unpaidTotal?.bani ?? null,
    selected: context.selected,
    error: context.error,
    actionError: context.actionError,
  }),
  eventDescriptions: {
    'list.retry': '„Încearcă din nou” după o încărcare eșuată.',
    'list.loadMore': '„Încarcă mai multe facturi”.',
    'filter.change': 'Filtrul „Toate / Neplătite / Plătite”.',
    'invoice.toggle': 'Caseta unei facturi neplătite (bifată sau debifată).',
    'selection.pay': '„Plătește” pentru facturile bifate.',
    'xstate.done.actor.loadPage': 'Prima pagină de facturi a sosit.',
    'xstate.error.actor.loadPage': 'Facturile nu s-au putut încărca.',
    'xstate.done.actor.loadMore': 'Pagina următoare a sosit.',
    'xstate.error.actor.loadMore': 'Pagina următoare nu s-a putut încărca.',
  },
});
