/**
 * The payment reminders of the account area (SPEC §2.6, §4; docs/billing.md): the banner of the
 * stage the server's BillingStatus names (the machine never computes a date or a count), the
 * 'Ai plătit factura?' modal offered once at BLOCK_IMMINENT when the invoice was not declared paid
 * (and not again once closed in this visit), and the unblock modal on demand at BLOCKED with
 * canUnblock. A failed declaration or unblock keeps its modal open and says why (the network, or the
 * server's refusal); a success reloads the status and forces a session refresh (the id token
 * carries account_status).
 */
import { assign, fromPromise, setup } from 'xstate';
import { BillingRefusal } from '@/lib/billing/billing-refusal';
import { failureOf, type FailureParams, outputOf } from '../actor-events';
import type {
  BillingStatusView,
  PaymentRemindersContext,
  PaymentRemindersEvent,
  PaymentRemindersInput,
} from './payment-reminders.types';

/** i18n keys of the failures (billing catalogue). */
export const PAYMENT_REMINDERS_ERRORS = {
  load: 'billing:errors.status',
  declare: 'billing:errors.declare',
  unblock: 'billing:errors.unblock',
  tickFirst: 'billing:unblock.tickFirst',
} as const;

const notProvided = () => Promise.reject(new Error('provided by usePaymentReminders'));

/** The refusal's own key, or the generic failure (network, server). */
function failureKey({ error }: FailureParams, generic: string): string {
  return error instanceof BillingRefusal ? error.key : generic;
}

