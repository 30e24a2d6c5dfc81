/**
 * The payment flow of /plata-prin-volan/* (SPEC §2.2, docs/billing.md, docs/payments-screens.md).
 * new-payment: what is paid, the method, "Plătește" → startPayment, then the card form or the
 * transfer details. The sandbox card form (checked here and on the server, field by field), the
 * extra 3-D-Secure-style step, then the confirmation page waiting for the provider's callback
 * (polling `payment` with a growing pause, a time-out with a way out), the receipt, or the error
 * page with "Încearcă din nou" and "Altă metodă de plată". A failed call keeps what was typed.
 */
import { assign, fromPromise, setup } from 'xstate';
import { cardProblems, challengeCodeProblem, EMPTY_CARD } from '@/lib/payments/card-rules';
import { requestOfPayment } from '@/lib/payments/payment.types';
import { outputOf } from '../actor-events';
import { belongsOn, pageAfterSubmit, pageOf } from './payment-pages';
import type {
  CardRequest,
  PaymentContext,
  PaymentEvent,
  PaymentInput,
  PaymentOutcome,
  PaymentRequest,
  PaymentSummary,
  PaymentView,
  StartRequest,
} from './payment.types';

const notProvided = () => Promise.reject(new Error('provided by usePayment'));

/** Status checks before the confirmation page stops waiting (about a minute with the pauses below). */
export const MAX_POLL_ATTEMPTS = 10;

/** The pause after the `pauses + 1`-th status check: 1 s, 2 s, 4 s, then 8 s. */
export function pollDelayMs(pauses: number): number {
  return Math.min(1000 * 2 ** Math.max(0, pauses), 8000);
}

/** i18n key of a call that failed without an answer (network, server). */
export const NETWORK_ERROR = 'payments:errors.network';

const isPayment = (_: unknown, outcome: PaymentOutcome) => outcome.kind === 'payment';
const paymentOf = (outcome: PaymentOutcome): PaymentView | null =>
  outcome.kind === 'payment' ? outcome.payment : null;

/**
 * A payment form (the card, the extra step): typing, a submit checked in the browser first (the
 * problems shown, nothing sent) and "Renunță", which cancels the payment.
 */
function formState<Edit extends 'card.edit' | 'challenge.edit'>(form: {
  description: string;
  edit: Edit;
  editAction: 'editCard' | 'editCode';
  submit: 'card.submit' | 'challenge.submit';
  isValid: 'isCardValid' | 'isCodeWellFormed';
  refuse: 'refuseCard' | 'refuseCode';
  submitting: 'submittingCard' | 'submittingChallenge';
}) {
  return {
    description: form.description,
    on: {
      [form.edit]: { actions: form.editAction },
      [form.submit]: [
        { guard: form.isValid, target: form.submitting, actions: 'clearError' },
        { actions: form.refuse },
      ],
      'payment.cancel': { target: 'cancelling', actions: 'clearError' },
    },
  } as const;
}

/**
 * A form's call on its way: the payment's next page, or back to the form with the server's refusal
 * (under its field) or the network's failure; what was typed stays either way.
 */
function submittingState<Call extends 'submitCard' | 'confirmChallenge', Input>(form: {
  description: string;
  call: Call;
  input: (args: { context: PaymentContext }) => Input;
  form: 'card' | 'challenge';
  showRefusal: 'showCardRefusal' | 'showCodeRefusal';
}) {
  return {
    description: form.description,
    tags: ['busy'],
    invoke: {
      id: form.call,
      src: form.call,
      input: form.input,
      onDone: [
        {
          guard: { type: 'isPayment', params: outputOf },
          target: 'leaving',
          actions: { type: 'leaveAfterSubmit', params: outputOf },
        },
        { target: form.form, actions: { type: form.showRefusal, params: outputOf } },
      ],
      onError: { target: form.form, actions: 'showNetworkError' },
    },
  } as const;
}

