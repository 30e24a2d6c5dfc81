/**
 * Account deletion (SPEC §2.4 /delete-account): the password is asked again, the account goes with
 * its adverts, then the session is closed. A wrong password keeps the user on the form.
 */
import { assign, fromPromise, setup } from 'xstate';
import { describePasswordCheckFailure } from '@/lib/session/auth-errors';
import { collectErrors, requiredPasswordError } from '@/lib/session/auth-validation';
import type { AuthDeleteAccountContext, AuthDeleteAccountEvent, AuthDeleteAccountInput } from './auth-delete-account.types';

function errorsOf(context: AuthDeleteAccountContext) {
  return collectErrors({ password: context.password }, { password: requiredPasswordError });
}

export const authDeleteAccountMachine = setup({
  types: {
    context: {} as AuthDeleteAccountContext,
    events: {} as AuthDeleteAccountEvent,
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- XState reads the input type from this assertion
    input: {} as AuthDeleteAccountInput,
    tags: {} as 'busy',
  },
  actors: {
    deleteAccount: fromPromise<void, { password: string }>(() => Promise.reject(new Error('provided by useAuthDeleteAccount'))),
    signOut: fromPromise<void, void>(() => Promise.reject(new Error('provided by useAuthDeleteAccount'))),
  },
  guards: {
    isFormValid: ({ context }) => Object.keys(errorsOf(context)).length === 0,
  },
  actions: {
    changeField: assign(({ event }) => (event.type === 'field.change' ? { password: event.value, fieldErrors: {}, error: null } : {})),
    showFieldErrors: assign(({ context }) => ({ fieldErrors: errorsOf(context), error: null })),
    showFailure: assign(({ event }) => ({ error: describePasswordCheckFailure((event as { error?: unknown }).error) })),
    forgetPassword: assign({ password: '' }),
  },
}).createMachine({
  id: 'authDeleteAccount',
  description: 'Ștergerea definitivă a contului, cu parola cerută din nou.',
  context: () => ({ password: '', fieldErrors: {}, error: null }),
  initial: 'editing',
  states: {
    editing: {
      description: 'Pagina explică ce se pierde și cere parola.',
      on: {
        'field.change': { actions: 'changeField' },
        'form.submit': [{ guard: 'isFormValid', target: 'deleting' }, { actions: 'showFieldErrors' }],
      },
    },
    deleting: {
      description: 'Contul și anunțurile lui se șterg.',
      tags: ['busy'],
      invoke: {
        id: 'deleteAccount',
        src: 'deleteAccount',
        input: ({ context }) => ({ password: context.password }),
        onDone: { target: 'signingOut', actions: 'forgetPassword' },
        onError: { target: 'editing', actions: 'showFailure' },
      },
    },
    signingOut: {
      description: 'Contul nu mai există: sesiunea se închide și celelalte taburi sunt anunțate.',
      tags: ['busy'],
      invoke: {
        id: 'signOut',
        src: 'signOut',
        onDone: { target: 'deleted' },
        // The account is gone either way; its session cannot be renewed any more.
        onError: { target: 'deleted' },
      },
    },
    deleted: {
      description: 'Contul a fost șters.',
      type: 'final',
    },
  },
});
