/**
 * useAuthSignIn(input, deps): runs the sign-in flow with the real auth client and returns the view
 * API of SignInScreen.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import { challengeSolver } from '@/lib/session/auth-challenge';
import { signInWithCredentials } from '@/lib/session/auth-client';
import { authFlowError, CHALLENGE_REQUIRED } from '@/lib/session/auth-errors';
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
  /** Solving the server's proof-of-work challenge: how far (0…1), or null when not. */
  readonly verifying: number | null;
  /** Signed in or sent on: the page is being left. */
  readonly leaving: boolean;
  readonly change: (field: SignInField, value: string) => void;
  readonly submit: () => void;
}

/**
 * The real submitSignIn: next-auth's credentials callback; its error code becomes an AuthFlowError.
 * The sign-in url carries only the code: PASSWORD_ATTEMPTS_EXCEEDED always means "solve a
 * challenge" now that no account is ever locked.
 */
export const submitSignIn = fromPromise<void, SignInRequest>(async ({ input }) => {
  const { challenge, ...credentials } = input;
  const proof = challenge ? { challengeToken: challenge.token, challengeCounter: String(challenge.counter) } : {};
  const result = await signInWithCredentials({ ...credentials, ...proof });
  if (result.error || !result.ok) {
    const code = result.error ?? 'UNKNOWN';
    throw authFlowError(code, code === 'PASSWORD_ATTEMPTS_EXCEEDED' ? CHALLENGE_REQUIRED : undefined);
  }
});

export function useAuthSignIn(input: AuthSignInInput, deps: AuthFlowDeps): SignInView {
  // How far the challenge is: a detail of the screen, not a step of the flow (the machine knows that it is solving).
  const [progress, setProgress] = useState(0);
  const [logic] = useState(() => {
    const storage = () => (deps.storage === undefined ? browserStorage() : deps.storage);
    const realActors = { submitSignIn, solveChallenge: challengeSolver(setProgress) };
    return authSignInMachine.provide({
      actors: { ...realActors, ...deps.actors },
      actions: {
        storeReturnUrl: ({ context }) => storeAuthRedirectUrl(storage(), context.returnUrl),
        rememberLoginType: () => void writeKey(storage(), LOGIN_TYPE_KEY, EMAIL_LOGIN_TYPE),
        goToReturnUrl: ({ context }) =>
          deps.navigate(takePostLoginTarget(storage(), context.returnUrl, deps.siteOrigin)),
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
  const solving = useSelector(actor, (s) => s.hasTag('verifying'));
  const verifying = solving ? progress : null;
  const leaving = useSelector(actor, (s) => s.status === 'done');
  return useMemo(
    () => ({
      email,
      password,
      fieldErrors,
      error,
      busy,
      verifying,
      leaving,
      change: (field: SignInField, value: string) => actor.send({ type: 'field.change', field, value }),
      submit: () => actor.send({ type: 'form.submit' }),
    }),
    [actor, email, password, fieldErrors, error, busy, verifying, leaving],
  );
}
