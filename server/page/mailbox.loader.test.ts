/**
 * The sandbox mailbox against an attacker (issue 8): with no SMTP server every reset code lands in
 * the outbox, so /dev/mailbox must open only with MAILBOX_SECRET — never for an anonymous visitor,
 * a wrong or partial key, a forged cookie, or a loopback address (behind a proxy everyone is one).
 */
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { GetServerSidePropsContext } from 'next';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authConfig } from '@/server/auth/auth-config';
import { AuthError } from '@/server/auth/auth-error-codes';
import { testClock } from '@/server/auth/testing/auth-test-server';
import { DEMO_ACCOUNTS } from '@/server/db/seed/demo-accounts';
import { createTestDb, type TestDb } from '@/server/db/testing/test-db';
import { MAILBOX_COOKIE, mailboxCookieHeader, mailboxCookieValue } from '@/server/mail/mailbox-access';
import { createOutboxMailer } from '@/server/mail/mailer';
import { confirmForgotPassword, forgotPassword } from '@/server/services/accounts-passwords';
import { loadMailboxPage, type MailboxPageDeps } from './mailbox.loader';

const SECRET = 'k3y-of-this-test-run-0123456789abcdef';
const ENV: NonNullable<MailboxPageDeps['env']> = {
  DEV_MAILBOX: 'auto',
  NODE_ENV: 'production',
  SMTP_URL: undefined,
  MAILBOX_SECRET: SECRET,
  SITE_ORIGIN: 'http://localhost:3000',
};
const clock = testClock(new Date('2026-03-15T09:00:00.000Z'));
let t: TestDb;

beforeAll(async () => {
  t = await createTestDb({ ads: 1 });
});
afterAll(async () => {
  await t.close();
});

interface Visit {
  query?: Record<string, string | string[]>;
  cookies?: Record<string, string>;
  headers?: Record<string, string>;
  remoteAddress?: string;
}

/** A request to /dev/mailbox as Next hands it to getServerSideProps. */
function visit({ query = {}, cookies = {}, headers = {}, remoteAddress = '203.0.113.9' }: Visit = {}) {
  const socket = new Socket();
  Object.defineProperty(socket, 'remoteAddress', { value: remoteAddress });
  const req = Object.assign(new IncomingMessage(socket), { cookies });
  req.headers = { host: 'localhost:3000', ...headers };
  const res = new ServerResponse(req);
  const ctx = { req, res, query, resolvedUrl: '/dev/mailbox' } as unknown as GetServerSidePropsContext;
  return {
    res,
    result: loadMailboxPage(ctx, {
      env: ENV,
      db: () => Promise.resolve(t.db),
      readSession: () => Promise.resolve(null),
    }),
  };
}

/** Every 6-digit code anywhere in the page's props. */
function codesIn(result: unknown): string[] {
  return JSON.stringify(result).match(/\b\d{6}\b/g) ?? [];
}

describe('/dev/mailbox against an anonymous visitor', () => {
  it('does not hand out a reset code: the attack of issue 8 fails', async () => {
    const victim = DEMO_ACCOUNTS.buyer.email;
    const deps = {
      db: t.db,
      config: authConfig({ now: clock.now }),
      mailer: createOutboxMailer(t.db),
      address: '203.0.113.9',
    };
    // The attacker asks for a reset of the victim's account: the code goes to the sandbox outbox…
    await forgotPassword(deps, { email: victim });
    // …and tries every way into the mailbox to read it.
    const attempts: Visit[] = [
      {},
      { query: { id: '1' } },
      { remoteAddress: '127.0.0.1' },
      { remoteAddress: '::1', headers: { 'x-forwarded-for': '127.0.0.1' } },
      { query: { key: '' } },
      { query: { key: 'wrong' } },
      { query: { key: SECRET.slice(0, -1) } },
      { query: { key: `${SECRET}x` } },
      { query: { key: SECRET.toUpperCase() } },
      { query: { key: ['wrong', SECRET] } },
      { cookies: { [MAILBOX_COOKIE]: SECRET } },
      { cookies: { [MAILBOX_COOKIE]: 'forged' } },
      // A valid cookie does not rescue a wrong key.
      { query: { key: 'wrong' }, cookies: { [MAILBOX_COOKIE]: mailboxCookieValue(SECRET) } },
    ];
    for (const attempt of attempts) {
      const { res, result } = visit(attempt);
      const answer = await result;
      expect(answer, JSON.stringify(attempt)).toEqual({ notFound: true });
      expect(codesIn(answer)).toEqual([]);
      expect(res.getHeader('set-cookie')).toBeUndefined();
      expect(res.getHeader('cache-control')).toBe('private, no-store');
    }
    // Without the code the reset cannot be completed: a guess is refused.
    await expect(
      confirmForgotPassword(deps, { email: victim, code: '000000', newPassword: 'preluare-ostila-2026' }),
    ).rejects.toBeInstanceOf(AuthError);
  });

  it('opens with the key: a page-scoped httpOnly SameSite=Strict cookie, then a redirect that drops the key', async () => {
    const { res, result } = visit({ query: { key: SECRET, id: '12' } });
    expect(await result).toEqual({ redirect: { destination: '/dev/mailbox?id=12', permanent: false } });
    const header = res.getHeader('set-cookie');
    const cookie = String(Array.isArray(header) ? header[0] : header);
    expect(cookie).toBe(mailboxCookieHeader(SECRET, false));
    expect(cookie).toMatch(/^volan-mailbox=[\w-]+; Path=\/dev\/mailbox; Max-Age=\d+; HttpOnly; SameSite=Strict$/);
    expect(cookie).not.toContain(SECRET);
    expect(mailboxCookieHeader(SECRET, true)).toMatch(/; Secure$/);
  });

  it('shows the mail to whoever holds the cookie', async () => {
    const answer = await visit({ cookies: { [MAILBOX_COOKIE]: mailboxCookieValue(SECRET) } }).result;
    expect(answer).toHaveProperty('props.sandbox', true);
    const messages = (answer as { props: { messages: { to: string; subject: string }[] } }).props.messages;
    expect(messages.find((m) => m.to === DEMO_ACCOUNTS.buyer.email)?.subject).toMatch(/\b\d{6}\b/);
  });

  it('stays a 404 for the key holder too where it is switched off', async () => {
    const socket = new Socket();
    const req = Object.assign(new IncomingMessage(socket), {
      cookies: { [MAILBOX_COOKIE]: mailboxCookieValue(SECRET) },
    });
    req.headers = { host: 'localhost:3000' };
    const ctx = {
      req,
      res: new ServerResponse(req),
      query: {},
      resolvedUrl: '/dev/mailbox',
    } as unknown as GetServerSidePropsContext;
    const env = { ...ENV, DEV_MAILBOX: '0' as const };
    expect(
      await loadMailboxPage(ctx, { env, db: () => Promise.resolve(t.db), readSession: () => Promise.resolve(null) }),
    ).toEqual({ notFound: true });
  });
});
