/**
 * Sign-out revokes the session's refresh tokens before the cookie goes, or fails visibly. next-auth
 * calls its signOut event inside a try/catch and clears the cookie whatever happened, so a
 * sign-out during a database outage looked done while the session lived on once the database was
 * back. The handler therefore revokes first (for a POST that next-auth would honour: a valid csrf
 * token and a readable session cookie) and answers 503 — cookie kept — when that fails.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { NextApiRequest, NextApiResponse } from 'next';
import { getToken } from 'next-auth/jwt';
import { logger } from '@/lib/logger/logger';
import type { Db } from '@/server/db/client';
import { databaseRetryAfterSeconds } from '@/server/db/db-unavailable';
import type { AuthConfig } from './auth-config';
import { REFRESH_ACCESS_TOKEN_ERROR, type VolanJwt } from './session-shape';
import { endSession } from './session-tokens';

/** What revoking before next-auth's sign-out came to. */
export type SignOutRevocation = 'revoked' | 'nothing to revoke' | 'failed';

const log = logger.child({ source: 'next-auth' });

/** True for the request next-auth treats as a sign-out (POST /api/auth/signout). */
export function isSignOutRequest(req: Pick<NextApiRequest, 'method' | 'query'>): boolean {
  const action: unknown = req.query['nextauth'];
  return req.method === 'POST' && Array.isArray(action) && action[0] === 'signout';
}

/** next-auth's double-submit check: the csrf cookie is `token|sha256(token + secret)` and the form repeats the token. */
function csrfVerified(req: Pick<NextApiRequest, 'body' | 'cookies'>, secret: string, secure: boolean): boolean {
  const cookie = req.cookies[secure ? '__Host-next-auth.csrf-token' : 'next-auth.csrf-token'];
  const posted: unknown = (req.body as { csrfToken?: unknown } | undefined)?.csrfToken;
  if (!cookie || typeof posted !== 'string') return false;
  const [token = '', hash = ''] = cookie.split('|');
  const expected = createHash('sha256').update(`${token}${secret}`).digest('hex');
  const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
  return same(hash, expected) && same(posted, token);
}

/** Revokes the refresh tokens of the session a sign-out request ends; 'failed' when the database could not do it. */
export async function revokeForSignOut(
  req: NextApiRequest,
  db: () => Promise<Db>,
  config: AuthConfig,
): Promise<SignOutRevocation> {
  const secure = config.siteOrigin.startsWith('https://');
  if (!csrfVerified(req, config.secret, secure)) return 'nothing to revoke';
  const token = (await getToken({ req, secret: config.secret, secureCookie: secure })) as VolanJwt | null;
  // A session already known to be over (revoked elsewhere) has nothing left to revoke: the cookie may go even mid-outage.
  if (!token?.refreshToken || token.error === REFRESH_ACCESS_TOKEN_ERROR) return 'nothing to revoke';
  try {
    await endSession(await db(), token.refreshToken, config.now());
    return 'revoked';
  } catch (error) {
    log.error(error, { during: 'sign-out' });
    return 'failed';
  }
}

/**
 * The answer to a sign-out whose revocation failed: 503, the cookie untouched, and next-auth's
 * `{ url }` shape carrying an error code (SPEC §7: the caller reads `error` from the url).
 */
export function answerSignOutFailed(res: NextApiResponse, siteOrigin: string): void {
  res.setHeader('Cache-Control', 'no-store');
  // When to try again: the database breaker's window, as for pages and GraphQL.
  res.setHeader('Retry-After', String(databaseRetryAfterSeconds()));
  res.status(503).json({ url: `${siteOrigin}/api/auth/error?error=INTERNAL` });
}
