/**
 * GET /api/history-report/{advertId}?t=… : the PDF of a signed report link (link.ts). A bad,
 * tampered or another advert's link → 404, an expired one → 410, an advert gone or without a VIN
 * → 404, each with its translated sentence as plain text; never a 500 for what the URL says.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Db } from '@/server/db/client';
import { historyReportDownload, historyT } from './index';

/** What the route needs (the app's database, secret and clock; a test gives its own). */
export interface HistoryReportRouteDeps {
  db: () => Promise<Db>;
  secret: string;
  now: () => Date;
}

/** Reads the advert id (path) and token (`t`) of a request URL. */
function parse(url: string | undefined): { advertId: string; token: string } {
  const parsed = new URL(url ?? '/', 'http://localhost');
  const advertId = decodeURIComponent(parsed.pathname.split('/').filter(Boolean).pop() ?? '');
  return { advertId, token: parsed.searchParams.get('t') ?? '' };
}

export function createHistoryReportHandler(deps: HistoryReportRouteDeps) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    res.setHeader('Cache-Control', 'private, no-store');
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.statusCode = 405;
      res.setHeader('Allow', 'GET, HEAD');
      res.end();
      return;
    }
    const { advertId, token } = parse(req.url);
    const outcome = await historyReportDownload(await deps.db(), deps.secret, advertId, token, deps.now());
    if (outcome.kind === 'refused') {
      const t = await historyT();
      res.statusCode = outcome.status;
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.end(`${t(outcome.key)}\n`);
      return;
    }
    res.statusCode = 200;
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Length', String(outcome.bytes.byteLength));
    res.setHeader('Content-Disposition', `attachment; filename="${outcome.filename}"`);
    res.end(req.method === 'HEAD' ? undefined : Buffer.from(outcome.bytes));
  };
}
