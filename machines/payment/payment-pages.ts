/**
 * Which page of the flow shows a payment in a given state (docs/payments-screens.md): a link to
 * the wrong page (an old tab, the back button) moves on to the right one instead of showing a form
 * that can no longer be used.
 */
import type { PaymentStep, PaymentView } from './payment.types';

type Status = Pick<PaymentView, 'status' | 'method'>;

const isFinalFailure = (p: Status) => p.status === 'FAILED' || p.status === 'CANCELLED';

/** The page a payment in this state is shown on. */
export function pageOf(payment: Status): Exclude<PaymentStep, 'new'> {
  if (payment.status === 'SUCCEEDED') return 'confirmation';
  if (isFinalFailure(payment)) return 'error';
  if (payment.status === 'ACTION_REQUIRED') return 'challenge';
  return payment.method === 'BANK_TRANSFER' ? 'transfer' : 'card';
}

/** The page after the card form or the extra step answered: a PENDING card waits for the provider's callback. */
export function pageAfterSubmit(payment: Status): Exclude<PaymentStep, 'new'> {
  const page = pageOf(payment);
  return page === 'card' ? 'confirmation' : page;
}

/** Whether the page `step` shows this payment (otherwise the flow moves on to `pageOf`). */
export function belongsOn(step: PaymentStep, payment: Status): boolean {
  switch (step) {
    case 'new':
      return false;
    case 'confirmation':
      // A pending card waits here for the callback; a pending transfer gets its receipt-to-be.
      return !isFinalFailure(payment) && payment.status !== 'ACTION_REQUIRED';
    default:
      return pageOf(payment) === step;
  }
}
