/**
 * next-auth's configuration: a credentials provider over our users table, a JWT session cookie
 * (30 days, HttpOnly, SameSite=Lax, Secure on https) holding the id token and its refresh token,
 * renewal of the id token in the jwt callback, the session shape of SPEC §3, and every redirect
 * through the SPEC §5 sanitiser.
 */
import type { AuthOptions, User } from 'next-auth';
import CredentialsProvider from 'next-auth/providers/credentials';
import { logger as appLogger } from '@/lib/logger/logger';
import { routeUrl } from '@/lib/routes/navigate';
import { isDatabaseUnavailable } from '@/server/db/db-unavailable';
import type { Db } from '@/server/db/client';
import { credentialsSchema } from '@/server/services/accounts.inputs';
import { signInWithPassword } from '@/server/services/accounts';
import { type AuthConfig, nowSeconds, renewalMarginSeconds } from './auth-config';
import { AuthError } from './auth-error-codes';
import { safeRedirect } from './redirect';
import { buildSession, REFRESH_ACCESS_TOKEN_ERROR, TRANSIENT_SESSION_ERROR, type VolanJwt } from './session-shape';
import { decodeIdToken } from './id-token';
import { isSessionLive, renewSession, type SessionTokens, startSession } from './session-tokens';

/** The page of the client's sign-in screens; next-auth sends its sign-in and error pages there. */
export const SIGN_IN_PAGE = routeUrl('authentication');

/** What the options need per request. */
export interface AuthOptionsDeps {
  db: () => Promise<Db>;
  config: AuthConfig;
  /** The client address (throttling), null when unknown. */
  address: string | null;
}

/** What authorize hands to the jwt callback. */
interface AuthorizedUser extends User {
  tokens: SessionTokens;
}

const log = appLogger.child({ source: 'next-auth' });

/** Runs the password check; failures become the error code next-auth puts into its url. */
async function authorize(deps: AuthOptionsDeps, credentials: unknown): Promise<AuthorizedUser> {
  const parsed = credentialsSchema.safeParse(credentials);
  if (!parsed.success) throw new Error('BAD_USER_INPUT');
  try {
    const db = await deps.db();
    const user = await signInWithPassword({ db, config: deps.config, address: deps.address }, parsed.data);
    const tokens = await startSession(db, deps.config, user);
    return { id: user.id, email: user.email, name: user.displayName, tokens };
  } catch (error) {
    if (error instanceof AuthError) throw new Error(error.code);
    // next-auth copies the message into the url: never an internal one.
    log.error(error, { during: 'authorize' });
    throw new Error('INTERNAL');
  }
}

/**
 * Whether the cookie's session was ended elsewhere (sign-out in another browser, a password change,
 * removal from a team): checked on every read, so pages and the client learn it at once. A database
 * that cannot be reached ends nothing.
 */
async function sessionEnded(deps: AuthOptionsDeps, token: VolanJwt): Promise<boolean> {
  const sessionId = token.idToken ? decodeIdToken(token.idToken)?.sid : undefined;
  if (!sessionId) return false;
  try {
    return !(await isSessionLive(await deps.db(), sessionId, deps.config.now()));
  } catch (error) {
    // An unavailable database was logged once by the pool; not again on every session read.
    if (!isDatabaseUnavailable(error)) log.error(error, { during: 'session liveness' });
    return false;
  }
}

/** The jwt callback after sign-in: renew the id token when it is due (or when the client forces it). */
async function maybeRenew(deps: AuthOptionsDeps, token: VolanJwt, forced: boolean): Promise<VolanJwt> {
  if (!token.idToken || !token.refreshToken) throw new Error('session cookie without tokens');
  if (token.error === REFRESH_ACCESS_TOKEN_ERROR) return token;
  const left = (token.idTokenExpiresAt ?? 0) - nowSeconds(deps.config);
  if (!forced && !token.error && left > renewalMarginSeconds(deps.config))
    return (await sessionEnded(deps, token)) ? { ...token, error: REFRESH_ACCESS_TOKEN_ERROR } : token;
  const { error: _previous, ...rest } = token;
  try {
    const renewed = await renewSession(await deps.db(), deps.config, token.refreshToken);
    if (!renewed) return { ...rest, error: REFRESH_ACCESS_TOKEN_ERROR };
    return {
      ...rest,
      idToken: renewed.idToken,
      idTokenExpiresAt: renewed.idTokenExpiresAt,
      refreshToken: renewed.refreshToken,
    };
  } catch (error) {
    // The database is away for a moment: keep the session, say so, retry on the next request.
    if (!isDatabaseUnavailable(error)) log.error(error, { during: 'renewal' });
    return { ...rest, error: TRANSIENT_SESSION_ERROR };
  }
}

/** The AuthOptions for one request. */
export function createAuthOptions(deps: AuthOptionsDeps): AuthOptions {
  const { config } = deps;
  return {
    secret: config.secret,
    session: { strategy: 'jwt', maxAge: config.sessionMaxAgeSeconds },
    jwt: { maxAge: config.sessionMaxAgeSeconds },
    useSecureCookies: config.siteOrigin.startsWith('https://'),
    pages: { signIn: SIGN_IN_PAGE, error: SIGN_IN_PAGE },
    providers: [
      CredentialsProvider({
        id: 'credentials',
        name: 'E-mail',
        credentials: {
          email: { label: 'E-mail', type: 'email' },
          password: { label: 'Parolă', type: 'password' },
          // Past the free attempts: the solved proof-of-work challenge (docs/auth.md, Throttling).
          challengeToken: { label: 'Challenge', type: 'hidden' },
          challengeCounter: { label: 'Challenge solution', type: 'hidden' },
        },
        authorize: (credentials) => authorize(deps, credentials),
      }),
    ],
    callbacks: {
      async jwt({ token, user, trigger }) {
        if (user) {
          const { tokens } = user as AuthorizedUser;
          return {
            sub: user.id,
            idToken: tokens.idToken,
            idTokenExpiresAt: tokens.idTokenExpiresAt,
            refreshToken: tokens.refreshToken,
          };
        }
        return { ...(await maybeRenew(deps, token, trigger === 'update')) };
      },
      session({ session, token }) {
        const built = buildSession(token, session.expires);
        if (!built) throw new Error('session cookie without a readable id token');
        return built;
      },
      redirect({ url }) {
        return safeRedirect(url, config.siteOrigin);
      },
    },
    // No signOut event: the handler revokes the session before next-auth's sign-out runs (sign-out.ts),
    // because next-auth clears the cookie even when its event fails.
    logger: {
      error: (code, metadata) => log.error(`next-auth ${code}`, { metadata }),
      warn: (code) => log.warn(`next-auth ${code}`),
      debug: (code, metadata) => log.debug(`next-auth ${code}`, { metadata }),
    },
  };
}
