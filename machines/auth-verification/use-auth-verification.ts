/**
 * useAuthVerification(input, deps): runs the verification flow with the resendSignUpCode mutation
 * and returns the view API of VerificationScreen.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import { accountApi } from '@/lib/session/account-api';
import { confirmPath } from '@/lib/session/auth-paths';
import type { AuthFlowDeps } from '@/lib/session/auth-flow.types';
import { authVerificationMachine } from './auth-verification.machine';
import type { AuthVerificationContext, AuthVerificationInput } from './auth-verification.types';
import { flowInspector } from '../flow-inspector';

/** What VerificationScreen shows and can ask for. */
export interface VerificationView {
  readonly email: string;
  readonly fieldErrors: AuthVerificationContext['fieldErrors'];
  readonly error: AuthVerificationContext['error'];
  readonly busy: boolean;
  readonly leaving: boolean;
  readonly change: (value: string) => void;
  readonly submit: () => void;
}

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
  const email = useSelector(actor, (s) => s.context.email);
  const fieldErrors = useSelector(actor, (s) => s.context.fieldErrors);
  const error = useSelector(actor, (s) => s.context.error);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const leaving = useSelector(actor, (s) => s.status === 'done');
  return useMemo(
    () => ({
      email,
      fieldErrors,
      error,
      busy,
      leaving,
      change: (value: string) => actor.send({ type: 'field.change', field: 'email', value }),
      submit: () => actor.send({ type: 'form.submit' }),
    }),
    [actor, email, fieldErrors, error, busy, leaving],
  );
}
