/**
 * What the payment flow's calls take and answer (docs/payments-screens.md). The shapes come from
 * the GraphQL operations by codegen (lib/payments/payments.graphql).
 */
import type { PaymentInvoiceView, PaymentMethod, PaymentView, TopUpPackView } from '@/lib/graphql/generated/operations';

export type { PaymentInvoiceView, PaymentMethod, PaymentView, TopUpPackView };

/** What is paid: unpaid invoices, or a top-up pack. */
export type PaymentRequest =
  | { readonly purpose: 'INVOICES'; readonly invoiceIds: readonly string[] }
  | { readonly purpose: 'TOP_UP'; readonly topUpPackId: string };

/** What new-payment shows before paying: the invoices (or the pack) and the total, in bani. */
export interface PaymentSummary {
  readonly invoices: readonly PaymentInvoiceView[];
  readonly pack: TopUpPackView | null;
  readonly net: number;
  readonly vat: number;
  readonly total: number;
}

/** A refusal of the server (BAD_USER_INPUT): the i18n key and the field it is about. */
export interface PaymentRefusal {
  readonly key: string;
  readonly field: string | null;
}

/** A mutation's answer: the payment as it now is, or the server's refusal. */
export type PaymentOutcome =
  | { readonly kind: 'payment'; readonly payment: PaymentView }
  | { readonly kind: 'refused'; readonly refusal: PaymentRefusal };

/** The page of the flow: new-payment, the card form, the extra step, the transfer details, the confirmation, the error page. */
export type PaymentStep = 'new' | 'card' | 'challenge' | 'transfer' | 'confirmation' | 'error';

/** Where the flow sends the browser next. */
export type PaymentDestination =
  | { readonly step: Exclude<PaymentStep, 'new'>; readonly paymentId: string }
  | { readonly step: 'new'; readonly request: PaymentRequest };

/** The page the flow starts on, with what its URL carries. */
export interface PaymentInput {
  readonly step: PaymentStep;
  /** The payment of every page but new-payment. */
  readonly paymentId: string | null;
  /** What new-payment is asked to pay (null: the link is incomplete). */
  readonly request: PaymentRequest | null;
  /** 'YYYY-MM' of the server's today: a card expiring before it is refused. */
  readonly thisMonth: string;
}

/** The request a payment was started for (to try again or choose another method). */
export function requestOfPayment(payment: PaymentView): PaymentRequest | null {
  if (payment.purpose === 'TOP_UP') return payment.topUp ? { purpose: 'TOP_UP', topUpPackId: payment.topUp.id } : null;
  return payment.invoices.length > 0 ? { purpose: 'INVOICES', invoiceIds: payment.invoices.map((i) => i.id) } : null;
}

/**
 * The request of new-payment's query: `invoices=<id>,<id>` or `topUp=<packId>`; null when the
 * link is incomplete (the page says so and offers the invoices).
 */
export function requestFromQuery(
  query: Readonly<Record<string, string | string[] | undefined>>,
): PaymentRequest | null {
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';
  const topUp = first(query['topUp']).trim();
  if (topUp && /^[\w-]{1,64}$/u.test(topUp)) return { purpose: 'TOP_UP', topUpPackId: topUp };
  const ids = first(query['invoices'])
    .split(',')
    .map((id) => id.trim())
    .filter((id) => /^[\w-]{1,64}$/u.test(id));
  const unique = [...new Set(ids)].slice(0, 50);
  return unique.length > 0 ? { purpose: 'INVOICES', invoiceIds: unique } : null;
}
