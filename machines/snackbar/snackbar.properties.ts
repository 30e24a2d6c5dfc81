/**
 * SPEC properties of the notification snackbar (§2.6): one notification at a time, identified
 * by id; hiding names the id, so a late hide leaves a newer notification alone; it hides itself.
 */
import { defineFlowProperties } from '../flow-properties.types';
import { snackbarMachine } from './snackbar.machine';

export const SNACKBAR_PROPERTIES = defineFlowProperties(snackbarMachine, {
  id: 'snackbar',
  invariants: [
    {
      name: 'an open snackbar has an id; a closed one shows nothing',
      check: (snapshot) =>
        snapshot.matches('open')
          ? snapshot.context.id !== null
          : snapshot.context.id === null && snapshot.context.message === '',
    },
  ],
  rules: [
    {
      event: 'snackbar.show',
      name: 'a new notification replaces the current one',
      check: (_before, after, event) =>
        event.type !== 'snackbar.show' ||
        (after.matches('open') && after.context.id === event.id && after.context.message === event.message),
    },
    {
      event: 'snackbar.hide',
      name: 'hiding closes only the notification with that id',
      check: (before, after, event) =>
        event.type !== 'snackbar.hide' ||
        (before.context.id === event.id ? after.matches('closed') : after.context.id === before.context.id),
    },
    {
      event: 'xstate.after.autoHide.snackbar.open',
      name: 'the notification hides itself when its time is up',
      check: (_before, after) => after.matches('closed'),
    },
  ],
});
