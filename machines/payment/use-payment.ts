/**
 * usePayment(input, deps): runs the payment flow with the real GraphQL calls and returns the view
 * of the payment screens (docs/view-api.md): values, booleans and intents, never the snapshot.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import type { CardField } from '@/lib/payments/card-rules';
import { newPaymentUrl, paymentPageUrl } from '@/lib/payments/payment-urls';
import { useOptionalSessionActorRef } from '../session/use-session';
import { flowInspector } from '../flow-inspector';
import { paymentMachine } from './payment.machine';
import type {
  CardDraft,
  CardErrors,
  CardRequest,
  PaymentDestination,
  PaymentInput,
  PaymentMethod,
  PaymentOutcome,
  PaymentRequest,
  PaymentSummary,
  PaymentView,
  StartRequest,
} from './payment.types';

/** Which part of the flow the screen shows (one value instead of state names). */
export type PaymentScreenMode =
  | 'loading'
  | 'loadFailed'
  | 'invalidLink'
  | 'missing'
  | 'choosing'
  | 'card'
  | 'challenge'
  | 'transfer'
  | 'waiting'
  | 'timedOut'
  | 'succeeded'
  | 'awaitingTransfer'
  | 'failed'
  | 'cancelFailed'
  | 'leaving';

/** What the payment screens show and can ask for. */
export interface PaymentFlowView {
  readonly mode: PaymentScreenMode;
  readonly summary: PaymentSummary | null;
  readonly payment: PaymentView | null;
  readonly method: PaymentMethod;
  readonly card: CardDraft;
  readonly cardErrors: CardErrors;
  readonly code: string;
  readonly codeError: string | null;
  /** i18n key of the last call's failure or refusal. */
  readonly error: string | null;
  /** A call is under way: the buttons wait. */
  readonly busy: boolean;
  readonly retryLoad: () => void;
  readonly chooseMethod: (method: PaymentMethod) => void;
  readonly pay: () => void;
  readonly editCard: (field: CardField, value: string) => void;
  readonly submitCard: () => void;
  readonly editCode: (code: string) => void;
  readonly submitCode: () => void;
  readonly cancel: () => void;
  readonly checkAgain: () => void;
  readonly retryPayment: () => void;
  readonly otherMethod: () => void;
}

const api = () => import('@/lib/payments/payments-api');

const realActors = {
  loadSummary: fromPromise<PaymentSummary, PaymentRequest>(async ({ input }) =>
    (await api()).fetchPaymentSummary(input),
  ),
  loadPayment: fromPromise<PaymentView | null, { paymentId: string }>(async ({ input }) =>
    (await api()).fetchPayment(input.paymentId),
  ),
  pollPayment: fromPromise<PaymentView | null, { paymentId: string }>(async ({ input }) =>
    (await api()).fetchPayment(input.paymentId),
  ),
  startPayment: fromPromise<PaymentOutcome, StartRequest>(async ({ input }) =>
    (await api()).startPayment(input.request, input.method),
  ),
  submitCard: fromPromise<PaymentOutcome, CardRequest>(async ({ input }) =>
    (await api()).submitSandboxCard(input.paymentId, input.card),
  ),
  confirmChallenge: fromPromise<PaymentOutcome, { paymentId: string; code: string }>(async ({ input }) =>
    (await api()).confirmSandboxChallenge(input.paymentId, input.code),
  ),
  cancelPayment: fromPromise<PaymentOutcome, { paymentId: string }>(async ({ input }) =>
    (await api()).cancelPayment(input.paymentId),
  ),
};

/** The URL of a destination of the flow. */
export function destinationUrl(destination: PaymentDestination): string {
  return destination.step === 'new'
    ? newPaymentUrl(destination.request)
    : paymentPageUrl(destination.step, destination.paymentId);
}

/** Navigation (the page's router), replacement calls (model tests park them) and the session refresh. */
export interface PaymentDeps {
  readonly navigate: (url: string) => void;
  readonly actors?: Partial<typeof realActors>;
  readonly refreshSession?: () => void;
  /** How many status checks before the time-out (the model tests walk 2, as the registry's guard stub does). */
  readonly maxPollAttempts?: number;
}

/** Screen modes that are state names of the machine as they are. */
const MODES = [
  'invalidLink',
  'missing',
  'choosing',
  'card',
  'challenge',
  'transfer',
  'timedOut',
  'succeeded',
  'awaitingTransfer',
  'failed',
  'cancelFailed',
  'leaving',
] as const satisfies readonly PaymentScreenMode[];

export function usePayment(input: PaymentInput, deps: PaymentDeps): PaymentFlowView {
  const session = useOptionalSessionActorRef();
  const [logic] = useState(() =>
    paymentMachine.provide({
      actors: { ...realActors, ...deps.actors },
      actions: {
        navigate: ({ context }) => {
          if (context.destination) deps.navigate(destinationUrl(context.destination));
        },
        refreshSession: () => {
          if (deps.refreshSession) deps.refreshSession();
          else session?.send({ type: 'session.refresh' });
        },
      },
      ...(deps.maxPollAttempts === undefined
        ? {}
        : { guards: { hasAttemptsLeft: ({ context }) => context.attempts < (deps.maxPollAttempts ?? 0) } }),
    }),
  );
  const actor = useActorRef(logic, { input, inspect: flowInspector });
  const context = useSelector(actor, (s) => s.context);
  const mode = useSelector(actor, (s): PaymentScreenMode => {
    if (s.matches('loadFailed') || s.matches('summaryFailed')) return 'loadFailed';
    if (s.matches('submittingCard')) return 'card';
    if (s.matches('submittingChallenge')) return 'challenge';
    if (s.matches('starting')) return s.context.step === 'error' ? 'failed' : 'choosing';
    if (s.matches('waiting') || s.matches('pausing')) return 'waiting';
    if (s.matches('cancelling')) return s.context.step === 'challenge' ? 'challenge' : 'card';
    return MODES.find((m) => s.matches(m)) ?? 'loading';
  });
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  return useMemo(
    () => ({
      mode,
      summary: context.summary,
      payment: context.payment,
      method: context.method,
      card: context.card,
      cardErrors: context.cardErrors,
      code: context.code,
      codeError: context.codeError,
      error: context.error,
      busy,
      retryLoad: () => actor.send({ type: 'load.retry' }),
      chooseMethod: (method: PaymentMethod) => actor.send({ type: 'method.choose', method }),
      pay: () => actor.send({ type: 'payment.start' }),
      editCard: (field: CardField, value: string) => actor.send({ type: 'card.edit', field, value }),
      submitCard: () => actor.send({ type: 'card.submit' }),
      editCode: (code: string) => actor.send({ type: 'challenge.edit', code }),
      submitCode: () => actor.send({ type: 'challenge.submit' }),
      cancel: () => actor.send({ type: 'payment.cancel' }),
      checkAgain: () => actor.send({ type: 'poll.retry' }),
      retryPayment: () => actor.send({ type: 'payment.retry' }),
      otherMethod: () => actor.send({ type: 'payment.otherMethod' }),
    }),
    [actor, context, mode, busy],
  );
}
