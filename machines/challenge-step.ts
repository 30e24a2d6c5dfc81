/**
 * The proof-of-work step the auth flows share (docs/auth.md, "Throttling"): when the server refuses
 * an attempt until a challenge is solved (reason challengeRequired), the flow solves one in
 * `solvingChallenge` and sends the same attempt again with it, once per submit.
 *
 * Done and error events reach the named guards and actions through `params` (docs/view-api.md):
 * the transition reads the typed event (`ErrorActorEvent`, `DoneActorEvent<ChallengeProof>`), the
 * implementation takes plain values, and no event is cast.
 */
import { fromPromise, type DoneActorEvent } from 'xstate';
import type { AuthChallengePurpose, ChallengeProof } from '@/lib/account/account-operations';
import type { ChallengeRequest } from '@/lib/session/auth-challenge';
import type { AuthFailure } from '@/lib/session/auth-flow.types';
import { describeAuthFailure, needsChallenge } from '@/lib/session/auth-errors';
import { failureOf, type FailureParams } from './actor-events';

/** The solveChallenge actor as a machine declares it (the flow's hook provides challengeSolver). */
export const solveChallengeActor = fromPromise<ChallengeProof, ChallengeRequest>(() =>
  Promise.reject(new Error('solveChallenge is provided by the flow hook')),
);

/** The `showFailure` action of an `onError` transition, given the failure. */
export const showFailure = { type: 'showFailure', params: failureOf } as const;

/** The `canSolveChallenge` guard of an `onError` transition, given the failure. */
export const challengeNeeded = { type: 'canSolveChallenge', params: failureOf } as const;

/** Guard: the server asked for a challenge and this submit has not solved one yet. */
export function canSolveChallenge(
  { context }: { context: { readonly challenge: ChallengeProof | null } },
  { error }: FailureParams,
): boolean {
  return context.challenge === null && needsChallenge(error);
}

/** The context update of a failed call: the failure shown; a challenge is used once, whatever the answer. */
export function failedCall(
  { error }: FailureParams,
  describe: (error: unknown) => AuthFailure = describeAuthFailure,
): { error: AuthFailure; challenge: null } {
  return { error: describe(error), challenge: null };
}

/** An invoke's `onError`: solve a challenge when the server asks for one (once per submit), else show the failure in `editing`. */
export function challengeOrFailure<Solving extends string>(solving: Solving) {
  return [
    { guard: challengeNeeded, target: solving },
    { target: 'editing' as const, actions: showFailure },
  ];
}

/** What `useChallenge` is given: the solver's proof. */
export interface SolvedChallengeParams {
  readonly proof: ChallengeProof;
}

/** The context update of a solved challenge. */
export function solvedChallenge({ proof }: SolvedChallengeParams): { challenge: ChallengeProof } {
  return { challenge: proof };
}

/** The solvingChallenge state: solve (flow-specific `description`), then back to `retry`; a failure is shown in `editing`. */
export function solvingChallengeState<Retry extends string>(
  purpose: AuthChallengePurpose,
  retry: Retry,
  description: string,
) {
  return {
    description,
    tags: ['busy', 'verifying'] satisfies ('busy' | 'verifying')[],
    invoke: {
      id: 'solveChallenge',
      src: 'solveChallenge' as const,
      input: ({ context }: { context: { readonly email: string } }): ChallengeRequest => ({
        purpose,
        email: context.email.trim(),
      }),
      onDone: {
        target: retry,
        actions: {
          type: 'useChallenge' as const,
          params: ({ event }: { event: DoneActorEvent<ChallengeProof> }): SolvedChallengeParams => ({
            proof: event.output,
          }),
        },
      },
      onError: { target: 'editing' as const, actions: showFailure },
    },
  };
}
