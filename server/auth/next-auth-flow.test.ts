/**
 * Sign-up → code from the outbox → confirm → sign-in through next-auth's real handlers (Next's API
 * resolver on node:http), the session of SPEC §3, renewal of the id token, the failed renewal, and
 * sign-out. A hand-moved clock replaces waiting.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solveProofOfWork } from '@/lib/session/proof-of-work';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@/server/db/seed/demo-accounts';
import { createTestDb, type TestDb } from '@/server/db/testing/test-db';
import { decodeIdToken } from './id-token';
import type { VolanSession } from './session-shape';
import {
  BrowserClient,
  codeFromMail,
  startAuthTestServer,
  testClock,
  type AuthTestServer,
} from './testing/auth-test-server';

const TTL = 60;
const clock = testClock(new Date('2026-03-15T09:00:00.000Z'));
let t: TestDb;
let server: AuthTestServer;

beforeAll(async () => {
  t = await createTestDb({ ads: 10 });
  server = await startAuthTestServer(t.db, { now: clock.now, idTokenTtlSeconds: TTL });
});
afterAll(async () => {
  await server.close();
  await t.close();
});

/** A quarter of an hour later: every throttle window of the previous test is over. */
function nextTest(): void {
  clock.advance(16 * 60 * 1000);
}

const SIGN_UP = `mutation Auth_signUp($input: SignUpInput!) {
  signUp(input: $input) { userUUID userConfirmed codeDeliveryDetails { destination deliveryMedium attributeName } }
}`;
const CONFIRM = `mutation Auth_confirmSignUp($input: ConfirmSignUpInput!) { confirmSignUp(input: $input) { userUUID confirmed } }`;
const CHALLENGE = `query Auth_challenge($input: AuthChallengeInput!) { authChallenge(input: $input) { token difficulty waitMs } }`;
const ME = `query Auth_me { me { userUUID email displayName userType accountStatus multiUser { isMainAccount mainAccountUUID } } }`;

describe('the auth service endpoints (SPEC §7)', () => {
  it('lists the credentials provider and hands out a csrf token', async () => {
    const browser = new BrowserClient(server.origin);
    const providers = (await (await browser.fetch('/api/auth/providers')).json()) as Record<string, { type: string }>;
    expect(providers['credentials']).toMatchObject({ id: 'credentials', type: 'credentials' });
    expect(await browser.csrfToken()).toMatch(/^[0-9a-f]{64}$/);
  });

  it('answers {} for the session without a cookie', async () => {
    expect(await new BrowserClient(server.origin).session()).toEqual({});
  });

  it('sends /api/auth/signin to the sign-in page with the sanitised callbackUrl', async () => {
    const response = await new BrowserClient(server.origin).fetch(
      '/api/auth/signin?error=SessionRequired&callbackUrl=%2Fcontul-meu%2Fanunturi',
    );
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location') ?? '', 'http://x');
    expect(location.pathname).toBe('/authentication');
    expect(location.searchParams.get('error')).toBe('SessionRequired');
    expect(location.searchParams.get('callbackUrl')).toBe('http://localhost:3000/contul-meu/anunturi');
  });

  it('sends the error page to the sign-in page with the code, and refuses a session update without csrf', async () => {
    const client = new BrowserClient(server.origin);
    const error = await client.fetch('/api/auth/error?error=INCORRECT_CREDENTIALS');
    expect(error.status).toBe(302);
    expect(error.headers.get('location')).toBe('/authentication?error=INCORRECT_CREDENTIALS');
    const update = await client.fetch('/api/auth/session', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"data":{}}',
    });
    expect(update.status).toBe(400);
  });

  it('accepts client logs at _log', async () => {
    const browser = new BrowserClient(server.origin);
    const response = await browser.fetch('/api/auth/_log', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ level: 'debug', code: 'CLIENT_SESSION_ERROR', message: 'test' }),
    });
    expect(response.status).toBe(200);
  });
});

