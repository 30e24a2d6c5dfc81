/**
 * useAuthForgotPassword(input, deps): runs the reset request with the forgotPassword mutation and
 * returns the view API of ForgotPasswordScreen.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import { accountApi } from '@/lib/session/account-api';
import { forgotPasswordEmailSuccessPath } from '@/lib/session/auth-paths';
import type { AuthFlowDeps } from '@/lib/session/auth-flow.types';
import { authForgotPasswordMachine } from './auth-forgot-password.machine';
import type { AuthForgotPasswordContext, AuthForgotPasswordInput } from './auth-forgot-password.types';
import { flowInspector } from '../flow-inspector';

/** What ForgotPasswordScreen shows and can ask for. */
export interface ForgotPasswordView {
  readonly email: string;
  readonly fieldErrors: AuthForgotPasswordContext['fieldErrors'];
  readonly error: AuthForgotPasswordContext['error'];
  readonly busy: boolean;
  readonly leaving: boolean;
  readonly change: (value: string) => void;
  readonly submit: () => void;
}

/** The real requestReset: the forgotPassword mutation. */
export const requestReset = fromPromise<{ destination: string }, { email: string }>(({ input }) => accountApi.forgotPassword(input));

export function useAuthForgotPassword(input: AuthForgotPasswordInput, deps: Pick<AuthFlowDeps, 'actors' | 'navigate'>): ForgotPasswordView {
  const [logic] = useState(() =>
    authForgotPasswordMachine.provide({
      actors: (deps.actors ?? { requestReset }) as { requestReset: typeof requestReset },
      actions: {
        goToEmailSuccess: ({ context }) => deps.navigate(forgotPasswordEmailSuccessPath(context.email.trim(), context.destination)),
      },
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
