/**
 * SPEC properties of the invoices list (§2.5, §4; docs/billing.md): each invoice listed once,
 * unpaid before paid; only unpaid invoices can be ticked; 'Plătește' needs a ticked invoice; a failed
 * load says so; a failed next page keeps the list.
 */
import { defineFlowProperties } from '../flow-properties.types';
import { invoiceListMachine, isPayable } from './invoice-list.machine';

export const INVOICE_LIST_PROPERTIES = defineFlowProperties(invoiceListMachine, {
  id: 'invoiceList',
  invariants: [
    {
      name: 'each invoice is listed once',
      check: ({ context }) => new Set(context.items.map((i) => i.id)).size === context.items.length,
    },
    {
      name: 'unpaid invoices come first',
      check: ({ context }) =>
        context.items.every((item, i, all) => i === 0 || isPayable(all[i - 1]!) || !isPayable(item)),
    },
    {
      name: 'only listed unpaid invoices are ticked',
      check: ({ context }) =>
        context.selected.every((id) => context.items.some((invoice) => invoice.id === id && isPayable(invoice))),
    },
    {
      name: 'a failed load shows an error message',
      check: (s) => !s.matches('failed') || s.context.error !== null,
    },
  ],
  rules: [
    {
      event: 'xstate.error.actor.loadMore',
      name: 'a failed next page keeps the list and says so',
      check: (before, after) =>
        after.context.items.length === before.context.items.length && after.context.actionError !== null,
    },
    {
      event: 'filter.change',
      name: 'another filter starts from its first page with nothing ticked',
      check: (before, after) =>
        after.context.filter === before.context.filter ||
        (after.matches('loading') && after.context.selected.length === 0),
    },
  ],
});
