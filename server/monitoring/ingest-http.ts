/**
 * What the two monitoring endpoints (/api/bm, /api/errors) share besides server/http/json-endpoint.ts:
 * a body read as JSON and validated, and a per-address rate limit. Neither ever answers 500 for what
 * a browser sent: bad input is a 400 that says what was wrong.
 */
import type { z } from 'zod';

/** Says that a beacon or report past the rate was dropped (answered 204, not stored). */
export const DROPPED_HEADER = 'X-Volan-Dropped';

/** The zod issues as one readable line: 'n: Invalid option; v: Too big'. */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => (issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}

/** Parses `text` as JSON and validates it; the 400 message when either fails. */
export function parseBody<T>(
  text: string,
  schema: z.ZodType<T>,
): { ok: true; value: T } | { ok: false; error: string } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, error: 'body is not JSON' };
  }
  const parsed = schema.safeParse(json);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, error: describeIssues(parsed.error) };
}

/** A fixed-window counter per key, kept in memory (one app instance counts its own share). */
export interface RateLimiter {
  /** True when `key` may make one more request now (and counts it). */
  take(key: string): boolean;
}

/** Most keys remembered; past it the windows start over (a flood of addresses cannot grow memory). */
const MAX_KEYS = 10_000;

/** `limit` requests per `windowMs` per key. */
export function createRateLimiter(limit: number, windowMs: number, now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    take(key) {
      if (limit <= 0) return false;
      const time = now();
      const current = windows.get(key);
      if (!current || time - current.start >= windowMs) {
        if (windows.size >= MAX_KEYS) windows.clear();
        windows.set(key, { start: time, count: 1 });
        return true;
      }
      if (current.count >= limit) return false;
      current.count += 1;
      return true;
    },
  };
}
