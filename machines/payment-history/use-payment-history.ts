/** usePaymentHistory(): the payments of /contul-meu/dealerpayments with the real call. */
import type { PaymentRow } from '@/lib/graphql/generated/operations';
import type { CursorPage, CursorRequest } from '../cursor-list';
import { useCursorList, type CursorListView } from '../use-cursor-list';
import { paymentHistoryMachine } from './payment-history.machine';

async function loadPaymentsPage({ after }: CursorRequest<null>): Promise<CursorPage<PaymentRow>> {
  return (await import('@/lib/payments/wallet-api')).fetchPayments(after);
}

export function usePaymentHistory(
  loadPage: (request: CursorRequest<null>) => Promise<CursorPage<PaymentRow>> = loadPaymentsPage,
): CursorListView<PaymentRow, null> {
  return useCursorList(paymentHistoryMachine, loadPage, null);
}
