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

/** How many invoices a page of the list holds. */
const INVOICES_PAGE_SIZE = 20;

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
async function fetchInvoicePage(status: InvoiceStatus | null, after: string | null): Promise<InvoicePageView> {
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

/** A page of the invoices list of `filter` ('ALL': the unpaid ones first, then the others). */
export function fetchInvoiceListPage(filter: InvoiceFilter, cursor: string | null): Promise<InvoicePageView> {
  return fetchInvoicePage(filter === 'ALL' ? null : filter, cursor);
}
