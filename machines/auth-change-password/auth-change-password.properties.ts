/**
 * SPEC properties of auth-change-password (§2.4, §5, §8): the shared auth-form properties plus this flow's own.
 */
import { withAuthForm } from '../auth-form-properties';
import { defineFlowProperties } from '../flow-properties.types';
import { authChangePasswordMachine } from './auth-change-password.machine';

export const AUTH_CHANGE_PASSWORD_PROPERTIES = withAuthForm(
  defineFlowProperties(authChangePasswordMachine, {
    id: 'authChangePassword',
    invariants: [],
    rules: [
      {
        event: 'xstate.done.actor.changePassword',
        name: 'a saved password is announced and both password fields are emptied',
        check: (_before, after) =>
          after.context.saved && after.context.currentPassword === '' && after.context.newPassword === '',
      },
    ],
  }),
  { fields: ['currentPassword', 'newPassword'], requests: ['changePassword'] },
);
