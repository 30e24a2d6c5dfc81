/**
 * useAuthChangePassword(deps): runs the change-password form with the changePassword mutation and
 * returns the view API of ChangePasswordForm.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import { accountApi } from '@/lib/account/account-api';
import { challengeSolver } from '@/lib/session/auth-challenge';
import type { AuthFlowDeps } from '@/lib/session/auth-flow.types';
import { authChangePasswordMachine } from './auth-change-password.machine';
import type {
  AuthChangePasswordContext,
  AuthChangePasswordInput,
  ChangePasswordField,
  ChangePasswordRequest,
} from './auth-change-password.types';
import { flowInspector } from '../flow-inspector';

/** What ChangePasswordForm shows and can ask for. */
export interface ChangePasswordView {
  readonly values: Pick<AuthChangePasswordContext, 'currentPassword' | 'newPassword'>;
  readonly fieldErrors: AuthChangePasswordContext['fieldErrors'];
  readonly error: AuthChangePasswordContext['error'];
  readonly saved: boolean;
  readonly busy: boolean;
  /** Solving the server's proof-of-work challenge: how far (0…1), or null when not. */
  readonly verifying: number | null;
  readonly change: (field: ChangePasswordField, value: string) => void;
  readonly submit: () => void;
}

function realActors(onProgress: (fraction: number) => void) {
  return {
    changePassword: fromPromise<void, ChangePasswordRequest>(({ input }) => accountApi.changePassword(input)),
    solveChallenge: challengeSolver(onProgress),
  };
}

export function useAuthChangePassword(
  input: AuthChangePasswordInput,
  deps: Pick<AuthFlowDeps, 'actors'> = {},
): ChangePasswordView {
  // How far the challenge is: a detail of the screen, not a step of the flow (the machine knows that it is solving).
  const [progress, setProgress] = useState(0);
  const [logic] = useState(() =>
    authChangePasswordMachine.provide({ actors: { ...realActors(setProgress), ...deps.actors } }),
  );
  const actor = useActorRef(logic, { input, inspect: flowInspector });
  const currentPassword = useSelector(actor, (s) => s.context.currentPassword);
  const newPassword = useSelector(actor, (s) => s.context.newPassword);
  const fieldErrors = useSelector(actor, (s) => s.context.fieldErrors);
  const error = useSelector(actor, (s) => s.context.error);
  const saved = useSelector(actor, (s) => s.context.saved);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const solving = useSelector(actor, (s) => s.hasTag('verifying'));
  const verifying = solving ? progress : null;
  return useMemo(
    () => ({
      values: { currentPassword, newPassword },
      fieldErrors,
      error,
      saved,
      busy,
      verifying,
      change: (field: ChangePasswordField, value: string) => actor.send({ type: 'field.change', field, value }),
      submit: () => actor.send({ type: 'form.submit' }),
    }),
    [actor, currentPassword, newPassword, fieldErrors, error, saved, busy, verifying],
  );
}
