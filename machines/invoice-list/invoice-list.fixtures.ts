/**
 * Concrete events of the invoices list: a first page of two unpaid invoices (one overdue) and a
 * paid one with more to come, the next page (an older paid invoice), an empty account, and the
 * failures.
 */
import { invoiceFixture } from '@/lib/billing/billing.fixtures';
import type { FixtureEvent } from '../registry.types';
import type { InvoiceListEvent, InvoiceListInput, InvoicePageView } from './invoice-list.types';

export const INVOICE_LIST_INPUT: InvoiceListInput = { filter: 'ALL' };

const OVERDUE = invoiceFixture({ id: 'inv-3', number: 'VOL-2026-000123', overdue: true });
const UNPAID = invoiceFixture({
  id: 'inv-4',
  number: 'VOL-2026-000201',
  issueDate: '2026-04-01',
  periodStart: '2026-04-01',
  periodEnd: '2026-04-30',
  dueDate: '2026-04-15',
});
const PAID = invoiceFixture({
  id: 'inv-2',
  number: 'VOL-2026-000045',
  issueDate: '2026-02-01',
  periodStart: '2026-02-01',
  periodEnd: '2026-02-28',
  dueDate: '2026-02-15',
  status: 'PAID',
  paidAt: '2026-02-10T08:00:00.000Z',
});
const OLDER_PAID = invoiceFixture({
  id: 'inv-1',
  number: 'VOL-2026-000007',
  issueDate: '2026-01-01',
  periodStart: '2026-01-01',
  periodEnd: '2026-01-31',
  dueDate: '2026-01-15',
  status: 'PAID',
  paidAt: '2026-01-12T08:00:00.000Z',
});

const UNPAID_TOTAL = { bani: 108_658, formatted: '1.086,58 lei' };

/** The first page: unpaid first, then paid; more follow. */
export const FIRST_INVOICE_PAGE: InvoicePageView = {
  invoices: [OVERDUE, UNPAID, PAID],
  nextCursor: '1:c-2',
  unpaidTotal: UNPAID_TOTAL,
};

export const LAST_INVOICE_PAGE: InvoicePageView = {
  invoices: [OLDER_PAID],
  nextCursor: null,
  unpaidTotal: UNPAID_TOTAL,
};

export const NO_INVOICES: InvoicePageView = {
  invoices: [],
  nextCursor: null,
  unpaidTotal: { bani: 0, formatted: '0,00 lei' },
};

export const INVOICE_LIST_EVENTS: readonly FixtureEvent<InvoiceListEvent>[] = [
  { type: 'xstate.done.actor.loadPage', output: FIRST_INVOICE_PAGE },
  { type: 'xstate.done.actor.loadPage', output: NO_INVOICES },
  { type: 'xstate.error.actor.loadPage', error: new Error('network') },
  { type: 'list.retry' },
  { type: 'list.loadMore' },
  { type: 'xstate.done.actor.loadMore', output: LAST_INVOICE_PAGE },
  { type: 'xstate.error.actor.loadMore', error: new Error('network') },
  { type: 'filter.change', filter: 'UNPAID' },
  { type: 'invoice.toggle', id: OVERDUE.id },
  { type: 'invoice.toggle', id: PAID.id },
  { type: 'selection.pay' },
];
