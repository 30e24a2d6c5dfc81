/**
 * useAuthChangePassword(deps): runs the change-password form with the changePassword mutation and
 * returns the view API of ChangePasswordForm.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import { accountApi } from '@/lib/session/account-api';
import type { AuthFlowDeps } from '@/lib/session/auth-flow.types';
import { authChangePasswordMachine } from './auth-change-password.machine';
import type { AuthChangePasswordContext, ChangePasswordField } from './auth-change-password.types';
import { flowInspector } from '../flow-inspector';

/** What ChangePasswordForm shows and can ask for. */
export interface ChangePasswordView {
  readonly values: Pick<AuthChangePasswordContext, 'currentPassword' | 'newPassword'>;
  readonly fieldErrors: AuthChangePasswordContext['fieldErrors'];
  readonly error: AuthChangePasswordContext['error'];
  readonly saved: boolean;
  readonly busy: boolean;
  readonly change: (field: ChangePasswordField, value: string) => void;
  readonly submit: () => void;
}

const realActors = {
  changePassword: fromPromise<void, { oldPassword: string; newPassword: string }>(({ input }) => accountApi.changePassword(input)),
};

export function useAuthChangePassword(deps: Pick<AuthFlowDeps, 'actors'> = {}): ChangePasswordView {
  const [logic] = useState(() => authChangePasswordMachine.provide({ actors: (deps.actors ?? realActors) as typeof realActors }));
  const actor = useActorRef(logic, { input: {}, inspect: flowInspector });
  const currentPassword = useSelector(actor, (s) => s.context.currentPassword);
  const newPassword = useSelector(actor, (s) => s.context.newPassword);
  const fieldErrors = useSelector(actor, (s) => s.context.fieldErrors);
  const error = useSelector(actor, (s) => s.context.error);
  const saved = useSelector(actor, (s) => s.context.saved);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  return useMemo(
    () => ({
      values: { currentPassword, newPassword },
      fieldErrors,
      error,
      saved,
      busy,
      change: (field: ChangePasswordField, value: string) => actor.send({ type: 'field.change', field, value }),
      submit: () => actor.send({ type: 'form.submit' }),
    }),
    [actor, currentPassword, newPassword, fieldErrors, error, saved, busy],
  );
}
