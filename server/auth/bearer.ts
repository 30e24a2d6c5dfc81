/**
 * The caller of a GraphQL operation, from `Authorization: Bearer <id token>` (SPEC §6). Tokens of
 * suspended users are valid: keeping them on the invoices page is the pages' concern.
 */
import { type AuthConfig, nowSeconds } from './auth-config';
import { verifyIdToken } from './id-token';
import { normaliseUserType, type SessionUserType } from './session-shape';

/** The signed-in caller as resolvers see it. */
export interface RequestUser {
  /** The user's UUID (token sub). */
  id: string;
  /** The session the token belongs to (its refresh-token family). */
  sessionId: string;
  email: string;
  givenName: string;
  familyName: string;
  userType: SessionUserType;
  accountStatus: string;
  suspendReason: string | null;
  /** The main account's UUID for members of a multi-user account, else null. */
  mainAccountUUID: string | null;
  /** The main account acting for this sub-user (the token's `act` claim), else null. */
  impersonatorId: string | null;
}

/** Why there is no user: no token, an expired one, one that is not ours / malformed, or one whose session has ended. */
export type BearerFailure = 'missing' | 'expired' | 'invalid' | 'revoked';

/** Outcome of reading the Authorization header. */
export type BearerResult = { user: RequestUser; failure: null } | { user: null; failure: BearerFailure };

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/** Reads and verifies the bearer id token of a request. */
export function userFromAuthorization(header: string | null | undefined, config: AuthConfig): BearerResult {
  if (!header?.trim()) return { user: null, failure: 'missing' };
  const token = BEARER.exec(header)?.[1];
  if (!token) return { user: null, failure: 'invalid' };
  const check = verifyIdToken(token, {
    secret: config.secret,
    issuer: config.siteOrigin,
    nowSeconds: nowSeconds(config),
  });
  if (!check.ok) return { user: null, failure: check.failure };
  const c = check.claims;
  return {
    failure: null,
    user: {
      id: c.sub,
      sessionId: c.sid,
      email: c.email,
      givenName: c.given_name,
      familyName: c.family_name,
      userType: normaliseUserType(c.user_type),
      accountStatus: c.account_status,
      suspendReason: c.suspend_reason ?? null,
      mainAccountUUID: c['custom:impersonate_uuid'] ?? null,
      impersonatorId: typeof c.act?.sub === 'string' ? c.act.sub : null,
    },
  };
}
