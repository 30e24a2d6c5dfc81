/**
 * The gate in front of every password and code check (ASVS 6.3.1: stop guessing without denying
 * service). Nobody is ever locked out: the attempt is reserved first, atomically; within the free
 * attempts it is evaluated at once; past them it needs a solved proof-of-work challenge issued for
 * this action and account (harder and later as failures grow, capped), used once. A success gives
 * the reservation back and forgets the account's failures; a failure keeps it counted.
 */
import type { Db } from '@/server/db/client';
import type { AuthConfig } from './auth-config';
import { AuthError } from './auth-error-codes';
import {
  type ChallengeProof,
  type GuardedAction,
  issueChallenge,
  type IssuedChallenge,
  spendChallenge,
  type VerifiedChallenge,
  verifyChallenge,
} from './challenge';
import {
  type AttemptCounts,
  attemptCounts,
  CHALLENGE_RULES,
  clearAccount,
  MIN_DIFFICULTY,
  releaseAttempt,
  requiredDifficulty,
  requiredWaitMs,
  reserveAttempt,
  type ThrottleSubjects,
} from './throttle';

/** What the gate needs of the request. */
export interface GateDeps {
  db: Db;
  config: Pick<AuthConfig, 'secret' | 'now'>;
  /** The client address; null when unknown. */
  address: string | null;
}

/** How an evaluated attempt ended: let in, a counted failure, or refused without being a guess. */
export type AttemptOutcome<T> =
  { kind: 'success'; value: T } | { kind: 'failure'; error: AuthError } | { kind: 'refused'; error: AuthError };

/**
 * A challenge issued a moment before may be a bit easier than the count now asks for (other
 * attempts came in between); this many bits of slack keep the owner from chasing the count.
 */
const DIFFICULTY_SLACK = 2;

/** The SPEC §8 answer when a challenge is needed. */
function challengeRequired(action: GuardedAction): AuthError {
  return new AuthError(action === 'sign_in' ? 'PASSWORD_ATTEMPTS_EXCEEDED' : 'LIMIT_EXCEEDED', 'challengeRequired');
}

/** The difficulty (null: none needed) and delay the `counts`-th attempts ask for. */
function demands(action: GuardedAction, counts: AttemptCounts): { difficulty: number | null; waitMs: number } {
  const rules = CHALLENGE_RULES[action];
  const byAccount = requiredDifficulty(rules.account, counts.account);
  const byAddress = counts.address === null ? null : requiredDifficulty(rules.address, counts.address);
  const difficulty = byAccount === null && byAddress === null ? null : Math.max(byAccount ?? 0, byAddress ?? 0);
  return { difficulty, waitMs: requiredWaitMs(rules.account, counts.account) };
}

/**
 * A challenge for the next attempt of `action` on `email` (GraphQL `authChallenge`). Issued to
 * anyone: it is stateless and signed, and costs its solver, not the server.
 */
export async function challengeFor(deps: GateDeps, action: GuardedAction, email: string): Promise<IssuedChallenge> {
  const now = deps.config.now();
  const counts = await attemptCounts(deps.db, action, { account: email, address: deps.address }, now);
  const next = { account: counts.account + 1, address: counts.address === null ? null : counts.address + 1 };
  const { difficulty, waitMs } = demands(action, next);
  // Within the free attempts a challenge is not needed; one of the lowest difficulty still works.
  return issueChallenge(deps.config.secret, action, email, difficulty ?? MIN_DIFFICULTY, waitMs, now);
}

/**
 * Lets the reserved attempt through when it is free or carries a fresh solved challenge hard
 * enough for its count (and, for mail, issued with a long enough delay: a pile of challenges
 * fetched at once cannot buy a burst of mails); otherwise gives the reservation back and throws
 * challengeRequired.
 */
async function admit(
  deps: GateDeps,
  action: GuardedAction,
  subjects: ThrottleSubjects,
  counts: AttemptCounts,
  solved: VerifiedChallenge | null,
  now: Date,
): Promise<void> {
  const { difficulty } = demands(action, counts);
  if (difficulty === null) return;
  const wait =
    action === 'send_code' ? requiredWaitMs(CHALLENGE_RULES[action].account, counts.account - DIFFICULTY_SLACK) : 0;
  if (
    solved &&
    solved.difficulty >= difficulty - DIFFICULTY_SLACK &&
    solved.waitMs >= wait &&
    (await spendChallenge(deps.db, solved, now))
  )
    return;
  await releaseAttempt(deps.db, action, subjects);
  throw challengeRequired(action);
}

/**
 * Sends one code mail behind the gate (`send_code`): every mail counts, reserved before `send`
 * runs, so concurrent requests cannot send more than the free mails; past them each needs a solved
 * challenge and waits its steep delay. Nobody is locked out. `send` answering 'refused' (the
 * account is already confirmed, say) or throwing gives the reservation back.
 */
export async function guardedMail<T>(
  deps: GateDeps,
  email: string,
  proof: ChallengeProof | undefined,
  send: () => Promise<AttemptOutcome<T>>,
): Promise<T> {
  const now = deps.config.now();
  const subjects = { account: email, address: deps.address };
  const solved = proof ? verifyChallenge(deps.config.secret, proof, 'send_code', email, now) : null;
  await admit(deps, 'send_code', subjects, await reserveAttempt(deps.db, 'send_code', subjects, now), solved, now);
  let outcome: AttemptOutcome<T>;
  try {
    outcome = await send();
  } catch (error) {
    await releaseAttempt(deps.db, 'send_code', subjects).catch(() => undefined);
    throw error;
  }
  if (outcome.kind === 'success') return outcome.value;
  await releaseAttempt(deps.db, 'send_code', subjects);
  throw outcome.error;
}

/** Runs `evaluate` behind the gate; see the file comment. */
export async function guardedAttempt<T>(
  deps: GateDeps,
  action: GuardedAction,
  email: string,
  proof: ChallengeProof | undefined,
  evaluate: () => Promise<AttemptOutcome<T>>,
): Promise<T> {
  const now = deps.config.now();
  const subjects = { account: email, address: deps.address };
  const solved = proof ? verifyChallenge(deps.config.secret, proof, action, email, now) : null;
  await admit(deps, action, subjects, await reserveAttempt(deps.db, action, subjects, now), solved, now);
  let outcome: AttemptOutcome<T>;
  try {
    outcome = await evaluate();
  } catch (error) {
    // Not an answer about the guess (the database failed, say): the attempt does not count.
    await releaseAttempt(deps.db, action, subjects).catch(() => undefined);
    throw error;
  }
  if (outcome.kind === 'failure') throw outcome.error;
  if (outcome.kind === 'refused') {
    await releaseAttempt(deps.db, action, subjects);
    throw outcome.error;
  }
  await clearAccount(deps.db, action, email);
  await releaseAttempt(deps.db, action, subjects, ['address']);
  return outcome.value;
}