export const paymentRemindersMachine = setup({
  types: {
    context: {} as PaymentRemindersContext,
    events: {} as PaymentRemindersEvent,
    input: {} as PaymentRemindersInput,
    tags: {} as 'busy',
  },
  actors: {
    loadStatus: fromPromise<BillingStatusView>(notProvided),
    declare: fromPromise<BillingStatusView, { invoiceId: string }>(notProvided),
    unblock: fromPromise<BillingStatusView>(notProvided),
    /** Forces the session refresh, then reads the status again. */
    refresh: fromPromise<BillingStatusView>(notProvided),
  },
  guards: {
    hasStatus: ({ context }) => context.status !== null,
    /** BLOCK_IMMINENT, not declared, not closed in this visit, on a page with the modals. */
    offersDeclare: ({ context }) =>
      context.modals &&
      !context.declareClosed &&
      context.status?.stage === 'BLOCK_IMMINENT' &&
      context.status.paymentDeclaredAt === null &&
      context.status.invoice !== null,
    mayUnblock: ({ context }) => context.modals && context.status?.stage === 'BLOCKED' && context.status.canUnblock,
    isConfirmed: ({ context }) => context.confirmed,
  },
  actions: {
    showStatus: assign((_, status: BillingStatusView) => ({ status })),
    showLoadError: assign({ error: PAYMENT_REMINDERS_ERRORS.load }),
    clearMessages: assign({ error: null, notice: null }),
    closeDeclare: assign({ declareClosed: true, error: null }),
    openUnblock: assign({ confirmed: false, error: null, notice: null }),
    setConfirmed: assign(({ event }) => (event.type === 'unblock.toggle' ? { confirmed: event.confirmed } : {})),
    askToTick: assign({ error: PAYMENT_REMINDERS_ERRORS.tickFirst }),
    forgetUnblock: assign({ confirmed: false, error: null }),
    declared: assign((_, status: BillingStatusView) => ({ status, error: null, notice: 'declared' as const })),
    unblocked: assign((_, status: BillingStatusView) => ({
      status,
      error: null,
      confirmed: false,
      notice: 'unblocked' as const,
    })),
    showDeclareError: assign((_, failure: FailureParams) => ({
      error: failureKey(failure, PAYMENT_REMINDERS_ERRORS.declare),
    })),
    showUnblockError: assign((_, failure: FailureParams) => ({
      error: failureKey(failure, PAYMENT_REMINDERS_ERRORS.unblock),
    })),
    /** The hook's: after an unblock the page is loaded again (the menu and the adverts are back). */
    statusChanged: () => {},
  },
}).createMachine({
  id: 'paymentReminders',
  description:
    'Bannerul etapei de plată (SPEC §4) pe paginile contului și ferestrele „Ai plătit factura?” și de deblocare temporară.',
  context: ({ input }) => ({
    status: input.status,
    modals: input.modals,
    declareClosed: input.declareClosed,
    confirmed: false,
    error: null,
    notice: null,
  }),
  initial: 'starting',
  states: {
    starting: {
      description: 'Starea venită cu pagina este folosită direct; fără ea, se cere serverului.',
      always: [{ guard: 'hasStatus', target: 'deciding' }, { target: 'loading' }],
    },
    loading: {
      description: 'Se citește situația plăților contului.',
      tags: ['busy'],
      invoke: {
        id: 'loadStatus',
        src: 'loadStatus',
        onDone: { target: 'deciding', actions: { type: 'showStatus', params: outputOf } },
        onError: { target: 'unavailable', actions: 'showLoadError' },
      },
    },
    unavailable: {
      description: '„Situația plăților nu a putut fi încărcată.”; „Încearcă din nou” o cere iar.',
      on: { 'status.retry': { target: 'loading', actions: 'clearMessages' } },
    },
    deciding: {
      description: 'La etapa „Evită blocarea”, fără o plată declarată, se deschide fereastra „Ai plătit factura?”.',
      always: [{ guard: 'offersDeclare', target: 'asking' }, { target: 'banner' }],
    },
    banner: {
      description:
        'Bannerul etapei (nimic la NONE), cu „Plătește factura”; la BLOCKED cu deblocare posibilă, „Deblochează temporar”.',
      on: { 'unblock.open': { guard: 'mayUnblock', target: 'unblockOpen', actions: 'openUnblock' } },
    },
    asking: {
      description:
        'Fereastra „Ai plătit factura?”: „Da, am plătit deja”, cu avertismentul despre zilele lucrătoare și data blocării.',
      on: {
        'declare.confirm': { target: 'declaring', actions: 'clearMessages' },
        'dialog.close': { target: 'banner', actions: 'closeDeclare' },
      },
    },
    declaring: {
      description: 'Răspunsul „am plătit deja” este trimis serverului.',
      tags: ['busy'],
      invoke: {
        id: 'declare',
        src: 'declare',
        input: ({ context }) => ({ invoiceId: context.status?.invoice?.id ?? '' }),
        onDone: { target: 'refreshing', actions: { type: 'declared', params: outputOf } },
        onError: { target: 'asking', actions: { type: 'showDeclareError', params: failureOf } },
      },
    },
    unblockOpen: {
      description:
        'Fereastra de deblocare: caseta de confirmare și „Deblochează contul” (fără bifă, explică de ce nu merge).',
      on: {
        'unblock.toggle': { actions: 'setConfirmed' },
        'unblock.confirm': [
          { guard: 'isConfirmed', target: 'unblocking', actions: 'clearMessages' },
          { actions: 'askToTick' },
        ],
        'dialog.close': { target: 'banner', actions: 'forgetUnblock' },
      },
    },
    unblocking: {
      description: 'Deblocarea temporară este cerută serverului.',
      tags: ['busy'],
      invoke: {
        id: 'unblock',
        src: 'unblock',
        onDone: { target: 'refreshing', actions: { type: 'unblocked', params: outputOf } },
        onError: { target: 'unblockOpen', actions: { type: 'showUnblockError', params: failureOf } },
      },
    },
    refreshing: {
      description: 'Sesiunea este reîmprospătată (starea contului din token) și situația plăților recitită.',
      tags: ['busy'],
      invoke: {
        id: 'refresh',
        src: 'refresh',
        onDone: { target: 'banner', actions: [{ type: 'showStatus', params: outputOf }, 'statusChanged'] },
        // The action itself succeeded: its answer stays on screen.
        onError: { target: 'banner', actions: 'statusChanged' },
      },
    },
  },
});
