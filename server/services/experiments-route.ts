/**
 * GET /api/uoffe?{random uuid} — the experiments bootstrap (SPEC §7): the visitor's experiment
 * cookie, flags and the cookies the browser should set (laquesis, laquesisff, the visitor id).
 * The visitor id comes from its cookie when it is a UUID, else a new one is made. Nothing a
 * visitor sends (query, cookies) can make it fail: bad values are ignored. Never cached.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { EXPERIMENT_COOKIE, FLAG_COOKIE, VISITOR_COOKIE } from '@/lib/experiments/experiment-cookie';
import { experimentCookieOptions, type ExperimentCookieOptions } from '@/lib/experiments/cookie-hash';
import type { ConsentCategory } from '@/lib/consent/consent-cookie';
import type { FeatureFlags } from '@/lib/feature-flags/flags';
import type { Db } from '@/server/db/client';
import { experimentsForVisitor, type VisitorKind } from './experiments';

/**
 * A cookie the browser sets after the bootstrap, with its consent category (docs/tracking.md): the
 * assignment cookies are strictly necessary (C0001: they keep the site the same for the visitor and
 * hold no identifier), the visitor id is performance (C0002), set only with the visitor's consent.
 */
export interface PendingCookie {
  name: string;
  value: string;
  options: ExperimentCookieOptions;
  category: ConsentCategory;
}

/** The bootstrap's answer (SPEC §3). */
export interface BootstrapResponse {
  experimentCookie: string;
  featureFlags: FeatureFlags;
  pendingCookies: PendingCookie[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/iu;

/** The visitor id of a cookie value when it is a UUID, else null. */
export function validVisitorId(value: string | null | undefined): string | null {
  return value && UUID.test(value) ? value.toLowerCase() : null;
}

/** Builds the answer for a visitor (the route's logic, testable without HTTP). */
export async function bootstrapAnswer(
  db: Db,
  request: { visitorId: string | null; kind: VisitorKind; host: string | undefined; now: Date },
  newId: () => string = randomUUID,
): Promise<BootstrapResponse> {
  const visitorId = request.visitorId ?? newId();
  const result = await experimentsForVisitor(db, { id: visitorId, kind: request.kind }, request.now);
  const options = experimentCookieOptions(request.host);
  return {
    experimentCookie: result.experimentCookie,
    featureFlags: result.featureFlags,
    pendingCookies: [
      { name: EXPERIMENT_COOKIE, value: result.experimentCookie, options, category: 'C0001' },
      { name: FLAG_COOKIE, value: result.flagCookie, options, category: 'C0001' },
      {
        name: VISITOR_COOKIE,
        value: visitorId,
        options: { ...options, maxAge: 365 * 24 * 60 * 60 },
        category: 'C0002',
      },
    ],
  };
}

/** What the route needs around it. */
export interface BootstrapRouteDeps {
  db: () => Promise<Db>;
  /** Who is asking: a visitor, or a signed-in private or business account. */
  visitorKind: (
    req: IncomingMessage & { cookies: Partial<Record<string, string>> },
    res: ServerResponse,
  ) => Promise<VisitorKind>;
  now?: () => Date;
}

/** The route handler. */
export function createBootstrapHandler(deps: BootstrapRouteDeps) {
  return async (
    req: IncomingMessage & { cookies: Partial<Record<string, string>> },
    res: ServerResponse,
  ): Promise<void> => {
    res.setHeader('Cache-Control', 'private, no-store');
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.statusCode = 405;
      res.setHeader('Allow', 'GET');
      res.end();
      return;
    }
    let kind: VisitorKind = 'visitor';
    try {
      kind = await deps.visitorKind(req, res);
    } catch {
      // An unreadable session is a visitor here: the bootstrap must answer anyway.
    }
    const rawVisitor = req.cookies[VISITOR_COOKIE];
    const answer = await bootstrapAnswer(await deps.db(), {
      visitorId: validVisitorId(typeof rawVisitor === 'string' ? rawVisitor : null),
      kind,
      host: typeof req.headers.host === 'string' ? req.headers.host : undefined,
      now: (deps.now ?? (() => new Date()))(),
    });
    res.statusCode = 200;
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.end(JSON.stringify(answer));
  };
}
