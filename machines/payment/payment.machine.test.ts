/**
 * Direct tests of the payment flow's tricky parts: the card kept through a network failure, the
 * server's field refusal under its field, the growing pauses and the time-out of the confirmation
 * page, and the session refresh after a success.
 */
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  DECLINED,
  NEW_PAYMENT_INPUT,
  PENDING_CARD,
  REFUSED_NUMBER,
  SUCCEEDED,
  SUMMARY,
  THIS_MONTH,
} from './payment.fixtures';
import { MAX_POLL_ATTEMPTS, paymentMachine, pollDelayMs } from './payment.machine';
import type {
  CardRequest,
  PaymentInput,
  PaymentOutcome,
  PaymentRequest,
  PaymentSummary,
  PaymentView,
} from './payment.types';

const onPage = (step: PaymentInput['step']): PaymentInput => ({
  step,
  paymentId: PENDING_CARD.id,
  request: null,
  thisMonth: THIS_MONTH,
});

function start(
  input: PaymentInput,
  answers: { submit?: () => Promise<PaymentOutcome>; poll?: () => Promise<PaymentView | null> } = {},
) {
  const log: string[] = [];
  const machine = paymentMachine.provide({
    actors: {
      loadSummary: fromPromise<PaymentSummary, PaymentRequest>(() => Promise.resolve(SUMMARY)),
      loadPayment: fromPromise<PaymentView | null, { paymentId: string }>(() => Promise.resolve(PENDING_CARD)),
      submitCard: fromPromise<PaymentOutcome, CardRequest>(() => answers.submit?.() ?? new Promise<never>(() => {})),
      pollPayment: fromPromise<PaymentView | null, { paymentId: string }>(
        () => answers.poll?.() ?? new Promise<never>(() => {}),
      ),
    },
    actions: {
      navigate: ({ context }) => log.push(`navigate ${JSON.stringify(context.destination)}`),
      refreshSession: () => log.push('refresh'),
    },
  });
  return { actor: createActor(machine, { input }).start(), log };
}

const fillGoodCard = (actor: ReturnType<typeof start>['actor']) => {
  actor.send({ type: 'card.edit', field: 'holder', value: 'Ion Popescu' });
  actor.send({ type: 'card.edit', field: 'number', value: '4242 4242 4242 4242' });
  actor.send({ type: 'card.edit', field: 'expiry', value: '12/29' });
  actor.send({ type: 'card.edit', field: 'cvc', value: '123' });
};

describe('paymentMachine', () => {
  it('refuses an empty card under every field without sending it', async () => {
    const { actor } = start(onPage('card'));
    await waitFor(actor, (s) => s.matches('card'));
    actor.send({ type: 'card.submit' });
    expect(actor.getSnapshot().matches('card')).toBe(true);
    expect(actor.getSnapshot().context.cardErrors).toEqual({
      holder: 'errors:billing.card.holderInvalid',
      number: 'errors:billing.card.numberRequired',
      expiry: 'errors:billing.card.expiryRequired',
      cvc: 'errors:billing.card.cvcInvalid',
    });
    actor.send({ type: 'card.edit', field: 'expiry', value: '01/20' });
    expect(actor.getSnapshot().context.cardErrors.expiry).toBeUndefined();
    actor.send({ type: 'card.submit' });
    expect(actor.getSnapshot().context.cardErrors.expiry).toBe('errors:billing.card.expiryPast');
  });

  it('keeps the typed card after a network failure and says why', async () => {
    const { actor } = start(onPage('card'), { submit: () => Promise.reject(new Error('network')) });
    await waitFor(actor, (s) => s.matches('card'));
    fillGoodCard(actor);
    actor.send({ type: 'card.submit' });
    expect(actor.getSnapshot().matches('submittingCard')).toBe(true);
    await waitFor(actor, (s) => s.matches('card'));
    expect(actor.getSnapshot().context.card.number).toBe('4242 4242 4242 4242');
    expect(actor.getSnapshot().context.error).toBe('payments:errors.network');
  });

  it("puts the server's refusal under its field", async () => {
    const { actor } = start(onPage('card'), { submit: () => Promise.resolve(REFUSED_NUMBER) });
    await waitFor(actor, (s) => s.matches('card'));
    fillGoodCard(actor);
    actor.send({ type: 'card.submit' });
    await waitFor(actor, (s) => s.matches('card') && s.context.cardErrors.number !== undefined);
    expect(actor.getSnapshot().context.cardErrors).toEqual({ number: 'errors:billing.card.numberInvalid' });
  });

  it('a declined card leaves for the error page; a pending one for the confirmation', async () => {
    const declined = start(onPage('card'), { submit: () => Promise.resolve({ kind: 'payment', payment: DECLINED }) });
    await waitFor(declined.actor, (s) => s.matches('card'));
    fillGoodCard(declined.actor);
    declined.actor.send({ type: 'card.submit' });
    await waitFor(declined.actor, (s) => s.matches('leaving'));
    expect(declined.log).toEqual([`navigate {"step":"error","paymentId":"${PENDING_CARD.id}"}`]);
    const pending = start(onPage('card'), {
      submit: () => Promise.resolve({ kind: 'payment', payment: PENDING_CARD }),
    });
    await waitFor(pending.actor, (s) => s.matches('card'));
    fillGoodCard(pending.actor);
    pending.actor.send({ type: 'card.submit' });
    await waitFor(pending.actor, (s) => s.matches('leaving'));
    expect(pending.log).toEqual([`navigate {"step":"confirmation","paymentId":"${PENDING_CARD.id}"}`]);
  });

  it('waits with growing pauses, stops after MAX_POLL_ATTEMPTS, and a success refreshes the session', async () => {
    expect([0, 1, 2, 3, 4, 9].map(pollDelayMs)).toEqual([1000, 2000, 4000, 8000, 8000, 8000]);
    vi.useFakeTimers();
    try {
      let answer: PaymentView = PENDING_CARD;
      const { actor, log } = start(onPage('confirmation'), { poll: () => Promise.resolve(answer) });
      await vi.waitFor(() => expect(actor.getSnapshot().matches('pausing')).toBe(true));
      for (let i = 1; i < MAX_POLL_ATTEMPTS; i += 1) {
        await vi.advanceTimersByTimeAsync(pollDelayMs(i - 1));
        expect(actor.getSnapshot().context.attempts).toBe(i + 1);
      }
      await vi.advanceTimersByTimeAsync(pollDelayMs(MAX_POLL_ATTEMPTS - 1));
      expect(actor.getSnapshot().matches('timedOut')).toBe(true);
      answer = SUCCEEDED;
      actor.send({ type: 'poll.retry' });
      await vi.advanceTimersByTimeAsync(0);
      expect(actor.getSnapshot().matches('succeeded')).toBe(true);
      expect(log).toEqual(['refresh']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('new-payment without a request is an incomplete link', () => {
    const { actor } = start({ ...NEW_PAYMENT_INPUT, request: null });
    expect(actor.getSnapshot().matches('invalidLink')).toBe(true);
  });
});
