/**
 * POST /api/bm (SPEC §7): one performance beacon as JSON (l, n, v, u, r, h, q, s), validated,
 * capped and rate-limited, stored in web_vitals with the route it belongs to. 204 when stored;
 * 400 with what was wrong; 405, 413 as named; past the rate 204 and dropped (X-Volan-Dropped).
 * Never a 500 for what a browser sent.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { routeIdOf } from '@/lib/routes/match-route';
import { NO_ROUTE_ID } from '@/lib/routes/route-id';
import { routePatterns } from '@/lib/routes/route-table';
import type { Db } from '@/server/db/client';
import { webVitals } from '@/server/db/schema/operations';
import { answer, readCappedBody } from '@/server/http/json-endpoint';
import { createRateLimiter, DROPPED_HEADER, parseBody, type RateLimiter } from './ingest-http';

/** A beacon is a few hundred bytes; anything much larger is not one. */
export const MAX_BEACON_BYTES = 4 * 1024;

/** Beacons per address and minute (a page sends six, a busy office many pages). */
export const BEACONS_PER_MINUTE = 240;

/** The six web vitals of SPEC §9. */
export const WEB_VITAL_NAMES = ['FCP', 'LCP', 'CLS', 'FID', 'TTFB', 'INP'] as const;

const page = z.string().max(220);

/** The beacon as the server accepts it; unknown fields are dropped. */
export const beaconSchema = z
  .object({
    l: z.enum(['web-vital', 'custom']),
    n: z
      .string()
      .min(1)
      .max(40)
      .regex(/^[A-Za-z0-9_.-]+$/u, 'letters, digits, _ . - only'),
    v: z.number().finite().min(0).max(3_600_000),
    u: page.regex(/^(r:[A-Za-z_]\w*|p:\/.*)$/u, "must be 'r:' + route id or 'p:' + path"),
    r: page.regex(/^(initial|r:[A-Za-z_]\w*|[pu]:\/.*)$/u, "must be 'r:', 'p:', 'u:' or 'initial'"),
    h: z.string().max(64).default(''),
    q: z.string().max(1000).default(''),
    s: z.string().max(32).default(''),
  })
  .superRefine((beacon, ctx) => {
    if (beacon.l === 'web-vital' && !(WEB_VITAL_NAMES as readonly string[]).includes(beacon.n)) {
      ctx.addIssue({ code: 'custom', path: ['n'], message: `a web-vital is one of ${WEB_VITAL_NAMES.join(', ')}` });
    }
    if (beacon.u.startsWith('r:') && !routePatterns(beacon.u.slice(2))) {
      ctx.addIssue({ code: 'custom', path: ['u'], message: 'unknown route id' });
    }
  });

/** The route a beacon's page belongs to: the route id of u, or NoRouteIdConfigured. */
export function routeOfPage(u: string): string {
  if (u.startsWith('r:')) return u.slice(2);
  const id = routeIdOf(u.slice(2));
  return id === NO_ROUTE_ID ? NO_ROUTE_ID : id;
}

/** What the route needs (the app's database and the client's address; a test gives its own). */
export interface BeaconRouteDeps {
  readonly db: () => Promise<Db>;
  readonly address: (req: IncomingMessage) => string;
  readonly limiter?: RateLimiter;
  readonly now?: () => Date;
}

export function createBeaconHandler(deps: BeaconRouteDeps) {
  const limiter = deps.limiter ?? createRateLimiter(BEACONS_PER_MINUTE, 60_000);
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (req.method !== 'POST') {
      res.setHeader('Allow', 'POST');
      answer(res, 405, { error: 'method not allowed: POST a beacon' });
      return;
    }
    if (!limiter.take(deps.address(req))) {
      // Past the rate the beacon is dropped, answered like a stored one: its sender can neither retry
      // nor act on a refusal, and a 429 would only be an error in the visitor's console.
      res.setHeader(DROPPED_HEADER, 'rate-limit');
      answer(res, 204);
      return;
    }
    const text = await readCappedBody(req, MAX_BEACON_BYTES);
    if (text === null) {
      answer(res, 413, { error: `beacon larger than ${MAX_BEACON_BYTES} bytes` });
      return;
    }
    const parsed = parseBody(text, beaconSchema);
    if (!parsed.ok) {
      answer(res, 400, { error: `invalid beacon: ${parsed.error}` });
      return;
    }
    const beacon = parsed.value;
    const db = await deps.db();
    await db.insert(webVitals).values({
      label: beacon.l,
      name: beacon.n,
      value: beacon.v,
      page: beacon.u,
      route: routeOfPage(beacon.u),
      previous: beacon.r,
      appVersion: beacon.h,
      experiments: beacon.q,
      userType: beacon.s,
      ...(deps.now ? { receivedAt: deps.now() } : {}),
    });
    answer(res, 204);
  };
}
