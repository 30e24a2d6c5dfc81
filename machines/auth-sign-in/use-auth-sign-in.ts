/**
 * useAuthSignIn(input, deps): runs the sign-in flow with the real auth client and returns the view
 * API of SignInScreen.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import { signInWithCredentials } from '@/lib/session/auth-client';
import { authFlowError } from '@/lib/session/auth-errors';
import type { AuthFlowDeps } from '@/lib/session/auth-flow.types';
import { verificationPath } from '@/lib/session/auth-paths';
import { storeAuthRedirectUrl, takePostLoginTarget } from '@/lib/session/post-login';
import { browserStorage, EMAIL_LOGIN_TYPE, LOGIN_TYPE_KEY, writeKey } from '@/lib/session/session-storage';
import { authSignInMachine } from './auth-sign-in.machine';
import type { AuthSignInContext, AuthSignInInput, SignInField, SignInRequest } from './auth-sign-in.types';
import { flowInspector } from '../flow-inspector';

/** What SignInScreen shows and can ask for. */
export interface SignInView {
  readonly email: string;
  readonly password: string;
  readonly fieldErrors: AuthSignInContext['fieldErrors'];
  readonly error: AuthSignInContext['error'];
  readonly busy: boolean;
  /** Signed in or sent on: the page is being left. */
  readonly leaving: boolean;
  readonly change: (field: SignInField, value: string) => void;
  readonly submit: () => void;
}

/** The real submitSignIn: next-auth's credentials callback; its error code becomes an AuthFlowError. */
export const submitSignIn = fromPromise<void, SignInRequest>(async ({ input }) => {
  const result = await signInWithCredentials(input);
  if (result.error || !result.ok) throw authFlowError(result.error ?? 'UNKNOWN');
});

export function useAuthSignIn(input: AuthSignInInput, deps: AuthFlowDeps): SignInView {
  const [logic] = useState(() => {
    const storage = () => (deps.storage === undefined ? browserStorage() : deps.storage);
    return authSignInMachine.provide({
      actors: (deps.actors ?? { submitSignIn }) as { submitSignIn: typeof submitSignIn },
      actions: {
        storeReturnUrl: ({ context }) => storeAuthRedirectUrl(storage(), context.returnUrl),
        rememberLoginType: () => void writeKey(storage(), LOGIN_TYPE_KEY, EMAIL_LOGIN_TYPE),
        goToReturnUrl: ({ context }) => deps.navigate(takePostLoginTarget(storage(), context.returnUrl, deps.siteOrigin)),
        goToVerification: ({ context }) => deps.navigate(verificationPath(context.email.trim())),
      },
    });
  });
  const actor = useActorRef(logic, { input, inspect: flowInspector });
  const email = useSelector(actor, (s) => s.context.email);
  const password = useSelector(actor, (s) => s.context.password);
  const fieldErrors = useSelector(actor, (s) => s.context.fieldErrors);
  const error = useSelector(actor, (s) => s.context.error);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const leaving = useSelector(actor, (s) => s.status === 'done');
  return useMemo(
    () => ({
      email,
      password,
      fieldErrors,
      error,
      busy,
      leaving,
      change: (field: SignInField, value: string) => actor.send({ type: 'field.change', field, value }),
      submit: () => actor.send({ type: 'form.submit' }),
    }),
    [actor, email, password, fieldErrors, error, busy, leaving],
  );
}
