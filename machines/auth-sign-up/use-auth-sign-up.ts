/**
 * useAuthSignUp(input, deps): runs the sign-up flow with the signUp mutation and returns the view
 * API of SignUpScreen.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import { accountApi } from '@/lib/session/account-api';
import { confirmPath } from '@/lib/session/auth-paths';
import type { AuthFlowDeps } from '@/lib/session/auth-flow.types';
import { authSignUpMachine } from './auth-sign-up.machine';
import type { AuthSignUpContext, AuthSignUpInput, SignUpField, SignUpRequest, SignUpUserType } from './auth-sign-up.types';
import { flowInspector } from '../flow-inspector';

/** What SignUpScreen shows and can ask for. */
export interface SignUpView {
  readonly values: Pick<AuthSignUpContext, 'email' | 'password' | 'givenName' | 'companyName' | 'userType'>;
  readonly fieldErrors: AuthSignUpContext['fieldErrors'];
  readonly error: AuthSignUpContext['error'];
  readonly busy: boolean;
  readonly leaving: boolean;
  readonly change: (field: SignUpField, value: string) => void;
  readonly chooseUserType: (userType: SignUpUserType) => void;
  readonly submit: () => void;
}

/** The real submitSignUp: the signUp mutation. */
export const submitSignUp = fromPromise<{ destination: string }, SignUpRequest>(({ input }) => accountApi.signUp(input));

export function useAuthSignUp(input: AuthSignUpInput, deps: AuthFlowDeps): SignUpView {
  const [logic] = useState(() =>
    authSignUpMachine.provide({
      actors: (deps.actors ?? { submitSignUp }) as { submitSignUp: typeof submitSignUp },
      actions: {
        goToConfirmation: ({ context }) => deps.navigate(confirmPath(context.email.trim(), true)),
      },
    }),
  );
  const actor = useActorRef(logic, { input, inspect: flowInspector });
  const email = useSelector(actor, (s) => s.context.email);
  const password = useSelector(actor, (s) => s.context.password);
  const givenName = useSelector(actor, (s) => s.context.givenName);
  const companyName = useSelector(actor, (s) => s.context.companyName);
  const userType = useSelector(actor, (s) => s.context.userType);
  const fieldErrors = useSelector(actor, (s) => s.context.fieldErrors);
  const error = useSelector(actor, (s) => s.context.error);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const leaving = useSelector(actor, (s) => s.status === 'done');
  return useMemo(
    () => ({
      values: { email, password, givenName, companyName, userType },
      fieldErrors,
      error,
      busy,
      leaving,
      change: (field: SignUpField, value: string) => actor.send({ type: 'field.change', field, value }),
      chooseUserType: (next: SignUpUserType) => actor.send({ type: 'userType.choose', userType: next }),
      submit: () => actor.send({ type: 'form.submit' }),
    }),
    [actor, email, password, givenName, companyName, userType, fieldErrors, error, busy, leaving],
  );
}
