/**
 * Password hashing (Argon2id, OWASP's minimum: 19 MiB, 2 passes) and the password policy: at
 * least 8 characters, at most 256, not in the list of common passwords, no composition rules
 * (NIST SP 800-63B).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type Algorithm, hash, hashSync, verify } from '@node-rs/argon2';
import { AuthError, type PasswordProblem } from './auth-error-codes';

/** Shortest password accepted. */
export const PASSWORD_MIN_LENGTH = 8;
/** Longest password accepted: hashing cost must not be the attacker's choice. */
export const PASSWORD_MAX_LENGTH = 256;

// A `declare const enum` cannot be read under isolatedModules; 2 is Algorithm.Argon2id.
const ARGON2ID = 2 as Algorithm;

/** Argon2 parameters of every new hash (verify reads them from the stored hash). */
export const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** The list shipped next to this file (see its header for the source). */
export const COMMON_PASSWORDS_FILE = path.join(process.cwd(), 'server', 'auth', 'common-passwords.txt');

let common: ReadonlySet<string> | undefined;

/** The common-password list, lower-cased (read once). */
export function commonPasswords(): ReadonlySet<string> {
  common ??= new Set(
    readFileSync(COMMON_PASSWORDS_FILE, 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '' && !line.startsWith('#'))
      .map((line) => line.toLowerCase()),
  );
  return common;
}

/** Which rule a candidate password breaks, or null when it is acceptable. */
export function passwordProblem(password: string): PasswordProblem | null {
  // Code points, not UTF-16 units: an emoji is one character to the user.
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return 'tooShort';
  if (length > PASSWORD_MAX_LENGTH) return 'tooLong';
  if (commonPasswords().has(password.toLowerCase())) return 'tooCommon';
  return null;
}

/** Throws INVALID_PASSWORD (with the rule in `problem`) unless the password is acceptable. */
export function assertPasswordPolicy(password: string): void {
  const problem = passwordProblem(password);
  if (problem) throw new AuthError('INVALID_PASSWORD', problem);
}

/** An Argon2id hash (PHC string) of the password. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** A hash with a fixed salt, for the deterministic seed only (never for real accounts). */
export function hashPasswordWithSalt(password: string, salt: Uint8Array): string {
  return hashSync(password, { ...ARGON2_OPTIONS, salt });
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. Without a hash (unknown account, or an account without
 * a password) a dummy hash is checked, so the answer takes as long either way.
 */
export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('volan-dummy-password-for-timing');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    // A malformed stored hash is a failed check, not a crash.
    return false;
  }
}
