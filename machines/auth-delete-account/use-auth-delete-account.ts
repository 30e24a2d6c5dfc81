/**
 * useAuthDeleteAccount(deps): deletes the account with the deleteAccount mutation, then signs out
 * through the session actor; returns the view API of DeleteAccountScreen.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import { accountApi } from '@/lib/account/account-api';
import { challengeSolver } from '@/lib/session/auth-challenge';
import { authFlowError } from '@/lib/session/auth-errors';
import type { AuthFlowDeps } from '@/lib/session/auth-flow.types';
import { signOutSession } from '@/machines/session/session-tokens';
import { useSessionActorRef } from '@/machines/session/use-session';
import { authDeleteAccountMachine } from './auth-delete-account.machine';
import type {
  AuthDeleteAccountContext,
  AuthDeleteAccountInput,
  DeleteAccountRequest,
} from './auth-delete-account.types';
import { flowInspector } from '../flow-inspector';

/** What DeleteAccountScreen shows and can ask for. */
export interface DeleteAccountView {
  readonly password: string;
  readonly fieldErrors: AuthDeleteAccountContext['fieldErrors'];
  readonly error: AuthDeleteAccountContext['error'];
  readonly busy: boolean;
  /** Solving the server's proof-of-work challenge: how far (0…1), or null when not. */
  readonly verifying: number | null;
  readonly deleted: boolean;
  readonly change: (value: string) => void;
  readonly submit: () => void;
}

export function useAuthDeleteAccount(
  input: AuthDeleteAccountInput,
  deps: Pick<AuthFlowDeps, 'actors'>,
): DeleteAccountView {
  const session = useSessionActorRef();
  // How far the challenge is: a detail of the screen, not a step of the flow (the machine knows that it is solving).
  const [progress, setProgress] = useState(0);
  const [logic] = useState(() => {
    const real = {
      deleteAccount: fromPromise<void, DeleteAccountRequest>(({ input }) => accountApi.deleteAccount(input)),
      solveChallenge: challengeSolver(setProgress),
      signOut: fromPromise<void, void>(async () => {
        if (!(await signOutSession(session))) throw authFlowError('NETWORK');
      }),
    };
    return authDeleteAccountMachine.provide({ actors: { ...real, ...deps.actors } });
  });
  const actor = useActorRef(logic, { input, inspect: flowInspector });
  const password = useSelector(actor, (s) => s.context.password);
  const fieldErrors = useSelector(actor, (s) => s.context.fieldErrors);
  const error = useSelector(actor, (s) => s.context.error);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const solving = useSelector(actor, (s) => s.hasTag('verifying'));
  const verifying = solving ? progress : null;
  const deleted = useSelector(actor, (s) => s.matches('deleted'));
  return useMemo(
    () => ({
      password,
      fieldErrors,
      error,
      busy,
      verifying,
      deleted,
      change: (value: string) => actor.send({ type: 'field.change', field: 'password', value }),
      submit: () => actor.send({ type: 'form.submit' }),
    }),
    [actor, password, fieldErrors, error, busy, verifying, deleted],
  );
}