describe('sign-up, confirmation and sign-in', () => {
  const email = 'ioana.test@volan.test';
  const password = 'munte-mare-2026';
  const browser = () => new BrowserClient(server.origin);

  it('signs up, reads the code from the outbox, confirms, signs in and gets the SPEC §3 session', async () => {
    nextTest();
    const client = browser();
    const signUp = await client.graphql<{
      signUp: { userUUID: string; userConfirmed: boolean; codeDeliveryDetails: Record<string, string> };
    }>(SIGN_UP, {
      input: { email: ' Ioana.Test@volan.test ', password, givenName: 'Ioana', familyName: 'Test' },
    });
    expect(signUp.errors).toBeUndefined();
    expect(signUp.data?.signUp).toMatchObject({
      userConfirmed: false,
      codeDeliveryDetails: { destination: 'i***@v***.test', deliveryMedium: 'EMAIL', attributeName: 'email' },
    });
    const userUUID = signUp.data?.signUp.userUUID ?? '';

    // Before confirming: the password is right, the account is not confirmed yet.
    const early = await client.signIn(email, password);
    expect(early).toMatchObject({ status: 401, error: 'USER_NOT_CONFIRMED' });

    const confirm = await client.graphql(CONFIRM, { input: { email, code: await codeFromMail(t.db, email) } });
    expect(confirm.data).toEqual({ confirmSignUp: { userUUID, confirmed: true } });

    const signIn = await client.signIn(email, password, '/contul-meu/setari');
    expect(signIn).toMatchObject({ status: 200, error: null, url: 'http://localhost:3000/contul-meu/setari' });
    const cookie = [...client.cookies.keys()].find((name) => name.endsWith('next-auth.session-token'));
    expect(cookie).toBe('next-auth.session-token');

    const session = await client.session<VolanSession>();
    expect(Object.keys(session).sort()).toEqual([
      'error',
      'expires',
      'idToken',
      'idTokenExpiresAt',
      'multiUser',
      'user',
    ]);
    expect(session).toMatchObject({
      user: {
        name: 'Ioana Test',
        email,
        image: null,
        id: userUUID,
        givenName: 'Ioana',
        familyName: 'Test',
        displayName: 'Ioana',
        userUUID,
        userType: 'private',
        accountStatus: 'active',
        suspendReason: null,
      },
      multiUser: null,
      error: null,
    });
    expect(session.idTokenExpiresAt).toBe(Math.floor(clock.now().getTime() / 1000) + TTL);
    expect(new Date(session.expires).getTime() - Date.now()).toBeGreaterThan(2_591_000_000);
    expect(decodeIdToken(session.idToken)).toMatchObject({
      sub: userUUID,
      email,
      given_name: 'Ioana',
      family_name: 'Test',
      user_type: 'PRIVATE',
      account_status: 'active',
    });

    const me = await client.graphql(ME, {}, session.idToken);
    expect(me.data).toEqual({
      me: { userUUID, email, displayName: 'Ioana Test', userType: 'private', accountStatus: 'active', multiUser: null },
    });
  });

  it('sets the session cookie HttpOnly, SameSite=Lax, for 2592000 s', async () => {
    nextTest();
    const response = await (async () => {
      const client = browser();
      const body = new URLSearchParams({
        email: DEMO_ACCOUNTS.buyer.email,
        password: DEMO_PASSWORD,
        csrfToken: await client.csrfToken(),
        json: 'true',
      });
      return client.fetch('/api/auth/callback/credentials', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
      });
    })();
    const line = response.headers.getSetCookie().find((c) => c.startsWith('next-auth.session-token='));
    expect(line).toMatch(/HttpOnly/i);
    expect(line).toMatch(/SameSite=Lax/i);
    expect(line).toMatch(/Path=\//);
    const expires = new Date(/Expires=([^;]+)/i.exec(line ?? '')?.[1] ?? 0).getTime();
    expect(Math.round((expires - Date.now()) / 1000 / 3600)).toBe(720);
  });

  it('refuses a wrong password; after 5 failures asks for a challenge, and with it the owner signs in at once', async () => {
    nextTest();
    const client = browser();
    const email = DEMO_ACCOUNTS.seller.email;
    for (let i = 0; i < 5; i += 1) {
      expect(await client.signIn(email, 'not-the-password')).toMatchObject({
        status: 401,
        error: 'INCORRECT_CREDENTIALS',
      });
    }
    // Not a lock: the right password is not checked until a challenge is solved.
    expect((await client.signIn(email, DEMO_PASSWORD)).error).toBe('PASSWORD_ATTEMPTS_EXCEEDED');
    const { data } = await client.graphql<{ authChallenge: { token: string; difficulty: number; waitMs: number } }>(
      CHALLENGE,
      { input: { purpose: 'SIGN_IN', email } },
    );
    const challenge = data!.authChallenge;
    const counter = await solveProofOfWork(challenge.token, challenge.difficulty);
    clock.advance(challenge.waitMs);
    const solved = { challengeToken: challenge.token, challengeCounter: String(counter) };
    expect((await client.signIn(email, DEMO_PASSWORD, '/contul-meu/', solved)).error).toBeNull();
    expect(await client.session()).toMatchObject({ user: { email } });
    // Used once.
    expect((await browser().signIn(email, 'not-the-password', '/contul-meu/', solved)).error).toBe(
      'INCORRECT_CREDENTIALS',
    );
  });

  it('answers an unknown account like a wrong password, and a passwordless seeded one with PASSWORD_RESET_REQUIRED', async () => {
    nextTest();
    expect((await browser().signIn('nobody@volan.test', 'whatever-password')).error).toBe('INCORRECT_CREDENTIALS');
    const [seller] = await t.db.query.users.findMany({
      where: (u, { isNull, and, eq }) => and(isNull(u.passwordHash), eq(u.accountStatus, 'active')),
      limit: 1,
    });
    expect((await browser().signIn(seller?.email ?? '', 'whatever-password')).error).toBe('PASSWORD_RESET_REQUIRED');
    expect((await browser().signIn('not-an-email', 'x')).error).toBe('BAD_USER_INPUT');
  });

  it('refuses a sign-in without the csrf token', async () => {
    const client = browser();
    const response = await client.fetch('/api/auth/callback/credentials', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: DEMO_ACCOUNTS.buyer.email, password: DEMO_PASSWORD, json: 'true' }),
    });
    expect(((await response.json()) as { url: string }).url).toContain('csrf=true');
    expect(await client.session()).toEqual({});
  });

  it('signs the suspended dealer and the sub-user in, with their status and team in the session', async () => {
    nextTest();
    const suspended = browser();
    expect((await suspended.signIn(DEMO_ACCOUNTS.suspendedDealer.email, DEMO_PASSWORD)).error).toBeNull();
    expect((await suspended.session<VolanSession>()).user).toMatchObject({
      accountStatus: 'suspended',
      suspendReason: 'unpaid_invoice',
      userType: 'professional',
    });

    const employee = browser();
    expect((await employee.signIn(DEMO_ACCOUNTS.employee.email, DEMO_PASSWORD)).error).toBeNull();
    const session = await employee.session<VolanSession>();
    expect(session.multiUser).toEqual({ isMainAccount: false, mainAccountUUID: DEMO_ACCOUNTS.dealer.id });
    expect(decodeIdToken(session.idToken)?.['custom:impersonate_uuid']).toBe(DEMO_ACCOUNTS.dealer.id);

    const dealer = browser();
    expect((await dealer.signIn(DEMO_ACCOUNTS.dealer.email, DEMO_PASSWORD)).error).toBeNull();
    expect((await dealer.session<VolanSession>()).multiUser).toEqual({
      isMainAccount: true,
      mainAccountUUID: DEMO_ACCOUNTS.dealer.id,
    });
  });
});

