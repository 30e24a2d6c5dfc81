/**
 * A callbackUrl that is not an http(s) URL — in the query of any next-auth endpoint, or in the
 * callback-url cookie — made next-auth answer 500 ("server configuration") before any callback of
 * ours ran (issue 8). Through the real handler: every such request gets the ordinary answer, with
 * the safe default where a callback URL is kept, and a signed-in page read still finds its session.
 */
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@/server/db/seed/demo-accounts';
import { createTestDb, type TestDb } from '@/server/db/testing/test-db';
import { getPageSession } from './next-auth-handler';
import { BrowserClient, startAuthTestServer, testClock, type AuthTestServer } from './testing/auth-test-server';

const clock = testClock(new Date());
let t: TestDb;
let server: AuthTestServer;

beforeAll(async () => {
  t = await createTestDb({ ads: 1 });
  server = await startAuthTestServer(t.db, { now: clock.now });
});
afterAll(async () => {
  await server.close();
  await t.close();
});

/** Values next-auth's own check refuses (not an http(s) URL), and non-Latin-1 ones. */
const WEIRD = [
  '%E0%A4%A',
  '\u0000',
  'javascript:alert(1)',
  'contul-meu',
  'ftp://volan.ro/',
  '/ă',
  'ă',
  '%C4%83',
  'https://evil.com/ă',
];
const DEFAULT = 'http://localhost:3000/contul-meu/';

/** The callback-url cookie the response set (decoded), if any. */
function callbackCookie(response: Response): string | undefined {
  const line = response.headers.getSetCookie().find((c) => c.startsWith('next-auth.callback-url='));
  return line === undefined
    ? undefined
    : decodeURIComponent(line.slice('next-auth.callback-url='.length).split(';')[0] ?? '');
}

/** A cookie header value as a browser sends a non-ASCII one: its UTF-8 bytes, which Node reads as Latin-1. */
function rawCookie(value: string): string {
  return `next-auth.callback-url=${Buffer.from(value, 'utf8').toString('latin1')}`;
}

describe.each(['session', 'csrf', 'providers'])('GET /api/auth/%s with a weird callbackUrl', (endpoint) => {
  it.each(WEIRD)('answers normally for the query value %j', async (value) => {
    const response = await new BrowserClient(server.origin).fetch(
      `/api/auth/${endpoint}?callbackUrl=${encodeURIComponent(value)}`,
    );
    expect(response.status).toBe(200);
    const kept = callbackCookie(response);
    if (kept !== undefined) expect(new URL(kept).origin).toBe('http://localhost:3000');
  });

  // A header cannot carry NUL at all (fetch refuses to send it).
  it.each(WEIRD.filter((v) => !v.includes('\u0000')))('answers normally for the cookie value %j', async (value) => {
    const response = await fetch(`${server.origin}/api/auth/${endpoint}`, { headers: { cookie: rawCookie(value) } });
    expect(response.status).toBe(200);
  });
});

describe('the callback URL kept from a weird one', () => {
  it('is the safe default', async () => {
    const response = await new BrowserClient(server.origin).fetch(
      `/api/auth/csrf?callbackUrl=${encodeURIComponent('javascript:alert(1)')}`,
    );
    expect(callbackCookie(response)).toBe(DEFAULT);
  });

  it('sends /api/auth/signin to the sign-in page with the default', async () => {
    const response = await new BrowserClient(server.origin).fetch(
      `/api/auth/signin?callbackUrl=${encodeURIComponent('%E0%A4%A')}`,
    );
    expect(response.status).toBe(302);
    expect(new URL(response.headers.get('location') ?? '', 'http://x').searchParams.get('callbackUrl')).toBe(DEFAULT);
  });
});

describe('sign-out with a weird callbackUrl', () => {
  it.each(WEIRD)('signs out and answers a URL on the site for %j (query and form)', async (value) => {
    const browser = new BrowserClient(server.origin);
    await browser.signIn(DEMO_ACCOUNTS.buyer.email, DEMO_PASSWORD);
    const body = new URLSearchParams({ csrfToken: await browser.csrfToken(), callbackUrl: value, json: 'true' });
    const response = await browser.fetch(`/api/auth/signout?callbackUrl=${encodeURIComponent(value)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
    });
    expect(response.status).toBe(200);
    const { url } = (await response.json()) as { url: string };
    expect(new URL(url).origin).toBe('http://localhost:3000');
    expect(await browser.session()).toEqual({});
  });
});

describe('a page read with a tampered callback-url cookie', () => {
  it('still finds the session', async () => {
    const browser = new BrowserClient(server.origin);
    await browser.signIn(DEMO_ACCOUNTS.buyer.email, DEMO_PASSWORD);
    const cookies = { ...Object.fromEntries(browser.cookies), 'next-auth.callback-url': 'javascript:alert(1)' };
    const req = Object.assign(new IncomingMessage(new Socket()), { cookies });
    req.headers = { host: 'localhost:3000' };
    const session = await getPageSession(req, new ServerResponse(req), {
      db: () => Promise.resolve(t.db),
      config: { now: clock.now },
    });
    expect(session?.user.email).toBe(DEMO_ACCOUNTS.buyer.email);
  });
});
