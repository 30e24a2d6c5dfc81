/**
 * Nobody is locked out (ASVS 6.3.1): past the free failures an attempt needs a solved
 * proof-of-work challenge, and with one the owner gets in. Run through the account services on a
 * real (PGlite) database, solving with the browser's solver (lib/session/proof-of-work).
 */
import { solveProofOfWork } from '@/lib/session/proof-of-work';
import { type AuthConfig, authConfig } from '@/server/auth/auth-config';
import { AuthError } from '@/server/auth/auth-error-codes';
import { codeFromMail, testClock } from '@/server/auth/testing/auth-test-server';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@/server/db/seed/demo-accounts';
import { createTestDb, type TestDb } from '@/server/db/testing/test-db';
import { createOutboxMailer } from '@/server/mail/mailer';
import { confirmSignUp, resendSignUpCode, signInWithPassword, signUp } from '@/server/services/accounts';
import { signUpSchema } from '@/server/services/accounts.inputs';
import type { AccountsDeps } from '@/server/services/accounts.types';
import { challengeFor } from './attempt-gate';
import { CHALLENGE_TTL_MS, type ChallengeProof, type GuardedAction } from './challenge';
import { MAX_DIFFICULTY } from './throttle';

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
beforeEach(() => {
  // Every test starts past the windows of the one before.
  clock.advance(60 * 60 * 1000);
});

function deps(address = `198.51.100.${(counter += 1)}`): AccountsDeps {
  return { db: t.db, config, mailer: createOutboxMailer(t.db), address };
}

async function failure(promise: Promise<unknown>): Promise<AuthError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AuthError);
  return error as AuthError;
}

/** What the client does on challengeRequired: fetch a challenge, solve it, wait its delay. */
async function solvedChallenge(
  from: AccountsDeps,
  action: GuardedAction,
  email: string,
): Promise<ChallengeProof & { difficulty: number; waitMs: number }> {
  const challenge = await challengeFor(from, action, email);
  const counter = await solveProofOfWork(challenge.token, challenge.difficulty);
  clock.advance(challenge.waitMs);
  return { token: challenge.token, counter, difficulty: challenge.difficulty, waitMs: challenge.waitMs };
}

