/**
 * SPEC properties of auth-sign-up (§2.4, §5, §8): the shared auth-form properties plus this flow's own.
 */
import { withAuthForm } from '../auth-form-properties';
import { defineFlowProperties } from '../flow-properties.types';
import { authSignUpMachine } from './auth-sign-up.machine';

export const AUTH_SIGN_UP_PROPERTIES = withAuthForm(
  defineFlowProperties(authSignUpMachine, {
    id: 'authSignUp',
    invariants: [],
    rules: [
      {
        event: 'userType.choose',
        name: 'choosing private or professional sets the user type',
        check: (_before, after, event) => event.type !== 'userType.choose' || after.context.userType === event.userType,
      },
      {
        event: 'xstate.done.actor.submitSignUp',
        name: 'an accepted sign-up leaves the form for the confirmation step',
        check: (_before, after) => after.status === 'done',
      },
    ],
  }),
  { fields: ['email', 'password', 'givenName', 'companyName'], requests: ['submitSignUp'] },
);