export const paymentMachine = setup({
  types: {
    context: {} as PaymentContext,
    events: {} as PaymentEvent,
    input: {} as PaymentInput,
    tags: {} as 'busy' | 'loading',
  },
  actors: {
    loadSummary: fromPromise<PaymentSummary, PaymentRequest>(notProvided),
    loadPayment: fromPromise<PaymentView | null, { paymentId: string }>(notProvided),
    startPayment: fromPromise<PaymentOutcome, StartRequest>(notProvided),
    submitCard: fromPromise<PaymentOutcome, CardRequest>(notProvided),
    confirmChallenge: fromPromise<PaymentOutcome, { paymentId: string; code: string }>(notProvided),
    cancelPayment: fromPromise<PaymentOutcome, { paymentId: string }>(notProvided),
    pollPayment: fromPromise<PaymentView | null, { paymentId: string }>(notProvided),
  },
  delays: {
    pollDelay: ({ context }) => pollDelayMs(context.attempts - 1),
  },
  guards: {
    isNewPayment: ({ context }) => context.step === 'new',
    hasRequest: ({ context }) => context.request !== null,
    hasPaymentId: ({ context }) => context.paymentId !== null,
    isMissing: (_, payment: PaymentView | null) => payment === null,
    belongsHere: ({ context }, payment: PaymentView | null) => payment !== null && belongsOn(context.step, payment),
    isStepCard: ({ context }) => context.step === 'card',
    isStepChallenge: ({ context }) => context.step === 'challenge',
    isStepTransfer: ({ context }) => context.step === 'transfer',
    isStepError: ({ context }) => context.step === 'error',
    hasSucceeded: ({ context }) => context.payment?.status === 'SUCCEEDED',
    isPendingTransfer: ({ context }) => context.payment?.method === 'BANK_TRANSFER',
    isCardValid: ({ context }) => Object.keys(cardProblems(context.card, context.thisMonth)).length === 0,
    isCodeWellFormed: ({ context }) => challengeCodeProblem(context.code) === null,
    isPayment,
    isSucceeded: (_, payment: PaymentView | null) => payment?.status === 'SUCCEEDED',
    isStillWaiting: (_, payment: PaymentView | null) =>
      payment !== null &&
      (payment.status === 'PENDING' || payment.status === 'ACTION_REQUIRED') &&
      pageOf(payment) !== 'challenge',
    hasAttemptsLeft: ({ context }) => context.attempts < MAX_POLL_ATTEMPTS,
    canRetry: ({ context }) => context.payment !== null && requestOfPayment(context.payment) !== null,
  },
  actions: {
    /** Goes to another page of the flow (provided by the hook: the router). */
    navigate: () => {},
    /** Asks for a fresh session (the id token carries account_status; provided by the hook). */
    refreshSession: () => {},
    showSummary: assign((_, summary: PaymentSummary) => ({ summary, error: null })),
    showLoadError: assign({ error: NETWORK_ERROR }),
    clearError: assign({ error: null }),
    chooseMethod: assign(({ event }) => (event.type === 'method.choose' ? { method: event.method, error: null } : {})),
    showPayment: assign((_, payment: PaymentView | null) => ({ payment, error: null })),
    editCard: assign(({ context, event }) => {
      if (event.type !== 'card.edit') return {};
      const cardErrors = { ...context.cardErrors };
      delete cardErrors[event.field];
      return { card: { ...context.card, [event.field]: event.value }, cardErrors, error: null };
    }),
    refuseCard: assign(({ context }) => ({ cardErrors: cardProblems(context.card, context.thisMonth) })),
    editCode: assign(({ event }) =>
      event.type === 'challenge.edit' ? { code: event.code, codeError: null, error: null } : {},
    ),
    refuseCode: assign(({ context }) => ({ codeError: challengeCodeProblem(context.code) })),
    /** A refusal about a field goes under it; any other is the form's message. */
    showCardRefusal: assign(({ context }, outcome: PaymentOutcome) => {
      if (outcome.kind !== 'refused') return {};
      const { key, field } = outcome.refusal;
      if (field === 'holder' || field === 'number' || field === 'expiry' || field === 'cvc')
        return { cardErrors: { ...context.cardErrors, [field]: key } };
      return { error: key };
    }),
    showCodeRefusal: assign((_, outcome: PaymentOutcome) =>
      outcome.kind === 'refused'
        ? outcome.refusal.field === 'code'
          ? { codeError: outcome.refusal.key }
          : { error: outcome.refusal.key }
        : {},
    ),
    showRefusal: assign((_, outcome: PaymentOutcome) =>
      outcome.kind === 'refused' ? { error: outcome.refusal.key } : {},
    ),
    showNetworkError: assign({ error: NETWORK_ERROR }),
    /** Leaves for the page that shows the payment as it now is. */
    leaveForPayment: assign((_, payment: PaymentView | null) =>
      payment ? { payment, destination: { step: pageOf(payment), paymentId: payment.id } } : {},
    ),
    leaveAfterStart: assign((_, outcome: PaymentOutcome) => {
      const payment = paymentOf(outcome);
      return payment ? { payment, destination: { step: pageOf(payment), paymentId: payment.id } } : {};
    }),
    leaveAfterSubmit: assign((_, outcome: PaymentOutcome) => {
      const payment = paymentOf(outcome);
      return payment ? { payment, destination: { step: pageAfterSubmit(payment), paymentId: payment.id } } : {};
    }),
    leaveForError: assign((_, outcome: PaymentOutcome) => {
      const payment = paymentOf(outcome);
      return payment ? { payment, destination: { step: 'error' as const, paymentId: payment.id } } : {};
    }),
    leaveForOtherMethod: assign(({ context }) => {
      const request = context.payment ? requestOfPayment(context.payment) : null;
      return request ? { destination: { step: 'new' as const, request } } : {};
    }),
    useRequestOfPayment: assign(({ context }) => ({
      request: context.payment ? requestOfPayment(context.payment) : null,
      method: 'CARD' as const,
      error: null,
    })),
    countAttempt: assign(({ context }) => ({ attempts: context.attempts + 1 })),
    resetAttempts: assign({ attempts: 0 }),
  },
}).createMachine({
  id: 'payment',
  description:
    'Plata prin Volan: ce se plătește și metoda, formularul de card sandbox, pasul suplimentar, așteptarea ' +
    'confirmării, chitanța sau pagina de eroare cu „Încearcă din nou”.',
  context: ({ input }) => ({
    step: input.step,
    paymentId: input.paymentId,
    request: input.request,
    thisMonth: input.thisMonth,
    summary: null,
    method: 'CARD',
    payment: null,
    card: EMPTY_CARD,
    cardErrors: {},
    code: '',
    codeError: null,
    error: null,
    attempts: 0,
    destination: null,
  }),
  initial: 'routing',
  states: {
    routing: {
      description: 'Pagina deschisă decide: plată nouă (din link) sau o plată existentă (după id).',
      always: [
        { guard: 'isNewPayment', target: 'checkingRequest' },
        { guard: 'hasPaymentId', target: 'loadingPayment' },
        { target: 'invalidLink' },
      ],
    },
    checkingRequest: {
      always: [{ guard: 'hasRequest', target: 'loadingSummary' }, { target: 'invalidLink' }],
    },
    invalidLink: {
      description: 'Linkul nu spune ce se plătește: pagina trimite la facturi și la portofel.',
    },
    loadingSummary: {
      description: 'Se încarcă facturile (sau pachetul de credite) de plătit.',
      tags: ['loading'],
      invoke: {
        id: 'loadSummary',
        src: 'loadSummary',
        input: ({ context }) => context.request ?? { purpose: 'INVOICES', invoiceIds: [] },
        onDone: { target: 'choosing', actions: { type: 'showSummary', params: outputOf } },
        onError: { target: 'summaryFailed', actions: 'showLoadError' },
      },
    },
    summaryFailed: {
      description: 'Suma de plată nu s-a putut încărca: „Încearcă din nou”.',
      on: { 'load.retry': { target: 'loadingSummary', actions: 'clearError' } },
    },
    choosing: {
      description: 'Ce se plătește (facturi, sume, TVA, total în LEI) și metoda: card sau transfer bancar.',
      on: {
        'method.choose': { actions: 'chooseMethod' },
        'payment.start': { target: 'starting', actions: 'clearError' },
      },
    },
    starting: {
      description: '„Plătește {total}”: plata se creează pe server.',
      tags: ['busy'],
      invoke: {
        id: 'startPayment',
        src: 'startPayment',
        input: ({ context }) => ({
          request: context.request ?? { purpose: 'INVOICES', invoiceIds: [] },
          method: context.method,
        }),
        onDone: [
          {
            guard: { type: 'isPayment', params: outputOf },
            target: 'leaving',
            actions: { type: 'leaveAfterStart', params: outputOf },
          },
          // "Încearcă din nou" of the error page stays there with the reason; new-payment goes back to its choice.
          { guard: 'isStepError', target: 'failed', actions: { type: 'showRefusal', params: outputOf } },
          { target: 'choosing', actions: { type: 'showRefusal', params: outputOf } },
        ],
        onError: [
          { guard: 'isStepError', target: 'failed', actions: 'showNetworkError' },
          { target: 'choosing', actions: 'showNetworkError' },
        ],
      },
    },
    loadingPayment: {
      description: 'Se încarcă plata din link.',
      tags: ['loading'],
      invoke: {
        id: 'loadPayment',
        src: 'loadPayment',
        input: ({ context }) => ({ paymentId: context.paymentId ?? '' }),
        onDone: [
          { guard: { type: 'isMissing', params: outputOf }, target: 'missing' },
          {
            guard: { type: 'belongsHere', params: outputOf },
            target: 'present',
            actions: { type: 'showPayment', params: outputOf },
          },
          { target: 'leaving', actions: { type: 'leaveForPayment', params: outputOf } },
        ],
        onError: { target: 'loadFailed', actions: 'showLoadError' },
      },
    },
    loadFailed: {
      description: 'Plata nu s-a putut încărca: „Încearcă din nou”.',
      on: { 'load.retry': { target: 'loadingPayment', actions: 'clearError' } },
    },
    missing: {
      description: 'Plata nu există sau nu este a contului: pagina trimite la facturi și la istoricul plăților.',
    },
    present: {
      always: [
        { guard: 'isStepCard', target: 'card' },
        { guard: 'isStepChallenge', target: 'challenge' },
        { guard: 'isStepTransfer', target: 'transfer' },
        { guard: 'isStepError', target: 'failed' },
        { guard: 'hasSucceeded', target: 'succeeded' },
        { guard: 'isPendingTransfer', target: 'awaitingTransfer' },
        { target: 'waiting' },
      ],
    },
    card: formState({
      description:
        'Formularul de card sandbox: titular, număr, MM/AA, CVC, cu erorile fiecărui câmp; „Renunță” anulează plata.',
      edit: 'card.edit',
      editAction: 'editCard',
      submit: 'card.submit',
      isValid: 'isCardValid',
      refuse: 'refuseCard',
      submitting: 'submittingCard',
    }),
    submittingCard: submittingState({
      description: 'Cardul se trimite furnizorului (sandbox); câmpurile rămân completate.',
      call: 'submitCard',
      input: ({ context }) => ({ paymentId: context.paymentId ?? '', card: context.card }),
      form: 'card',
      showRefusal: 'showCardRefusal',
    }),
    challenge: formState({
      description: 'Pasul suplimentar (în stilul 3-D Secure): codul de 6 cifre; „Renunță” anulează plata.',
      edit: 'challenge.edit',
      editAction: 'editCode',
      submit: 'challenge.submit',
      isValid: 'isCodeWellFormed',
      refuse: 'refuseCode',
      submitting: 'submittingChallenge',
    }),
    submittingChallenge: submittingState({
      description: 'Codul se verifică.',
      call: 'confirmChallenge',
      input: ({ context }) => ({ paymentId: context.paymentId ?? '', code: context.code.trim() }),
      form: 'challenge',
      showRefusal: 'showCodeRefusal',
    }),
    cancelling: {
      description: 'Plata se anulează (nu se debitează nimic).',
      tags: ['busy'],
      invoke: {
        id: 'cancelPayment',
        src: 'cancelPayment',
        input: ({ context }) => ({ paymentId: context.paymentId ?? '' }),
        onDone: [
          {
            guard: { type: 'isPayment', params: outputOf },
            target: 'leaving',
            actions: { type: 'leaveForError', params: outputOf },
          },
          { target: 'cancelFailed', actions: { type: 'showRefusal', params: outputOf } },
        ],
        onError: { target: 'cancelFailed', actions: 'showNetworkError' },
      },
    },
    cancelFailed: {
      description: 'Anularea nu a reușit: mesajul spune de ce; formularul se poate relua din link.',
      on: { 'load.retry': { target: 'loadingPayment', actions: 'clearError' } },
    },
    transfer: {
      description: 'Transfer bancar: IBAN, banca, beneficiarul și referința, fiecare cu „Copiază”.',
    },
    waiting: {
      description: 'Se așteaptă confirmarea furnizorului: starea plății se verifică din nou.',
      tags: ['loading'],
      invoke: {
        id: 'pollPayment',
        src: 'pollPayment',
        input: ({ context }) => ({ paymentId: context.paymentId ?? '' }),
        onDone: [
          {
            guard: { type: 'isSucceeded', params: outputOf },
            target: 'succeeded',
            actions: { type: 'showPayment', params: outputOf },
          },
          { guard: { type: 'isStillWaiting', params: outputOf }, target: 'pausing', actions: 'countAttempt' },
          { guard: { type: 'isMissing', params: outputOf }, target: 'missing' },
          { target: 'leaving', actions: { type: 'leaveForPayment', params: outputOf } },
        ],
        // A lost answer is one more wait, not a failed payment.
        onError: { target: 'pausing', actions: 'countAttempt' },
      },
    },
    pausing: {
      description: 'O pauză tot mai lungă (1, 2, 4, apoi 8 secunde) înainte de verificarea următoare.',
      tags: ['loading'],
      after: {
        pollDelay: [{ guard: 'hasAttemptsLeft', target: 'waiting' }, { target: 'timedOut' }],
      },
    },
    timedOut: {
      description: 'Confirmarea întârzie: „Verifică din nou”, cu linkuri spre facturi și istoricul plăților.',
      on: { 'poll.retry': { target: 'waiting', actions: 'resetAttempts' } },
    },
    succeeded: {
      description: 'Chitanța: ce s-a plătit, cu linkuri spre facturi și portofel; sesiunea se reîmprospătează.',
      entry: 'refreshSession',
    },
    awaitingTransfer: {
      description: 'Transferul bancar așteaptă extrasul: confirmarea poate dura până la 2 zile lucrătoare.',
    },
    failed: {
      description:
        'Ce nu a mers (motivul în cuvinte), că nu s-a debitat nimic; „Încearcă din nou” și „Altă metodă de plată”.',
      on: {
        'payment.retry': { guard: 'canRetry', target: 'starting', actions: 'useRequestOfPayment' },
        'payment.otherMethod': { guard: 'canRetry', target: 'leaving', actions: 'leaveForOtherMethod' },
      },
    },
    leaving: {
      description: 'Se deschide pagina următoare a plății.',
      tags: ['busy'],
      entry: 'navigate',
    },
  },
});
