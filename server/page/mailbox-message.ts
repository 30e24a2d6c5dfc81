/**
 * /dev/mailbox/<id> (an API route through a rewrite in next.config.ts): the HTML of one sandbox mail,
 * for the mailbox page's iframe. A `srcdoc` iframe inherits the page's Content-Security-Policy, whose
 * style-src admits only the page's nonce, so the `<style>` of our mail templates was refused and the
 * mail looked unlike what people receive. This response carries a policy of its own instead: inline
 * style and our images, nothing else — no script, no form, no plugin — and a `sandbox` directive, so
 * even opened on its own the mail runs nothing. The site's policy is unchanged for every other response.
 * Access as for the page (server/page/mailbox.loader.ts): a 404 unless the mailbox is switched on and
 * the request carries the page-scoped access cookie (its Path, /dev/mailbox, covers this address).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Db } from '@/server/db/client';
import type { Env } from '@/server/env';
import { isMailboxEnabled, parseMessageId, readMailbox } from '@/server/mail/mailbox';
import { MAILBOX_COOKIE, MAILBOX_PAGE, mailboxAccess } from '@/server/mail/mailbox-access';

/** The address of a message's HTML (what the iframe loads). */
export function mailboxMessagePath(id: number): string {
  return `${MAILBOX_PAGE}/${String(id)}`;
}

/** The policy of a mail's HTML: its own inline style, images of this site and data: URIs; framed only by this site. */
export const MAIL_HTML_POLICY = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
  'sandbox',
].join('; ');

/** What the handler needs. */
export interface MailboxMessageDeps {
  env: Pick<Env, 'DEV_MAILBOX' | 'NODE_ENV' | 'SMTP_URL' | 'MAILBOX_SECRET'>;
  db: () => Promise<Db>;
}

/** A request as Next's API resolver hands it over: parsed cookies, and the id from the path. */
export type MailboxMessageRequest = IncomingMessage & {
  cookies: Partial<Record<string, string>>;
  query: Partial<Record<string, string | string[]>>;
};

function notFound(res: ServerResponse): void {
  res.statusCode = 404;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.end('Not found');
}

/** Answers GET /dev/mailbox/<id>. */
export async function serveMailboxMessage(
  req: MailboxMessageRequest,
  res: ServerResponse,
  deps: MailboxMessageDeps,
): Promise<void> {
  // Codes and reset links: never kept by a cache, whatever the answer.
  res.setHeader('Cache-Control', 'private, no-store');
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.statusCode = 405;
    res.setHeader('Allow', 'GET, HEAD');
    res.end();
    return;
  }
  if (!isMailboxEnabled(deps.env)) return notFound(res);
  // Only the cookie opens it: the key is exchanged on the page itself, never in an iframe's address.
  if (mailboxAccess({ key: undefined, cookie: req.cookies[MAILBOX_COOKIE] }, deps.env.MAILBOX_SECRET) !== 'cookie')
    return notFound(res);
  const id = parseMessageId(req.query['id']);
  const message =
    id === null ? null : (await readMailbox(await deps.db(), { SMTP_URL: deps.env.SMTP_URL }, id)).selected;
  if (!message) return notFound(res);
  res.statusCode = 200;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Content-Security-Policy', MAIL_HTML_POLICY);
  // For browsers without frame-ancestors: the site's DENY would refuse even the mailbox page.
  res.setHeader('X-Frame-Options', 'SAMEORIGIN');
  res.setHeader('Referrer-Policy', 'no-referrer');
  res.end(req.method === 'HEAD' ? undefined : message.html);
}
