/**
 * Account confirmation (SPEC §2.4): the 6-digit code e-mailed at sign-up confirms the account; a
 * new code can be asked for. Once confirmed, the screen offers to sign in.
 */
import { assign, fromPromise, setup } from 'xstate';
import { describeAuthFailure } from '@/lib/session/auth-errors';
import { codeError, collectErrors, requiredEmailError } from '@/lib/session/auth-validation';
import type { AuthConfirmContext, AuthConfirmEvent, AuthConfirmInput } from './auth-confirm.types';

function errorsOf(context: AuthConfirmContext) {
  return collectErrors({ email: context.email, code: context.code }, { email: requiredEmailError, code: codeError });
}

function emailErrors(context: AuthConfirmContext) {
  return collectErrors({ email: context.email, code: context.code }, { email: requiredEmailError });
}

export const authConfirmMachine = setup({
  types: {
    context: {} as AuthConfirmContext,
    events: {} as AuthConfirmEvent,
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- XState reads the input type from this assertion
    input: {} as AuthConfirmInput,
    tags: {} as 'busy',
  },
  actors: {
    confirmSignUp: fromPromise<void, { email: string; code: string }>(() => Promise.reject(new Error('provided by useAuthConfirm'))),
    resendCode: fromPromise<{ destination: string }, { email: string }>(() => Promise.reject(new Error('provided by useAuthConfirm'))),
  },
  guards: {
    isFormValid: ({ context }) => Object.keys(errorsOf(context)).length === 0,
    hasEmail: ({ context }) => Object.keys(emailErrors(context)).length === 0,
  },
  actions: {
    changeField: assign(({ context, event }) => {
      if (event.type !== 'field.change') return {};
      const { [event.field]: _cleared, ...fieldErrors } = context.fieldErrors;
      return { [event.field]: event.value, fieldErrors, error: null };
    }),
    showFieldErrors: assign(({ context }) => ({ fieldErrors: errorsOf(context), error: null, notice: null })),
    showEmailError: assign(({ context }) => ({ fieldErrors: { ...context.fieldErrors, ...emailErrors(context) }, error: null, notice: null })),
    showFailure: assign(({ event }) => ({ error: describeAuthFailure((event as { error?: unknown }).error), notice: null })),
    noteCodeResent: assign({ notice: 'codeResent', error: null, code: '' }),
    clearMessages: assign({ error: null, notice: null }),
  },
}).createMachine({
  id: 'authConfirm',
  description: 'Confirmarea contului cu codul de 6 cifre primit pe e-mail.',
  context: ({ input }) => ({
    email: input.email ?? '',
    code: '',
    fieldErrors: {},
    error: null,
    notice: input.codeSent ? 'codeSent' : null,
  }),
  initial: 'editing',
  states: {
    editing: {
      description: 'Se introduce codul (și e-mailul, dacă pagina nu îl știe).',
      on: {
        'field.change': { actions: 'changeField' },
        'form.submit': [{ guard: 'isFormValid', target: 'confirming', actions: 'clearMessages' }, { actions: 'showFieldErrors' }],
        'code.resend': [{ guard: 'hasEmail', target: 'resending', actions: 'clearMessages' }, { actions: 'showEmailError' }],
      },
    },
    confirming: {
      description: 'Codul se verifică pe server.',
      tags: ['busy'],
      invoke: {
        id: 'confirmSignUp',
        src: 'confirmSignUp',
        input: ({ context }) => ({ email: context.email.trim(), code: context.code.replace(/\s+/gu, '') }),
        onDone: { target: 'confirmed' },
        onError: { target: 'editing', actions: 'showFailure' },
      },
    },
    resending: {
      description: 'Se trimite un cod nou pe e-mail.',
      tags: ['busy'],
      invoke: {
        id: 'resendCode',
        src: 'resendCode',
        input: ({ context }) => ({ email: context.email.trim() }),
        onDone: { target: 'editing', actions: 'noteCodeResent' },
        onError: { target: 'editing', actions: 'showFailure' },
      },
    },
    confirmed: {
      description: 'Contul este confirmat; utilizatorul se poate autentifica.',
      type: 'final',
    },
  },
});
