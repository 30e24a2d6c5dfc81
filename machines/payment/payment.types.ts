/** Context, events and input of the payment flow (/plata-prin-volan/*; SPEC §2.2, docs/billing.md). */
import type { CardDraft, CardErrors, CardField } from '@/lib/payments/card-rules';
import type {
  PaymentDestination,
  PaymentInput,
  PaymentMethod,
  PaymentOutcome,
  PaymentRequest,
  PaymentStep,
  PaymentSummary,
  PaymentView,
} from '@/lib/payments/payment.types';

export type {
  CardDraft,
  CardErrors,
  CardField,
  PaymentDestination,
  PaymentInput,
  PaymentMethod,
  PaymentOutcome,
  PaymentRequest,
  PaymentStep,
  PaymentSummary,
  PaymentView,
};

/** The flow's memory. */
export interface PaymentContext {
  readonly step: PaymentStep;
  readonly paymentId: string | null;
  readonly request: PaymentRequest | null;
  readonly thisMonth: string;
  readonly summary: PaymentSummary | null;
  readonly method: PaymentMethod;
  readonly payment: PaymentView | null;
  readonly card: CardDraft;
  /** i18n keys, per field, from the form's checks or the server's refusal. */
  readonly cardErrors: CardErrors;
  readonly code: string;
  readonly codeError: string | null;
  /** i18n key of what went wrong with the last call (the page says it; what was typed is kept). */
  readonly error: string | null;
  /** Status checks made while waiting for the provider's answer. */
  readonly attempts: number;
  readonly destination: PaymentDestination | null;
}

/** What the screens send. */
export type PaymentEvent =
  | { type: 'load.retry' }
  | { type: 'method.choose'; method: PaymentMethod }
  | { type: 'payment.start' }
  | { type: 'card.edit'; field: CardField; value: string }
  | { type: 'card.submit' }
  | { type: 'challenge.edit'; code: string }
  | { type: 'challenge.submit' }
  | { type: 'payment.cancel' }
  | { type: 'poll.retry' }
  | { type: 'payment.retry' }
  | { type: 'payment.otherMethod' };

/** What startPayment is given. */
export interface StartRequest {
  readonly request: PaymentRequest;
  readonly method: PaymentMethod;
}

/** What the card submission is given. */
export interface CardRequest {
  readonly paymentId: string;
  readonly card: CardDraft;
}
