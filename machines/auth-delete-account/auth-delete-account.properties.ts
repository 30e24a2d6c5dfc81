/**
 * SPEC properties of auth-delete-account (§2.4, §5, §8): the shared auth-form properties plus this flow's own.
 */
import { withAuthForm } from '../auth-form-properties';
import { defineFlowProperties } from '../flow-properties.types';
import { authDeleteAccountMachine } from './auth-delete-account.machine';

export const AUTH_DELETE_ACCOUNT_PROPERTIES = withAuthForm(
  defineFlowProperties(authDeleteAccountMachine, {
    id: 'authDeleteAccount',
    invariants: [],
    rules: [
      {
        event: 'xstate.done.actor.deleteAccount',
        name: 'a deleted account is signed out next (the password is not kept)',
        check: (_before, after) => after.hasTag('busy') && after.context.password === '',
      },
    ],
  }),
  { fields: ['password'], requests: ['deleteAccount'] },
);
