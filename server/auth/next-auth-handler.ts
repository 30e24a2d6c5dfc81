/**
 * The /api/auth/* handler (pages/api/auth/[...nextauth].ts) and the server-side session read for
 * getServerSideProps. Options are built per request because throttling needs the client address.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextApiRequest, NextApiResponse } from 'next';
import NextAuth, { type AuthOptions, getServerSession } from 'next-auth';
import { getDb, type Db } from '@/server/db/client';
import { publishNextAuthUrl } from '@/server/env';
import { type AuthConfig, authConfig, nowSeconds } from './auth-config';
import { sanitiseCallbackInputs, withSafeCallbackCookies } from './callback-url-input';
import { clientAddress } from './client-address';
import { createAuthOptions } from './next-auth-options';
import type { VolanSession } from './session-shape';
import { answerSignOutFailed, isSignOutRequest, revokeForSignOut } from './sign-out';

/** Test seams: the database and configuration overrides (e.g. a clock, a short id token lifetime). */
export interface AuthHandlerDeps {
  db?: () => Promise<Db>;
  config?: Partial<AuthConfig>;
}

function optionsFor(req: IncomingMessage, deps: AuthHandlerDeps, config: AuthConfig = authConfig(deps.config)) {
  const address = clientAddress(req.headers['x-forwarded-for'], req.socket.remoteAddress, config.trustProxyHops);
  return createAuthOptions({ db: deps.db ?? getDb, config, address });
}

/** The API route handler for /api/auth/[...nextauth]. */
export function createAuthHandler(deps: AuthHandlerDeps = {}) {
  publishNextAuthUrl();
  return async (req: NextApiRequest, res: NextApiResponse): Promise<void> => {
    const config = authConfig(deps.config);
    sanitiseCallbackInputs(req, config.siteOrigin);
    // Revoke before next-auth clears the cookie: it would clear it even when revoking failed.
    if (isSignOutRequest(req) && (await revokeForSignOut(req, deps.db ?? getDb, config)) === 'failed') {
      answerSignOutFailed(res, config.siteOrigin);
      return;
    }
    await NextAuth(req, res, optionsFor(req, deps, config));
  };
}

/**
 * The session of a page request, for getServerSideProps (renews the id token like the session
 * endpoint does, setting the cookie on `res`). Null when there is none, when it carries an error or
 * when its id token has expired (SPEC §4's "no session").
 */
export async function getPageSession(
  req: IncomingMessage & { cookies: Partial<Record<string, string>> },
  res: ServerResponse,
  deps: AuthHandlerDeps = {},
): Promise<VolanSession | null> {
  publishNextAuthUrl();
  const config = authConfig(deps.config);
  const options = optionsFor(req, deps, config);
  // next-auth reads only the headers and cookies; a tampered callback-url cookie must not fail the read.
  const safeReq = Object.assign(Object.create(req) as typeof req, {
    cookies: withSafeCallbackCookies(req.cookies, config.siteOrigin),
  });
  const session = await getServerSession<AuthOptions, VolanSession>(safeReq, res, options);
  if (!session?.idToken || !session.idTokenExpiresAt || session.error) return null;
  return session.idTokenExpiresAt > nowSeconds(config) ? session : null;
}