describe('sign-in', () => {
  it('lets the owner in after five wrong passwords, once a challenge is solved', async () => {
    const { email } = DEMO_ACCOUNTS.buyer;
    const owner = deps();
    for (let i = 0; i < 5; i += 1) {
      expect((await failure(signInWithPassword(owner, { email, password: `ghicit-${i}` }))).code).toBe(
        'INCORRECT_CREDENTIALS',
      );
    }
    const asked = await failure(signInWithPassword(owner, { email, password: DEMO_PASSWORD }));
    expect(asked).toMatchObject({
      code: 'PASSWORD_ATTEMPTS_EXCEEDED',
      message: 'Password attempts exceeded',
      reason: 'challengeRequired',
    });

    const proof = await solvedChallenge(owner, 'sign_in', email);
    expect(proof.waitMs).toBeGreaterThan(0);
    expect((await signInWithPassword(owner, { email, password: DEMO_PASSWORD, challenge: proof })).id).toBe(
      DEMO_ACCOUNTS.buyer.id,
    );
    // The success forgot the failures: the next sign-in needs nothing.
    expect((await signInWithPassword(deps(), { email, password: DEMO_PASSWORD })).id).toBe(DEMO_ACCOUNTS.buyer.id);
  });

  it('uses a challenge once, and only for its account and action', async () => {
    const { email } = DEMO_ACCOUNTS.seller;
    const from = deps();
    for (let i = 0; i < 5; i += 1) await failure(signInWithPassword(from, { email, password: `ghicit-${i}` }));
    const proof = await solvedChallenge(from, 'sign_in', email);
    const elsewhere = await solvedChallenge(from, 'sign_in', DEMO_ACCOUNTS.buyer.email);
    const forCodes = await solvedChallenge(from, 'verify_code', email);
    for (const wrong of [
      elsewhere,
      forCodes,
      { ...proof, counter: proof.counter + 1 },
      { ...proof, token: `${proof.token}x` },
    ]) {
      expect((await failure(signInWithPassword(from, { email, password: 'ghicit-6', challenge: wrong }))).reason).toBe(
        'challengeRequired',
      );
    }
    expect((await failure(signInWithPassword(from, { email, password: 'ghicit-6', challenge: proof }))).code).toBe(
      'INCORRECT_CREDENTIALS',
    );
    expect((await failure(signInWithPassword(from, { email, password: DEMO_PASSWORD, challenge: proof }))).reason).toBe(
      'challengeRequired',
    );
  });

  it('refuses a proof sent before its delay is over or after it expired', async () => {
    const { email } = DEMO_ACCOUNTS.employee;
    const from = deps();
    for (let i = 0; i < 6; i += 1) {
      const challenge = i < 5 ? undefined : await solvedChallenge(from, 'sign_in', email);
      await failure(signInWithPassword(from, { email, password: `ghicit-${i}`, ...(challenge ? { challenge } : {}) }));
    }
    // Two seconds to wait now: a proof sent at once is refused.
    const early = await challengeFor(from, 'sign_in', email);
    expect(early.waitMs).toBe(2000);
    const proof = { token: early.token, counter: await solveProofOfWork(early.token, early.difficulty) };
    expect((await failure(signInWithPassword(from, { email, password: DEMO_PASSWORD, challenge: proof }))).reason).toBe(
      'challengeRequired',
    );
    // Too late: a proof kept past its expiry is refused.
    const late = await challengeFor(from, 'sign_in', email);
    const lateProof = { token: late.token, counter: await solveProofOfWork(late.token, late.difficulty) };
    clock.advance(late.waitMs + CHALLENGE_TTL_MS + 1);
    expect(
      (await failure(signInWithPassword(from, { email, password: DEMO_PASSWORD, challenge: lateProof }))).reason,
    ).toBe('challengeRequired');
    // On time: a proof sent after its wait lets the owner in.
    const onTime = await challengeFor(from, 'sign_in', email);
    clock.advance(onTime.waitMs);
    const onTimeProof = { token: onTime.token, counter: await solveProofOfWork(onTime.token, onTime.difficulty) };
    expect((await signInWithPassword(from, { email, password: DEMO_PASSWORD, challenge: onTimeProof })).id).toBe(
      DEMO_ACCOUNTS.employee.id,
    );
  });

  it('asks more work and a longer wait as failures go on, within the caps, and never locks', async () => {
    const { email } = DEMO_ACCOUNTS.dealer;
    const attacker = deps();
    const seen: { difficulty: number; waitMs: number }[] = [];
    for (let i = 0; i < 5; i += 1) await failure(signInWithPassword(attacker, { email, password: `ghicit-${i}` }));
    for (let i = 0; i < 8; i += 1) {
      const proof = await solvedChallenge(attacker, 'sign_in', email);
      seen.push({ difficulty: proof.difficulty, waitMs: proof.waitMs });
      expect(
        (await failure(signInWithPassword(attacker, { email, password: `inca-ghicit-${i}`, challenge: proof }))).code,
      ).toBe('INCORRECT_CREDENTIALS');
    }
    expect(seen.map((s) => s.difficulty)).toEqual(
      [10, 11, 12, 13, 14, 15, 15, 15].map((d) => Math.min(d, MAX_DIFFICULTY)),
    );
    expect(seen.map((s) => s.waitMs)).toEqual([1, 2, 4, 8, 16, 30, 30, 30].map((s) => s * 1000));
    // The owner, from another address, still gets in with a (capped) challenge.
    const owner = deps();
    expect((await failure(signInWithPassword(owner, { email, password: DEMO_PASSWORD }))).reason).toBe(
      'challengeRequired',
    );
    const proof = await solvedChallenge(owner, 'sign_in', email);
    expect((await signInWithPassword(owner, { email, password: DEMO_PASSWORD, challenge: proof })).id).toBe(
      DEMO_ACCOUNTS.dealer.id,
    );
  });

  it('does not lock other accounts behind an address that failed 20 times: they get a challenge at most', async () => {
    const shared = '203.0.113.66';
    for (let i = 0; i < 20; i += 1) {
      expect(
        (await failure(signInWithPassword(deps(shared), { email: `victima${i}@volan.test`, password: 'ghicit' }))).code,
      ).toBe('INCORRECT_CREDENTIALS');
    }
    const { email } = DEMO_ACCOUNTS.suspendedDealer;
    const asked = await failure(signInWithPassword(deps(shared), { email, password: DEMO_PASSWORD }));
    expect(asked.reason).toBe('challengeRequired');
    const proof = await solvedChallenge(deps(shared), 'sign_in', email);
    expect(proof.waitMs).toBe(0); // the account itself has no failures: no delay, only work
    expect((await signInWithPassword(deps(shared), { email, password: DEMO_PASSWORD, challenge: proof })).id).toBe(
      DEMO_ACCOUNTS.suspendedDealer.id,
    );
  });
});

describe('codes', () => {
  it('burns a code after five wrong guesses (Attempt limit exceeded), and a new code confirms the account', async () => {
    const email = 'ghicit-cod@volan.test';
    const from = deps();
    await signUp(from, signUpSchema.parse({ email, password: 'livada-cu-meri-7', givenName: 'Test' }));
    const code = await codeFromMail(t.db, email);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i += 1)
      expect((await failure(confirmSignUp(from, { email, code: wrong }))).code).toBe('CODE_MISMATCH');
    // Past the free attempts: a challenge; solved, the right code meets a burnt code.
    expect((await failure(confirmSignUp(from, { email, code }))).reason).toBe('challengeRequired');
    const burnt = await failure(
      confirmSignUp(from, { email, code, challenge: await solvedChallenge(from, 'verify_code', email) }),
    );
    expect(burnt).toMatchObject({
      code: 'LIMIT_EXCEEDED',
      message: 'Attempt limit exceeded, please try after some time.',
      reason: 'codeExhausted',
      i18nKey: 'auth:errors.codeAttemptsExhausted',
    });
    await resendSignUpCode(from, { email });
    const fresh = await codeFromMail(t.db, email);
    expect(
      await confirmSignUp(from, { email, code: fresh, challenge: await solvedChallenge(from, 'verify_code', email) }),
    ).toMatchObject({ confirmed: true });
  });
});
