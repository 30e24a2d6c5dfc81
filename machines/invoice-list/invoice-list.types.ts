/** Context, events and input of the invoices list (/contul-meu/newinvoices; SPEC §2.5, docs/billing.md). */
import type { InvoiceFilter, InvoicePageView } from '@/lib/billing/billing-api';
import type { BillingInvoiceView } from '@/lib/graphql/generated/operations';

export type { BillingInvoiceView, InvoiceFilter, InvoicePageView };

/** The filter the page opens with. */
export interface InvoiceListInput {
  readonly filter: InvoiceFilter;
}

/** What `loadPage` is asked. */
export interface InvoicePageRequest {
  readonly filter: InvoiceFilter;
  /** The list's cursor (null: the first page). */
  readonly after: string | null;
}

/** The flow's memory. */
export interface InvoiceListContext {
  readonly filter: InvoiceFilter;
  /** Unpaid first, then paid (the pages loaded so far). */
  readonly items: readonly BillingInvoiceView[];
  readonly nextCursor: string | null;
  /** What every unpaid invoice of the account adds up to; null until the first page arrived. */
  readonly unpaidTotal: InvoicePageView['unpaidTotal'] | null;
  /** Ids of the unpaid invoices ticked for 'Plătește', in the list's order. */
  readonly selected: readonly string[];
  /** i18n key: the first page could not be loaded. */
  readonly error: string | null;
  /** i18n key: the next page could not be loaded (the list stays). */
  readonly actionError: string | null;
}

/** What the screen sends. */
export type InvoiceListEvent =
  | { type: 'list.retry' }
  | { type: 'list.loadMore' }
  | { type: 'filter.change'; filter: InvoiceFilter }
  | { type: 'invoice.toggle'; id: string }
  | { type: 'selection.pay' };
