/**
 * The payment provider adapter (docs/billing.md, Payments): what the payment services need of a
 * provider, whichever it is. The only implementation here is the sandbox (sandbox-provider.ts);
 * a real provider would implement the same two calls and post its callbacks to
 * /api/billing/callback/{provider}.
 */

/** Why a payment failed (the GraphQL enum PaymentFailure); nothing is charged in every case. */
export type PaymentFailureCode =
  'DECLINED' | 'INSUFFICIENT_FUNDS' | 'EXPIRED_CARD' | 'AUTHENTICATION_FAILED' | 'PROVIDER_UNAVAILABLE' | 'EXPIRED';

/** What the server asks a provider to charge; the amount always comes from our own rows. */
export interface ChargeRequest {
  paymentId: string;
  /** Integer bani, VAT included. */
  amountBani: number;
  currency: 'RON';
  description: string;
}

/** The provider's answer to a new charge. */
export interface Charge {
  /** The provider's own id of the charge (stored as payments.provider_reference). */
  providerReference: string;
}

/** A provider's callback once verified: what happened to which payment. */
export interface PaymentEvent {
  /** Unique per provider: the same event delivered twice has the same id (payment_events). */
  eventId: string;
  paymentId: string;
  providerReference: string;
  outcome: 'SUCCEEDED' | 'FAILED';
  /** Set when outcome is FAILED. */
  failure: PaymentFailureCode | null;
  /** ISO time the provider says the event happened. */
  occurredAt: string;
}

/** A provider: starts a charge and verifies the callbacks it sends. */
export interface PaymentProvider {
  /** Its name, stored on payments.provider and payment_events.provider ('sandbox'). */
  readonly name: string;
  createCharge(request: ChargeRequest): Promise<Charge>;
  /** The event of a callback's raw body, or null when its signature (or shape) is not the provider's. */
  verifyCallback(rawBody: string, signature: string | undefined): PaymentEvent | null;
}
