/**
 * Six-digit e-mail codes (sign-up confirmation, password reset): one live code per user and
 * purpose, stored as an HMAC, valid 24 hours, burnt after 5 guesses.
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { verificationCodes, type VerificationPurpose } from '@/server/db/schema/auth';
import { CODE_MAX_ATTEMPTS, CODE_TTL_MS } from './auth-config';

/** Outcome of checking a code. */
export type CodeCheck = 'ok' | 'mismatch' | 'expired' | 'exhausted';

function codeHash(secret: string, userId: string, purpose: VerificationPurpose, code: string): string {
  return createHmac('sha256', secret).update(`${purpose}:${userId}:${code}`).digest('base64url');
}

/** A fresh random code. */
export function generateCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** Replaces the user's code for `purpose` with a new one and returns it (to be mailed). */
export async function issueCode(
  db: Db,
  secret: string,
  userId: string,
  purpose: VerificationPurpose,
  now: Date,
): Promise<string> {
  const code = generateCode();
  const row = {
    userId,
    purpose,
    codeHash: codeHash(secret, userId, purpose, code),
    attempts: 0,
    createdAt: now,
    expiresAt: new Date(now.getTime() + CODE_TTL_MS),
  };
  await db
    .insert(verificationCodes)
    .values(row)
    .onConflictDoUpdate({
      target: [verificationCodes.userId, verificationCodes.purpose],
      set: { codeHash: row.codeHash, attempts: 0, createdAt: now, expiresAt: row.expiresAt },
    });
  return code;
}

/** True when the user has a code for `purpose` that can still be used. */
export async function hasLiveCode(db: Db, userId: string, purpose: VerificationPurpose, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ expiresAt: verificationCodes.expiresAt, attempts: verificationCodes.attempts })
    .from(verificationCodes)
    .where(and(eq(verificationCodes.userId, userId), eq(verificationCodes.purpose, purpose)));
  return !!row && row.expiresAt > now && row.attempts < CODE_MAX_ATTEMPTS;
}

/**
 * Checks a code. 'expired' when there is none or it ran out of time; 'exhausted' when it has
 * taken all its guesses (it is burnt: ask for a new one); a wrong guess 'mismatch'; the right one
 * deletes the code ('ok'). The guess is counted before the comparison, in the same statement that
 * checks the budget, so concurrent guesses can never evaluate more than CODE_MAX_ATTEMPTS.
 */
export async function checkCode(
  db: Db,
  secret: string,
  userId: string,
  purpose: VerificationPurpose,
  code: string,
  now: Date,
): Promise<CodeCheck> {
  const where = and(eq(verificationCodes.userId, userId), eq(verificationCodes.purpose, purpose));
  const [reserved] = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(and(where, gt(verificationCodes.expiresAt, now), lt(verificationCodes.attempts, CODE_MAX_ATTEMPTS)))
    .returning({ codeHash: verificationCodes.codeHash });
  if (!reserved) {
    const [row] = await db.select({ expiresAt: verificationCodes.expiresAt }).from(verificationCodes).where(where);
    return row && row.expiresAt > now ? 'exhausted' : 'expired';
  }
  const expected = Buffer.from(reserved.codeHash);
  const given = Buffer.from(codeHash(secret, userId, purpose, code));
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'mismatch';
  // Only this code: a new one issued meanwhile stays.
  const used = await db
    .delete(verificationCodes)
    .where(and(where, eq(verificationCodes.codeHash, reserved.codeHash)))
    .returning({ userId: verificationCodes.userId });
  return used.length === 1 ? 'ok' : 'expired';
}
