/**
 * Sign-in with e-mail and password (SPEC §2.4): the form is checked here, the credentials go to
 * next-auth's credentials callback, a failure is shown translated with what was typed kept, and a
 * success goes to the stored or given return URL (default /contul-meu/). An account that is not
 * confirmed yet is sent to the verification page.
 */
import { assign, fromPromise, setup } from 'xstate';
import { collectErrors, requiredEmailError, requiredPasswordError } from '@/lib/session/auth-validation';
import { describeAuthFailure } from '@/lib/session/auth-errors';
import type { AuthSignInContext, AuthSignInEvent, AuthSignInInput, SignInRequest } from './auth-sign-in.types';

function errorsOf(context: AuthSignInContext) {
  return collectErrors({ email: context.email, password: context.password }, { email: requiredEmailError, password: requiredPasswordError });
}

export const authSignInMachine = setup({
  types: {
    context: {} as AuthSignInContext,
    events: {} as AuthSignInEvent,
     
    input: {} as AuthSignInInput,
    tags: {} as 'busy',
  },
  actors: {
    submitSignIn: fromPromise<void, SignInRequest>(() => Promise.reject(new Error('submitSignIn is provided by useAuthSignIn'))),
  },
  guards: {
    isFormValid: ({ context }) => Object.keys(errorsOf(context)).length === 0,
    isUnconfirmed: ({ event }) => describeAuthFailure((event as { error?: unknown }).error).code === 'USER_NOT_CONFIRMED',
  },
  actions: {
    changeField: assign(({ context, event }) => {
      if (event.type !== 'field.change') return {};
      const { [event.field]: _cleared, ...fieldErrors } = context.fieldErrors;
      return { [event.field]: event.value, fieldErrors, error: null };
    }),
    showFieldErrors: assign(({ context }) => ({ fieldErrors: errorsOf(context), error: null })),
    showFailure: assign(({ event }) => ({ error: describeAuthFailure((event as { error?: unknown }).error) })),
    clearFailure: assign({ error: null }),
    // Provided by the hook: keeps the return URL in local storage for after sign-up and confirmation.
    storeReturnUrl: () => {},
    // Provided by the hook: local storage loginType.
    rememberLoginType: () => {},
    // Provided by the hook: navigates to the post-login destination.
    goToReturnUrl: () => {},
    // Provided by the hook: navigates to /authentication/verification?email=...
    goToVerification: () => {},
  },
}).createMachine({
  id: 'authSignIn',
  description: 'Autentificare cu e-mail și parolă.',
  context: ({ input }) => ({
    email: input.email ?? '',
    password: '',
    fieldErrors: {},
    error: input.pageError ?? null,
    returnUrl: input.returnUrl,
  }),
  entry: 'storeReturnUrl',
  initial: 'editing',
  states: {
    editing: {
      description: 'Formularul de autentificare; o eroare rămâne afișată până la următoarea modificare.',
      on: {
        'field.change': { actions: 'changeField' },
        'form.submit': [{ guard: 'isFormValid', target: 'submitting', actions: 'clearFailure' }, { actions: 'showFieldErrors' }],
      },
    },
    submitting: {
      description: 'Datele se trimit la /api/auth/callback/credentials.',
      tags: ['busy'],
      invoke: {
        id: 'submitSignIn',
        src: 'submitSignIn',
        input: ({ context }) => ({ email: context.email.trim(), password: context.password, callbackUrl: context.returnUrl }),
        onDone: { target: 'signedIn' },
        onError: [{ guard: 'isUnconfirmed', target: 'unconfirmed' }, { target: 'editing', actions: 'showFailure' }],
      },
    },
    signedIn: {
      description: 'Autentificat: se merge la adresa de întoarcere (implicit /contul-meu/).',
      type: 'final',
      entry: ['rememberLoginType', 'goToReturnUrl'],
    },
    unconfirmed: {
      description: 'Contul nu este confirmat: se merge la pagina de verificare, unde se poate cere un cod nou.',
      type: 'final',
      entry: 'goToVerification',
    },
  },
});
