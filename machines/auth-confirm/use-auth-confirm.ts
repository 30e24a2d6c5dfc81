/**
 * useAuthConfirm(input, deps): runs the confirmation flow with the confirmSignUp and
 * resendSignUpCode mutations and returns the view API of ConfirmScreen.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import { accountApi } from '@/lib/account/account-api';
import type { CodeMailVariables } from '@/lib/account/account-operations';
import { challengeSolver } from '@/lib/session/auth-challenge';
import type { AuthFlowDeps } from '@/lib/session/auth-flow.types';
import { authConfirmMachine } from './auth-confirm.machine';
import type { AuthConfirmContext, AuthConfirmInput, ConfirmField, ConfirmRequest } from './auth-confirm.types';
import { flowInspector } from '../flow-inspector';

/** What ConfirmScreen shows and can ask for. */
export interface ConfirmView {
  readonly email: string;
  readonly code: string;
  readonly fieldErrors: AuthConfirmContext['fieldErrors'];
  readonly error: AuthConfirmContext['error'];
  readonly notice: AuthConfirmContext['notice'];
  /** Confirming, or solving the challenge that lets the confirmation through. */
  readonly confirming: boolean;
  /** Solving the server's proof-of-work challenge: how far (0…1), or null when not. */
  readonly verifying: number | null;
  /** The wait the challenge being solved asks (ms; minutes before a new code mail); 0 when none. */
  readonly waitMs: number;
  readonly resending: boolean;
  readonly confirmed: boolean;
  readonly change: (field: ConfirmField, value: string) => void;
  readonly submit: () => void;
  readonly resend: () => void;
}

function realActors(onProgress: (fraction: number) => void, onWait: (waitMs: number) => void) {
  return {
    confirmSignUp: fromPromise<void, ConfirmRequest>(({ input }) => accountApi.confirmSignUp(input)),
    resendCode: fromPromise<{ destination: string }, CodeMailVariables>(({ input }) =>
      accountApi.resendSignUpCode(input),
    ),
    solveChallenge: challengeSolver(onProgress, onWait),
  };
}

export function useAuthConfirm(input: AuthConfirmInput, deps: Pick<AuthFlowDeps, 'actors'>): ConfirmView {
  // How far the challenge is: a detail of the screen, not a step of the flow (the machine knows that it is solving).
  const [progress, setProgress] = useState(0);
  const [wait, setWait] = useState(0);
  const [logic] = useState(() =>
    authConfirmMachine.provide({ actors: { ...realActors(setProgress, setWait), ...deps.actors } }),
  );
  const actor = useActorRef(logic, { input, inspect: flowInspector });
  const email = useSelector(actor, (s) => s.context.email);
  const code = useSelector(actor, (s) => s.context.code);
  const fieldErrors = useSelector(actor, (s) => s.context.fieldErrors);
  const error = useSelector(actor, (s) => s.context.error);
  const notice = useSelector(actor, (s) => s.context.notice);
  const confirming = useSelector(actor, (s) => s.matches('confirming') || s.hasTag('verifying'));
  const solving = useSelector(actor, (s) => s.hasTag('verifying'));
  const verifying = solving ? progress : null;
  const waitMs = solving ? wait : 0;
  const resending = useSelector(actor, (s) => s.matches('resending'));
  const confirmed = useSelector(actor, (s) => s.matches('confirmed'));
  return useMemo(
    () => ({
      email,
      code,
      fieldErrors,
      error,
      notice,
      confirming,
      verifying,
      waitMs,
      resending,
      confirmed,
      change: (field: ConfirmField, value: string) => actor.send({ type: 'field.change', field, value }),
      submit: () => actor.send({ type: 'form.submit' }),
      resend: () => actor.send({ type: 'code.resend' }),
    }),
    [actor, email, code, fieldErrors, error, notice, confirming, verifying, waitMs, resending, confirmed],
  );
}
