/**
 * The session rules of SPEC §4 as plain functions: when there is "no session", which session
 * errors sign the user out, and how long a fetched id token may be reused (the cache rules).
 */
import type { ClientSession, PageSession, SessionMultiUser, SessionUser, SessionUserType } from './session.types';

/** The session error set when the id token could not be renewed (SPEC §4, §8). */
export const REFRESH_ACCESS_TOKEN_ERROR = 'RefreshAccessTokenError';
/** The session error when the session holds no refresh token (SPEC §8). */
export const NO_REFRESH_TOKEN_ERROR = 'no refresh token available';

/**
 * The two auth errors of SPEC §4: a session carrying one of them is no session, and an
 * authenticated user whose session reports one is signed out without redirect. 'Transient Error'
 * is not one of them: the server keeps the session and retries the renewal on the next request.
 */
export const SIGN_OUT_SESSION_ERRORS: readonly string[] = [REFRESH_ACCESS_TOKEN_ERROR, NO_REFRESH_TOKEN_ERROR];

/** A fetched token is reused while it has more than this much life left (SPEC §9: 10 s). */
export const TOKEN_REUSE_MARGIN_MS = 10_000;
/** A fetched session is dropped from the cache this long after the fetch (SPEC §9: 300 s). */
export const SESSION_CACHE_LIFE_MS = 300_000;

/** True when the session reports one of the two auth errors. */
export function hasSignOutError(session: ClientSession | null | undefined): boolean {
  return typeof session?.error === 'string' && SIGN_OUT_SESSION_ERRORS.includes(session.error);
}

/**
 * SPEC §4: there is no session when none exists, when its error is one of the two auth errors,
 * when idToken or idTokenExpiresAt is missing, or when idTokenExpiresAt is earlier than now.
 */
export function isNoSession(session: ClientSession | null | undefined, nowMs: number): boolean {
  if (!session) return true;
  if (hasSignOutError(session)) return true;
  if (!session.idToken || typeof session.idTokenExpiresAt !== 'number') return true;
  return session.idTokenExpiresAt * 1000 < nowMs;
}

/**
 * How long after `receivedAtMs` the fetched id token may still be handed out without a fetch:
 * while it has more than 10 s of life left, and at most 5 minutes after the fetch. Never negative.
 */
export function tokenReuseMs(session: ClientSession | null | undefined, receivedAtMs: number): number {
  const expiresAt = session?.idTokenExpiresAt;
  if (typeof expiresAt !== 'number') return 0;
  const untilMargin = expiresAt * 1000 - TOKEN_REUSE_MARGIN_MS - receivedAtMs;
  return Math.max(0, Math.min(SESSION_CACHE_LIFE_MS, untilMargin));
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function userType(value: unknown): SessionUserType {
  return value === 'private' || value === 'professional' ? value : '';
}

function readUser(value: unknown): SessionUser | null {
  if (typeof value !== 'object' || value === null) return null;
  const user = value as Record<string, unknown>;
  const userUUID = text(user['userUUID']) || text(user['id']);
  if (!userUUID) return null;
  return {
    name: text(user['name']),
    email: text(user['email']),
    image: typeof user['image'] === 'string' ? user['image'] : null,
    id: text(user['id']) || userUUID,
    familyName: text(user['familyName']),
    givenName: text(user['givenName']),
    displayName: text(user['displayName']),
    userUUID,
    userType: userType(user['userType']),
    accountStatus: text(user['accountStatus']),
    suspendReason: typeof user['suspendReason'] === 'string' ? user['suspendReason'] : null,
  };
}

function readMultiUser(value: unknown): SessionMultiUser | null {
  if (typeof value !== 'object' || value === null) return null;
  const multi = value as Record<string, unknown>;
  const main = text(multi['mainAccountUUID']);
  if (!main) return null;
  const by = multi['impersonatedBy'] as Record<string, unknown> | null | undefined;
  const byUUID = typeof by === 'object' && by !== null ? text(by['userUUID']) : '';
  return {
    isMainAccount: multi['isMainAccount'] === true,
    mainAccountUUID: main,
    ...(byUUID ? { impersonatedBy: { userUUID: byUUID, displayName: text(by?.['displayName']) || byUUID } } : {}),
  };
}

/** The session JSON of /api/auth/session as a ClientSession; null for `{}` and anything without a user. */
export function parseSession(json: unknown): ClientSession | null {
  if (typeof json !== 'object' || json === null) return null;
  const body = json as Record<string, unknown>;
  const user = readUser(body['user']);
  if (!user) return null;
  const expiresAt = body['idTokenExpiresAt'];
  return {
    user,
    multiUser: readMultiUser(body['multiUser']),
    expires: text(body['expires']),
    ...(typeof body['idToken'] === 'string' && body['idToken'] ? { idToken: body['idToken'] } : {}),
    ...(typeof expiresAt === 'number' && Number.isFinite(expiresAt) ? { idTokenExpiresAt: expiresAt } : {}),
    error: typeof body['error'] === 'string' ? body['error'] : null,
  };
}

/** The session without its tokens, for page props. */
export function toPageSession(session: Pick<ClientSession, 'user' | 'multiUser'>): PageSession {
  return { user: { ...session.user }, multiUser: session.multiUser ? { ...session.multiUser } : null };
}

/** SPEC §6: a suspended account may only reach the invoices page. */
export function isSuspended(session: Pick<ClientSession, 'user'> | null | undefined): boolean {
  return session?.user.accountStatus === 'suspended';
}
