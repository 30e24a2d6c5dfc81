/**
 * The notification snackbar (SPEC §2.6): open or closed, identified by id. A new notification
 * replaces the current one and restarts the timer; hiding names the id, so a late request to hide
 * an old notification leaves the new one alone. It hides itself after `autoHideMs`.
 */
import { assign, setup } from 'xstate';
import { SNACKBAR_AUTO_HIDE_MS, type SnackbarContext, type SnackbarEvent, type SnackbarInput } from './snackbar.types';

export const snackbarMachine = setup({
  types: {
    context: {} as SnackbarContext,
    events: {} as SnackbarEvent,
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- XState reads the input type from this assertion
    input: {} as SnackbarInput,
  },
  delays: {
    autoHide: ({ context }) => context.autoHideMs,
  },
  guards: {
    isShown: ({ context, event }) => event.type === 'snackbar.hide' && event.id === context.id,
  },
  actions: {
    showNotification: assign(({ context, event }) =>
      event.type === 'snackbar.show'
        ? { id: event.id, message: event.message }
        : { id: context.id, message: context.message },
    ),
    forgetNotification: assign({ id: null, message: '' }),
  },
}).createMachine({
  id: 'snackbar',
  description: 'Notificare scurtă în josul ecranului (de exemplu „Anunț adăugat la favorite”).',
  context: ({ input }) => ({ id: null, message: '', autoHideMs: input.autoHideMs ?? SNACKBAR_AUTO_HIDE_MS }),
  initial: 'closed',
  states: {
    closed: {
      description: 'Nicio notificare afișată.',
      entry: 'forgetNotification',
      on: {
        'snackbar.show': { target: 'open', actions: 'showNotification' },
      },
    },
    open: {
      description:
        'Notificarea este afișată (role="status"); se închide singură după câteva secunde sau din butonul ×.',
      after: {
        autoHide: { target: 'closed' },
      },
      on: {
        // Re-entering restarts the auto-hide timer for the new notification.
        'snackbar.show': { target: 'open', reenter: true, actions: 'showNotification' },
        'snackbar.hide': { guard: 'isShown', target: 'closed' },
      },
    },
  },
});
