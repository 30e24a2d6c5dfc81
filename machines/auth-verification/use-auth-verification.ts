/**
 * useAuthVerification(input, deps): runs the verification flow with the resendSignUpCode mutation
 * and returns the view API of VerificationScreen.
 */
import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { accountApi } from '@/lib/session/account-api';
import { confirmPath } from '@/lib/session/auth-paths';
import type { AuthFlowDeps } from '@/lib/session/auth-flow.types';
import { authVerificationMachine } from './auth-verification.machine';
import type { AuthVerificationInput } from './auth-verification.types';
import { useEmailFormView, type EmailFormView } from '../email-form-view';
import { flowInspector } from '../flow-inspector';

/** What VerificationScreen shows and can ask for. */
export type VerificationView = EmailFormView;

const realActors = {
  resendCode: fromPromise<{ destination: string }, { email: string }>(({ input }) => accountApi.resendSignUpCode(input)),
};

export function useAuthVerification(input: AuthVerificationInput, deps: Pick<AuthFlowDeps, 'actors' | 'navigate'>): VerificationView {
  const [logic] = useState(() =>
    authVerificationMachine.provide({
      actors: (deps.actors ?? realActors) as typeof realActors,
      actions: { goToConfirmation: ({ context }) => deps.navigate(confirmPath(context.email.trim(), true)) },
    }),
  );
  const actor = useActorRef(logic, { input, inspect: flowInspector });
  return useEmailFormView(actor);
}
