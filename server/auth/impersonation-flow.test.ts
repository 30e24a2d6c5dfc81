/**
 * A main account acting for a member of its team (SPEC §6), through next-auth's real handlers and
 * GraphQL: start → forced session refresh → the member's identity with the main account in the
 * `act` claim; what the acting session may not do; the way back; the link checked at renewal.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionImpersonations } from '@/server/db/schema/auth';
import { userLinks, users } from '@/server/db/schema/users';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@/server/db/seed/demo-accounts';
import { createTestDb, type TestDb } from '@/server/db/testing/test-db';
import { decodeIdToken } from './id-token';
import type { VolanSession } from './session-shape';
import { BrowserClient, startAuthTestServer, testClock, type AuthTestServer } from './testing/auth-test-server';

const clock = testClock(new Date('2026-05-04T08:00:00.000Z'));
let t: TestDb;
let server: AuthTestServer;

beforeAll(async () => {
  t = await createTestDb({ ads: 5 });
  server = await startAuthTestServer(t.db, { now: clock.now, idTokenTtlSeconds: 120 });
});
afterAll(async () => {
  await server.close();
  await t.close();
});

const START = `mutation Start($userId: ID!) { startImpersonation(userId: $userId) { userUUID displayName } }`;
const STOP = `mutation Stop { stopImpersonation { stopped } }`;
const ME = `query Me { me { userUUID email multiUser { isMainAccount mainAccountUUID } } }`;
const TEAM = `query Team { myTeam { userUUID } }`;
const CHANGE_PASSWORD = `mutation Change($input: ChangePasswordInput!) { changePassword(input: $input) { ok } }`;

async function signedIn(email: string): Promise<BrowserClient> {
  clock.advance(16 * 60 * 1000);
  const client = new BrowserClient(server.origin);
  expect((await client.signIn(email, DEMO_PASSWORD)).error).toBeNull();
  return client;
}

/** The forced refresh the client makes after a switch (next-auth's update trigger). */
async function refreshed(client: BrowserClient): Promise<VolanSession> {
  clock.advance(1000);
  const response = await client.fetch('/api/auth/session', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ csrfToken: await client.csrfToken(), data: {} }),
  });
  return (await response.json()) as VolanSession;
}

const code = (body: { errors?: { extensions?: Record<string, unknown> }[] }) => body.errors?.[0]?.extensions?.['code'];

