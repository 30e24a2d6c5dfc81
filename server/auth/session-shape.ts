/**
 * The session object of SPEC §3 as GET /api/auth/session returns it, built from the id token's
 * claims (userUUID from sub, mainAccountUUID from custom:impersonate_uuid, displayName from
 * given_name), and the private contents of next-auth's encrypted session cookie.
 */
import { decodeIdToken, type IdTokenClaims } from './id-token';

/** The session error set when the id token could not be renewed (SPEC §4, §8): final, the client signs out. */
export const REFRESH_ACCESS_TOKEN_ERROR = 'RefreshAccessTokenError';
/** The session error while renewal failed for a passing reason (database away): the next session request retries. */
export const TRANSIENT_SESSION_ERROR = 'Transient Error';
/** session.error values. */
export type SessionError = typeof REFRESH_ACCESS_TOKEN_ERROR | typeof TRANSIENT_SESSION_ERROR;

/** userType as pages see it: PROFESSIONAL means a business seller, anything else private (SPEC §3). */
export type SessionUserType = 'private' | 'professional';

/** session.user */
export interface VolanSessionUser {
  name: string;
  email: string;
  image: null;
  /** The user's UUID (there is no numeric id in this store). */
  id: string;
  familyName: string;
  givenName: string;
  displayName: string;
  userUUID: string;
  userType: SessionUserType;
  accountStatus: string;
  suspendReason: string | null;
}

/** session.multiUser */
export interface VolanMultiUser {
  isMainAccount: boolean;
  mainAccountUUID: string;
  /** Only while the main account acts for this sub-user: who is really signed in. */
  impersonatedBy?: { userUUID: string; displayName: string };
}

/** The session object (SPEC §3). */
export interface VolanSession {
  user: VolanSessionUser;
  multiUser: VolanMultiUser | null;
  /** ISO date of the cookie's expiry (next-auth's). */
  expires: string;
  idToken: string;
  /** Seconds since the epoch. */
  idTokenExpiresAt: number;
  error: SessionError | null;
}

/** What the encrypted session cookie holds (next-auth's JWT), beyond next-auth's own fields. */
export interface VolanJwt {
  sub?: string;
  idToken?: string;
  idTokenExpiresAt?: number;
  refreshToken?: string;
  error?: SessionError;
}

/** 'PROFESSIONAL' → 'professional', anything else → 'private'. */
export function normaliseUserType(value: unknown): SessionUserType {
  return typeof value === 'string' && value.toUpperCase() === 'PROFESSIONAL' ? 'professional' : 'private';
}

/** session.user and session.multiUser from id token claims. */
export function sessionUserFromClaims(claims: IdTokenClaims): Pick<VolanSession, 'user' | 'multiUser'> {
  const givenName = claims.given_name;
  const familyName = claims.family_name;
  const main = claims['custom:impersonate_uuid'];
  return {
    user: {
      name: [givenName, familyName].filter(Boolean).join(' ') || claims.email,
      email: claims.email,
      image: null,
      id: claims.sub,
      familyName,
      givenName,
      displayName: givenName,
      userUUID: claims.sub,
      userType: normaliseUserType(claims.user_type),
      accountStatus: claims.account_status,
      suspendReason: claims.suspend_reason ?? null,
    },
    multiUser: main
      ? {
          isMainAccount: main === claims.sub,
          mainAccountUUID: main,
          ...(claims.act ? { impersonatedBy: { userUUID: claims.act.sub, displayName: claims.act.name } } : {}),
        }
      : null,
  };
}

/** The session for a cookie's token; null when the token holds no readable id token. */
export function buildSession(token: VolanJwt, expires: string): VolanSession | null {
  const claims = token.idToken ? decodeIdToken(token.idToken) : null;
  if (!claims || !token.idToken) return null;
  return {
    ...sessionUserFromClaims(claims),
    expires,
    idToken: token.idToken,
    idTokenExpiresAt: token.idTokenExpiresAt ?? claims.exp,
    error: token.error ?? null,
  };
}
