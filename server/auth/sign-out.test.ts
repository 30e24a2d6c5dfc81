/**
 * Sign-out during a database outage (issue 8): the refresh tokens cannot be revoked, so the server
 * must not report the session as ended nor drop the cookie — else the session lives on, unseen,
 * once the database is back. The outage is a real PGlite database that has been closed; after the
 * database is back, signing out again ends the session for good (a replayed cookie is refused).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthClientOptions, signOutRequest } from '@/lib/session/auth-client';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@/server/db/seed/demo-accounts';
import { createTestDb, type TestDb } from '@/server/db/testing/test-db';
import type { Db } from '@/server/db/client';
import { REFRESH_ACCESS_TOKEN_ERROR, type VolanSession } from './session-shape';
import { BrowserClient, startAuthTestServer, testClock, type AuthTestServer } from './testing/auth-test-server';

const clock = testClock(new Date());
let live: TestDb;
let closed: TestDb;
let outage = false;
let server: AuthTestServer;

beforeAll(async () => {
  live = await createTestDb({ ads: 1 });
  closed = await createTestDb({ seed: false });
  await closed.close();
  server = await startAuthTestServer(live.db, { now: clock.now }, (): Promise<Db> =>
    Promise.resolve(outage ? closed.db : live.db),
  );
});
afterAll(async () => {
  await server.close();
  await live.close();
});

const SESSION_COOKIE = 'next-auth.session-token';

/** A second browser holding a copy of `browser`'s cookies (what a thief or a back-up would replay). */
function replay(browser: BrowserClient): BrowserClient {
  const copy = new BrowserClient(server.origin);
  for (const [name, value] of browser.cookies) copy.cookies.set(name, value);
  return copy;
}

describe('sign-out while the database is away', () => {
  it('is not reported as done and keeps the cookie; once the database is back a retry ends the session', async () => {
    const browser = new BrowserClient(server.origin);
    expect((await browser.signIn(DEMO_ACCOUNTS.buyer.email, DEMO_PASSWORD)).status).toBe(200);
    const before = replay(browser);

    outage = true;
    const failed = await browser.signOut('/');
    outage = false;
    expect(failed.status).toBe(503);
    expect(failed.error).toBe('INTERNAL');
    expect(browser.cookies.has(SESSION_COOKIE)).toBe(true);
    // Nothing was ended: the session still reads as signed in, and says so honestly.
    expect((await browser.session<VolanSession>()).user?.email).toBe(DEMO_ACCOUNTS.buyer.email);

    const retried = await browser.signOut('/');
    expect(retried.status).toBe(200);
    expect(retried.error).toBeNull();
    expect(browser.cookies.has(SESSION_COOKIE)).toBe(false);
    expect(await browser.session()).toEqual({});
    // The refresh tokens are revoked: the old cookie, replayed, no longer holds a session.
    expect((await before.session<VolanSession>()).error).toBe(REFRESH_ACCESS_TOKEN_ERROR);
    // That cookie now says its session is over: signing it out needs no database.
    outage = true;
    const ended = await before.signOut('/');
    outage = false;
    expect(ended.status).toBe(200);
    expect(before.cookies.has(SESSION_COOKIE)).toBe(false);
  });

  it('says when to try again (Retry-After, as pages and GraphQL do during an outage)', async () => {
    const browser = new BrowserClient(server.origin);
    await browser.signIn(DEMO_ACCOUNTS.buyer.email, DEMO_PASSWORD);
    const body = new URLSearchParams({ callbackUrl: '/', csrfToken: await browser.csrfToken(), json: 'true' });
    outage = true;
    const response = await browser.fetch('/api/auth/signout', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
    });
    outage = false;
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
  });

  it('reaches the browser client as a failed sign-out (what the session and logout machines act on)', async () => {
    const browser = new BrowserClient(server.origin);
    await browser.signIn(DEMO_ACCOUNTS.buyer.email, DEMO_PASSWORD);
    const options: AuthClientOptions = { fetchImpl: (url, init) => browser.fetch(url, init) };
    outage = true;
    const failed = await signOutRequest('/', options);
    outage = false;
    expect(failed).toMatchObject({ ok: false, status: 503, error: 'INTERNAL' });
    expect(await signOutRequest('/', options)).toMatchObject({ ok: true, error: null });
  });

  it('without a valid csrf token revokes nothing (next-auth refuses it too)', async () => {
    const browser = new BrowserClient(server.origin);
    await browser.signIn(DEMO_ACCOUNTS.buyer.email, DEMO_PASSWORD);
    const body = new URLSearchParams({ csrfToken: 'forged', callbackUrl: '/', json: 'true' });
    const response = await browser.fetch('/api/auth/signout', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { url: string }).url).toContain('csrf=true');
    expect((await browser.session<VolanSession>()).user?.email).toBe(DEMO_ACCOUNTS.buyer.email);
    expect((await browser.session<VolanSession>()).error).toBeNull();
  });

  it('without a session cookie answers as before, whatever the database', async () => {
    outage = true;
    try {
      expect((await new BrowserClient(server.origin).signOut('/')).status).toBe(200);
    } finally {
      outage = false;
    }
  });
});
