/**
 * SPEC properties of the payment flow (§2.2 "Payment flow", docs/billing.md): a card that fails the
 * form's checks is never sent; a failed call keeps what was typed and says why; a success refreshes
 * the session; the flow only leaves for a page that shows the payment as it now is; waiting stops.
 */
import { cardProblems } from '@/lib/payments/card-rules';
import { defineFlowProperties } from '../flow-properties.types';
import { MAX_POLL_ATTEMPTS, paymentMachine } from './payment.machine';

const sameCard = (a: { card: object }, b: { card: object }) => JSON.stringify(a.card) === JSON.stringify(b.card);

export const PAYMENT_PROPERTIES = defineFlowProperties(paymentMachine, {
  id: 'payment',
  invariants: [
    {
      name: 'a card with a problem is never being sent',
      check: (s) =>
        !s.matches('submittingCard') || Object.keys(cardProblems(s.context.card, s.context.thisMonth)).length === 0,
    },
    {
      name: 'leaving always has a destination',
      check: (s) => !s.matches('leaving') || s.context.destination !== null,
    },
    {
      name: 'a failed load says so',
      check: (s) => !(s.matches('loadFailed') || s.matches('summaryFailed')) || s.context.error !== null,
    },
    {
      name: 'the receipt is only shown for a payment that succeeded',
      check: (s) => !s.matches('succeeded') || s.context.payment?.status === 'SUCCEEDED',
    },
    {
      name: 'the error page only shows a payment that failed or was cancelled',
      check: (s) =>
        !s.matches('failed') || s.context.payment?.status === 'FAILED' || s.context.payment?.status === 'CANCELLED',
    },
    {
      name: 'waiting is bounded',
      check: (s) => s.context.attempts <= MAX_POLL_ATTEMPTS,
    },
  ],
  rules: [
    {
      event: 'xstate.error.actor.submitCard',
      name: 'a network failure keeps the typed card and says why',
      check: (before, after) =>
        sameCard(before.context, after.context) && after.context.error !== null && after.matches('card'),
    },
    {
      event: 'xstate.error.actor.confirmChallenge',
      name: 'a network failure keeps the typed code and says why',
      check: (before, after) => before.context.code === after.context.code && after.context.error !== null,
    },
    {
      event: 'xstate.error.actor.startPayment',
      name: 'a start that failed stays on its page with a message',
      check: (_, after) => (after.matches('choosing') || after.matches('failed')) && after.context.error !== null,
    },
    {
      event: 'card.submit',
      name: 'an invalid card shows a problem under a field instead of being sent',
      check: (_, after) => after.matches('submittingCard') || Object.keys(after.context.cardErrors).length > 0,
    },
    {
      event: 'xstate.done.actor.pollPayment',
      name: 'a failed payment leaves for the error page',
      check: (_, after, event) =>
        !('output' in event) ||
        (event.output as { status?: string } | null)?.status !== 'FAILED' ||
        (after.matches('leaving') && after.context.destination?.step === 'error'),
    },
  ],
});
