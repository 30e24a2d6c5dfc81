/**
 * The packages pages (docs/payments-screens.md "Packages and benefits"): read the account's
 * packages, subscriptions, add-ons and benefits; the dealer picks something to change (a package
 * and period, an add-on, a subscription to cancel), a dialog says what it will do, and confirming
 * asks the server. A refusal or a failure keeps the dialog and the choice and says why; a change
 * made reads the account again and says so. One factory, one machine per page (like load-once.ts): the flows are packageChoice, benefits and
 * subscriptionList, each registered and walked through its screen; this file is not a flow itself.
 */
import { assign, fromPromise, setup } from 'xstate';
import { outputOf } from './actor-events';
import type {
  ActionChoice,
  PackageActionContext,
  PackageActionEvent,
  PackageActionOutcome,
  PackagesAccount,
} from './package-action.types';

/** i18n keys of the failures (payments catalogue). */
export const PACKAGE_ACTION_ERRORS = {
  load: 'payments:packages.errors.load',
  failed: 'payments:packages.errors.failed',
} as const;

const notProvided = () => Promise.reject(new Error('provided by the page hook'));

/**
 * A packages page machine with this id. The choice is a record of strings (a package id and period,
 * an add-on code, a subscription id): each page's hook gives it its own type.
 */
export function createPackageActionMachine(
  id: string,
  description: string,
  /** The page offers this choice for the account as read (the screen shows no button otherwise). */
  canPick: (data: PackagesAccount, choice: ActionChoice) => boolean,
) {
  return setup({
    types: {
      context: {} as PackageActionContext<ActionChoice>,
      events: {} as PackageActionEvent<ActionChoice>,
      tags: {} as 'busy',
    },
    actors: {
      load: fromPromise<PackagesAccount>(notProvided),
      submit: fromPromise<PackageActionOutcome, ActionChoice>(notProvided),
    },
    guards: {
      canPick: ({ context, event }) =>
        event.type === 'choice.pick' && context.data !== null && canPick(context.data, event.choice),
      isRefusal: (_, outcome: PackageActionOutcome) => outcome.kind === 'refused',
    },
    actions: {
      show: assign((_, data: PackagesAccount) => ({ data, error: null })),
      showLoadError: assign({ error: PACKAGE_ACTION_ERRORS.load }),
      pick: assign(({ event }) => (event.type === 'choice.pick' ? { choice: event.choice, actionError: null } : {})),
      drop: assign({ choice: null, actionError: null }),
      showRefusal: assign((_, outcome: PackageActionOutcome) => ({
        actionError: outcome.kind === 'refused' ? outcome.key : PACKAGE_ACTION_ERRORS.failed,
      })),
      showFailure: assign({ actionError: PACKAGE_ACTION_ERRORS.failed }),
      markDone: assign(({ context }) => ({ done: context.choice, choice: null, actionError: null })),
    },
  }).createMachine({
    id,
    description,
    context: { data: null, choice: null, done: null, error: null, actionError: null },
    initial: 'loading',
    states: {
      loading: {
        description: 'Se încarcă pachetele, abonamentele, serviciile suplimentare și beneficiile contului.',
        tags: ['busy'],
        invoke: {
          id: 'load',
          src: 'load',
          onDone: { target: 'ready', actions: { type: 'show', params: outputOf } },
          onError: { target: 'failed', actions: 'showLoadError' },
        },
      },
      failed: {
        description: 'Pagina nu s-a putut încărca: „Încearcă din nou”.',
        on: { 'load.retry': 'loading' },
      },
      ready: {
        description: 'Datele contului; fiecare schimbare posibilă are butonul ei.',
        on: { 'choice.pick': { guard: 'canPick', target: 'confirming', actions: 'pick' } },
      },
      confirming: {
        description: 'Dialogul spune ce se schimbă, de când și cât costă; „Confirmă” sau „Renunță”.',
        on: {
          'choice.confirm': 'submitting',
          'choice.dismiss': { target: 'ready', actions: 'drop' },
        },
      },
      submitting: {
        description: 'Serverul face schimbarea; dialogul rămâne deschis.',
        tags: ['busy'],
        invoke: {
          id: 'submit',
          src: 'submit',
          input: ({ context }) => context.choice ?? {},
          onDone: [
            {
              guard: { type: 'isRefusal', params: outputOf },
              target: 'confirming',
              actions: { type: 'showRefusal', params: outputOf },
            },
            { target: 'refreshing', actions: 'markDone' },
          ],
          onError: { target: 'confirming', actions: 'showFailure' },
        },
      },
      refreshing: {
        description: 'Schimbarea s-a făcut; contul se citește din nou.',
        tags: ['busy'],
        invoke: {
          id: 'refresh',
          src: 'load',
          onDone: { target: 'ready', actions: { type: 'show', params: outputOf } },
          onError: { target: 'failed', actions: 'showLoadError' },
        },
      },
    },
  });
}
