/**
 * useAuthDeleteAccount(deps): deletes the account with the deleteAccount mutation, then signs out
 * through the session actor; returns the view API of DeleteAccountScreen.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import { accountApi } from '@/lib/session/account-api';
import { authFlowError } from '@/lib/session/auth-errors';
import type { AuthFlowDeps } from '@/lib/session/auth-flow.types';
import { signOutSession } from '@/machines/session/session-tokens';
import { useSessionActorRef } from '@/machines/session/use-session';
import { authDeleteAccountMachine } from './auth-delete-account.machine';
import type { AuthDeleteAccountContext } from './auth-delete-account.types';
import { flowInspector } from '../flow-inspector';

/** What DeleteAccountScreen shows and can ask for. */
export interface DeleteAccountView {
  readonly password: string;
  readonly fieldErrors: AuthDeleteAccountContext['fieldErrors'];
  readonly error: AuthDeleteAccountContext['error'];
  readonly busy: boolean;
  readonly deleted: boolean;
  readonly change: (value: string) => void;
  readonly submit: () => void;
}

export function useAuthDeleteAccount(deps: Pick<AuthFlowDeps, 'actors'>): DeleteAccountView {
  const session = useSessionActorRef();
  const [logic] = useState(() => {
    const real = {
      deleteAccount: fromPromise<void, { password: string }>(({ input }) => accountApi.deleteAccount(input)),
      signOut: fromPromise<void, void>(async () => {
        if (!(await signOutSession(session))) throw authFlowError('NETWORK');
      }),
    };
    return authDeleteAccountMachine.provide({ actors: (deps.actors ?? real) as typeof real });
  });
  const actor = useActorRef(logic, { input: {}, inspect: flowInspector });
  const password = useSelector(actor, (s) => s.context.password);
  const fieldErrors = useSelector(actor, (s) => s.context.fieldErrors);
  const error = useSelector(actor, (s) => s.context.error);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const deleted = useSelector(actor, (s) => s.matches('deleted'));
  return useMemo(
    () => ({
      password,
      fieldErrors,
      error,
      busy,
      deleted,
      change: (value: string) => actor.send({ type: 'field.change', field: 'password', value }),
      submit: () => actor.send({ type: 'form.submit' }),
    }),
    [actor, password, fieldErrors, error, busy, deleted],
  );
}
