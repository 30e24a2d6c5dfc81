/**
 * The client side of the session against the real server: lib/session/auth-client talking to
 * next-auth's real handlers (sign-in errors from the url, the session JSON, the forced refresh,
 * sign-out, a failed renewal), and the client's mirrors of the server's error codes kept in step.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  fetchSession,
  signInWithCredentials,
  signOutRequest,
  updateSession,
  type AuthClientOptions,
} from '@/lib/session/auth-client';
import { AUTH_ERROR_KEYS, authErrorKey, PASSWORD_PROBLEM_KEYS, THROTTLE_REASON_KEYS } from '@/lib/session/auth-errors';
import { hasSignOutError, isNoSession, SIGN_OUT_SESSION_ERRORS } from '@/lib/session/session-rules';
import type { ClientSession } from '@/lib/session/session.types';
import {
  AUTH_ERRORS,
  PASSWORD_PROBLEMS,
  THROTTLE_REASON_KEYS as SERVER_THROTTLE_REASON_KEYS,
} from '@/server/auth/auth-error-codes';
import { REFRESH_ACCESS_TOKEN_ERROR, type VolanSession } from '@/server/auth/session-shape';
import {
  BrowserClient,
  startAuthTestServer,
  testClock,
  type AuthTestServer,
} from '@/server/auth/testing/auth-test-server';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@/server/db/seed/demo-accounts';
import { createTestDb, type TestDb } from '@/server/db/testing/test-db';

// The server's session must be readable as the client's (a compile-time check).
const _sessionFits = (session: VolanSession): ClientSession => session;
void _sessionFits;

const TTL = 60;
const clock = testClock(new Date());
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

/** The auth client of one browser (its own cookie jar). */
function browser(): { client: BrowserClient; options: AuthClientOptions } {
  const client = new BrowserClient(server.origin);
  return { client, options: { fetchImpl: (url, init) => client.fetch(url, init) } };
}

/** The server's clock in ms (the client compares expiry against its own clock). */
const now = () => clock.now().getTime();

describe('lib/session/auth-client against next-auth', () => {
  it('has no session without a cookie', async () => {
    expect(await fetchSession(browser().options)).toBeNull();
  });

  it('reads the error code of a refused sign-in from the url, and translates it', async () => {
    clock.advance(16 * 60_000);
    const { options } = browser();
    const result = await signInWithCredentials(
      { email: DEMO_ACCOUNTS.buyer.email, password: 'not-the-password', callbackUrl: '/contul-meu/' },
      options,
    );
    expect(result).toMatchObject({ ok: false, status: 401, error: 'INCORRECT_CREDENTIALS', url: null });
    expect(authErrorKey(result.error)).toBe('auth:errors.incorrectCredentials');
  });

  it('signs in, reads the session, forces a renewal and signs out', async () => {
    clock.advance(16 * 60_000);
    const { options } = browser();
    const signIn = await signInWithCredentials(
      { email: DEMO_ACCOUNTS.buyer.email, password: DEMO_PASSWORD, callbackUrl: '/contul-meu/preferences' },
      options,
    );
    expect(signIn).toMatchObject({ ok: true, error: null, url: 'http://localhost:3000/contul-meu/preferences' });

    const session = await fetchSession(options);
    expect(session?.user).toMatchObject({
      userUUID: DEMO_ACCOUNTS.buyer.id,
      email: DEMO_ACCOUNTS.buyer.email,
      userType: 'private',
    });
    expect(isNoSession(session, now())).toBe(false);
    expect(isNoSession(session, now() + (TTL + 1) * 1000)).toBe(true);

    clock.advance(1000);
    const renewed = await updateSession(options);
    expect(renewed?.idToken).toBeTruthy();
    expect(renewed?.idToken).not.toBe(session?.idToken);
    expect(renewed?.idTokenExpiresAt).toBeGreaterThan(session?.idTokenExpiresAt ?? 0);

    const signOut = await signOutRequest('/', options);
    expect(signOut.ok).toBe(true);
    expect(await fetchSession(options)).toBeNull();
  });

  it('sees RefreshAccessTokenError, a sign-out error, when the renewal is refused', async () => {
    clock.advance(16 * 60_000);
    const first = browser();
    const second = browser();
    const seller = DEMO_ACCOUNTS.seller.email;
    await signInWithCredentials({ email: seller, password: DEMO_PASSWORD, callbackUrl: '/' }, first.options);
    await signInWithCredentials({ email: seller, password: DEMO_PASSWORD, callbackUrl: '/' }, second.options);
    const own = await fetchSession(first.options);
    // Changing the password in one browser ends every other session of the user.
    const change = await first.client.graphql(
      'mutation T_change($input: ChangePasswordInput!) { changePassword(input: $input) { ok } }',
      { input: { oldPassword: DEMO_PASSWORD, newPassword: 'alt-drum-lung-2026' } },
      own?.idToken,
    );
    expect(change.errors).toBeUndefined();
    clock.advance((TTL + 5) * 1000);
    const dead = await fetchSession(second.options);
    expect(dead?.error).toBe(REFRESH_ACCESS_TOKEN_ERROR);
    expect(hasSignOutError(dead)).toBe(true);
    expect(isNoSession(dead, now())).toBe(true);
  });
});

describe('the client mirrors of the server', () => {
  it('maps every server code to the same i18n key', () => {
    expect(Object.keys(AUTH_ERROR_KEYS).sort()).toEqual(Object.keys(AUTH_ERRORS).sort());
    for (const [code, info] of Object.entries(AUTH_ERRORS))
      expect(AUTH_ERROR_KEYS[code as keyof typeof AUTH_ERROR_KEYS]).toBe(info.i18nKey);
    for (const [problem, info] of Object.entries(PASSWORD_PROBLEMS)) {
      expect(PASSWORD_PROBLEM_KEYS[problem as keyof typeof PASSWORD_PROBLEM_KEYS]).toBe(info.i18nKey);
    }
    expect(THROTTLE_REASON_KEYS).toEqual(SERVER_THROTTLE_REASON_KEYS);
  });

  it('has a translation of every server key in every catalogue', () => {
    const keys = [...Object.values(AUTH_ERRORS), ...Object.values(PASSWORD_PROBLEMS)]
      .map((info) => info.i18nKey)
      .concat('auth:errors.invalidInput', ...Object.values(SERVER_THROTTLE_REASON_KEYS));
    for (const locale of ['ro', 'en', 'pl', 'pt']) {
      const catalogue = JSON.parse(
        readFileSync(path.join(process.cwd(), 'public', 'locales', locale, 'auth.json'), 'utf8'),
      ) as Record<string, Record<string, string>>;
      for (const key of keys) {
        const [, dotted = ''] = key.split(':');
        const [group = '', name = ''] = dotted.split('.');
        expect(catalogue[group]?.[name], `${locale} ${key}`).toBeTruthy();
      }
    }
  });

  it('signs out on the server’s final renewal error only', () => {
    expect(SIGN_OUT_SESSION_ERRORS).toContain(REFRESH_ACCESS_TOKEN_ERROR);
    expect(SIGN_OUT_SESSION_ERRORS).not.toContain('Transient Error');
  });
});
