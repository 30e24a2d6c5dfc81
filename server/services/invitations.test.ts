/**
 * A dealer must not be able to take over an outside user through an invitation (issue 8).
 * inviteTeamMember creates an unconfirmed account linked to the dealer; the invitee's own sign-up
 * (once the invitation code is burnt by wrong guesses) or a password reset used to activate that
 * account with the link kept, and the dealer could then act for her. Both attacks are walked here
 * against a real database: no link survives, nothing the dealer chose stays, the dealer cannot act
 * for her, and the genuine acceptance still makes a member.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthConfig, authConfig } from '@/server/auth/auth-config';
import { AuthError } from '@/server/auth/auth-error-codes';
import { decodeIdToken } from '@/server/auth/id-token';
import { mainAccountOf, startSession } from '@/server/auth/session-tokens';
import { codeFromMail, lastMailTo, testClock } from '@/server/auth/testing/auth-test-server';
import { userLinks, users } from '@/server/db/schema/users';
import { DEMO_ACCOUNTS } from '@/server/db/seed/demo-accounts';
import { createTestDb, type TestDb } from '@/server/db/testing/test-db';
import { createOutboxMailer } from '@/server/mail/mailer';
import { confirmSignUp, resendSignUpCode, signInWithPassword, signUp } from './accounts';
import { signUpSchema } from './accounts.inputs';
import { confirmForgotPassword, forgotPassword, getMe } from './accounts-passwords';
import type { AccountsDeps } from './accounts.types';
import { startImpersonation } from './impersonation';
import { acceptTeamInvitation, inviteTeamMember, listTeam, TeamError } from './team';

const clock = testClock(new Date('2026-03-15T09:00:00.000Z'));
const PASSWORD = 'contul-meu-privat-2026';
const dealer = { userId: DEMO_ACCOUNTS.dealer.id };
let t: TestDb;
let config: AuthConfig;
let counter = 0;

beforeAll(async () => {
  t = await createTestDb({ ads: 0 });
  config = authConfig({ now: clock.now });
});
afterAll(async () => {
  await t.close();
});

/** Deps from a fresh client address each time (address counters stay out of the way). */
function deps(): AccountsDeps {
  return { db: t.db, config, mailer: createOutboxMailer(t.db), address: `198.51.100.${(counter += 1)}` };
}

/** A quarter of an hour later: the per-account throttle windows of earlier steps are over. */
function later(): void {
  clock.advance(16 * 60 * 1000);
}

async function codeOf(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AuthError);
  return (error as AuthError).code;
}

/** Whether the dealer can act for the user (start impersonating her), from a live session of its own. */
async function dealerCanActFor(userId: string): Promise<boolean> {
  const [row] = await t.db.select().from(users).where(eq(users.id, dealer.userId));
  const sessionId = decodeIdToken((await startSession(t.db, config, row!)).idToken)?.sid ?? '';
  try {
    await startImpersonation({ db: t.db, config }, { id: dealer.userId, sessionId, impersonatorId: null }, { userId });
    return true;
  } catch (error) {
    if (error instanceof TeamError) return false;
    throw error;
  }
}

/** Everything that would bind the account to the dealer: none of it may be there. */
async function expectCleanPrivateAccount(email: string): Promise<void> {
  const [user] = await t.db.select().from(users).where(eq(users.email, email));
  expect(user).toMatchObject({ accountStatus: 'active', userType: 'private', companyName: null, cityId: null });
  expect(await t.db.select().from(userLinks).where(eq(userLinks.subUserId, user!.id))).toEqual([]);
  expect(await mainAccountOf(t.db, user!.id)).toBeNull();
  expect((await getMe(deps(), { userId: user!.id })).multiUser).toBeNull();
  expect(decodeIdToken((await startSession(t.db, config, user!)).idToken)?.['custom:impersonate_uuid']).toBeUndefined();
  expect((await listTeam(deps(), dealer)).map((m) => m.email)).not.toContain(email);
  expect(await dealerCanActFor(user!.id)).toBe(false);
}