describe('id token renewal', () => {
  async function signedIn(): Promise<{ client: BrowserClient; session: VolanSession }> {
    nextTest();
    const client = new BrowserClient(server.origin);
    expect((await client.signIn(DEMO_ACCOUNTS.buyer.email, DEMO_PASSWORD)).error).toBeNull();
    return { client, session: await client.session<VolanSession>() };
  }

  it('keeps the token while it has time left, renews it near expiry, and GraphQL takes only the new one once the old expired', async () => {
    const { client, session } = await signedIn();
    clock.advance(30 * 1000);
    expect((await client.session<VolanSession>()).idToken).toBe(session.idToken);

    clock.advance(15 * 1000); // 15 s left: inside the renewal margin (a third of 60 s)
    const renewed = await client.session<VolanSession>();
    expect(renewed.idToken).not.toBe(session.idToken);
    expect(renewed.idTokenExpiresAt).toBe(Math.floor(clock.now().getTime() / 1000) + TTL);
    expect(renewed.error).toBeNull();

    clock.advance(20 * 1000); // the first token has expired now
    const stale = await client.graphql(ME, {}, session.idToken);
    expect(stale.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED', status: 401, reason: 'expired' });
    const fresh = await client.graphql<{ me: { userUUID: string } }>(ME, {}, renewed.idToken);
    expect(fresh.data?.me.userUUID).toBe(DEMO_ACCOUNTS.buyer.id);
  });

  it('renews at once on a session update (the forced refresh)', async () => {
    const { client, session } = await signedIn();
    clock.advance(1000);
    const response = await client.fetch('/api/auth/session', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ csrfToken: await client.csrfToken(), data: { anything: 'ignored' } }),
    });
    const updated = (await response.json()) as VolanSession;
    expect(updated.idToken).not.toBe(session.idToken);
    expect(updated.user).toEqual(session.user);
  });

  it('ends the session at once when its refresh token was revoked: GraphQL refuses its token, the session says RefreshAccessTokenError', async () => {
    const { client, session } = await signedIn();
    // Another browser of the same user changes the password: this session's refresh token is revoked.
    const other = new BrowserClient(server.origin);
    expect((await other.signIn(DEMO_ACCOUNTS.buyer.email, DEMO_PASSWORD)).error).toBeNull();
    const otherToken = (await other.session<VolanSession>()).idToken;
    const change = await other.graphql(
      `mutation Auth_changePassword($input: ChangePasswordInput!) { changePassword(input: $input) { ok revokedSessions } }`,
      { input: { oldPassword: DEMO_PASSWORD, newPassword: 'o-parola-noua-lunga' } },
      otherToken,
    );
    expect(change.data).toEqual({ changePassword: { ok: true, revokedSessions: expect.any(Number) as number } });

    // Ended at once, long before the id token runs out: GraphQL refuses it, the session says so.
    const me = await client.graphql(ME, {}, session.idToken);
    expect(me.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED', reason: 'revoked' });
    const failed = await client.session<VolanSession>();
    expect(failed.error).toBe('RefreshAccessTokenError');
    // It stays failed (no retry storm) and the other session still renews.
    clock.advance(10 * 1000);
    expect((await client.session<VolanSession>()).error).toBe('RefreshAccessTokenError');
    const otherRenewed = await other.session<VolanSession>();
    expect(otherRenewed.error).toBeNull();
    expect(otherRenewed.idTokenExpiresAt).toBeGreaterThan(Math.floor(clock.now().getTime() / 1000));

    // Put the demo password back for the other tests.
    await other.graphql(
      `mutation($input: ChangePasswordInput!) { changePassword(input: $input) { ok } }`,
      { input: { oldPassword: 'o-parola-noua-lunga', newPassword: DEMO_PASSWORD } },
      otherRenewed.idToken,
    );
  });

  it('revokes the whole session when a rotated refresh token comes back after the grace period', async () => {
    const { client } = await signedIn();
    const before = new Map(client.cookies);
    clock.advance((TTL - 5) * 1000);
    expect((await client.session<VolanSession>()).error).toBeNull(); // rotated: the jar has the new cookie
    clock.advance(2 * 60 * 1000);
    // A copy of the old cookie (a stolen one) presents the rotated token: refused, family revoked.
    const thief = new BrowserClient(server.origin);
    for (const [name, value] of before) thief.cookies.set(name, value);
    expect((await thief.session<VolanSession>()).error).toBe('RefreshAccessTokenError');
    expect((await client.session<VolanSession>()).error).toBe('RefreshAccessTokenError');
  });

  it('signs out: the cookie goes, the refresh token is revoked, the callbackUrl is sanitised', async () => {
    const { client } = await signedIn();
    const copy = new Map(client.cookies);
    const out = await client.signOut('https://evil.example/phish');
    expect(out.url).toBe('http://localhost:3000/contul-meu/');
    expect(await client.session()).toEqual({});
    // The old cookie still decrypts, but its refresh token is dead: no renewal.
    const replay = new BrowserClient(server.origin);
    for (const [name, value] of copy) replay.cookies.set(name, value);
    clock.advance(TTL * 1000);
    expect((await replay.session<VolanSession>()).error).toBe('RefreshAccessTokenError');
  });
});
