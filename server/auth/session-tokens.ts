/**
 * The tokens behind a session: a short-lived id token (claims of SPEC §3) and an opaque refresh
 * token that renews it. Refresh tokens rotate on every use; a token used again after its grace
 * period means it leaked, and its whole family (the session) is revoked.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { refreshTokens, sessionImpersonations } from '@/server/db/schema/auth';
import { userLinks, users } from '@/server/db/schema/users';
import { type AuthConfig, nowSeconds, REFRESH_REUSE_GRACE_MS } from './auth-config';
import { ID_TOKEN_AUDIENCE, type IdTokenClaims, signIdToken } from './id-token';

/** A user row as the session needs it. */
export type SessionUserRow = typeof users.$inferSelect;

/** What a sign-in or a renewal hands to the session cookie. */
export interface SessionTokens {
  idToken: string;
  /** Seconds since the epoch. */
  idTokenExpiresAt: number;
  refreshToken: string;
  /** The refresh-token family (the id token's `sid`). */
  sessionId: string;
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/**
 * The main account of the multi-user account the user belongs to: the main account for a
 * sub-user, the user itself for a main account with sub-users, null for a single user.
 */
export async function mainAccountOf(db: Db, userId: string): Promise<string | null> {
  const [asSub] = await db
    .select({ main: userLinks.mainUserId })
    .from(userLinks)
    .where(eq(userLinks.subUserId, userId))
    .limit(1);
  if (asSub) return asSub.main;
  const [asMain] = await db
    .select({ main: userLinks.mainUserId })
    .from(userLinks)
    .where(eq(userLinks.mainUserId, userId))
    .limit(1);
  return asMain ? userId : null;
}

/**
 * The id token claims of a user; `actor` is the main account when it acts for this (sub-)user.
 */
export function buildClaims(
  user: SessionUserRow,
  mainAccountUUID: string | null,
  sessionId: string,
  config: AuthConfig,
  actor: SessionUserRow | null = null,
): IdTokenClaims {
  const iat = nowSeconds(config);
  return {
    iss: config.siteOrigin,
    aud: ID_TOKEN_AUDIENCE,
    token_use: 'id',
    sub: user.id,
    sid: sessionId,
    iat,
    exp: iat + config.idTokenTtlSeconds,
    email: user.email,
    given_name: user.givenName ?? user.displayName,
    family_name: user.familyName ?? '',
    user_type: user.userType === 'professional' ? 'PROFESSIONAL' : 'PRIVATE',
    account_status: user.accountStatus,
    suspend_reason: user.suspendReason,
    ...(mainAccountUUID ? { 'custom:impersonate_uuid': mainAccountUUID } : {}),
    ...(actor ? { act: { sub: actor.id, name: actor.displayName } } : {}),
  };
}

/**
 * Whose identity a session carries: the signed-in user, or the sub-user its main account acts for
 * (session_impersonations). The link is checked every time: a member removed, suspended or no
 * longer active, or a main account that lost its standing, ends the impersonation here.
 */
async function sessionIdentity(
  db: Db,
  user: SessionUserRow,
  sessionId: string,
): Promise<{ subject: SessionUserRow; actor: SessionUserRow | null }> {
  const [acting] = await db.select().from(sessionImpersonations).where(eq(sessionImpersonations.familyId, sessionId));
  if (!acting) return { subject: user, actor: null };
  const [member] =
    acting.mainUserId === user.id && user.accountStatus === 'active' && user.userType === 'professional'
      ? await db
          .select({ user: users })
          .from(userLinks)
          .innerJoin(users, eq(users.id, userLinks.subUserId))
          .where(and(eq(userLinks.mainUserId, user.id), eq(userLinks.subUserId, acting.actingUserId)))
      : [];
  if (!member || member.user.accountStatus !== 'active') {
    await db.delete(sessionImpersonations).where(eq(sessionImpersonations.familyId, sessionId));
    return { subject: user, actor: null };
  }
  return { subject: member.user, actor: user };
}

async function issue(db: Db, config: AuthConfig, user: SessionUserRow, sessionId: string): Promise<SessionTokens> {
  const now = config.now();
  const refreshToken = randomBytes(32).toString('base64url');
  await db.insert(refreshTokens).values({
    userId: user.id,
    familyId: sessionId,
    tokenHash: hashToken(refreshToken),
    createdAt: now,
    expiresAt: new Date(now.getTime() + config.sessionMaxAgeSeconds * 1000),
  });
  const { subject, actor } = await sessionIdentity(db, user, sessionId);
  const claims = buildClaims(subject, await mainAccountOf(db, subject.id), sessionId, config, actor);
  return { idToken: signIdToken(claims, config.secret), idTokenExpiresAt: claims.exp, refreshToken, sessionId };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Starts a session (a new refresh-token family) for a user who just proved who they are. */
export async function startSession(db: Db, config: AuthConfig, user: SessionUserRow): Promise<SessionTokens> {
  const now = config.now();
  // Housekeeping while we are here: the user's expired tokens, and revoked ones a day on.
  await db
    .delete(refreshTokens)
    .where(
      and(
        eq(refreshTokens.userId, user.id),
        or(lt(refreshTokens.expiresAt, now), lt(refreshTokens.revokedAt, new Date(now.getTime() - DAY_MS))),
      ),
    );
  return issue(db, config, user, randomUUID());
}

/**
 * Exchanges a refresh token for a new id token and its successor refresh token, with fresh claims
 * from the database. Null when the token is unknown, expired, revoked, reused after the grace
 * period (the family is revoked then) or its user is gone.
 */
export async function renewSession(db: Db, config: AuthConfig, refreshToken: string): Promise<SessionTokens | null> {
  const now = config.now();
  const [row] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)));
  if (!row || row.revokedAt || row.expiresAt <= now) return null;
  if (row.rotatedAt && now.getTime() - row.rotatedAt.getTime() > REFRESH_REUSE_GRACE_MS) {
    await revokeFamily(db, row.familyId, now);
    return null;
  }
  if (!row.rotatedAt) {
    // Whoever loses a concurrent rotation is inside the grace period by definition: both go on.
    await db
      .update(refreshTokens)
      .set({ rotatedAt: now })
      .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.rotatedAt)));
  }
  const [user] = await db.select().from(users).where(eq(users.id, row.userId));
  if (!user) return null;
  // A session renews every few minutes for a month: rotated tokens are kept a day for reuse
  // detection, then dropped.
  await db
    .delete(refreshTokens)
    .where(
      and(eq(refreshTokens.familyId, row.familyId), lt(refreshTokens.rotatedAt, new Date(now.getTime() - DAY_MS))),
    );
  return issue(db, config, user, row.familyId);
}