describe('an invited address taken over by its owner', () => {
  it('sign-up after the invitation code was burnt starts a clean private account, not a team member', async () => {
    const email = 'tinta.inscriere@volan.test';
    const invited = await inviteTeamMember(deps(), dealer, { email, rights: ['ads', 'messages', 'invoices'] });
    const code = await codeFromMail(t.db, email);
    const wrong = code === '000000' ? '111111' : '000000';
    // Five wrong guesses kill the invitation code; then the address counts as an abandoned sign-up.
    for (let i = 0; i < 5; i += 1)
      expect(await codeOf(acceptTeamInvitation(deps(), { email, code: wrong, password: PASSWORD }))).toBe(
        'CODE_MISMATCH',
      );
    later();
    const signedUp = await signUp(deps(), signUpSchema.parse({ email, password: PASSWORD, givenName: 'Ana' }));
    expect(signedUp.userUUID).toBe(invited.userUUID);
    await confirmSignUp(deps(), { email, code: await codeFromMail(t.db, email) });
    expect((await signInWithPassword(deps(), { email, password: PASSWORD })).id).toBe(invited.userUUID);
    await expectCleanPrivateAccount(email);
    // Her own invitation code is of no use to anyone any more.
    expect(await codeOf(acceptTeamInvitation(deps(), { email, code, password: PASSWORD }))).toBe('CODE_EXPIRED');
  });

  it('a password reset of a pending invitation starts a clean private account, not a team member', async () => {
    later();
    const email = 'tinta.resetare@volan.test';
    await inviteTeamMember(deps(), dealer, { email, rights: ['ads', 'leads'] });
    const invitationCode = await codeFromMail(t.db, email);
    await forgotPassword(deps(), { email });
    await confirmForgotPassword(deps(), { email, code: await codeFromMail(t.db, email), newPassword: PASSWORD });
    await signInWithPassword(deps(), { email, password: PASSWORD });
    await expectCleanPrivateAccount(email);
    expect(await codeOf(acceptTeamInvitation(deps(), { email, code: invitationCode, password: PASSWORD }))).toBe(
      'CODE_EXPIRED',
    );
  });

  it('the invitation code does not confirm a sign-up, and resending a sign-up code mails nothing', async () => {
    later();
    const email = 'tinta.confirmare@volan.test';
    await inviteTeamMember(deps(), dealer, { email, rights: [] });
    const invitation = await lastMailTo(t.db, email);
    const code = await codeFromMail(t.db, email);
    expect(await codeOf(confirmSignUp(deps(), { email, code }))).toBe('CODE_EXPIRED');
    await resendSignUpCode(deps(), { email });
    expect((await lastMailTo(t.db, email))?.id).toBe(invitation?.id);
    // The invitation itself is untouched: still pending, its code still good for accepting it.
    expect((await listTeam(deps(), dealer)).find((m) => m.email === email)?.status).toBe('invited');
    expect(await dealerCanActFor((await listTeam(deps(), dealer)).find((m) => m.email === email)!.userUUID)).toBe(
      false,
    );
    await acceptTeamInvitation(deps(), { email, code, password: PASSWORD });
  });
});

describe('the genuine acceptance', () => {
  it('still makes the invitee a member the dealer can act for', async () => {
    later();
    const email = 'coleg.acceptat@volan.test';
    const member = await inviteTeamMember(deps(), dealer, { email, rights: ['ads'] });
    await acceptTeamInvitation(deps(), { email, code: await codeFromMail(t.db, email), password: PASSWORD });
    expect(await mainAccountOf(t.db, member.userUUID)).toBe(DEMO_ACCOUNTS.dealer.id);
    expect((await listTeam(deps(), dealer)).find((m) => m.email === email)).toMatchObject({
      status: 'active',
      rights: ['ads'],
    });
    expect(await dealerCanActFor(member.userUUID)).toBe(true);
    // A member's own password reset keeps her in the team she accepted.
    later();
    await forgotPassword(deps(), { email });
    await confirmForgotPassword(deps(), {
      email,
      code: await codeFromMail(t.db, email),
      newPassword: `${PASSWORD}-nou`,
    });
    expect(await mainAccountOf(t.db, member.userUUID)).toBe(DEMO_ACCOUNTS.dealer.id);
  });
});
