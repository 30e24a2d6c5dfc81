/**
 * SPEC properties of following an advert (§2.6 favourites, §6): the button answers at once, a
 * failed or refused change puts it back as it was saved and says why, only a saved change is
 * announced, and a visitor without an account is asked to sign in after keeping one in the
 * browser (never a signed-in one).
 */
import { defineFlowProperties } from '../flow-properties.types';
import { favouritesMachine } from './favourites.machine';

export const FAVOURITES_PROPERTIES = defineFlowProperties(favouritesMachine, {
  id: 'favourites',
  invariants: [
    {
      name: 'the heart waits for the session and the list before it can be pressed',
      check: (s) => s.context.known || s.matches('waitingForState'),
    },
    {
      name: 'at rest, the button shows what is saved',
      check: (s) => s.matches('saving') || s.matches('keeping') || s.context.followed === s.context.saved,
    },
    {
      name: 'a reason is shown exactly when a change failed',
      check: (s) => (s.context.refusal !== null) === s.matches('failed'),
    },
    {
      name: 'only a visitor without an account is asked to sign in, and only for a kept advert',
      check: (s) => !s.matches('promptingSignIn') || (!s.context.signedIn && s.context.followed),
    },
    {
      name: 'signed in, nothing is kept in the browser; signed out, nothing goes to the server',
      check: (s) => !(s.matches('keeping') && s.context.signedIn) && !(s.matches('saving') && !s.context.signedIn),
    },
  ],
  rules: [
    {
      event: 'favourite.toggle',
      name: 'pressing the heart changes it at once (optimistic)',
      check: (before, after) => after.context.followed !== before.context.followed,
    },
    {
      event: 'xstate.error.actor.saveOnServer',
      name: 'a failed save puts the heart back as it was',
      check: (before, after) => after.matches('failed') && after.context.followed === before.context.saved,
    },
    {
      event: 'xstate.error.actor.keepInBrowser',
      name: 'a failed browser save puts the heart back as it was',
      check: (before, after) => after.matches('failed') && after.context.followed === before.context.saved,
    },
  ],
});
