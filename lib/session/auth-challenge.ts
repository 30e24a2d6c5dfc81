/**
 * What an auth flow does when the server asks for a proof-of-work challenge (reason
 * challengeRequired, docs/auth.md "Throttling"): fetch a fresh challenge for the account, solve it
 * (lib/session/proof-of-work, off the main thread's way through asynchronous Web Crypto), wait the
 * progressive delay the challenge carries, and hand the proof to the flow, which sends its
 * attempt again.
 */
import { fromPromise } from 'xstate';
import { accountApi } from '@/lib/account/account-api';
import type { AuthChallengePurpose, ChallengeProof } from '@/lib/account/account-operations';
import { solveProofOfWork } from './proof-of-work';

/** What the flow asks the solver for. */
export interface ChallengeRequest {
  readonly purpose: AuthChallengePurpose;
  readonly email: string;
}

function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (ms <= 0) return resolve();
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason instanceof Error ? signal.reason : new Error('aborted'));
    });
  });
}

/** Fetches, solves and waits out one challenge; `onProgress` gets 0…1 while solving. */
export async function solveAuthChallenge(
  request: ChallengeRequest,
  options: { signal?: AbortSignal; onProgress?: (fraction: number) => void; onWait?: (waitMs: number) => void } = {},
): Promise<ChallengeProof> {
  const challenge = await accountApi.authChallenge({ purpose: request.purpose, email: request.email });
  options.onWait?.(challenge.waitMs);
  const solving = {
    ...(options.signal ? { signal: options.signal } : {}),
    ...(options.onProgress ? { onProgress: options.onProgress } : {}),
  };
  const [counter] = await Promise.all([
    solveProofOfWork(challenge.token, challenge.difficulty, solving),
    pause(challenge.waitMs, options.signal),
  ]);
  return { token: challenge.token, counter };
}

/**
 * The flows' solveChallenge actor, reporting how far it got to `onProgress` and the wait the
 * challenge asks (ms; minutes for a code mail) to `onWait`, so the screen can say how long.
 */
export function challengeSolver(onProgress: (fraction: number) => void, onWait?: (waitMs: number) => void) {
  return fromPromise<ChallengeProof, ChallengeRequest>(({ input, signal }) => {
    onProgress(0);
    onWait?.(0);
    return solveAuthChallenge(input, { signal, onProgress, ...(onWait ? { onWait } : {}) });
  });
}
