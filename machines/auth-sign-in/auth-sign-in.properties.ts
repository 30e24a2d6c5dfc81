/**
 * SPEC properties of auth-sign-in (§2.4, §5, §8): the shared auth-form properties plus this flow's own.
 */
import { withAuthForm } from '../auth-form-properties';
import { defineFlowProperties } from '../flow-properties.types';
import { authSignInMachine } from './auth-sign-in.machine';

export const AUTH_SIGN_IN_PROPERTIES = withAuthForm(
  defineFlowProperties(authSignInMachine, {
    id: 'authSignIn',
    invariants: [],
    rules: [
      {
        event: 'xstate.done.actor.submitSignIn',
        name: 'accepted credentials sign the user in and leave the form',
        check: (before, after) =>
          after.matches('signedIn') && after.status === 'done' && after.context.returnUrl === before.context.returnUrl,
      },
    ],
  }),
  { fields: ['email', 'password'], requests: ['submitSignIn'] },
);
