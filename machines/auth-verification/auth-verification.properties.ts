/**
 * SPEC properties of auth-verification (§2.4, §5, §8): the shared auth-form properties plus this flow's own.
 */
import { withAuthForm } from '../auth-form-properties';
import { defineFlowProperties } from '../flow-properties.types';
import { authVerificationMachine } from './auth-verification.machine';

export const AUTH_VERIFICATION_PROPERTIES = withAuthForm(
  defineFlowProperties(authVerificationMachine, {
    id: 'authVerification',
    invariants: [],
    rules: [
      {
        event: 'xstate.done.actor.resendCode',
        name: 'a sent verification code moves on to the confirmation step',
        check: (_before, after) => after.status === 'done',
      },
    ],
  }),
  { fields: ['email'], requests: ['resendCode'] },
);
