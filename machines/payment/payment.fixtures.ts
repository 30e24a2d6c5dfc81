/**
 * Concrete events of the payment flow: two unpaid invoices of a dealer (VOL-2026-000123, 547,79 LEI
 * and VOL-2026-000124, 362,00 LEI with 21 % VAT), the 250-credit pack, and the payment in each of
 * its states; the card form's typing (the success, declined and challenge test cards), the
 * server's refusals and the failures.
 */
import type { FixtureEvent, FlowScenario } from '../registry.types';
import type { PaymentEvent, PaymentInput, PaymentOutcome, PaymentSummary, PaymentView } from './payment.types';

const money = (bani: number, formatted: string) => ({ bani, formatted });

export const INVOICE_123 = {
  id: 'inv-123',
  number: 'VOL-2026-000123',
  issueDate: '2026-11-01',
  dueDate: '2026-11-15',
  net: money(45271, '452,71 LEI'),
  vat: money(9508, '95,08 LEI'),
  vatRatePercent: 21,
  total: money(54779, '547,79 LEI'),
  status: 'UNPAID' as const,
  pdfUrl: '/api/billing/invoices/inv-123.pdf',
};

export const INVOICE_124 = {
  ...INVOICE_123,
  id: 'inv-124',
  number: 'VOL-2026-000124',
  net: money(29917, '299,17 LEI'),
  vat: money(6283, '62,83 LEI'),
  total: money(36200, '362 LEI'),
};

export const PACK_250 = { id: 'pack-250', credits: 250, bonusCredits: 15, price: money(25000, '250 LEI') };

export const SUMMARY: PaymentSummary = {
  invoices: [INVOICE_123, INVOICE_124],
  pack: null,
  net: 45271 + 29917,
  vat: 9508 + 6283,
  total: 54779 + 36200,
};

export const PAYMENT_ID = 'pay-1';

/** A card payment of the two invoices, just started. */
export const PENDING_CARD: PaymentView = {
  id: PAYMENT_ID,
  purpose: 'INVOICES',
  method: 'CARD',
  amount: money(SUMMARY.total, '909,79 LEI'),
  status: 'PENDING',
  failure: null,
  invoices: [INVOICE_123, INVOICE_124],
  topUp: null,
  provider: 'sandbox',
  bankTransfer: null,
  createdAt: '2026-11-28T10:00:00.000Z',
  completedAt: null,
};

export const PENDING_TRANSFER: PaymentView = {
  ...PENDING_CARD,
  method: 'BANK_TRANSFER',
  bankTransfer: {
    beneficiary: 'Volan SRL',
    iban: 'RO49AAAA1B31007593840000',
    bank: 'Banca Transilvania',
    reference: 'VOL-2026-000123 VOL-2026-000124',
  },
};

export const ACTION_REQUIRED: PaymentView = { ...PENDING_CARD, status: 'ACTION_REQUIRED' };
export const SUCCEEDED: PaymentView = { ...PENDING_CARD, status: 'SUCCEEDED', completedAt: '2026-11-28T10:01:00.000Z' };
export const DECLINED: PaymentView = { ...PENDING_CARD, status: 'FAILED', failure: 'DECLINED' };
export const CANCELLED: PaymentView = { ...PENDING_CARD, status: 'CANCELLED', failure: null };

const paid = (payment: PaymentView): PaymentOutcome => ({ kind: 'payment', payment });

export const REFUSED_NUMBER: PaymentOutcome = {
  kind: 'refused',
  refusal: { key: 'errors:billing.card.numberInvalid', field: 'number' },
};
export const REFUSED_PAID: PaymentOutcome = {
  kind: 'refused',
  refusal: { key: 'errors:billing.invoiceNotPayable', field: 'invoiceIds' },
};
export const REFUSED_CODE: PaymentOutcome = {
  kind: 'refused',
  refusal: { key: 'errors:billing.challenge.codeInvalid', field: 'code' },
};

export const THIS_MONTH = '2026-11';

export const NEW_PAYMENT_INPUT: PaymentInput = {
  step: 'new',
  paymentId: null,
  request: { purpose: 'INVOICES', invoiceIds: ['inv-123', 'inv-124'] },
  thisMonth: THIS_MONTH,
};

const onPage = (step: PaymentInput['step']): PaymentInput => ({
  step,
  paymentId: PAYMENT_ID,
  request: null,
  thisMonth: THIS_MONTH,
});

const network = (id: string) => ({ type: `xstate.error.actor.${id}` as const, error: new Error('network') });