describe('acting for a team member', () => {
  it('switches the session to the member and back', async () => {
    const dealer = await signedIn(DEMO_ACCOUNTS.dealer.email);
    const own = await dealer.session<VolanSession>();
    const started = await dealer.graphql<{ startImpersonation: { userUUID: string } }>(
      START,
      { userId: DEMO_ACCOUNTS.employee.id },
      own.idToken,
    );
    expect(started.errors).toBeUndefined();
    expect(started.data?.startImpersonation.userUUID).toBe(DEMO_ACCOUNTS.employee.id);

    const acting = await refreshed(dealer);
    expect(acting.user.userUUID).toBe(DEMO_ACCOUNTS.employee.id);
    expect(acting.user.email).toBe(DEMO_ACCOUNTS.employee.email);
    expect(acting.multiUser).toEqual({
      isMainAccount: false,
      mainAccountUUID: DEMO_ACCOUNTS.dealer.id,
      impersonatedBy: { userUUID: DEMO_ACCOUNTS.dealer.id, displayName: DEMO_ACCOUNTS.dealer.displayName },
    });
    const claims = decodeIdToken(acting.idToken);
    expect(claims?.sub).toBe(DEMO_ACCOUNTS.employee.id);
    expect(claims?.act?.sub).toBe(DEMO_ACCOUNTS.dealer.id);
    expect(claims?.sid).toBe(decodeIdToken(own.idToken)?.sid);

    // GraphQL sees the member; the member's account cannot be changed, the team not managed.
    const me = await dealer.graphql<{ me: { userUUID: string } }>(ME, {}, acting.idToken);
    expect(me.data?.me.userUUID).toBe(DEMO_ACCOUNTS.employee.id);
    const change = await dealer.graphql(
      CHANGE_PASSWORD,
      { input: { oldPassword: DEMO_PASSWORD, newPassword: 'o-parola-noua-lunga' } },
      acting.idToken,
    );
    expect(code(change)).toBe('IMPERSONATING');
    expect(code(await dealer.graphql(TEAM, {}, acting.idToken))).toBe('FORBIDDEN');
    expect(code(await dealer.graphql(START, { userId: DEMO_ACCOUNTS.employee.id }, acting.idToken))).toBe(
      'IMPERSONATING',
    );

    // A plain renewal keeps acting.
    clock.advance(100 * 1000);
    const renewed = await dealer.session<VolanSession>();
    expect(renewed.idToken).not.toBe(acting.idToken);
    expect(renewed.user.userUUID).toBe(DEMO_ACCOUNTS.employee.id);

    const stopped = await dealer.graphql<{ stopImpersonation: { stopped: boolean } }>(STOP, {}, renewed.idToken);
    expect(stopped.data?.stopImpersonation.stopped).toBe(true);
    const back = await refreshed(dealer);
    expect(back.user.userUUID).toBe(DEMO_ACCOUNTS.dealer.id);
    expect(back.multiUser).toEqual({ isMainAccount: true, mainAccountUUID: DEMO_ACCOUNTS.dealer.id });
    expect(decodeIdToken(back.idToken)?.act).toBeUndefined();
    // Nothing left to stop.
    expect(
      (await dealer.graphql<{ stopImpersonation: { stopped: boolean } }>(STOP, {}, back.idToken)).data
        ?.stopImpersonation.stopped,
    ).toBe(false);
  });

  it('refuses anyone but a main account, members outside the team and pending invitations', async () => {
    const employee = await signedIn(DEMO_ACCOUNTS.employee.email);
    const token = (await employee.session<VolanSession>()).idToken;
    expect(code(await employee.graphql(START, { userId: DEMO_ACCOUNTS.dealer.id }, token))).toBe('FORBIDDEN');

    const dealer = await signedIn(DEMO_ACCOUNTS.dealer.email);
    const dealerToken = (await dealer.session<VolanSession>()).idToken;
    expect(code(await dealer.graphql(START, { userId: DEMO_ACCOUNTS.buyer.id }, dealerToken))).toBe('NOT_FOUND');
    expect(code(await dealer.graphql(START, { userId: 'not-a-uuid' }, dealerToken))).toBe('BAD_USER_INPUT');
    expect(code(await dealer.graphql(START, { userId: DEMO_ACCOUNTS.employee.id }))).toBe('UNAUTHENTICATED');

    const invited = await dealer.graphql<{ inviteTeamMember: { userUUID: string } }>(
      `mutation Invite { inviteTeamMember(email: "pending.member@volan.test", rights: [ADS]) { userUUID } }`,
      {},
      dealerToken,
    );
    const pendingId = invited.data?.inviteTeamMember.userUUID;
    expect(pendingId).toBeTruthy();
    expect(code(await dealer.graphql(START, { userId: pendingId }, dealerToken))).toBe('MEMBER_INACTIVE');
  });

  it('goes back to the main account at the next renewal once the member leaves the team', async () => {
    const dealer = await signedIn(DEMO_ACCOUNTS.dealer.email);
    const own = await dealer.session<VolanSession>();
    await dealer.graphql(START, { userId: DEMO_ACCOUNTS.employee.id }, own.idToken);
    expect((await refreshed(dealer)).user.userUUID).toBe(DEMO_ACCOUNTS.employee.id);

    const [link] = await t.db.select().from(userLinks).where(eq(userLinks.subUserId, DEMO_ACCOUNTS.employee.id));
    await t.db.delete(userLinks).where(eq(userLinks.subUserId, DEMO_ACCOUNTS.employee.id));
    try {
      const after = await refreshed(dealer);
      expect(after.user.userUUID).toBe(DEMO_ACCOUNTS.dealer.id);
      expect(after.multiUser?.impersonatedBy).toBeUndefined();
      expect(await t.db.select().from(sessionImpersonations)).toEqual([]);
    } finally {
      await t.db.insert(userLinks).values(link!);
    }
  });

  it('ends acting when the member is suspended, and forgets it at sign-out', async () => {
    const dealer = await signedIn(DEMO_ACCOUNTS.dealer.email);
    await dealer.graphql(START, { userId: DEMO_ACCOUNTS.employee.id }, (await dealer.session<VolanSession>()).idToken);
    expect((await refreshed(dealer)).user.userUUID).toBe(DEMO_ACCOUNTS.employee.id);
    await t.db.update(users).set({ accountStatus: 'suspended' }).where(eq(users.id, DEMO_ACCOUNTS.employee.id));
    try {
      expect((await refreshed(dealer)).user.userUUID).toBe(DEMO_ACCOUNTS.dealer.id);
    } finally {
      await t.db.update(users).set({ accountStatus: 'active' }).where(eq(users.id, DEMO_ACCOUNTS.employee.id));
    }

    await dealer.graphql(START, { userId: DEMO_ACCOUNTS.employee.id }, (await dealer.session<VolanSession>()).idToken);
    expect(await t.db.select().from(sessionImpersonations)).toHaveLength(1);
    await dealer.signOut();
    expect(await t.db.select().from(sessionImpersonations)).toEqual([]);
  });
});
