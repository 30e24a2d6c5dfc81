/**
 * Code mails never lock anyone out (issue 8, ASVS 6.3.1): past the free mails (5 per account, 20
 * per address an hour) each further mail needs a solved proof-of-work challenge and waits a steep
 * progressive delay (1 min, 2, 4, 8, then 15), carried in the challenge. Counting reserves before
 * sending, so concurrent requests send at most the free mails — on PGlite and on PostgreSQL when
 * reachable (skipped, with a message, otherwise).
 */
import { and, eq } from 'drizzle-orm';
import { solveProofOfWork } from '@/lib/session/proof-of-work';
import { challengeFor } from '@/server/auth/attempt-gate';
import { type AuthConfig, authConfig } from '@/server/auth/auth-config';
import { AuthError } from '@/server/auth/auth-error-codes';
import type { ChallengeProof } from '@/server/auth/challenge';
import { testClock } from '@/server/auth/testing/auth-test-server';
import { outbox } from '@/server/db/schema/auth';
import { DEMO_ACCOUNTS } from '@/server/db/seed/demo-accounts';
import { createPgTestDb, postgresReachable } from '@/server/db/testing/pg-test-db';
import { createTestDb, type TestDb } from '@/server/db/testing/test-db';
import { createOutboxMailer } from '@/server/mail/mailer';
import { resendSignUpCode } from './accounts';
import { forgotPassword } from './accounts-passwords';
import type { AccountsDeps } from './accounts.types';

const pgReachable = await postgresReachable('mail-gate.test');
const clock = testClock(new Date('2026-03-15T09:00:00.000Z'));
const MINUTE = 60_000;
let counter = 0;

function depsOf(t: TestDb, config: AuthConfig, address = `198.51.100.${(counter += 1) % 250}`): AccountsDeps {
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

async function mailsTo(t: TestDb, email: string, template = 'password-reset-code'): Promise<number> {
  return (
    await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.toAddress, email), eq(outbox.template, template)))
  ).length;
}

/** What the client does on challengeRequired: fetch a SEND_CODE challenge and solve it (the wait is left to the caller). */
async function solved(deps: AccountsDeps, email: string): Promise<ChallengeProof & { waitMs: number }> {
  const challenge = await challengeFor(deps, 'send_code', email);
  return {
    token: challenge.token,
    counter: await solveProofOfWork(challenge.token, challenge.difficulty),
    waitMs: challenge.waitMs,
  };
}

