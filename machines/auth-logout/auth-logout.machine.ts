/**
 * The sign-out pages (SPEC §2.4): /logout signs out and says so; /amplify-logout signs out and
 * goes home. Signing out goes through the session (which tells the other tabs); a failure can be
 * retried.
 */
import { fromPromise, setup } from 'xstate';
import type { AuthLogoutContext, AuthLogoutEvent, AuthLogoutInput } from './auth-logout.types';

export const authLogoutMachine = setup({
  types: {
    context: {} as AuthLogoutContext,
    events: {} as AuthLogoutEvent,

    input: {} as AuthLogoutInput,
  },
  actors: {
    signOut: fromPromise<void, void>(() => Promise.reject(new Error('provided by useAuthLogout'))),
  },
  guards: {
    isRedirectingHome: ({ context }) => context.redirectHome,
  },
  actions: {
    // Provided by the hook: a full load of the home page.
    goHome: () => {},
  },
}).createMachine({
  id: 'authLogout',
  description: 'Deconectarea din pagina /logout sau /amplify-logout.',
  context: ({ input }) => ({ redirectHome: input.redirectHome }),
  initial: 'signingOut',
  states: {
    signingOut: {
      description: 'Sesiunea se închide (POST /api/auth/signout), iar celelalte taburi sunt anunțate.',
      invoke: {
        id: 'signOut',
        src: 'signOut',
        onDone: [{ guard: 'isRedirectingHome', target: 'redirecting' }, { target: 'signedOut' }],
        onError: { target: 'failed' },
      },
    },
    failed: {
      description:
        'Deconectarea a eșuat (rețea, sau serverul nu a putut închide sesiunea și o lasă deschisă); utilizatorul poate încerca din nou.',
      on: { 'logout.retry': { target: 'signingOut' } },
    },
    signedOut: {
      description: 'Utilizatorul este deconectat; pagina oferă autentificarea din nou sau prima pagină.',
      type: 'final',
    },
    redirecting: {
      description: 'Deconectat: se merge la prima pagină.',
      type: 'final',
      entry: 'goHome',
    },
  },
});
