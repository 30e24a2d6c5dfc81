/**
 * POST /api/errors: a sampled browser error report (lib/monitoring/error-reporter.ts), validated,
 * capped and rate-limited, stored in client_errors. 204 when stored; 400 with what was wrong;
 * 405, 413 as named; past the rate 204 and dropped (X-Volan-Dropped). Never a 500 for what a
 * browser sent.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import type { Db } from '@/server/db/client';
import { clientErrors } from '@/server/db/schema/operations';
import { answer, readCappedBody } from '@/server/http/json-endpoint';
import { createRateLimiter, DROPPED_HEADER, parseBody, type RateLimiter } from './ingest-http';

/** Largest report accepted. */
export const MAX_REPORT_BYTES = 16 * 1024;

/** Reports per address and minute. */
export const REPORTS_PER_MINUTE = 30;

/** The report as the server accepts it; unknown fields are dropped. */
export const errorReportSchema = z.object({
  pageName: z.string().max(100).default(''),
  message: z.string().min(1).max(1000),
  stack: z.string().max(4000).default(''),
  transactionId: z.string().max(128).default(''),
  context: z.record(z.string().max(100), z.unknown()).default({}),
});

/** What the route needs (the app's database and the client's address; a test gives its own). */
export interface ErrorsRouteDeps {
  readonly db: () => Promise<Db>;
  readonly address: (req: IncomingMessage) => string;
  readonly limiter?: RateLimiter;
}

export function createErrorsHandler(deps: ErrorsRouteDeps) {
  const limiter = deps.limiter ?? createRateLimiter(REPORTS_PER_MINUTE, 60_000);
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (req.method !== 'POST') {
      res.setHeader('Allow', 'POST');
      answer(res, 405, { error: 'method not allowed: POST a report' });
      return;
    }
    if (!limiter.take(deps.address(req))) {
      // Dropped quietly, like a beacon past the rate (beacon-route.ts says why).
      res.setHeader(DROPPED_HEADER, 'rate-limit');
      answer(res, 204);
      return;
    }
    const text = await readCappedBody(req, MAX_REPORT_BYTES);
    if (text === null) {
      answer(res, 413, { error: `report larger than ${MAX_REPORT_BYTES} bytes` });
      return;
    }
    const parsed = parseBody(text, errorReportSchema);
    if (!parsed.ok) {
      answer(res, 400, { error: `invalid report: ${parsed.error}` });
      return;
    }
    const report = parsed.value;
    const db = await deps.db();
    await db.insert(clientErrors).values({
      pageName: report.pageName,
      message: report.message,
      stack: report.stack,
      context: report.context,
      transactionId: report.transactionId,
    });
    answer(res, 204);
  };
}
