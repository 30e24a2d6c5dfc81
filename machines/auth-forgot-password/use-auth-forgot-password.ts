/**
 * useAuthForgotPassword(input, deps): runs the reset request with the forgotPassword mutation and
 * returns the view API of ForgotPasswordScreen.
 */
import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { accountApi } from '@/lib/session/account-api';
import { forgotPasswordEmailSuccessPath } from '@/lib/session/auth-paths';
import type { AuthFlowDeps } from '@/lib/session/auth-flow.types';
import { authForgotPasswordMachine } from './auth-forgot-password.machine';
import type { AuthForgotPasswordInput } from './auth-forgot-password.types';
import { useEmailFormView, type EmailFormView } from '../email-form-view';
import { flowInspector } from '../flow-inspector';

/** What ForgotPasswordScreen shows and can ask for. */
export type ForgotPasswordView = EmailFormView;

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
  return useEmailFormView(actor);
}
