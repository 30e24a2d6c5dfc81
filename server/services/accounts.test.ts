/**
 * Account services against a real (PGlite) database: codes (expiry, attempt limit, resend),
 * forgot password, change password, delete account, throttling per account and per address
 * (the challenges themselves: server/auth/attempt-gate.test.ts).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthConfig, authConfig } from '@/server/auth/auth-config';
import { AuthError, type AuthErrorCode } from '@/server/auth/auth-error-codes';
import { verifyPassword } from '@/server/auth/passwords';
import { startSession } from '@/server/auth/session-tokens';
import { codeFromMail, lastMailTo, testClock } from '@/server/auth/testing/auth-test-server';
import { adverts } from '@/server/db/schema/adverts';
import { outbox, refreshTokens } from '@/server/db/schema/auth';
import { users } from '@/server/db/schema/users';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@/server/db/seed/demo-accounts';
import { createTestDb, type TestDb } from '@/server/db/testing/test-db';
import { createOutboxMailer } from '@/server/mail/mailer';
import { confirmSignUp, resendSignUpCode, signInWithPassword, signUp } from './accounts';
import { signUpSchema } from './accounts.inputs';
import { changePassword, confirmForgotPassword, deleteAccount, forgotPassword, getMe } from './accounts-passwords';
import type { AccountsDeps } from './accounts.types';

const clock = testClock(new Date('2026-03-15T09:00:00.000Z'));
let t: TestDb;
let config: AuthConfig;
let counter = 0;

beforeAll(async () => {
  t = await createTestDb({ ads: 10 });
  config = authConfig({ now: clock.now });
});
afterAll(async () => {
  await t.close();
});

/** Deps with a fresh client address per test, so address counters do not leak between tests. */
function deps(address = `198.51.100.${(counter += 1)}`): AccountsDeps {
  return { db: t.db, config, mailer: createOutboxMailer(t.db), address };
}

async function failsWith(promise: Promise<unknown>, code: AuthErrorCode): Promise<AuthError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AuthError);
  expect((error as AuthError).code).toBe(code);
  return error as AuthError;
}

async function newAccount(email: string, password = 'livada-cu-meri-7'): Promise<string> {
  const result = await signUp(deps(), signUpSchema.parse({ email, password, givenName: 'Test' }));
  return result.userUUID;
}

describe('sign-up', () => {
  it('refuses short and common passwords with the SPEC §8 messages', async () => {
    const short = await failsWith(
      signUp(deps(), signUpSchema.parse({ email: 'scurt@volan.test', password: 'abc1234' })),
      'INVALID_PASSWORD',
    );
    expect(short.message).toBe('Password did not conform with policy: Password not long enough');
    const common = await failsWith(
      signUp(deps(), signUpSchema.parse({ email: 'comun@volan.test', password: 'Parola123' })),
      'INVALID_PASSWORD',
    );
    expect(common).toMatchObject({ problem: 'tooCommon', i18nKey: 'auth:errors.passwordTooCommon' });
    expect(await t.db.select().from(users).where(eq(users.email, 'scurt@volan.test'))).toEqual([]);
  });

  it('refuses an existing e-mail', async () => {
    const error = await failsWith(
      signUp(deps(), signUpSchema.parse({ email: DEMO_ACCOUNTS.buyer.email, password: 'livada-cu-meri-7' })),
      'USERNAME_EXISTS',
    );
    expect(error.message).toContain('username already exists');
  });

  it('lets an abandoned sign-up (its code dead) be made again, and refuses while the code lives', async () => {
    clock.advance(2 * 60 * 60 * 1000);
    const first = await newAccount('abandonat@volan.test');
    await failsWith(
      signUp(deps(), signUpSchema.parse({ email: 'abandonat@volan.test', password: 'alta-parola-lunga' })),
      'USERNAME_EXISTS',
    );
    clock.advance(25 * 60 * 60 * 1000);
    const again = await signUp(
      deps(),
      signUpSchema.parse({ email: 'abandonat@volan.test', password: 'alta-parola-lunga', givenName: 'Nou' }),
    );
    expect(again.userUUID).toBe(first);
    const [row] = await t.db.select().from(users).where(eq(users.id, first));
    expect(await verifyPassword(row?.passwordHash, 'alta-parola-lunga')).toBe(true);
  });

  it('stores a professional account with its company as display name', async () => {
    const id = (
      await signUp(
        deps(),
        signUpSchema.parse({
          email: 'firma@volan.test',
          password: 'livada-cu-meri-7',
          userType: 'PROFESSIONAL',
          companyName: 'Firma Test SRL',
        }),
      )
    ).userUUID;
    expect(await getMe({ db: t.db }, { userId: id })).toMatchObject({
      userType: 'professional',
      displayName: 'Firma Test SRL',
      companyName: 'Firma Test SRL',
      accountStatus: 'unconfirmed',
    });
  });
});

