/**
 * useInvoiceList(deps): runs the invoices list with the real GraphQL calls and returns the view of
 * InvoicesScreen (docs/view-api.md): values, booleans and intents, never the snapshot.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import { fetchInvoiceListPage } from '@/lib/billing/billing-api';
import { payInvoicesUrl } from '@/lib/billing/billing-format';
import { flowInspector } from '../flow-inspector';
import { invoiceListMachine } from './invoice-list.machine';
import type {
  BillingInvoiceView,
  InvoiceFilter,
  InvoiceListContext,
  InvoicePageRequest,
  InvoicePageView,
} from './invoice-list.types';

/** What InvoicesScreen shows and can ask for. */
export interface InvoiceListView extends Pick<InvoiceListContext, 'error' | 'actionError' | 'filter' | 'unpaidTotal'> {
  readonly loading: boolean;
  readonly loadFailed: boolean;
  readonly invoices: readonly BillingInvoiceView[];
  /** No invoice for this filter (after a successful load). */
  readonly empty: boolean;
  readonly hasMore: boolean;
  readonly loadingMore: boolean;
  readonly selected: readonly string[];
  /** What the ticked invoices add up to, in bani. */
  readonly selectedBani: number;
  readonly retry: () => void;
  readonly loadMore: () => void;
  readonly changeFilter: (filter: InvoiceFilter) => void;
  readonly toggle: (invoiceId: string) => void;
  readonly pay: () => void;
}

const realActors = {
  loadPage: fromPromise<InvoicePageView, InvoicePageRequest>(({ input }) =>
    fetchInvoiceListPage(input.filter, input.after),
  ),
};

/** Replacement calls (model tests park them) and navigation. */
export interface InvoiceListDeps {
  readonly actors?: Partial<typeof realActors>;
  readonly navigate?: (url: string) => void;
}

export function useInvoiceList(deps: InvoiceListDeps = {}): InvoiceListView {
  const [logic] = useState(() =>
    invoiceListMachine.provide({
      actors: { ...realActors, ...deps.actors },
      actions: {
        pay: ({ context }) =>
          (deps.navigate ?? ((url) => window.location.assign(url)))(payInvoicesUrl(context.selected)),
      },
    }),
  );
  const actor = useActorRef(logic, { input: { filter: 'ALL' }, inspect: flowInspector });
  const context = useSelector(actor, (s) => s.context);
  const loading = useSelector(actor, (s) => s.matches('loading'));
  const loadFailed = useSelector(actor, (s) => s.matches('failed'));
  const loadingMore = useSelector(actor, (s) => s.matches('loadingMore'));
  return useMemo(
    () => ({
      error: context.error,
      actionError: context.actionError,
      filter: context.filter,
      unpaidTotal: context.unpaidTotal,
      loading,
      loadFailed,
      invoices: context.items,
      empty: !loading && !loadFailed && context.items.length === 0,
      hasMore: context.nextCursor !== null,
      loadingMore,
      selected: context.selected,
      selectedBani: context.items
        .filter((invoice) => context.selected.includes(invoice.id))
        .reduce((sum, invoice) => sum + invoice.total.bani, 0),
      retry: () => actor.send({ type: 'list.retry' }),
      loadMore: () => actor.send({ type: 'list.loadMore' }),
      changeFilter: (filter: InvoiceFilter) => actor.send({ type: 'filter.change', filter }),
      toggle: (id: string) => actor.send({ type: 'invoice.toggle', id }),
      pay: () => actor.send({ type: 'selection.pay' }),
    }),
    [actor, context, loading, loadFailed, loadingMore],
  );
}
