/**
 * Verification of an unconfirmed account (SPEC §2.4): signing in to an account that was never
 * confirmed lands here; a new code is e-mailed and the confirmation page takes it.
 */
import { assign, fromPromise, setup } from 'xstate';
import { describeAuthFailure } from '@/lib/session/auth-errors';
import { collectErrors, requiredEmailError } from '@/lib/session/auth-validation';
import type { AuthVerificationContext, AuthVerificationEvent, AuthVerificationInput } from './auth-verification.types';

function errorsOf(context: AuthVerificationContext) {
  return collectErrors({ email: context.email }, { email: requiredEmailError });
}

export const authVerificationMachine = setup({
  types: {
    context: {} as AuthVerificationContext,
    events: {} as AuthVerificationEvent,
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- XState reads the input type from this assertion
    input: {} as AuthVerificationInput,
    tags: {} as 'busy',
  },
  actors: {
    resendCode: fromPromise<{ destination: string }, { email: string }>(() => Promise.reject(new Error('provided by useAuthVerification'))),
  },
  guards: {
    isFormValid: ({ context }) => Object.keys(errorsOf(context)).length === 0,
  },
  actions: {
    changeField: assign(({ event }) => (event.type === 'field.change' ? { email: event.value, fieldErrors: {}, error: null } : {})),
    showFieldErrors: assign(({ context }) => ({ fieldErrors: errorsOf(context), error: null })),
    showFailure: assign(({ event }) => ({ error: describeAuthFailure((event as { error?: unknown }).error) })),
    // Provided by the hook: navigates to /authentication/confirm?email=...&sent=1
    goToConfirmation: () => {},
  },
}).createMachine({
  id: 'authVerification',
  description: 'Un cont neconfirmat cere un cod nou de confirmare.',
  context: ({ input }) => ({ email: input.email ?? '', fieldErrors: {}, error: null }),
  initial: 'editing',
  states: {
    editing: {
      description: 'Pagina explică faptul că e-mailul nu este confirmat și oferă un cod nou.',
      on: {
        'field.change': { actions: 'changeField' },
        'form.submit': [{ guard: 'isFormValid', target: 'sending' }, { actions: 'showFieldErrors' }],
      },
    },
    sending: {
      description: 'Se trimite un cod nou pe e-mail.',
      tags: ['busy'],
      invoke: {
        id: 'resendCode',
        src: 'resendCode',
        input: ({ context }) => ({ email: context.email.trim() }),
        onDone: { target: 'sent' },
        onError: { target: 'editing', actions: 'showFailure' },
      },
    },
    sent: {
      description: 'Codul a plecat: se merge la pagina de confirmare.',
      type: 'final',
      entry: 'goToConfirmation',
    },
  },
});