describe('confirmation codes', () => {
  it('mails a Romanian message with the code, and the code confirms once', async () => {
    clock.advance(2 * 60 * 60 * 1000);
    await newAccount('cod@volan.test');
    const mail = await lastMailTo(t.db, 'cod@volan.test');
    expect(mail?.template).toBe('confirmation-code');
    expect(mail?.textBody).toContain('Codul tău de confirmare este:');
    const code = await codeFromMail(t.db, 'cod@volan.test');
    expect(await confirmSignUp(deps(), { email: 'cod@volan.test', code })).toMatchObject({ confirmed: true });
    const again = await failsWith(confirmSignUp(deps(), { email: 'cod@volan.test', code }), 'ALREADY_CONFIRMED');
    expect(again.message).toBe('User cannot be confirmed. Current status is CONFIRMED');
  });

  it('expires after 24 hours', async () => {
    clock.advance(2 * 60 * 60 * 1000);
    await newAccount('expira@volan.test');
    const code = await codeFromMail(t.db, 'expira@volan.test');
    clock.advance(24 * 60 * 60 * 1000 + 1000);
    const error = await failsWith(confirmSignUp(deps(), { email: 'expira@volan.test', code }), 'CODE_EXPIRED');
    expect(error.message).toBe('Invalid code provided, please request a code again.');
    // A new code works.
    await resendSignUpCode(deps(), { email: 'expira@volan.test' });
    expect(
      await confirmSignUp(deps(), { email: 'expira@volan.test', code: await codeFromMail(t.db, 'expira@volan.test') }),
    ).toMatchObject({ confirmed: true });
  });

  it('counts wrong guesses: CODE_MISMATCH, then a challenge is asked (LIMIT_EXCEEDED), and the code is burnt', async () => {
    clock.advance(2 * 60 * 60 * 1000);
    await newAccount('ghicit@volan.test');
    const code = await codeFromMail(t.db, 'ghicit@volan.test');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      const error = await failsWith(
        confirmSignUp(deps(), { email: 'ghicit@volan.test', code: wrong }),
        'CODE_MISMATCH',
      );
      expect(error.message).toBe('Invalid verification code provided, please try again.');
    }
    const limited = await failsWith(confirmSignUp(deps(), { email: 'ghicit@volan.test', code }), 'LIMIT_EXCEEDED');
    expect(limited).toMatchObject({
      message: 'Attempt limit exceeded, please try after some time.',
      reason: 'challengeRequired',
    });
    clock.advance(16 * 60 * 1000);
    // The window is over (no challenge now), but five wrong guesses burnt the code: a new one is needed.
    const burnt = await failsWith(confirmSignUp(deps(), { email: 'ghicit@volan.test', code }), 'LIMIT_EXCEEDED');
    expect(burnt.reason).toBe('codeExhausted');
  });

  it('answers an unknown e-mail like a dead code, and throttles it too', async () => {
    clock.advance(2 * 60 * 60 * 1000);
    await failsWith(confirmSignUp(deps(), { email: 'nimeni@volan.test', code: '123456' }), 'CODE_EXPIRED');
    expect(await resendSignUpCode(deps(), { email: 'nimeni@volan.test' })).toEqual({
      destination: 'n***@v***.test',
      deliveryMedium: 'EMAIL',
      attributeName: 'email',
    });
    expect(await lastMailTo(t.db, 'nimeni@volan.test')).toBeUndefined();
  });

  it('limits mail: the sixth code within an hour asks for a challenge (LIMIT_EXCEEDED; mail-gate.test.ts solves it)', async () => {
    clock.advance(2 * 60 * 60 * 1000);
    await newAccount('multe@volan.test'); // one mail
    for (let i = 0; i < 4; i += 1) await resendSignUpCode(deps(), { email: 'multe@volan.test' });
    expect((await failsWith(resendSignUpCode(deps(), { email: 'multe@volan.test' }), 'LIMIT_EXCEEDED')).reason).toBe(
      'challengeRequired',
    );
    const count = await t.db.select().from(outbox).where(eq(outbox.toAddress, 'multe@volan.test'));
    expect(count).toHaveLength(5);
  });
});

describe('sign-in throttling per address', () => {
  it('asks an address for a challenge after 20 failures over many accounts (attempt-gate.test.ts solves it)', async () => {
    clock.advance(2 * 60 * 60 * 1000);
    const attacker = deps('203.0.113.66');
    for (let i = 0; i < 20; i += 1) {
      await failsWith(
        signInWithPassword(attacker, { email: `victim${i}@volan.test`, password: 'guess-guess' }),
        'INCORRECT_CREDENTIALS',
      );
    }
    const asked = await failsWith(
      signInWithPassword(attacker, { email: DEMO_ACCOUNTS.buyer.email, password: DEMO_PASSWORD }),
      'PASSWORD_ATTEMPTS_EXCEEDED',
    );
    expect(asked.reason).toBe('challengeRequired');
    // Another address signs in to that account normally.
    expect((await signInWithPassword(deps(), { email: DEMO_ACCOUNTS.buyer.email, password: DEMO_PASSWORD })).id).toBe(
      DEMO_ACCOUNTS.buyer.id,
    );
  });
});

