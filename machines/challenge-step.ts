/**
 * The proof-of-work step the auth flows share (docs/auth.md, "Throttling"): when the server refuses
 * an attempt until a challenge is solved (reason challengeRequired), the flow solves one in
 * `solvingChallenge` and sends the same attempt again with it, once per submit.
 */
import { fromPromise } from 'xstate';
import type { AuthChallengePurpose, ChallengeProof } from '@/lib/account/account-operations';
import type { ChallengeRequest } from '@/lib/session/auth-challenge';
import { needsChallenge } from '@/lib/session/auth-errors';

/** The solveChallenge actor as a machine declares it (the flow's hook provides challengeSolver). */
export const solveChallengeActor = fromPromise<ChallengeProof, ChallengeRequest>(() => Promise.reject(new Error('solveChallenge is provided by the flow hook')));

/** Guard: the server asked for a challenge and this submit has not solved one yet. */
export function canSolveChallenge({ context, event }: { context: { readonly challenge: ChallengeProof | null }; event: unknown }): boolean {
  return context.challenge === null && needsChallenge((event as { error?: unknown }).error);
}

/** The context update of a solved challenge (the solver's output). */
export function solvedChallenge({ event }: { event: unknown }): { challenge: ChallengeProof | null } {
  return { challenge: (event as { output?: ChallengeProof }).output ?? null };
}

/** The solvingChallenge state: solve (flow-specific `description`), then back to `retry`; a failure is shown in `editing`. */
export function solvingChallengeState<Retry extends string>(purpose: AuthChallengePurpose, retry: Retry, description: string) {
  return {
    description,
    tags: ['busy', 'verifying'] as ('busy' | 'verifying')[],
    invoke: {
      id: 'solveChallenge',
      src: 'solveChallenge' as const,
      input: ({ context }: { context: { readonly email: string } }): ChallengeRequest => ({ purpose, email: context.email.trim() }),
      onDone: { target: retry, actions: 'useChallenge' as const },
      onError: { target: 'editing' as const, actions: 'showFailure' as const },
    },
  };
}
