/**
 * The browser calls of the payment reminders and the invoices page (docs/billing-screens.md), one
 * operation each. The documents and the on-demand Apollo client are imported at the first call,
 * never with the page (docs/decisions/0012). A refusal (BAD_USER_INPUT with an errors:billing.* key)
 * rejects with a BillingRefusal, so the machine can say why; anything else rejects as it came.
 */
import { getApolloClient } from '@/lib/graphql/browser-apollo';
import type { BillingInvoiceView, BillingStatusView } from '@/lib/graphql/generated/operations';
import type { InvoiceStatus } from '@/lib/graphql/generated/schema-enums';
import { refusalKey } from '@/lib/graphql/refusal';
import { BillingRefusal } from './billing-refusal';

export type { BillingInvoiceView, BillingStatusView };
export { BillingRefusal };

/** How many invoices a page of the list holds. */
export const INVOICES_PAGE_SIZE = 20;

/** A page of invoices with the total still owed. */
export interface InvoicePageView {
  readonly invoices: readonly BillingInvoiceView[];
  readonly nextCursor: string | null;
  readonly unpaidTotal: { readonly bani: number; readonly formatted: string };
}

const operations = () => import('@/lib/graphql/generated/operations');

function rejection(error: unknown): Error {
  const key = refusalKey(error);
  if (key) return new BillingRefusal(key);
  return error instanceof Error ? error : new Error('GraphQL error');
}

function answer<T>(result: { data?: T | undefined; error?: unknown }): T {
  if (result.error) throw rejection(result.error);
  if (!result.data) throw new Error('no data');
  return result.data;
}

/** Where the account stands in the reminders (never cached: the clock moves it). */
export async function fetchBillingStatus(): Promise<BillingStatusView> {
  const [ops, client] = await Promise.all([operations(), getApolloClient()]);
  const result = await client.query({ query: ops.BillingReminders_StatusDocument, fetchPolicy: 'no-cache' });
  return answer(result).billingStatus;
}

/** 'Da, am plătit deja' for the reminder's invoice. */
export async function declareInvoicePaid(invoiceId: string): Promise<BillingStatusView> {
  const [ops, client] = await Promise.all([operations(), getApolloClient()]);
  const result = await client.mutate({
    mutation: ops.BillingReminders_DeclareDocument,
    variables: { invoiceId },
    errorPolicy: 'all',
  });
  return answer(result).declareInvoicePaid;
}

/** The temporary unblock (the confirmation ticked). */
export async function unblockAccount(confirmed: boolean): Promise<BillingStatusView> {
  const [ops, client] = await Promise.all([operations(), getApolloClient()]);
  const result = await client.mutate({
    mutation: ops.BillingReminders_UnblockDocument,
    variables: { confirmed },
    errorPolicy: 'all',
  });
  return answer(result).unblockAccount;
}

/** A page of invoices (status null: all of them) after `after` (null: the first page). */
export async function fetchInvoicePage(status: InvoiceStatus | null, after: string | null): Promise<InvoicePageView> {
  const [ops, client] = await Promise.all([operations(), getApolloClient()]);
  const result = await client.query({
    query: ops.BillingInvoices_PageDocument,
    variables: { status, first: INVOICES_PAGE_SIZE, after },
    fetchPolicy: 'no-cache',
  });
  return answer(result).invoices;
}

/** The invoices page's filter. */
export type InvoiceFilter = 'ALL' | 'UNPAID' | 'PAID';

/** The statuses a filter lists, in the page's order: unpaid first, then paid, then cancelled. */
const PHASES: Readonly<Record<InvoiceFilter, readonly InvoiceStatus[]>> = {
  ALL: ['UNPAID', 'PAID', 'CANCELLED'],
  UNPAID: ['UNPAID'],
  PAID: ['PAID'],
};

/** `2:abc` → phase 2 after the server's cursor `abc` (empty: its first page). */
function parseCursor(cursor: string | null): { phase: number; after: string | null } {
  if (!cursor) return { phase: 0, after: null };
  const split = cursor.indexOf(':');
  const phase = Number(cursor.slice(0, split));
  const after = cursor.slice(split + 1);
  return { phase: Number.isInteger(phase) && phase >= 0 ? phase : 0, after: after === '' ? null : after };
}

/**
 * A page of the invoices list: the server's pages of each status of the filter, one status after
 * the other (so 'all' lists the unpaid ones first), until a page is full. The cursor is ours: the
 * status reached and the server's cursor in it; null when nothing is left.
 */
export async function fetchInvoiceListPage(
  filter: InvoiceFilter,
  cursor: string | null,
  fetchPage: typeof fetchInvoicePage = fetchInvoicePage,
): Promise<InvoicePageView> {
  const phases = PHASES[filter];
  let { phase, after } = parseCursor(cursor);
  const invoices: BillingInvoiceView[] = [];
  let unpaidTotal: InvoicePageView['unpaidTotal'] | null = null;
  while (phase < phases.length) {
    const page = await fetchPage(phases[phase] ?? null, after);
    invoices.push(...page.invoices);
    unpaidTotal ??= page.unpaidTotal;
    if (page.nextCursor) return { invoices, nextCursor: `${phase}:${page.nextCursor}`, unpaidTotal };
    phase += 1;
    after = null;
    if (invoices.length >= INVOICES_PAGE_SIZE && phase < phases.length) {
      return { invoices, nextCursor: `${phase}:`, unpaidTotal };
    }
  }
  return { invoices, nextCursor: null, unpaidTotal: unpaidTotal ?? { bani: 0, formatted: '' } };
}
