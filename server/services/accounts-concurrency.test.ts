/**
 * Guessing must stay bounded under concurrency: 100 wrong reset codes sent at once may evaluate
 * (answer CODE_MISMATCH) at most CODE_MAX_ATTEMPTS of them, on PGlite and on a real PostgreSQL
 * server with a pool of connections (skipped, with a message, when it is not reachable). Before
 * the check-and-count became one statement, PostgreSQL let about 60 of 100 through.
 */
import { CODE_MAX_ATTEMPTS, authConfig } from '@/server/auth/auth-config';
import { AuthError } from '@/server/auth/auth-error-codes';
import { codeFromMail } from '@/server/auth/testing/auth-test-server';
import { DEMO_ACCOUNTS } from '@/server/db/seed/demo-accounts';
import { createPgTestDb, postgresReachable } from '@/server/db/testing/pg-test-db';
import { createTestDb, type TestDb } from '@/server/db/testing/test-db';
import { checkCode, issueCode } from '@/server/auth/verification-codes';
import { createOutboxMailer } from '@/server/mail/mailer';
import { confirmForgotPassword, forgotPassword } from './accounts-passwords';
import type { AccountsDeps } from './accounts.types';

const pgReachable = await postgresReachable('accounts-concurrency.test');

async function hundredWrongCodes(t: TestDb): Promise<Record<string, number>> {
  const email = DEMO_ACCOUNTS.buyer.email;
  const deps: AccountsDeps = {
    db: t.db,
    config: authConfig(),
    mailer: createOutboxMailer(t.db),
    address: '198.51.100.200',
  };
  await forgotPassword(deps, { email });
  const code = await codeFromMail(t.db, email);
  const wrong = (n: number) => String((Number(code) + 1 + n) % 1_000_000).padStart(6, '0');
  const answers = await Promise.all(
    Array.from({ length: 100 }, (_, n) =>
      confirmForgotPassword(deps, { email, code: wrong(n), newPassword: 'nu-ghicesti-tu-asta' }).then(
        () => 'ok',
        (error: unknown) => (error instanceof AuthError ? error.code : String(error)),
      ),
    ),
  );
  const counts: Record<string, number> = {};
  for (const answer of answers) counts[answer] = (counts[answer] ?? 0) + 1;
  return counts;
}

const targets: [string, boolean, () => Promise<TestDb>][] = [
  ['PGlite', true, () => createTestDb({ ads: 10 })],
  ['PostgreSQL', pgReachable, () => createPgTestDb('throttle', { maxConnections: 10 })],
];

describe.each(targets)('100 concurrent wrong reset codes on %s', (_name, available, open) => {
  let t: TestDb | undefined;
  beforeAll(async () => {
    if (available) t = await open();
  });
  afterAll(async () => {
    await t?.close();
  });

  it.skipIf(!available)(`evaluate at most ${CODE_MAX_ATTEMPTS} and refuse the rest`, async () => {
    const counts = await hundredWrongCodes(t!);
    expect(counts['ok']).toBeUndefined();
    expect(counts['CODE_MISMATCH'] ?? 0).toBeLessThanOrEqual(CODE_MAX_ATTEMPTS);
    expect((counts['CODE_MISMATCH'] ?? 0) + (counts['LIMIT_EXCEEDED'] ?? 0)).toBe(100);
  });

  it.skipIf(!available)('spend the code itself at most its budget, without the attempt gate', async () => {
    const config = authConfig();
    const userId = DEMO_ACCOUNTS.seller.id;
    const code = await issueCode(t!.db, config.secret, userId, 'confirm_sign_up', config.now());
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const results = await Promise.all(
      Array.from({ length: 100 }, () =>
        checkCode(t!.db, config.secret, userId, 'confirm_sign_up', wrong, config.now()),
      ),
    );
    expect(results.filter((r) => r === 'mismatch')).toHaveLength(CODE_MAX_ATTEMPTS);
    expect(results.filter((r) => r === 'exhausted')).toHaveLength(100 - CODE_MAX_ATTEMPTS);
    // Burnt: even the right code is refused now.
    expect(await checkCode(t!.db, config.secret, userId, 'confirm_sign_up', code, config.now())).toBe('exhausted');
  });
});
