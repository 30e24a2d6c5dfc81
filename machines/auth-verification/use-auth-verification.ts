/**
 * useAuthVerification(input, deps): runs the verification flow with the resendSignUpCode mutation
 * (and the SEND_CODE challenge when the server asks for one) and returns the view API of
 * VerificationScreen.
 */
import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { accountApi } from '@/lib/account/account-api';
import type { CodeMailVariables } from '@/lib/account/account-operations';
import { challengeSolver } from '@/lib/session/auth-challenge';
import { confirmPath } from '@/lib/session/auth-paths';
import type { AuthFlowDeps } from '@/lib/session/auth-flow.types';
import { authVerificationMachine } from './auth-verification.machine';
import type { AuthVerificationInput } from './auth-verification.types';
import { useEmailFormView, type EmailFormView } from '../email-form-view';
import { flowInspector } from '../flow-inspector';

/** What VerificationScreen shows and can ask for. */
export type VerificationView = EmailFormView;

function realActors(onProgress: (fraction: number) => void, onWait: (waitMs: number) => void) {
  return {
    resendCode: fromPromise<{ destination: string }, CodeMailVariables>(({ input }) =>
      accountApi.resendSignUpCode(input),
    ),
    solveChallenge: challengeSolver(onProgress, onWait),
  };
}

export function useAuthVerification(
  input: AuthVerificationInput,
  deps: Pick<AuthFlowDeps, 'actors' | 'navigate'>,
): VerificationView {
  // How far the challenge is and how long it waits: details of the screen, not steps of the flow.
  const [progress, setProgress] = useState(0);
  const [waitMs, setWaitMs] = useState(0);
  const [logic] = useState(() =>
    authVerificationMachine.provide({
      actors: { ...realActors(setProgress, setWaitMs), ...deps.actors },
      actions: { goToConfirmation: ({ context }) => deps.navigate(confirmPath(context.email.trim(), true)) },
    }),
  );
  const actor = useActorRef(logic, { input, inspect: flowInspector });
  return useEmailFormView(actor, { progress, waitMs });
}