export const NEW_PAYMENT_EVENTS: readonly FixtureEvent<PaymentEvent>[] = [
  { type: 'xstate.done.actor.loadSummary', output: SUMMARY },
  network('loadSummary'),
  { type: 'load.retry' },
  { type: 'method.choose', method: 'BANK_TRANSFER' },
  { type: 'payment.start' },
  { type: 'xstate.done.actor.startPayment', output: paid(PENDING_CARD) },
  { type: 'xstate.done.actor.startPayment', output: REFUSED_PAID },
  network('startPayment'),
];

export const CARD_EVENTS: readonly FixtureEvent<PaymentEvent>[] = [
  { type: 'xstate.done.actor.loadPayment', output: PENDING_CARD },
  { type: 'xstate.done.actor.loadPayment', output: SUCCEEDED },
  { type: 'xstate.done.actor.loadPayment', output: null },
  network('loadPayment'),
  { type: 'load.retry' },
  { type: 'card.edit', field: 'number', value: '4242 4242 4242 4242' },
  { type: 'card.edit', field: 'holder', value: 'Ion Popescu' },
  { type: 'card.edit', field: 'expiry', value: '12/29' },
  { type: 'card.edit', field: 'cvc', value: '123' },
  { type: 'card.submit' },
  { type: 'xstate.done.actor.submitCard', output: paid(SUCCEEDED) },
  { type: 'xstate.done.actor.submitCard', output: REFUSED_NUMBER },
  network('submitCard'),
  { type: 'payment.cancel' },
  { type: 'xstate.done.actor.cancelPayment', output: paid(CANCELLED) },
  network('cancelPayment'),
];

export const CHALLENGE_EVENTS: readonly FixtureEvent<PaymentEvent>[] = [
  { type: 'xstate.done.actor.loadPayment', output: ACTION_REQUIRED },
  { type: 'challenge.edit', code: '123456' },
  { type: 'challenge.edit', code: '12' },
  { type: 'challenge.submit' },
  { type: 'xstate.done.actor.confirmChallenge', output: paid(SUCCEEDED) },
  { type: 'xstate.done.actor.confirmChallenge', output: REFUSED_CODE },
  network('confirmChallenge'),
  { type: 'payment.cancel' },
  { type: 'xstate.done.actor.cancelPayment', output: REFUSED_PAID },
];

export const TRANSFER_EVENTS: readonly FixtureEvent<PaymentEvent>[] = [
  { type: 'xstate.done.actor.loadPayment', output: PENDING_TRANSFER },
  { type: 'xstate.done.actor.loadPayment', output: PENDING_CARD },
];

export const CONFIRMATION_EVENTS: readonly FixtureEvent<PaymentEvent>[] = [
  { type: 'xstate.done.actor.loadPayment', output: PENDING_CARD },
  { type: 'xstate.done.actor.loadPayment', output: PENDING_TRANSFER },
  { type: 'xstate.done.actor.loadPayment', output: SUCCEEDED },
  { type: 'xstate.done.actor.pollPayment', output: PENDING_CARD },
  { type: 'xstate.done.actor.pollPayment', output: SUCCEEDED },
  { type: 'xstate.done.actor.pollPayment', output: DECLINED },
  { type: 'xstate.done.actor.pollPayment', output: null },
  network('pollPayment'),
  { type: 'xstate.after.pollDelay.payment.pausing' },
  { type: 'poll.retry' },
];

export const ERROR_EVENTS: readonly FixtureEvent<PaymentEvent>[] = [
  { type: 'xstate.done.actor.loadPayment', output: DECLINED },
  { type: 'xstate.done.actor.loadPayment', output: PENDING_CARD },
  { type: 'payment.retry' },
  { type: 'payment.otherMethod' },
  { type: 'xstate.done.actor.startPayment', output: paid(PENDING_CARD) },
  { type: 'xstate.done.actor.startPayment', output: REFUSED_PAID },
  network('startPayment'),
];

/** The pages of one payment, each a scenario of its own. */
export const PAYMENT_SCENARIOS: readonly FlowScenario<PaymentInput, PaymentEvent>[] = [
  { id: 'card', title: 'Formularul de card (sandbox)', input: onPage('card'), events: CARD_EVENTS },
  { id: 'challenge', title: 'Pasul suplimentar', input: onPage('challenge'), events: CHALLENGE_EVENTS },
  { id: 'transfer', title: 'Transfer bancar', input: onPage('transfer'), events: TRANSFER_EVENTS },
  { id: 'confirmation', title: 'Confirmarea', input: onPage('confirmation'), events: CONFIRMATION_EVENTS },
  { id: 'error', title: 'Pagina de eroare', input: onPage('error'), events: ERROR_EVENTS },
  {
    id: 'invalid-link',
    title: 'Link fără facturi',
    input: { ...NEW_PAYMENT_INPUT, request: null },
    events: [],
  },
  { id: 'no-payment-id', title: 'Link fără plată', input: { ...onPage('error'), paymentId: null }, events: [] },
];
