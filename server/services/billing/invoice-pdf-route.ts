/**
 * GET /api/billing/invoices/{id}.pdf (docs/billing.md): the invoice's PDF for the owning dealer
 * and its sub-users with the INVOICES or PAYMENTS right, from the session cookie; everyone else,
 * and an unknown id, gets the same 404.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { DEFAULT_LOCALE } from '@/lib/i18n/i18n-config';
import { authConfig } from '@/server/auth/auth-config';
import { type RequestUser, userFromAuthorization } from '@/server/auth/bearer';
import { getPageSession } from '@/server/auth/next-auth-handler';
import { isSessionLive } from '@/server/auth/session-tokens';
import { getDb, type Db } from '@/server/db/client';
import { billingAccountOrNull, INVOICE_RIGHTS } from './billing-access';
import { billingT } from './billing-i18n';
import { billingSettings, type BillingCompany } from './billing-settings';
import { invoiceLinesOf, invoiceRowOf } from './invoices';
import { renderInvoicePdf } from './invoice-pdf';

/** What the route answers. */
export interface InvoicePdfAnswer {
  readonly status: 200 | 404;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: Uint8Array | string;
}

const NOT_FOUND: InvoicePdfAnswer = {
  status: 404,
  headers: {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  },
  body: 'Not found',
};

const FILE = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.pdf$/iu;

/** The answer for `file` ('{id}.pdf') asked by `user` (null: not signed in). */
export async function invoicePdfAnswer(
  db: Db,
  user: Pick<RequestUser, 'id'> | null,
  file: string,
  company: BillingCompany,
): Promise<InvoicePdfAnswer> {
  const id = FILE.exec(file)?.[1];
  if (!user || !id) return NOT_FOUND;
  const account = await billingAccountOrNull(db, user.id, INVOICE_RIGHTS);
  const invoice = account ? await invoiceRowOf(db, account, id) : null;
  if (!invoice) return NOT_FOUND;
  const body = await renderInvoicePdf(
    invoice,
    await invoiceLinesOf(db, invoice.id),
    company,
    await billingT(DEFAULT_LOCALE),
  );
  return {
    status: 200,
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Length': String(body.byteLength),
      'Content-Disposition': `inline; filename="${invoice.number}.pdf"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
    body,
  };
}

/** The Next API route's handler: the session cookie names the user. */
export async function serveInvoicePdf(
  req: IncomingMessage & {
    cookies: Partial<Record<string, string>>;
    query: Partial<Record<string, string | string[]>>;
  },
  res: ServerResponse,
): Promise<void> {
  const raw = req.query['file'];
  let answer = NOT_FOUND;
  if (req.method === 'GET' || req.method === 'HEAD') {
    const db = await getDb();
    const config = authConfig();
    const session = await getPageSession(req, res);
    const bearer = session?.idToken ? userFromAuthorization(`Bearer ${session.idToken}`, config) : null;
    const user = bearer?.user && (await isSessionLive(db, bearer.user.sessionId, config.now())) ? bearer.user : null;
    answer = await invoicePdfAnswer(db, user, typeof raw === 'string' ? raw : '', billingSettings().company);
  }
  res.statusCode = answer.status;
  for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value);
  res.end(req.method === 'HEAD' ? undefined : answer.body);
}
