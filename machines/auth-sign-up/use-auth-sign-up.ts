/**
 * useAuthSignUp(input, deps): runs the sign-up flow with the signUp mutation (and the SEND_CODE
 * challenge when the server asks for one) and returns the view API of SignUpScreen.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import { accountApi } from '@/lib/account/account-api';
import { challengeSolver } from '@/lib/session/auth-challenge';
import { confirmPath } from '@/lib/session/auth-paths';
import type { AuthFlowDeps } from '@/lib/session/auth-flow.types';
import { authSignUpMachine } from './auth-sign-up.machine';
import type {
  AuthSignUpContext,
  AuthSignUpInput,
  SignUpField,
  SignUpRequest,
  SignUpUserType,
} from './auth-sign-up.types';
import { flowInspector } from '../flow-inspector';

/** What SignUpScreen shows and can ask for. */
export interface SignUpView {
  readonly values: Pick<AuthSignUpContext, 'email' | 'password' | 'givenName' | 'companyName' | 'userType'>;
  readonly fieldErrors: AuthSignUpContext['fieldErrors'];
  readonly error: AuthSignUpContext['error'];
  readonly busy: boolean;
  /** Solving the server's proof-of-work challenge: how far (0…1), or null when not. */
  readonly verifying: number | null;
  /** The wait the challenge being solved asks (ms); 0 when none. */
  readonly waitMs: number;
  readonly leaving: boolean;
  readonly change: (field: SignUpField, value: string) => void;
  readonly chooseUserType: (userType: SignUpUserType) => void;
  readonly submit: () => void;
}

/** The real submitSignUp: the signUp mutation. */
export const submitSignUp = fromPromise<{ destination: string }, SignUpRequest>(({ input }) =>
  accountApi.signUp(input),
);

export function useAuthSignUp(input: AuthSignUpInput, deps: AuthFlowDeps): SignUpView {
  // How far the challenge is and how long it waits: details of the screen, not steps of the flow.
  const [progress, setProgress] = useState(0);
  const [wait, setWait] = useState(0);
  const [logic] = useState(() =>
    authSignUpMachine.provide({
      actors: { submitSignUp, solveChallenge: challengeSolver(setProgress, setWait), ...deps.actors },
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
  const solving = useSelector(actor, (s) => s.hasTag('verifying'));
  const verifying = solving ? progress : null;
  const waitMs = solving ? wait : 0;
  return useMemo(
    () => ({
      values: { email, password, givenName, companyName, userType },
      fieldErrors,
      error,
      busy,
      verifying,
      waitMs,
      leaving,
      change: (field: SignUpField, value: string) => actor.send({ type: 'field.change', field, value }),
      chooseUserType: (next: SignUpUserType) => actor.send({ type: 'userType.choose', userType: next }),
      submit: () => actor.send({ type: 'form.submit' }),
    }),
    [actor, email, password, givenName, companyName, userType, fieldErrors, error, busy, verifying, waitMs, leaving],
  );
}
