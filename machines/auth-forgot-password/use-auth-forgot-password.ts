/**
 * useAuthForgotPassword(input, deps): runs the reset request with the forgotPassword mutation (and
 * the SEND_CODE challenge when the server asks for one) and returns the view API of
 * ForgotPasswordScreen.
 */
import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { accountApi } from '@/lib/account/account-api';
import type { CodeMailVariables } from '@/lib/account/account-operations';
import { challengeSolver } from '@/lib/session/auth-challenge';
import { forgotPasswordEmailSuccessPath } from '@/lib/session/auth-paths';
import type { AuthFlowDeps } from '@/lib/session/auth-flow.types';
import { authForgotPasswordMachine } from './auth-forgot-password.machine';
import type { AuthForgotPasswordInput } from './auth-forgot-password.types';
import { useEmailFormView, type EmailFormView } from '../email-form-view';
import { flowInspector } from '../flow-inspector';

/** What ForgotPasswordScreen shows and can ask for. */
export type ForgotPasswordView = EmailFormView;

/** The real requestReset: the forgotPassword mutation. */
export const requestReset = fromPromise<{ destination: string }, CodeMailVariables>(({ input }) =>
  accountApi.forgotPassword(input),
);

function realActors(onProgress: (fraction: number) => void, onWait: (waitMs: number) => void) {
  return { requestReset, solveChallenge: challengeSolver(onProgress, onWait) };
}

export function useAuthForgotPassword(
  input: AuthForgotPasswordInput,
  deps: Pick<AuthFlowDeps, 'actors' | 'navigate'>,
): ForgotPasswordView {
  // How far the challenge is and how long it waits: details of the screen, not steps of the flow.
  const [progress, setProgress] = useState(0);
  const [waitMs, setWaitMs] = useState(0);
  const [logic] = useState(() =>
    authForgotPasswordMachine.provide({
      actors: { ...realActors(setProgress, setWaitMs), ...deps.actors },
      actions: {
        goToEmailSuccess: ({ context }) =>
          deps.navigate(forgotPasswordEmailSuccessPath(context.email.trim(), context.destination)),
      },
    }),
  );
  const actor = useActorRef(logic, { input, inspect: flowInspector });
  return useEmailFormView(actor, { progress, waitMs });
}
