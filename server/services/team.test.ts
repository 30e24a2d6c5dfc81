/**
 * Team (multi-user) services against a real (PGlite) database: who may manage a team, inviting
 * (account, link, mail with a code), changing rights, removing members.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthConfig, authConfig } from '@/server/auth/auth-config';
import { startSession } from '@/server/auth/session-tokens';
import { codeFromMail, lastMailTo, testClock } from '@/server/auth/testing/auth-test-server';
import { checkCode } from '@/server/auth/verification-codes';
import { refreshTokens } from '@/server/db/schema/auth';
import { userLinks, users } from '@/server/db/schema/users';
import { DEMO_ACCOUNTS } from '@/server/db/seed/demo-accounts';
import { createTestDb, type TestDb } from '@/server/db/testing/test-db';
import { createOutboxMailer } from '@/server/mail/mailer';
import { AuthError } from '@/server/auth/auth-error-codes';
import { signInWithPassword } from './accounts';
import {
  acceptTeamInvitation,
  inviteTeamMember,
  inviteTeamMemberSchema,
  listTeam,
  removeTeamMember,
  TeamError,
  type TeamErrorCode,
  teamRightsSchema,
  updateTeamMemberRights,
  type TeamDeps,
} from './team';

const clock = testClock(new Date('2026-03-15T09:00:00.000Z'));
let t: TestDb;
let config: AuthConfig;
const dealer = { userId: DEMO_ACCOUNTS.dealer.id };

beforeAll(async () => {
  t = await createTestDb({ ads: 0 });
  config = authConfig({ now: clock.now });
});
afterAll(async () => {
  await t.close();
});

function deps(): TeamDeps {
  return { db: t.db, config, mailer: createOutboxMailer(t.db) };
}

async function failsWith(promise: Promise<unknown>, code: TeamErrorCode): Promise<void> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TeamError);
  expect((error as TeamError).code).toBe(code);
}

describe('who may manage a team', () => {
  it.each([
    ['a private user', DEMO_ACCOUNTS.buyer.id],
    ['a sub-user', DEMO_ACCOUNTS.employee.id],
    ['a suspended dealer', DEMO_ACCOUNTS.suspendedDealer.id],
    ['an unknown id', '00000000-0000-4000-8000-0000000000ff'],
  ])('refuses %s with FORBIDDEN 403', async (_label, userId) => {
    await failsWith(listTeam(deps(), { userId }), 'FORBIDDEN');
    await failsWith(inviteTeamMember(deps(), { userId }, { email: 'x@volan.test', rights: [] }), 'FORBIDDEN');
    const error = new TeamError('FORBIDDEN');
    expect([error.status, error.i18nKey]).toEqual([403, 'account:team.errors.forbidden']);
  });

  it('lists the dealer’s seeded sub-user with its rights', async () => {
    const team = await listTeam(deps(), dealer);
    expect(team).toEqual([
      expect.objectContaining({
        userUUID: DEMO_ACCOUNTS.employee.id,
        email: DEMO_ACCOUNTS.employee.email,
        status: 'active',
        rights: ['ads', 'messages', 'leads', 'statistics'],
      }),
    ]);
  });
});

describe('rights validation', () => {
  it('accepts known sections once each and refuses the team right and unknown keys', () => {
    expect(teamRightsSchema.parse(['ads', 'ads', 'leads'])).toEqual(['ads', 'leads']);
    expect(teamRightsSchema.safeParse(['userAdministration']).success).toBe(false);
    expect(teamRightsSchema.safeParse(['admin']).success).toBe(false);
    expect(inviteTeamMemberSchema.parse({ email: ' Nou@Volan.TEST ', rights: [] }).email).toBe('nou@volan.test');
  });
});

describe('invitations, rights and removal', () => {
  it('invites: an unconfirmed linked account, a mail whose code confirms it', async () => {
    const member = await inviteTeamMember(deps(), dealer, {
      email: 'nou.coleg@volan.test',
      rights: ['ads', 'invoices'],
    });
    expect(member).toMatchObject({ email: 'nou.coleg@volan.test', status: 'invited', rights: ['ads', 'invoices'] });
    const [link] = await t.db.select().from(userLinks).where(eq(userLinks.subUserId, member.userUUID));
    expect(link?.mainUserId).toBe(DEMO_ACCOUNTS.dealer.id);
    expect(link?.rights).toMatchObject({ ads: true, invoices: true, messages: false, userAdministration: false });
    const mail = await lastMailTo(t.db, 'nou.coleg@volan.test');
    expect(mail?.template).toBe('invitation');
    expect(mail?.textBody).toContain('/multi-user/register?email=nou.coleg%40volan.test&code=');
    const code = await codeFromMail(t.db, 'nou.coleg@volan.test');
    expect(await checkCode(t.db, config.secret, member.userUUID, 'confirm_sign_up', code, clock.now())).toBe('ok');
  });

  it('re-inviting a pending member sends a new code; any other existing e-mail is MEMBER_EXISTS', async () => {
    const first = await inviteTeamMember(deps(), dealer, { email: 'pending@volan.test', rights: ['ads'] });
    const again = await inviteTeamMember(deps(), dealer, { email: 'pending@volan.test', rights: ['leads'] });
    expect(again).toMatchObject({ userUUID: first.userUUID, rights: ['leads'] });
    await failsWith(
      inviteTeamMember(deps(), dealer, { email: DEMO_ACCOUNTS.buyer.email, rights: [] }),
      'MEMBER_EXISTS',
    );
    await failsWith(
      inviteTeamMember(deps(), dealer, { email: DEMO_ACCOUNTS.employee.email, rights: [] }),
      'MEMBER_EXISTS',
    );
  });

  it('updates rights of its own members only', async () => {
    const updated = await updateTeamMemberRights(deps(), dealer, {
      userId: DEMO_ACCOUNTS.employee.id,
      rights: ['messages'],
    });
    expect(updated.rights).toEqual(['messages']);
    await failsWith(
      updateTeamMemberRights(deps(), dealer, { userId: DEMO_ACCOUNTS.buyer.id, rights: [] }),
      'NOT_FOUND',
    );
  });

  it('removes a pending invitation with its account, and an active member by unlinking and ending its sessions', async () => {
    const pending = await inviteTeamMember(deps(), dealer, { email: 'plecat@volan.test', rights: [] });
    await removeTeamMember(deps(), dealer, { userId: pending.userUUID });
    expect(await t.db.select().from(users).where(eq(users.id, pending.userUUID))).toEqual([]);

    const [employee] = await t.db.select().from(users).where(eq(users.id, DEMO_ACCOUNTS.employee.id));
    await startSession(t.db, config, employee!);
    expect(await removeTeamMember(deps(), dealer, { userId: DEMO_ACCOUNTS.employee.id })).toEqual({
      userUUID: DEMO_ACCOUNTS.employee.id,
      removed: true,
    });
    expect(await t.db.select().from(users).where(eq(users.id, DEMO_ACCOUNTS.employee.id))).toHaveLength(1);
    const sessions = await t.db.select().from(refreshTokens).where(eq(refreshTokens.userId, DEMO_ACCOUNTS.employee.id));
    expect(sessions.every((s) => s.revokedAt !== null)).toBe(true);
    expect((await listTeam(deps(), dealer)).map((m) => m.userUUID)).not.toContain(DEMO_ACCOUNTS.employee.id);
    await failsWith(removeTeamMember(deps(), dealer, { userId: DEMO_ACCOUNTS.employee.id }), 'NOT_FOUND');
  });
});

describe('accepting an invitation', () => {
  async function refusal(promise: Promise<unknown>): Promise<string | undefined> {
    const error = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AuthError);
    return (error as AuthError).code;
  }

  it('sets the password with the e-mailed code; the member can then sign in', async () => {
    const member = await inviteTeamMember(deps(), dealer, { email: 'accepta@volan.test', rights: ['ads'] });
    const code = await codeFromMail(t.db, 'accepta@volan.test');
    const wrong = code === '000000' ? '111111' : '000000';
    expect(
      await refusal(
        acceptTeamInvitation(deps(), { email: 'accepta@volan.test', code: wrong, password: 'parola-echipei-2026' }),
      ),
    ).toBe('CODE_MISMATCH');
    expect(await refusal(acceptTeamInvitation(deps(), { email: 'accepta@volan.test', code, password: 'scurta' }))).toBe(
      'INVALID_PASSWORD',
    );
    expect(
      await acceptTeamInvitation(deps(), { email: 'accepta@volan.test', code, password: 'parola-echipei-2026' }),
    ).toEqual({ userUUID: member.userUUID, confirmed: true });
    const signedIn = await signInWithPassword(
      { db: t.db, config, address: null },
      { email: 'accepta@volan.test', password: 'parola-echipei-2026' },
    );
    expect(signedIn.id).toBe(member.userUUID);
    expect((await listTeam(deps(), dealer)).find((m) => m.userUUID === member.userUUID)?.status).toBe('active');
    expect(
      await refusal(
        acceptTeamInvitation(deps(), { email: 'accepta@volan.test', code, password: 'parola-echipei-2026' }),
      ),
    ).toBe('CODE_EXPIRED');
  });

  it('locks an address that keeps guessing invitation codes, whoever it guesses for', async () => {
    clock.advance(16 * 60 * 1000);
    const guesser: TeamDeps = { ...deps(), address: '203.0.113.9' };
    for (let i = 0; i < 20; i += 1) {
      expect(
        await refusal(
          acceptTeamInvitation(guesser, {
            email: `ghicit-${i}@volan.test`,
            code: '123456',
            password: 'parola-echipei-2026',
          }),
        ),
      ).toBe('CODE_EXPIRED');
    }
    const member = await inviteTeamMember(deps(), dealer, { email: 'tinta@volan.test', rights: [] });
    const code = await codeFromMail(t.db, 'tinta@volan.test');
    // Even the right code is refused from the locked address; elsewhere it works.
    expect(
      await refusal(
        acceptTeamInvitation(guesser, { email: 'tinta@volan.test', code, password: 'parola-echipei-2026' }),
      ),
    ).toBe('LIMIT_EXCEEDED');
    expect(
      await acceptTeamInvitation(deps(), { email: 'tinta@volan.test', code, password: 'parola-echipei-2026' }),
    ).toEqual({ userUUID: member.userUUID, confirmed: true });
  });

  it('answers CODE_EXPIRED for an address that was not invited', async () => {
    expect(
      await refusal(
        acceptTeamInvitation(deps(), {
          email: DEMO_ACCOUNTS.buyer.email,
          code: '123456',
          password: 'parola-echipei-2026',
        }),
      ),
    ).toBe('CODE_EXPIRED');
    expect(
      await refusal(
        acceptTeamInvitation(deps(), { email: 'nimeni@volan.test', code: '123456', password: 'parola-echipei-2026' }),
      ),
    ).toBe('CODE_EXPIRED');
  });
});

describe('invitation throttling', () => {
  it('stops a main account after 20 invitations in an hour, from any address, and lets it go on an hour later', async () => {
    clock.advance(2 * 60 * 60 * 1000);
    const withAddress = (address: string): TeamDeps => ({ ...deps(), address });
    for (let i = 0; i < 20; i += 1) {
      await inviteTeamMember(
        withAddress('198.51.100.7'),
        dealer,
        inviteTeamMemberSchema.parse({ email: `val-${i}@volan.test`, rights: [] }),
      );
    }
    await failsWith(
      inviteTeamMember(
        withAddress('198.51.100.8'),
        dealer,
        inviteTeamMemberSchema.parse({ email: 'val-20@volan.test', rights: [] }),
      ),
      'LIMIT_EXCEEDED',
    );
    expect(await lastMailTo(t.db, 'val-20@volan.test')).toBeUndefined();
    const [refused] = await t.db.select().from(users).where(eq(users.email, 'val-20@volan.test'));
    expect(refused).toBeUndefined();

    clock.advance(61 * 60 * 1000);
    await inviteTeamMember(
      withAddress('198.51.100.7'),
      dealer,
      inviteTeamMemberSchema.parse({ email: 'val-20@volan.test', rights: [] }),
    );
    expect(await lastMailTo(t.db, 'val-20@volan.test')).toBeDefined();
  });
});
