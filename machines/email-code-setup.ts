/**
 * The setup the e-mail + code auth flows share: verification and forgot password (one e-mail field,
 * then a code is mailed), confirmation and reset password (a mailed code is checked, a new one can be
 * asked for). Each machine keeps its id, states and events (the registry, fixtures and model tests
 * name them); what they had written four times — the e-mail-only form, the code-mail call with its
 * challenge and failure handling — is built here once.
 */
import { fromPromise, type DoneActorEvent } from 'xstate';
import type { ChallengeProof, CodeMailVariables } from '@/lib/account/account-operations';
import type { AuthFailure } from '@/lib/session/auth-flow.types';
import { collectErrors, requiredEmailError, type FieldErrors } from '@/lib/session/auth-validation';
import { canSolveChallenge, challengeOrFailure, solveChallengeActor } from './challenge-step';
import type { EmailFormEvent } from './email-form-view';

/** Where a code mail went, masked ('a***@v***.ro'): the output of every code-mail call. */
export interface CodeDestination {
  readonly destination: string;
}

/** A code-mail actor as a machine declares it (the flow's hook provides the mutation). */
export function codeMailActor(hook: string) {
  return fromPromise<CodeDestination, CodeMailVariables>(() => Promise.reject(new Error(`provided by ${hook}`)));
}

/** What every e-mail + code flow keeps. */
export interface EmailCodeContext {
  readonly email: string;
  readonly error: AuthFailure | null;
  /** The solved challenge this submit sends (the server asked for one), or null. */
  readonly challenge: ChallengeProof | null;
}

/** The input of a code-mail call: the e-mail as typed (trimmed) and the challenge solved for it, if any. */
function codeMailInput({ context }: { context: EmailCodeContext }): CodeMailVariables {
  return { email: context.email.trim(), challenge: context.challenge };
}

/**
 * The state that mails a code: invoke `src` (its id too, so done/error events keep their names),
 * then `onDone`; a challenge asked for goes to `solving`, any other failure back to `editing`.
 */
export function codeMailState<Src extends string, Solving extends string, OnDone>(
  src: Src,
  solving: Solving,
  description: string,
  onDone: OnDone,
) {
  return {
    description,
    tags: ['busy'] satisfies 'busy'[],
    invoke: { id: src, src, input: codeMailInput, onDone, onError: challengeOrFailure(solving) },
  };
}

/** `params` of a code mail's `onDone`: where the code went. */
export function destinationOf({ event }: { event: DoneActorEvent<CodeDestination> }): CodeDestination {
  return { destination: event.output.destination };
}

/** Actors, guards and actions every e-mail + code machine has (spread into its `setup`). */
export const emailCodeSetup = {
  actors: { solveChallenge: solveChallengeActor },
  guards: {
    // One challenge per submit: asked again right after solving one, the flow shows the refusal.
    canSolveChallenge,
  },
};

/** The e-mail-only form (verification, forgot password): its context and its errors. */
export interface EmailOnlyContext extends EmailCodeContext {
  readonly fieldErrors: FieldErrors<'email'>;
}

export function emailOnlyErrors(context: { readonly email: string }): FieldErrors<'email'> {
  return collectErrors({ email: context.email }, { email: requiredEmailError });
}

/** Guards and context updates of the e-mail-only form (plain functions: each machine's `assign` gives them its context). */
export const emailOnlyForm = {
  isFormValid: ({ context }: { context: { readonly email: string } }): boolean =>
    Object.keys(emailOnlyErrors(context)).length === 0,
  /** Typing clears the messages and the challenge of the last submit. */
  changed: (event: EmailFormEvent) =>
    event.type === 'field.change' ? { email: event.value, fieldErrors: {}, error: null, challenge: null } : {},
  invalid: (context: { readonly email: string }) => ({ fieldErrors: emailOnlyErrors(context), error: null }),
};

/** The e-mail-only form's `editing` state: typing, and a valid submit goes to `sending`. */
export function emailEditingState<Sending extends string>(description: string, sending: Sending) {
  return {
    description,
    on: {
      'field.change': { actions: 'changeField' as const },
      'form.submit': [{ guard: 'isFormValid' as const, target: sending }, { actions: 'showFieldErrors' as const }],
    },
  };
}
