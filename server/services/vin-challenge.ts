/**
 * The proof-of-work challenge in front of an advert's VIN (docs/vin-and-history-report.md,
 * docs/decisions/0024): the same hashcash scheme as the auth challenges (lib/session/proof-of-work,
 * find a counter such that SHA-256(token ':' counter) starts with `difficulty` zero bits), with a
 * token of its own: base64url JSON { a: 'vin', ad: advert id, d: difficulty, e: expiry, n: nonce },
 * a dot, and its HMAC-SHA-256 under a key derived from the server secret for this purpose only.
 * Issuing costs one HMAC and no storage; a used nonce is written down (auth_challenge_spends), so a
 * solution reveals the VIN once.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { leadingZeroBits, proofInput } from '@/lib/session/proof-of-work';
import { type ChallengeProof, spendChallenge } from '@/server/auth/challenge';
import type { Db } from '@/server/db/client';

/** A challenge lives this long: a slow phone solves it in seconds; a tab left open asks again. */
export const VIN_CHALLENGE_TTL_MS = 5 * 60_000;

/**
 * Bits of work asked: 2^14 SHA-256 on average, through Web Crypto (one asynchronous call per hash, so
 * a few tens of thousands a second at best); about 1–3 s on a 4× throttled CPU (`npm run
 * bench:captcha`, figures in docs/vin-and-history-report.md).
 */
export const VIN_DIFFICULTY = 14;

/** What the browser gets. */
export interface VinChallenge {
  token: string;
  difficulty: number;
  expiresAt: Date;
}

/** Why a solution is refused; each has its i18n key (errors:vin.*) and every one offers a new try. */
export type VinProofProblem = 'invalid' | 'expired' | 'wrong' | 'used';

interface Payload {
  a: 'vin';
  /** advert id */
  ad: string;
  /** difficulty in bits */
  d: number;
  /** expires (ms since the epoch) */
  e: number;
  /** nonce */
  n: string;
}

function signature(secret: string, body: string): string {
  // A key of its own: a VIN token can never pass for an auth challenge or a report link.
  return createHmac('sha256', `vin-challenge:${secret}`).update(body).digest('base64url');
}

/** A fresh challenge for revealing the VIN of `advertId`. */
export function issueVinChallenge(
  secret: string,
  advertId: string,
  now: Date,
  difficulty = VIN_DIFFICULTY,
): VinChallenge {
  const payload: Payload = {
    a: 'vin',
    ad: advertId,
    d: difficulty,
    e: now.getTime() + VIN_CHALLENGE_TTL_MS,
    n: randomBytes(16).toString('base64url'),
  };
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return { token: `${body}.${signature(secret, body)}`, difficulty, expiresAt: new Date(payload.e) };
}

function readPayload(secret: string, token: string): Payload | null {
  const [body, sig, extra] = token.split('.');
  if (!body || !sig || extra !== undefined) return null;
  const expected = Buffer.from(signature(secret, body));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Partial<Payload>;
    if (payload.a !== 'vin' || typeof payload.ad !== 'string' || typeof payload.n !== 'string') return null;
    if (!Number.isInteger(payload.d) || !Number.isInteger(payload.e)) return null;
    return payload as Payload;
  } catch {
    return null;
  }
}

/** The check of a solution, without spending it. */
export type VinProofCheck =
  { ok: true; nonce: string; difficulty: number; expiresAt: Date } | { ok: false; problem: VinProofProblem };

/** Whether `proof` is a genuine, unexpired, solved challenge for `advertId` (one HMAC, one hash). */
export function checkVinProof(secret: string, proof: ChallengeProof, advertId: string, now: Date): VinProofCheck {
  const payload = typeof proof.token === 'string' ? readPayload(secret, proof.token) : null;
  if (!payload || payload.ad !== advertId) return { ok: false, problem: 'invalid' };
  if (now.getTime() > payload.e) return { ok: false, problem: 'expired' };
  if (!Number.isSafeInteger(proof.counter) || proof.counter < 0) return { ok: false, problem: 'wrong' };
  const digest = createHash('sha256').update(proofInput(proof.token, proof.counter)).digest();
  if (leadingZeroBits(digest) < payload.d) return { ok: false, problem: 'wrong' };
  return { ok: true, nonce: payload.n, difficulty: payload.d, expiresAt: new Date(payload.e) };
}

/**
 * Checks and spends a solution: null when it unlocks the VIN (this once), else why not. The nonce
 * goes into auth_challenge_spends (insert-or-nothing, kept until the token's expiry), so two
 * racing uses of one solution, on one process or several, cannot both win.
 */
export async function redeemVinProof(
  db: Db,
  secret: string,
  proof: ChallengeProof,
  advertId: string,
  now: Date,
): Promise<VinProofProblem | null> {
  const check = checkVinProof(secret, proof, advertId, now);
  if (!check.ok) return check.problem;
  const spent = await spendChallenge(db, { ...check, waitMs: 0 }, now);
  return spent ? null : 'used';
}