describe('forgot password', () => {
  it('mails a reset code; the code sets a new password, confirms the account and ends every session', async () => {
    clock.advance(2 * 60 * 60 * 1000);
    const id = await newAccount('uitat@volan.test');
    const [user] = await t.db.select().from(users).where(eq(users.id, id));
    await startSession(t.db, config, { ...user!, accountStatus: 'active' });
    expect(await forgotPassword(deps(), { email: 'uitat@volan.test' })).toMatchObject({
      destination: 'u***@v***.test',
    });
    const mail = await lastMailTo(t.db, 'uitat@volan.test');
    expect(mail?.template).toBe('password-reset-code');
    expect(mail?.textBody).toContain('Codul de resetare este:');
    const code = await codeFromMail(t.db, 'uitat@volan.test');

    await failsWith(
      confirmForgotPassword(deps(), { email: 'uitat@volan.test', code, newPassword: 'qwerty123' }),
      'INVALID_PASSWORD',
    );
    expect(
      await confirmForgotPassword(deps(), { email: 'uitat@volan.test', code, newPassword: 'o-parola-noua-buna' }),
    ).toEqual({ ok: true });
    expect(
      (await signInWithPassword(deps(), { email: 'uitat@volan.test', password: 'o-parola-noua-buna' })).accountStatus,
    ).toBe('active');
    const live = (await t.db.select().from(refreshTokens).where(eq(refreshTokens.userId, id))).filter(
      (r) => !r.revokedAt,
    );
    expect(live).toEqual([]);
    await failsWith(
      confirmForgotPassword(deps(), { email: 'uitat@volan.test', code, newPassword: 'inca-o-parola-buna' }),
      'CODE_EXPIRED',
    );
  });

  it('says the same for an unknown e-mail and sends nothing', async () => {
    expect(await forgotPassword(deps(), { email: 'fantoma@volan.test' })).toEqual({
      destination: 'f***@v***.test',
      deliveryMedium: 'EMAIL',
      attributeName: 'email',
    });
    expect(await lastMailTo(t.db, 'fantoma@volan.test')).toBeUndefined();
  });
});

describe('change password and delete account', () => {
  it('changes the password after checking the old one, keeping only the caller’s session', async () => {
    clock.advance(2 * 60 * 60 * 1000);
    const id = await newAccount('schimb@volan.test');
    await confirmSignUp(deps(), { email: 'schimb@volan.test', code: await codeFromMail(t.db, 'schimb@volan.test') });
    const [user] = await t.db.select().from(users).where(eq(users.id, id));
    const mine = await startSession(t.db, config, user!);
    await startSession(t.db, config, user!);
    await failsWith(
      changePassword(
        deps(),
        { userId: id, sessionId: mine.sessionId },
        { oldPassword: 'gresita-parola', newPassword: 'noua-parola-buna' },
      ),
      'INCORRECT_CREDENTIALS',
    );
    await failsWith(
      changePassword(
        deps(),
        { userId: id, sessionId: mine.sessionId },
        { oldPassword: 'livada-cu-meri-7', newPassword: 'scurta' },
      ),
      'INVALID_PASSWORD',
    );
    expect(
      await changePassword(
        deps(),
        { userId: id, sessionId: mine.sessionId },
        { oldPassword: 'livada-cu-meri-7', newPassword: 'noua-parola-buna' },
      ),
    ).toEqual({ ok: true, revokedSessions: 1 });
    const live = (await t.db.select().from(refreshTokens).where(eq(refreshTokens.userId, id))).filter(
      (r) => !r.revokedAt,
    );
    expect(live.map((r) => r.familyId)).toEqual([mine.sessionId]);
  });

  it('deletes the account with its adverts after checking the password', async () => {
    const sellerAds = await t.db
      .select({ id: adverts.id })
      .from(adverts)
      .where(eq(adverts.userId, DEMO_ACCOUNTS.seller.id));
    expect(sellerAds.length).toBeGreaterThan(0);
    const caller = { userId: DEMO_ACCOUNTS.seller.id, sessionId: '00000000-0000-4000-8000-00000000000f' };
    await failsWith(deleteAccount(deps(), caller, { password: 'nu-e-parola' }), 'INCORRECT_CREDENTIALS');
    expect(await deleteAccount(deps(), caller, { password: DEMO_PASSWORD })).toEqual({
      userUUID: DEMO_ACCOUNTS.seller.id,
      deleted: true,
    });
    expect(await t.db.select().from(users).where(eq(users.id, DEMO_ACCOUNTS.seller.id))).toEqual([]);
    expect(await t.db.select().from(adverts).where(eq(adverts.userId, DEMO_ACCOUNTS.seller.id))).toEqual([]);
    await failsWith(getMe({ db: t.db }, caller), 'UNAUTHENTICATED');
  });
});
