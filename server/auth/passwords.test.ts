/** Argon2id hashing and the password policy (SPEC §8: 'Password did not conform with policy: ...'). */
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoPasswordHash } from '@/server/db/seed/demo-accounts';
import { AuthError } from './auth-error-codes';
import { assertPasswordPolicy, commonPasswords, hashPassword, passwordProblem, verifyPassword } from './passwords';

describe('password policy', () => {
  it.each([
    ['', 'tooShort'],
    ['1234567', 'tooShort'],
    ['🚗🚗🚗🚗🚗🚗🚗', 'tooShort'],
    ['x'.repeat(257), 'tooLong'],
    ['password', 'tooCommon'],
    ['PassWord1', 'tooCommon'],
    ['QWERTYUIOP', 'tooCommon'],
    ['parola123', 'tooCommon'],
    ['12345678', 'tooCommon'],
  ])('refuses %j (%s)', (password, problem) => {
    expect(passwordProblem(password)).toBe(problem);
  });

  it.each(['munte-mare-2026', 'abcdefgk', 'aaaaaaab', '🚗🚗🚗🚗🚗🚗🚗🚗', 'x'.repeat(256), DEMO_PASSWORD])(
    'accepts %j: no composition rules',
    (password) => {
      expect(passwordProblem(password)).toBeNull();
    },
  );

  it('throws INVALID_PASSWORD with the exact SPEC message for a short one and a clear one for a common one', () => {
    expect(() => assertPasswordPolicy('short')).toThrow(new AuthError('INVALID_PASSWORD', 'tooShort'));
    expect(() => assertPasswordPolicy('short')).toThrow(
      'Password did not conform with policy: Password not long enough',
    );
    expect(() => assertPasswordPolicy('iloveyou')).toThrow(
      'Password did not conform with policy: Password is too common',
    );
  });

  it('ships a list of a few thousand lower-case passwords of 8+ characters', () => {
    const list = commonPasswords();
    expect(list.size).toBeGreaterThan(1500);
    for (const entry of list) {
      expect(entry).toBe(entry.toLowerCase());
      expect([...entry].length).toBeGreaterThanOrEqual(8);
    }
  });
});

describe('hashing', () => {
  it('makes salted Argon2id hashes that verify only the right password', async () => {
    const a = await hashPassword('munte-mare-2026');
    const b = await hashPassword('munte-mare-2026');
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword(a, 'munte-mare-2026')).toBe(true);
    expect(await verifyPassword(a, 'munte-mare-2025')).toBe(false);
  });

  it('fails closed without a hash or with a malformed one', async () => {
    expect(await verifyPassword(null, 'anything-at-all')).toBe(false);
    expect(await verifyPassword('not-a-phc-string', 'anything-at-all')).toBe(false);
  });

  it('seeds the demo accounts with a hash of the documented demo password', async () => {
    expect(DEMO_PASSWORD).toBe('volan-demo-2026');
    expect(demoPasswordHash()).toBe(demoPasswordHash());
    expect(await verifyPassword(demoPasswordHash(), DEMO_PASSWORD)).toBe(true);
  });
});
