/**
 * SPEC properties of auth-reset-password (§2.4, §5, §8): the shared auth-form properties plus this flow's own.
 */
import { withAuthForm } from '../auth-form-properties';
import { defineFlowProperties } from '../flow-properties.types';
import { authResetPasswordMachine } from './auth-reset-password.machine';

export const AUTH_RESET_PASSWORD_PROPERTIES = withAuthForm(
  defineFlowProperties(authResetPasswordMachine, {
    id: 'authResetPassword',
    invariants: [],
    rules: [
      {
        event: 'code.resend',
        name: 'resending a code needs a valid e-mail: it is sent, or the e-mail field shows why not',
        check: (_before, after) => after.hasTag('busy') || 'email' in after.context.fieldErrors,
      },
      {
        event: 'xstate.done.actor.requestReset',
        name: 'a resent code is announced and the old code is cleared',
        check: (_before, after) => after.context.codeResent && after.context.code === '',
      },
      {
        event: 'xstate.done.actor.confirmReset',
        name: 'an accepted new password finishes the reset',
        check: (_before, after) => after.status === 'done',
      },
    ],
  }),
  { fields: ['email', 'code', 'newPassword'], requests: ['confirmReset', 'requestReset'] },
);
