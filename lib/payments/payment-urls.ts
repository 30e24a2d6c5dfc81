/** The URLs of the payment flow's pages (lib/routes/route-table.ts: paymentNew, payment, ...). */
import { routeUrl } from '@/lib/routes/navigate';
import type { PaymentRequest } from './payment.types';

/** /plata-prin-volan/new-payment?invoices=a,b or ?topUp=pack */
export function newPaymentUrl(request: PaymentRequest): string {
  return routeUrl('paymentNew', {
    query: request.purpose === 'TOP_UP' ? { topUp: request.topUpPackId } : { invoices: request.invoiceIds.join(',') },
  });
}

/** The page of one payment: card/{id}, challenge/{id}, transfer/{id}, the confirmation or the error page. */
export function paymentPageUrl(
  step: 'card' | 'challenge' | 'transfer' | 'confirmation' | 'error',
  paymentId: string,
): string {
  if (step === 'confirmation') return routeUrl('paymentNewConfirmation', { query: { payment: paymentId } });
  if (step === 'error') return routeUrl('paymentError', { query: { payment: paymentId } });
  return routeUrl('payment', { params: { mode: [step, paymentId] } });
}
