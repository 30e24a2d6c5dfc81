/**
 * useAuthConfirm(input, deps): runs the confirmation flow with the confirmSignUp and
 * resendSignUpCode mutations and returns the view API of ConfirmScreen.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import { accountApi } from '@/lib/session/account-api';
import type { AuthFlowDeps } from '@/lib/session/auth-flow.types';
import { authConfirmMachine } from './auth-confirm.machine';
import type { AuthConfirmContext, AuthConfirmInput, ConfirmField } from './auth-confirm.types';
import { flowInspector } from '../flow-inspector';

/** What ConfirmScreen shows and can ask for. */
export interface ConfirmView {
  readonly email: string;
  readonly code: string;
  readonly fieldErrors: AuthConfirmContext['fieldErrors'];
  readonly error: AuthConfirmContext['error'];
  readonly notice: AuthConfirmContext['notice'];
  readonly confirming: boolean;
  readonly resending: boolean;
  readonly confirmed: boolean;
  readonly change: (field: ConfirmField, value: string) => void;
  readonly submit: () => void;
  readonly resend: () => void;
}

const realActors = {
  confirmSignUp: fromPromise<void, { email: string; code: string }>(({ input }) => accountApi.confirmSignUp(input)),
  resendCode: fromPromise<{ destination: string }, { email: string }>(({ input }) => accountApi.resendSignUpCode(input)),
};

export function useAuthConfirm(input: AuthConfirmInput, deps: Pick<AuthFlowDeps, 'actors'>): ConfirmView {
  const [logic] = useState(() => authConfirmMachine.provide({ actors: (deps.actors ?? realActors) as typeof realActors }));
  const actor = useActorRef(logic, { input, inspect: flowInspector });
  const email = useSelector(actor, (s) => s.context.email);
  const code = useSelector(actor, (s) => s.context.code);
  const fieldErrors = useSelector(actor, (s) => s.context.fieldErrors);
  const error = useSelector(actor, (s) => s.context.error);
  const notice = useSelector(actor, (s) => s.context.notice);
  const confirming = useSelector(actor, (s) => s.matches('confirming'));
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
      resending,
      confirmed,
      change: (field: ConfirmField, value: string) => actor.send({ type: 'field.change', field, value }),
      submit: () => actor.send({ type: 'form.submit' }),
      resend: () => actor.send({ type: 'code.resend' }),
    }),
    [actor, email, code, fieldErrors, error, notice, confirming, resending, confirmed],
  );
}
