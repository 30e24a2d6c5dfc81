/** usePaymentHistory(): the payments of /contul-meu/dealerpayments with the real call. */
import type { PaymentRow } from '@/lib/graphql/generated/operations';
import type { CursorPage, CursorRequest } from '../cursor-list';
import { useCursorList, type CursorListView, type CursorPageActor } from '../use-cursor-list';
import { paymentHistoryMachine } from './payment-history.machine';

async function loadPaymentsPage({ after }: CursorRequest<null>): Promise<CursorPage<PaymentRow>> {
  return (await import('@/lib/payments/wallet-api')).fetchPayments(after);
}

/** `actors.loadPage` replaces the page call (the model tests park it). */
export function usePaymentHistory(
  actors: { readonly loadPage?: CursorPageActor<PaymentRow, null> } = {},
): CursorListView<PaymentRow, null> {
  return useCursorList(paymentHistoryMachine, loadPaymentsPage, null, actors);
}
