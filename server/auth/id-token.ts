/**
 * The id token carried by the session (SPEC §3) and sent as `Authorization: Bearer` to GraphQL:
 * a compact JWT, HS256 with NEXTAUTH_SECRET. Written here on node:crypto (thirty lines) rather
 * than through a JOSE library, and verified strictly: only HS256, exact issuer and audience,
 * token_use 'id', unexpired.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The audience of every id token. */
export const ID_TOKEN_AUDIENCE = 'volan';

/** user_type claim values (upper-case, as the original identity service sends them). */
export type UserTypeClaim = 'PRIVATE' | 'PROFESSIONAL';

/** Claims of an id token. */
export interface IdTokenClaims {
  iss: string;
  aud: string;
  token_use: 'id';
  /** The user's UUID (session user.userUUID). */
  sub: string;
  /** The session (refresh-token family) the token belongs to. */
  sid: string;
  iat: number;
  exp: number;
  email: string;
  given_name: string;
  family_name: string;
  user_type: UserTypeClaim;
  account_status: string;
  suspend_reason: string | null;
  /** The main account's UUID for every member of a multi-user account (the main account's own for itself). */
  'custom:impersonate_uuid'?: string;
  /**
   * Present while a main account acts for one of its sub-users (RFC 8693 actor claim): `sub` is the
   * sub-user then, and this names the main account really signed in.
   */
  act?: { sub: string; name: string };
}

/** Why a token was refused. */
export type IdTokenFailure = 'expired' | 'invalid';

/** Outcome of verifyIdToken. */
export type IdTokenCheck = { ok: true; claims: IdTokenClaims } | { ok: false; failure: IdTokenFailure };

const HEADER = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

function base64url(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64url');
}

function sign(input: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(input).digest();
}

/** Signs claims as a compact HS256 JWT. */
export function signIdToken(claims: IdTokenClaims, secret: string): string {
  const body = `${HEADER}.${base64url(JSON.stringify(claims))}`;
  return `${body}.${sign(body, secret).toString('base64url')}`;
}

function parseJson(segment: string): unknown {
  try {
    return JSON.parse(Buffer.from(segment, 'base64url').toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}

function hasClaimShapes(value: unknown): value is IdTokenClaims {
  if (typeof value !== 'object' || value === null) return false;
  const c = value as Record<string, unknown>;
  const strings = ['iss', 'aud', 'sub', 'sid', 'email', 'account_status'] as const;
  return (
    strings.every((key) => typeof c[key] === 'string') &&
    typeof c['iat'] === 'number' &&
    typeof c['exp'] === 'number' &&
    c['token_use'] === 'id' &&
    (c['user_type'] === 'PRIVATE' || c['user_type'] === 'PROFESSIONAL')
  );
}

/**
 * Reads a token's claims without checking anything (for the session callback, which only reads
 * tokens this server made and keeps in its encrypted cookie). Null when unreadable.
 */
export function decodeIdToken(token: string): IdTokenClaims | null {
  const payload = parseJson(token.split('.')[1] ?? '');
  return hasClaimShapes(payload) ? payload : null;
}

/** Verifies signature, algorithm, issuer, audience, token use and expiry (against `nowSeconds`). */
export function verifyIdToken(
  token: string,
  options: { secret: string; issuer: string; nowSeconds: number },
): IdTokenCheck {
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false, failure: 'invalid' };
  const [header, payload, signature] = parts as [string, string, string];
  const head = parseJson(header) as { alg?: unknown } | undefined;
  // Only our algorithm: 'none' or an asymmetric alg must never reach the HMAC check.
  if (head?.alg !== 'HS256') return { ok: false, failure: 'invalid' };
  const expected = sign(`${header}.${payload}`, options.secret);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, failure: 'invalid' };
  const claims = parseJson(payload);
  if (!hasClaimShapes(claims) || claims.iss !== options.issuer || claims.aud !== ID_TOKEN_AUDIENCE) {
    return { ok: false, failure: 'invalid' };
  }
  if (claims.exp <= options.nowSeconds) return { ok: false, failure: 'expired' };
  return { ok: true, claims };
}
