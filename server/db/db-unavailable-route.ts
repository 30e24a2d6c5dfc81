/**
 * API routes outside GraphQL (photos under /media, next-auth under /api/auth) while the database is
 * away: an error that means "the database cannot answer now" (server/db/db-unavailable.ts) answers
 * 503 with Retry-After, as pages and GraphQL do, instead of Next's bare 500. Every other error is
 * rethrown untouched (a bug stays a 500, logged by Next). Today neither route lets one escape:
 * photos never read the database, and next-auth's handler catches its own (session kept, sign-in
 * refused with INTERNAL, sign-out 503); this is the net for what a later change lets through.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { databaseRetryAfterSeconds, isDatabaseUnavailable, SERVICE_UNAVAILABLE_CODE } from './db-unavailable';

/** `handler`, answering 503 with Retry-After when it fails because the database is unavailable. */
export function answeringUnavailable<Req extends IncomingMessage, Res extends ServerResponse>(
  handler: (req: Req, res: Res) => unknown,
  retryAfterSeconds: () => number = databaseRetryAfterSeconds,
): (req: Req, res: Res) => Promise<void> {
  return async (req, res) => {
    try {
      await handler(req, res);
    } catch (error) {
      // Once the answer has started there is nothing left to change: let Next end the response.
      if (!isDatabaseUnavailable(error) || res.headersSent) throw error;
      res.statusCode = 503;
      res.setHeader('Retry-After', String(retryAfterSeconds()));
      res.setHeader('Cache-Control', 'no-store');
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.end(JSON.stringify({ error: SERVICE_UNAVAILABLE_CODE }));
    }
  };
}
