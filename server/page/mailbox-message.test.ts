/**
 * A sandbox mail's HTML at /dev/mailbox/<id>: its own CSP lets the mail's <style> apply (a srcdoc
 * frame inherits the page's policy, which refused it) while nothing can run; the same access as
 * the mailbox page (cookie only), never cached.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '@/server/db/testing/test-db';
import { listen, type ListeningServer } from '@/server/graphql/testing/listen';
import { MAILBOX_COOKIE, mailboxCookieValue } from '@/server/mail/mailbox-access';
import { createOutboxMailer } from '@/server/mail/mailer';
import { contentSecurityPolicy } from './security-headers';
import { MAIL_HTML_POLICY, type MailboxMessageDeps, mailboxMessagePath, serveMailboxMessage } from './mailbox-message';

const SECRET = 'k3y-of-this-test-run-0123456789abcdef';
const HTML =
  '<!doctype html><html><head><style>p{color:#0b5cad}</style></head><body><p>Codul: 042917</p></body></html>';
let t: TestDb;
let server: ListeningServer;
let env: MailboxMessageDeps['env'] = {
  DEV_MAILBOX: 'auto',
  NODE_ENV: 'production',
  SMTP_URL: undefined,
  MAILBOX_SECRET: SECRET,
};
let id = 0;

beforeAll(async () => {
  t = await createTestDb({ seed: false });
  await createOutboxMailer(t.db).send({
    to: 'maria@volan.test',
    subject: 'Cod',
    text: 'Codul: 042917',
    html: HTML,
    template: 'confirmation-code',
  });
  id = 1;
  // What Next's API resolver hands the route: parsed cookies, the path's id in the query.
  server = await listen((req: IncomingMessage, res: ServerResponse) => {
    const cookies = Object.fromEntries(
      (req.headers.cookie ?? '')
        .split('; ')
        .filter(Boolean)
        .map((c) => [c.slice(0, c.indexOf('=')), c.slice(c.indexOf('=') + 1)]),
    );
    const query = { id: (req.url ?? '').split('/').pop() ?? '' };
    return serveMailboxMessage(Object.assign(req, { cookies, query }), res, { env, db: () => Promise.resolve(t.db) });
  });
});
afterAll(async () => {
  await server.close();
  await t.close();
});

const withCookie = { headers: { cookie: `${MAILBOX_COOKIE}=${mailboxCookieValue(SECRET)}` } };

describe('/dev/mailbox/<id>', () => {
  it('answers the mail HTML under a policy of its own: inline style yes, scripts and forms no, framed only by the site', async () => {
    const response = await fetch(`${server.origin}${mailboxMessagePath(id)}`, withCookie);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(HTML);
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toBe(MAIL_HTML_POLICY);
    expect(policy).toContain("style-src 'unsafe-inline'");
    expect(policy).toContain("default-src 'none'");
    expect(policy).toMatch(/(^|; )sandbox($|;)/);
    expect(policy).toContain("frame-ancestors 'self'");
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    // The site's own policy did not get weaker.
    const site = contentSecurityPolicy({ nonce: 'n', development: false, https: false });
    expect(site).toContain("style-src 'self' 'nonce-n';");
    expect(site).toContain("frame-ancestors 'none'");
  });

  it('is a 404 without the access cookie, with a forged one, for the key in the address, an unknown id, or when switched off', async () => {
    const attempts: [string, RequestInit][] = [
      [mailboxMessagePath(id), {}],
      [mailboxMessagePath(id), { headers: { cookie: `${MAILBOX_COOKIE}=forged` } }],
      [`${mailboxMessagePath(id)}?key=${SECRET}`, {}],
      [mailboxMessagePath(999), withCookie],
      ['/dev/mailbox/x', withCookie],
    ];
    for (const [path, init] of attempts) {
      const response = await fetch(`${server.origin}${path}`, init);
      expect(response.status, path).toBe(404);
      expect(await response.text()).not.toContain('042917');
      expect(response.headers.get('cache-control')).toBe('private, no-store');
    }
    env = { ...env, DEV_MAILBOX: '0' };
    expect((await fetch(`${server.origin}${mailboxMessagePath(id)}`, withCookie)).status).toBe(404);
    env = { ...env, DEV_MAILBOX: 'auto' };
  });
});
