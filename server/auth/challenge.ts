/**
 * Proof-of-work challenges (docs/auth.md, "Throttling"): a stateless token, HMAC-signed with the
 * server secret, binding an action and an account to a difficulty, a moment before which it may
 * not be used (the progressive delay), an expiry and a random nonce. The client finds a counter
 * whose SHA-256(token ':' counter) has `difficulty` leading zero bits (lib/session/proof-of-work).
 * Checking costs one hash; a used nonce is written down so each token unlocks one attempt only.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { lt } from 'drizzle-orm';
import { leadingZeroBits, proofInput } from '@/lib/session/proof-of-work';
import type { Db } from '@/server/db/client';
import { authChallengeSpends } from '@/server/db/schema/auth';

/** Actions whose failed attempts call for a challenge (the others are only counted). */
export type GuardedAction = 'sign_in' | 'verify_code' | 'send_code';

/** A token lives this long: enough for a slow phone to solve it and send the attempt. */
export const CHALLENGE_TTL_MS = 5 * 60_000;

/** What the client gets: the token to hash, the difficulty, and how long to wait before using it. */
export interface IssuedChallenge {
  token: string;
  difficulty: number;
  waitMs: number;
}

/** A solved challenge as the client sends it with an attempt. */
export interface ChallengeProof {
  token: string;
  counter: number;
}

/** What a valid proof vouches for. */
export interface VerifiedChallenge {
  difficulty: number;
  /** The delay it was issued with (mail asks a long enough one, attempt-gate.ts). */
  waitMs: number;
  nonce: string;
  expiresAt: Date;
}

interface Payload {
  /** action */
  a: GuardedAction;
  /** account: a digest of the lower-cased e-mail, so the token does not carry the address */
  s: string;
  /** difficulty in bits */
  d: number;
  /** not before (ms since the epoch) */
  nb: number;
  /** the delay before `nb`, in ms */
  w: number;
  /** expires (ms since the epoch) */
  e: number;
  /** nonce */
  n: string;
}

function subjectOf(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('base64url').slice(0, 22);
}

function signature(secret: string, payload: string): string {
  // A key of its own: a challenge signature can never double as a code hash or an id token.
  return createHmac('sha256', `auth-challenge:${secret}`).update(payload).digest('base64url');
}

/** A fresh challenge for one attempt of `action` on `email`. */
export function issueChallenge(
  secret: string,
  action: GuardedAction,
  email: string,
  difficulty: number,
  waitMs: number,
  now: Date,
): IssuedChallenge {
  const payload: Payload = {
    a: action,
    s: subjectOf(email),
    d: difficulty,
    nb: now.getTime() + waitMs,
    w: waitMs,
    e: now.getTime() + waitMs + CHALLENGE_TTL_MS,
    n: randomBytes(16).toString('base64url'),
  };
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return { token: `${body}.${signature(secret, body)}`, difficulty, waitMs };
}

function readPayload(secret: string, token: string): Payload | null {
  const [body, sig, extra] = token.split('.');
  if (!body || !sig || extra !== undefined) return null;
  const expected = Buffer.from(signature(secret, body));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    return JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Payload;
  } catch {
    return null;
  }
}

/**
 * The proof's challenge when it is genuine, meant for this action and account, within its time
 * and solved; null otherwise. Does not spend it (spendChallenge does, once the attempt is let in).
 */
export function verifyChallenge(
  secret: string,
  proof: ChallengeProof,
  action: GuardedAction,
  email: string,
  now: Date,
): VerifiedChallenge | null {
  const payload = readPayload(secret, proof.token);
  if (!payload || payload.a !== action || payload.s !== subjectOf(email)) return null;
  const at = now.getTime();
  if (!Number.isInteger(payload.d) || at < payload.nb || at > payload.e) return null;
  if (!Number.isSafeInteger(proof.counter) || proof.counter < 0) return null;
  const digest = createHash('sha256').update(proofInput(proof.token, proof.counter)).digest();
  if (leadingZeroBits(digest) < payload.d) return null;
  return {
    difficulty: payload.d,
    waitMs: Number.isInteger(payload.w) ? payload.w : 0,
    nonce: payload.n,
    expiresAt: new Date(payload.e),
  };
}

/** Marks the challenge used; false when it already was (one statement, so two racing uses cannot both win). */
export async function spendChallenge(db: Db, challenge: VerifiedChallenge, now: Date): Promise<boolean> {
  if (Math.abs(now.getTime() - lastPrune) > CHALLENGE_TTL_MS) {
    lastPrune = now.getTime();
    await db.delete(authChallengeSpends).where(lt(authChallengeSpends.expiresAt, now));
  }
  const spent = await db
    .insert(authChallengeSpends)
    .values({ nonce: challenge.nonce, expiresAt: challenge.expiresAt })
    .onConflictDoNothing()
    .returning({ nonce: authChallengeSpends.nonce });
  return spent.length === 1;
}

let lastPrune = 0;
