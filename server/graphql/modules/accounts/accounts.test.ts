/**
 * The accounts module through the real GraphQL endpoint (yoga, in-process fetch): the Bearer id
 * token on `me` (valid, expired, malformed, missing), and how failures are shaped (SPEC §8).
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authConfig } from '@/server/auth/auth-config';
import { signIdToken } from '@/server/auth/id-token';
import { buildClaims } from '@/server/auth/session-tokens';
import { testClock } from '@/server/auth/testing/auth-test-server';
import { users } from '@/server/db/schema/users';
import { DEMO_ACCOUNTS } from '@/server/db/seed/demo-accounts';
import { yogaTestHarness } from '../../testing/yoga-harness';

const clock = testClock(new Date('2026-03-15T09:00:00.000Z'));
const harness = yogaTestHarness(clock);
const post = harness.post.bind(harness);

const ME =
  'query Auth_me { me { userUUID email userType accountStatus suspendReason multiUser { isMainAccount mainAccountUUID } } }';

const tokenFor = (id: string) => harness.tokenFor(id);

describe('me and the Bearer id token', () => {
  it('answers the signed-in user with the team membership', async () => {
    const { body } = await post(ME, {}, `Bearer ${await tokenFor(DEMO_ACCOUNTS.employee.id)}`);
    expect(body.errors).toBeUndefined();
    expect(body.data).toEqual({
      me: {
        userUUID: DEMO_ACCOUNTS.employee.id,
        email: DEMO_ACCOUNTS.employee.email,
        userType: 'professional',
        accountStatus: 'active',
        suspendReason: null,
        multiUser: { isMainAccount: false, mainAccountUUID: DEMO_ACCOUNTS.dealer.id },
      },
    });
  });

  it('accepts the token of a suspended dealer (keeping him on the invoices page is the pages’ job)', async () => {
    const { body } = await post(ME, {}, `Bearer ${await tokenFor(DEMO_ACCOUNTS.suspendedDealer.id)}`);
    expect(body.data?.['me']).toMatchObject({ accountStatus: 'suspended', suspendReason: 'unpaid_invoice' });
  });

  it.each([
    ['missing', undefined],
    ['missing', ''],
    ['invalid', 'Bearer not.a.token'],
    ['invalid', 'Basic dXNlcjpwYXNz'],
    ['invalid', 'Bearer'],
  ])('answers UNAUTHENTICATED (%s) for Authorization %j', async (reason, header) => {
    const { status, body } = await post(ME, {}, header);
    expect(status).toBe(200);
    expect(body.data).toBeNull();
    expect(body.errors?.[0]).toMatchObject({
      message: 'authentication required',
      path: ['me'],
      extensions: { code: 'UNAUTHENTICATED', status: 401, reason, i18nKey: 'auth:errors.authenticationRequired' },
    });
  });

  it('answers UNAUTHENTICATED (expired) once the token has run out, and (invalid) for a forged one', async () => {
    const token = await tokenFor(DEMO_ACCOUNTS.buyer.id);
    expect((await post(ME, {}, `Bearer ${token}`)).body.errors).toBeUndefined();
    clock.advance(15 * 60 * 1000);
    expect((await post(ME, {}, `Bearer ${token}`)).body.errors?.[0]?.extensions).toMatchObject({
      code: 'UNAUTHENTICATED',
      reason: 'expired',
    });

    const [buyer] = await harness.db.select().from(users).where(eq(users.id, DEMO_ACCOUNTS.buyer.id));
    const config = authConfig({ now: clock.now });
    const forged = signIdToken(buildClaims(buyer!, null, 'sid', config), 'someone-elses-secret-0123456789');
    expect((await post(ME, {}, `Bearer ${forged}`)).body.errors?.[0]?.extensions).toMatchObject({
      code: 'UNAUTHENTICATED',
      reason: 'invalid',
    });
  });

  it('keeps public fields public: no token needed for categories', async () => {
    const { body } = await post('{ categories { id } }');
    expect(body.errors).toBeUndefined();
    expect((body.data?.['categories'] as unknown[]).length).toBe(8);
  });

  it('protects changePassword and deleteAccount', async () => {
    const change = await post('mutation { changePassword(input: { oldPassword: "a", newPassword: "b" }) { ok } }');
    expect(change.body.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED', status: 401 });
    const remove = await post('mutation { deleteAccount(input: { password: "a" }) { deleted } }');
    expect(remove.body.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED', status: 401 });
  });
});

describe('errors of the account mutations', () => {
  const SIGN_UP = 'mutation Auth_signUp($input: SignUpInput!) { signUp(input: $input) { userUUID } }';

  it('answers bad input with BAD_USER_INPUT 400 and the field, never 500', async () => {
    const bad = await post(SIGN_UP, { input: { email: 'not-an-email', password: 'o-parola-buna-123' } });
    expect(bad.body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      status: 400,
      field: 'input.email',
      i18nKey: 'auth:errors.invalidInput',
    });
    const missing = await post(SIGN_UP, { input: { email: 'x@volan.test' } });
    expect(missing.status).toBeLessThan(500);
    expect(missing.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', status: 400 });
    const code = await post('mutation { confirmSignUp(input: { email: "x@volan.test", code: "12ab" }) { confirmed } }');
    expect(code.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.code' });
    const long = await post(SIGN_UP, { input: { email: 'lung@volan.test', password: 'p'.repeat(5000) } });
    expect(long.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.password' });
  });

  it('answers a name that is too long, has control characters or markup on its field, with its own message', async () => {
    const input = { email: 'nume@volan.test', password: 'o-parola-buna-123' };
    const long = await post(SIGN_UP, { input: { ...input, givenName: 'A'.repeat(360) } });
    expect(long.body.errors?.[0]).toMatchObject({
      message: 'At most 60 characters.',
      extensions: {
        code: 'BAD_USER_INPUT',
        status: 400,
        field: 'input.givenName',
        i18nKey: 'auth:validation.nameTooLong',
      },
    });
    const control = await post(SIGN_UP, { input: { ...input, familyName: 'Pop\u202eescu' } });
    expect(control.body.errors?.[0]?.extensions).toMatchObject({
      field: 'input.familyName',
      i18nKey: 'auth:validation.nameControl',
    });
    const markup = await post(SIGN_UP, {
      input: { ...input, userType: 'PROFESSIONAL', companyName: '<b>Auto</b> SRL' },
    });
    expect(markup.body.errors?.[0]?.extensions).toMatchObject({
      field: 'input.companyName',
      i18nKey: 'auth:validation.nameMarkup',
    });
    const company = await post(SIGN_UP, {
      input: { ...input, userType: 'PROFESSIONAL', companyName: 'C'.repeat(121) },
    });
    expect(company.body.errors?.[0]?.extensions).toMatchObject({
      field: 'input.companyName',
      i18nKey: 'auth:validation.companyNameTooLong',
    });
  });

  it('answers the password policy with the SPEC message, its code, reason and i18n key', async () => {
    const { body } = await post(SIGN_UP, { input: { email: 'politica@volan.test', password: 'scurt' } });
    expect(body.errors?.[0]).toMatchObject({
      message: 'Password did not conform with policy: Password not long enough',
      extensions: {
        code: 'INVALID_PASSWORD',
        status: 400,
        reason: 'tooShort',
        i18nKey: 'auth:errors.passwordTooShort',
      },
    });
  });

  it('answers an existing account with USERNAME_EXISTS', async () => {
    const { body } = await post(SIGN_UP, {
      input: { email: DEMO_ACCOUNTS.dealer.email, password: 'o-parola-buna-123' },
    });
    expect(body.errors?.[0]?.extensions).toMatchObject({
      code: 'USERNAME_EXISTS',
      status: 409,
      i18nKey: 'auth:errors.usernameExists',
    });
    expect(body.errors?.[0]?.message).toContain('username already exists');
  });
});

describe('the attempt gate over GraphQL', () => {
  const CHALLENGE =
    'query Auth_challenge($input: AuthChallengeInput!) { authChallenge(input: $input) { token difficulty waitMs } }';
  const RESET =
    'mutation Auth_reset($input: ConfirmForgotPasswordInput!) { confirmForgotPassword(input: $input) { ok } }';

  it('hands out challenges, refuses bad input, and says challengeRequired past the free wrong codes', async () => {
    const { body } = await post(CHALLENGE, { input: { purpose: 'VERIFY_CODE', email: DEMO_ACCOUNTS.seller.email } });
    expect(body.data).toMatchObject({ authChallenge: { difficulty: 10, waitMs: 0 } });
    const bad = await post(CHALLENGE, { input: { purpose: 'VERIFY_CODE', email: 'nu-e-email' } });
    expect(bad.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.email' });
    const forged = await post(RESET, {
      input: {
        email: 'nimeni-gate@volan.test',
        code: '123456',
        newPassword: 'o-parola-buna-123',
        challenge: { token: 'x.y', counter: 1 },
      },
    });
    expect(forged.body.errors?.[0]?.extensions).toMatchObject({ code: 'CODE_EXPIRED' });
    for (let i = 0; i < 4; i += 1)
      await post(RESET, {
        input: { email: 'nimeni-gate@volan.test', code: '123456', newPassword: 'o-parola-buna-123' },
      });
    const asked = await post(RESET, {
      input: { email: 'nimeni-gate@volan.test', code: '123456', newPassword: 'o-parola-buna-123' },
    });
    expect(asked.status).toBeLessThan(500);
    expect(asked.body.errors?.[0]).toMatchObject({
      message: 'Attempt limit exceeded, please try after some time.',
      extensions: {
        code: 'LIMIT_EXCEEDED',
        status: 429,
        reason: 'challengeRequired',
        i18nKey: 'auth:errors.limitExceeded',
      },
    });
  });

  it("asks the sixth reset mail for a SEND_CODE challenge with SPEC's message, and takes a challenge on EmailInput", async () => {
    const FORGOT = 'mutation Auth_forgot($input: EmailInput!) { forgotPassword(input: $input) { destination } }';
    const email = 'nimeni-mail-gate@volan.test';
    for (let i = 0; i < 5; i += 1) expect((await post(FORGOT, { input: { email } })).body.errors).toBeUndefined();
    const asked = await post(FORGOT, { input: { email } });
    expect(asked.body.errors?.[0]).toMatchObject({
      message: 'Attempt limit exceeded, please try after some time.',
      extensions: {
        code: 'LIMIT_EXCEEDED',
        status: 429,
        reason: 'challengeRequired',
        i18nKey: 'auth:errors.limitExceeded',
      },
    });
    const { body } = await post(CHALLENGE, { input: { purpose: 'SEND_CODE', email } });
    expect(body.data).toMatchObject({ authChallenge: { difficulty: 10, waitMs: 60_000 } });
    // A forged proof is refused like a missing one, never a 500.
    const forged = await post(FORGOT, { input: { email, challenge: { token: 'x.y', counter: 1 } } });
    expect(forged.body.errors?.[0]?.extensions).toMatchObject({ code: 'LIMIT_EXCEEDED', reason: 'challengeRequired' });
  });
});
