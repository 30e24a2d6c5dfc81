/**
 * SPEC properties of auth-forgot-password (§2.4, §5, §8): the shared auth-form properties plus this flow's own.
 */
import { withAuthForm } from '../auth-form-properties';
import { defineFlowProperties } from '../flow-properties.types';
import { authForgotPasswordMachine } from './auth-forgot-password.machine';

export const AUTH_FORGOT_PASSWORD_PROPERTIES = withAuthForm(
  defineFlowProperties(authForgotPasswordMachine, {
    id: 'authForgotPassword',
    invariants: [],
    rules: [
      {
        event: 'xstate.done.actor.requestReset',
        name: 'a requested reset moves on to the e-mail-sent page',
        check: (_before, after) => after.status === 'done',
      },
    ],
  }),
  { fields: ['email'], requests: ['requestReset'] },
);
