/**
 * SPEC properties of auth-confirm (§2.4, §5, §8): the shared auth-form properties plus this flow's own.
 */
import { withAuthForm } from '../auth-form-properties';
import { defineFlowProperties } from '../flow-properties.types';
import { authConfirmMachine } from './auth-confirm.machine';

export const AUTH_CONFIRM_PROPERTIES = withAuthForm(
  defineFlowProperties(authConfirmMachine, {
    id: 'authConfirm',
    invariants: [],
    rules: [
      {
        event: 'code.resend',
        name: 'resending a code needs a valid e-mail: it is sent, or the e-mail field shows why not',
        check: (_before, after) => after.hasTag('busy') || 'email' in after.context.fieldErrors,
      },
      {
        event: 'xstate.done.actor.resendCode',
        name: 'a resent code is announced and the old code is cleared',
        check: (_before, after) => after.context.notice === 'codeResent' && after.context.code === '',
      },
      {
        event: 'xstate.done.actor.confirmSignUp',
        name: 'an accepted code finishes the confirmation',
        check: (_before, after) => after.status === 'done',
      },
    ],
  }),
  { fields: ['email', 'code'], requests: ['confirmSignUp', 'resendCode'] },
);
