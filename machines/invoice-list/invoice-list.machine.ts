/**
 * The invoices list of /contul-meu/newinvoices (SPEC §2.5, §4; docs/billing.md): the account's
 * invoices, unpaid first, then paid, 20 a page ('Încarcă mai multe' follows the cursor), filtered by
 * all / unpaid / paid. Unpaid invoices can be ticked and paid together ('Plătește' opens the payment
 * page with them). A failed first load says so and offers a retry; a failed next page keeps the list.
 * The my-ads list's shape (loading, failed, ready, loadingMore) with the filter and the selection.
 */
import { assign, fromPromise, setup } from 'xstate';
import { outputOf } from '../actor-events';
import type {
  BillingInvoiceView,
  InvoiceListContext,
  InvoiceListEvent,
  InvoiceListInput,
  InvoicePageRequest,
  InvoicePageView,
} from './invoice-list.types';

/** i18n keys of the failures (billing catalogue). */
export const INVOICE_LIST_ERRORS = {
  load: 'billing:invoices.errors.load',
  more: 'billing:invoices.errors.more',
} as const;

const notProvided = () => Promise.reject(new Error('provided by useInvoiceList'));

/** The invoices of `more` appended to `items`, each once. */
function appended(items: readonly BillingInvoiceView[], more: readonly BillingInvoiceView[]) {
  const known = new Set(items.map((invoice) => invoice.id));
  return [...items, ...more.filter((invoice) => !known.has(invoice.id))];
}

/** The invoice can be paid from the list. */
export function isPayable(invoice: BillingInvoiceView): boolean {
  return invoice.status === 'UNPAID';
}

export const invoiceListMachine = setup({
  types: {
    context: {} as InvoiceListContext,
    events: {} as InvoiceListEvent,
    input: {} as InvoiceListInput,
    tags: {} as 'busy',
  },
  actors: {
    loadPage: fromPromise<InvoicePageView, InvoicePageRequest>(notProvided),
  },
  guards: {
    hasMore: ({ context }) => context.nextCursor !== null,
    isOtherFilter: ({ context, event }) => event.type === 'filter.change' && event.filter !== context.filter,
    isPayableListed: ({ context, event }) =>
      event.type === 'invoice.toggle' && context.items.some((invoice) => invoice.id === event.id && isPayable(invoice)),
    hasSelection: ({ context }) => context.selected.length > 0,
  },
  actions: {
    showPage: assign((_, page: InvoicePageView) => ({
      items: page.invoices,
      nextCursor: page.nextCursor,
      unpaidTotal: page.unpaidTotal,
      error: null,
    })),
    addPage: assign(({ context }, page: InvoicePageView) => ({
      items: appended(context.items, page.invoices),
      nextCursor: page.nextCursor,
      unpaidTotal: page.unpaidTotal,
      actionError: null,
    })),
    showLoadError: assign({ error: INVOICE_LIST_ERRORS.load }),
    showMoreError: assign({ actionError: INVOICE_LIST_ERRORS.more }),
    clearMessages: assign({ error: null, actionError: null }),
    useFilter: assign(({ event }) =>
      event.type === 'filter.change'
        ? { filter: event.filter, items: [], nextCursor: null, selected: [], error: null, actionError: null }
        : {},
    ),
    toggle: assign(({ context, event }) => {
      if (event.type !== 'invoice.toggle') return {};
      const ticked = context.selected.includes(event.id);
      const next = ticked ? context.selected.filter((id) => id !== event.id) : [...context.selected, event.id];
      // Kept in the list's order (the payment page lists them so).
      return { selected: context.items.filter((invoice) => next.includes(invoice.id)).map((invoice) => invoice.id) };
    }),
    /** The hook's: opens the payment page with the selected invoices. */
    pay: () => {},
  },
}).createMachine({
  id: 'invoiceList',
  description: 'Facturile contului (neplătite întâi), filtrate, pe pagini, cu plata celor bifate.',
  context: ({ input }) => ({
    filter: input.filter,
    items: [],
    nextCursor: null,
    unpaidTotal: null,
    selected: [],
    error: null,
    actionError: null,
  }),
  initial: 'loading',
  on: {
    'filter.change': { guard: 'isOtherFilter', target: '.loading', actions: 'useFilter' },
  },
  states: {
    loading: {
      description: 'Se încarcă prima pagină a facturilor filtrului ales.',
      tags: ['busy'],
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        input: ({ context }) => ({ filter: context.filter, after: null }),
        onDone: { target: 'ready', actions: { type: 'showPage', params: outputOf } },
        onError: { target: 'failed', actions: 'showLoadError' },
      },
    },
    failed: {
      description: '„Facturile nu au putut fi încărcate.”; „Încearcă din nou” le cere iar.',
      on: { 'list.retry': { target: 'loading', actions: 'clearMessages' } },
    },
    ready: {
      description:
        'Facturile (sau „Nu ai facturi”), cu totalul de plată, casetele celor neplătite, „Plătește” și „Încarcă mai multe”.',
      on: {
        'list.loadMore': { guard: 'hasMore', target: 'loadingMore', actions: 'clearMessages' },
        'invoice.toggle': { guard: 'isPayableListed', actions: 'toggle' },
        'selection.pay': { guard: 'hasSelection', actions: 'pay' },
      },
    },
    loadingMore: {
      description: 'Se încarcă pagina următoare (lista rămâne).',
      tags: ['busy'],
      on: { 'invoice.toggle': { guard: 'isPayableListed', actions: 'toggle' } },
      invoke: {
        id: 'loadMore',
        src: 'loadPage',
        input: ({ context }) => ({ filter: context.filter, after: context.nextCursor }),
        onDone: { target: 'ready', actions: { type: 'addPage', params: outputOf } },
        onError: { target: 'ready', actions: 'showMoreError' },
      },
    },
  },
});