describe('code mails on PGlite', () => {
  let t: TestDb;
  let config: AuthConfig;
  beforeAll(async () => {
    t = await createTestDb({ ads: 10 });
    config = authConfig({ now: clock.now });
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(() => {
    clock.advance(2 * 60 * MINUTE);
  });

  it('asks the sixth reset mail for a challenge and sends it once solved and waited, never refusing for good', async () => {
    const { email } = DEMO_ACCOUNTS.seller;
    for (let i = 0; i < 5; i += 1) await forgotPassword(depsOf(t, config), { email });
    const asked = await failure(forgotPassword(depsOf(t, config), { email }));
    expect([asked.code, asked.reason, asked.message]).toEqual([
      'LIMIT_EXCEEDED',
      'challengeRequired',
      'Attempt limit exceeded, please try after some time.',
    ]);
    expect(await mailsTo(t, email)).toBe(5);

    const owner = depsOf(t, config);
    const proof = await solved(owner, email);
    expect(proof.waitMs).toBe(MINUTE);
    // Before its delay the proof does not count; after it, the mail goes.
    expect((await failure(forgotPassword(owner, { email, challenge: proof }))).reason).toBe('challengeRequired');
    clock.advance(proof.waitMs);
    expect(await forgotPassword(owner, { email, challenge: proof })).toMatchObject({ deliveryMedium: 'EMAIL' });
    expect(await mailsTo(t, email)).toBe(6);
    // A proof unlocks one mail only.
    expect((await failure(forgotPassword(owner, { email, challenge: proof }))).reason).toBe('challengeRequired');
  });

  it('grows the delay steeply, capped at 15 minutes, so a mail bomb stays a few mails an hour', async () => {
    const { email } = DEMO_ACCOUNTS.buyer;
    for (let i = 0; i < 5; i += 1) await forgotPassword(depsOf(t, config), { email });
    const waits: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const proof = await solved(depsOf(t, config), email);
      waits.push(proof.waitMs / MINUTE);
      clock.advance(proof.waitMs);
      await forgotPassword(depsOf(t, config), { email, challenge: proof });
    }
    expect(waits).toEqual([1, 2, 4, 8, 15, 15]);
    expect(await mailsTo(t, email)).toBe(11);
  });

  it('does not let a pile of challenges fetched at once buy a burst of mails', async () => {
    const email = DEMO_ACCOUNTS.employee.email;
    for (let i = 0; i < 5; i += 1) await forgotPassword(depsOf(t, config), { email });
    const proofs = await Promise.all(Array.from({ length: 8 }, () => solved(depsOf(t, config), email)));
    clock.advance(MINUTE);
    const answers = await Promise.all(
      proofs.map((challenge) =>
        forgotPassword(depsOf(t, config), { email, challenge }).then(
          () => 'sent',
          (e: unknown) => (e as AuthError).reason,
        ),
      ),
    );
    expect(answers.filter((a) => a === 'sent').length).toBeLessThanOrEqual(3);
    expect(await mailsTo(t, email)).toBeLessThanOrEqual(8);
  });

  it('locks no account after 21 mails from one address (a proxy without TRUST_PROXY_HOPS)', async () => {
    const proxy = depsOf(t, config, '203.0.113.21');
    for (let i = 0; i < 20; i += 1) await resendSignUpCode(proxy, { email: `vizitator${i}@volan.test` });
    const asked = await failure(resendSignUpCode(proxy, { email: 'vizitator20@volan.test' }));
    expect([asked.code, asked.reason]).toEqual(['LIMIT_EXCEEDED', 'challengeRequired']);
    // Past the address's free mails a challenge is enough (no wait: the account has had none).
    const proof = await solved(proxy, 'vizitator20@volan.test');
    expect(proof.waitMs).toBe(0);
    await resendSignUpCode(proxy, { email: 'vizitator20@volan.test', challenge: proof });
    // And the owner of a real account, behind the same address, gets a reset code.
    const { email } = DEMO_ACCOUNTS.dealer;
    const ownerProof = await solved(proxy, email);
    await forgotPassword(proxy, { email, challenge: ownerProof });
    expect(await mailsTo(t, email)).toBe(1);
  });
});

const targets: [string, boolean, () => Promise<TestDb>][] = [
  ['PGlite', true, () => createTestDb({ ads: 10 })],
  ['PostgreSQL', pgReachable, () => createPgTestDb('mail', { maxConnections: 10 })],
];

describe.each(targets)('50 concurrent reset requests on %s', (_name, available, open) => {
  let t: TestDb | undefined;
  beforeAll(async () => {
    if (available) t = await open();
  });
  afterAll(async () => {
    await t?.close();
  });

  it.skipIf(!available)('send at most the 5 free mails and ask the rest for a challenge', async () => {
    const { email } = DEMO_ACCOUNTS.buyer;
    const deps: AccountsDeps = { db: t!.db, config: authConfig(), mailer: createOutboxMailer(t!.db), address: null };
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        forgotPassword(deps, { email }).then(
          () => 'sent',
          (e: unknown) => (e instanceof AuthError ? `${e.code}:${e.reason ?? ''}` : String(e)),
        ),
      ),
    );
    expect(await mailsTo(t!, email)).toBe(5);
    expect(answers.filter((a) => a === 'sent')).toHaveLength(5);
    expect(answers.filter((a) => a === 'LIMIT_EXCEEDED:challengeRequired')).toHaveLength(45);
  });
});
