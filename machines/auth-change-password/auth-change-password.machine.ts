/**
 * Change password from the account settings: the current password and a new one (8 characters
 * at least). The server ends the user's other sessions; this one stays.
 */
import { assign, fromPromise, setup } from 'xstate';
import { describePasswordCheckFailure } from '@/lib/session/auth-errors';
import { collectErrors, newPasswordError, requiredPasswordError } from '@/lib/session/auth-validation';
import type { AuthChangePasswordContext, AuthChangePasswordEvent, AuthChangePasswordInput } from './auth-change-password.types';

function errorsOf(context: AuthChangePasswordContext) {
  return collectErrors(
    { currentPassword: context.currentPassword, newPassword: context.newPassword },
    { currentPassword: requiredPasswordError, newPassword: newPasswordError },
  );
}

export const authChangePasswordMachine = setup({
  types: {
    context: {} as AuthChangePasswordContext,
    events: {} as AuthChangePasswordEvent,
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- XState reads the input type from this assertion
    input: {} as AuthChangePasswordInput,
    tags: {} as 'busy',
  },
  actors: {
    changePassword: fromPromise<void, { oldPassword: string; newPassword: string }>(() =>
      Promise.reject(new Error('provided by useAuthChangePassword')),
    ),
  },
  guards: {
    isFormValid: ({ context }) => Object.keys(errorsOf(context)).length === 0,
  },
  actions: {
    changeField: assign(({ context, event }) => {
      if (event.type !== 'field.change') return {};
      const { [event.field]: _cleared, ...fieldErrors } = context.fieldErrors;
      return { [event.field]: event.value, fieldErrors, error: null, saved: false };
    }),
    showFieldErrors: assign(({ context }) => ({ fieldErrors: errorsOf(context), error: null, saved: false })),
    showFailure: assign(({ event }) => ({ error: describePasswordCheckFailure((event as { error?: unknown }).error) })),
    noteSaved: assign({ currentPassword: '', newPassword: '', saved: true, error: null }),
  },
}).createMachine({
  id: 'authChangePassword',
  description: 'Schimbarea parolei din setările contului.',
  context: () => ({ currentPassword: '', newPassword: '', fieldErrors: {}, error: null, saved: false }),
  initial: 'editing',
  states: {
    editing: {
      description: 'Parola actuală și parola nouă; după o salvare reușită apare confirmarea.',
      on: {
        'field.change': { actions: 'changeField' },
        'form.submit': [{ guard: 'isFormValid', target: 'saving' }, { actions: 'showFieldErrors' }],
      },
    },
    saving: {
      description: 'Parola nouă se salvează; celelalte sesiuni ale utilizatorului se închid.',
      tags: ['busy'],
      invoke: {
        id: 'changePassword',
        src: 'changePassword',
        input: ({ context }) => ({ oldPassword: context.currentPassword, newPassword: context.newPassword }),
        onDone: { target: 'editing', actions: 'noteSaved' },
        onError: { target: 'editing', actions: 'showFailure' },
      },
    },
  },
});