async function revokeFamily(db: Db, familyId: string, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Ends the session a refresh token belongs to (sign-out). Unknown tokens are ignored. */
export async function endSession(db: Db, refreshToken: string, now: Date): Promise<void> {
  const [row] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)));
  if (!row) return;
  await revokeFamily(db, row.familyId, now);
  await db.delete(sessionImpersonations).where(eq(sessionImpersonations.familyId, row.familyId));
}

/**
 * Whether a session (refresh-token family) may still be used: one of its tokens is neither revoked
 * nor expired. Sign-out, a password change or reset, a removal from a team and account deletion
 * end sessions at once through this check (GraphQL's Bearer, next-auth's session reads), not
 * only when the id token runs out.
 */
export async function isSessionLive(db: Db, sessionId: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(
      and(eq(refreshTokens.familyId, sessionId), isNull(refreshTokens.revokedAt), gt(refreshTokens.expiresAt, now)),
    )
    .limit(1);
  return Boolean(row);
}

/** Revokes every session of a user except `keepSessionId`; returns how many sessions ended. */
export async function revokeUserSessions(db: Db, userId: string, now: Date, keepSessionId?: string): Promise<number> {
  const ended = await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        keepSessionId ? ne(refreshTokens.familyId, keepSessionId) : sql`true`,
      ),
    )
    .returning({ familyId: refreshTokens.familyId });
  return new Set(ended.map((row) => row.familyId)).size;
}
