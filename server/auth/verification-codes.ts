/**
 * Six-digit e-mail codes (sign-up confirmation, password reset): one live code per user and
 * purpose, stored as an HMAC, valid 24 hours, dead after 5 wrong guesses.
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { verificationCodes, type VerificationPurpose } from '@/server/db/schema/auth';
import { CODE_MAX_ATTEMPTS, CODE_TTL_MS } from './auth-config';

/** Outcome of checking a code. */
export type CodeCheck = 'ok' | 'mismatch' | 'expired';

function codeHash(secret: string, userId: string, purpose: VerificationPurpose, code: string): string {
  return createHmac('sha256', secret).update(`${purpose}:${userId}:${code}`).digest('base64url');
}

/** A fresh random code. */
export function generateCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** Replaces the user's code for `purpose` with a new one and returns it (to be mailed). */
export async function issueCode(db: Db, secret: string, userId: string, purpose: VerificationPurpose, now: Date): Promise<string> {
  const code = generateCode();
  const row = { userId, purpose, codeHash: codeHash(secret, userId, purpose, code), attempts: 0, createdAt: now, expiresAt: new Date(now.getTime() + CODE_TTL_MS) };
  await db
    .insert(verificationCodes)
    .values(row)
    .onConflictDoUpdate({ target: [verificationCodes.userId, verificationCodes.purpose], set: { codeHash: row.codeHash, attempts: 0, createdAt: now, expiresAt: row.expiresAt } });
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
 * Checks a code. 'expired' when there is none, it ran out of time or of attempts; a wrong guess
 * counts an attempt ('mismatch'); the right one deletes the code ('ok').
 */
export async function checkCode(db: Db, secret: string, userId: string, purpose: VerificationPurpose, code: string, now: Date): Promise<CodeCheck> {
  const where = and(eq(verificationCodes.userId, userId), eq(verificationCodes.purpose, purpose));
  const [row] = await db.select().from(verificationCodes).where(where);
  if (!row || row.expiresAt <= now || row.attempts >= CODE_MAX_ATTEMPTS) return 'expired';
  const expected = Buffer.from(row.codeHash);
  const given = Buffer.from(codeHash(secret, userId, purpose, code));
  if (expected.length === given.length && timingSafeEqual(expected, given)) {
    await db.delete(verificationCodes).where(where);
    return 'ok';
  }
  await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(where);
  return 'mismatch';
}
