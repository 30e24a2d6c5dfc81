/**
 * useAuthResetPassword(input, deps): runs the reset with the confirmForgotPassword and
 * forgotPassword mutations and returns the view API of ResetPasswordScreen.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import { accountApi } from '@/lib/account/account-api';
import type { CodeMailVariables } from '@/lib/account/account-operations';
import { challengeSolver } from '@/lib/session/auth-challenge';
import { FORGOT_PASSWORD_SUCCESS_PATH } from '@/lib/session/auth-paths';
import type { AuthFlowDeps } from '@/lib/session/auth-flow.types';
import { authResetPasswordMachine } from './auth-reset-password.machine';
import type {
  AuthResetPasswordContext,
  AuthResetPasswordInput,
  ResetPasswordField,
  ResetPasswordRequest,
} from './auth-reset-password.types';
import { flowInspector } from '../flow-inspector';

/** What ResetPasswordScreen shows and can ask for. */
export interface ResetPasswordView {
  readonly values: Pick<AuthResetPasswordContext, 'email' | 'code' | 'newPassword'>;
  readonly fieldErrors: AuthResetPasswordContext['fieldErrors'];
  readonly error: AuthResetPasswordContext['error'];
  readonly codeResent: boolean;
  /** Saving, or solving the challenge that lets the save through. */
  readonly resetting: boolean;
  /** Solving the server's proof-of-work challenge: how far (0…1), or null when not. */
  readonly verifying: number | null;
  /** The wait the challenge being solved asks (ms; minutes before a new code mail); 0 when none. */
  readonly waitMs: number;
  readonly resending: boolean;
  readonly leaving: boolean;
  readonly change: (field: ResetPasswordField, value: string) => void;
  readonly submit: () => void;
  readonly resend: () => void;
}

function realActors(onProgress: (fraction: number) => void, onWait: (waitMs: number) => void) {
  return {
    confirmReset: fromPromise<void, ResetPasswordRequest>(({ input }) => accountApi.confirmForgotPassword(input)),
    requestReset: fromPromise<{ destination: string }, CodeMailVariables>(({ input }) =>
      accountApi.forgotPassword(input),
    ),
    solveChallenge: challengeSolver(onProgress, onWait),
  };
}

/**
 * `successPath` (default /authentication/forgotpassword/success) is where the flow goes when the
 * password is set; the team invitation (/multi-user/register) reuses the flow with its own actors
 * (those it does not give are the real ones).
 */
export function useAuthResetPassword(
  input: AuthResetPasswordInput,
  deps: Pick<AuthFlowDeps, 'actors' | 'navigate'> & { readonly successPath?: (email: string) => string },
): ResetPasswordView {
  // How far the challenge is: a detail of the screen, not a step of the flow (the machine knows that it is solving).
  const [progress, setProgress] = useState(0);
  const [wait, setWait] = useState(0);
  const [logic] = useState(() =>
    authResetPasswordMachine.provide({
      actors: { ...realActors(setProgress, setWait), ...deps.actors },
      actions: {
        goToSuccess: ({ context }) =>
          deps.navigate(deps.successPath ? deps.successPath(context.email.trim()) : FORGOT_PASSWORD_SUCCESS_PATH),
      },
    }),
  );
  const actor = useActorRef(logic, { input, inspect: flowInspector });
  const email = useSelector(actor, (s) => s.context.email);
  const code = useSelector(actor, (s) => s.context.code);
  const newPassword = useSelector(actor, (s) => s.context.newPassword);
  const fieldErrors = useSelector(actor, (s) => s.context.fieldErrors);
  const error = useSelector(actor, (s) => s.context.error);
  const codeResent = useSelector(actor, (s) => s.context.codeResent);
  const resetting = useSelector(actor, (s) => s.matches('resetting') || s.hasTag('verifying'));
  const solving = useSelector(actor, (s) => s.hasTag('verifying'));
  const verifying = solving ? progress : null;
  const waitMs = solving ? wait : 0;
  const resending = useSelector(actor, (s) => s.matches('resending'));
  const leaving = useSelector(actor, (s) => s.status === 'done');
  return useMemo(
    () => ({
      values: { email, code, newPassword },
      fieldErrors,
      error,
      codeResent,
      resetting,
      verifying,
      waitMs,
      resending,
      leaving,
      change: (field: ResetPasswordField, value: string) => actor.send({ type: 'field.change', field, value }),
      submit: () => actor.send({ type: 'form.submit' }),
      resend: () => actor.send({ type: 'code.resend' }),
    }),
    [actor, email, code, newPassword, fieldErrors, error, codeResent, resetting, verifying, waitMs, resending, leaving],
  );
}
