/**
 * A main account acting for one of its sub-users (SPEC §6): the session's next id token carries
 * the member's identity, with the main account in its `act` claim, until the main account stops
 * (or the link goes — renewal checks it, server/auth/session-tokens.ts). Only a main account
 * signed in as itself may start; only the session that started may stop.
 */
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { RequestUser } from '@/server/auth/bearer';
import { isSessionLive } from '@/server/auth/session-tokens';
import { sessionImpersonations } from '@/server/db/schema/auth';
import { assertMainAccount, memberOf, TeamError, type TeamDeps } from './team';

/** startImpersonation's input. */
export const startImpersonationSchema = z.object({ userId: z.uuid({ message: 'Invalid user id.' }) });

/** The caller as the token says: who, which session, and whether it already acts for someone. */
export type ImpersonationCaller = Pick<RequestUser, 'id' | 'sessionId' | 'impersonatorId'>;

/** Who the session will act for. */
export interface ImpersonationResult {
  userUUID: string;
  displayName: string;
}

/**
 * Makes the caller's session act for a member of its team. The caller then forces a session
 * refresh (the renewed id token is the member's). Errors: IMPERSONATING (already acting),
 * FORBIDDEN (not a main account, or a session that is no longer live), NOT_FOUND (not in the
 * team), MEMBER_INACTIVE (an invitation not accepted yet, or a suspended member).
 */
export async function startImpersonation(
  deps: Pick<TeamDeps, 'db' | 'config'>,
  caller: ImpersonationCaller,
  input: z.output<typeof startImpersonationSchema>,
): Promise<ImpersonationResult> {
  if (caller.impersonatorId) throw new TeamError('IMPERSONATING');
  await assertMainAccount(deps.db, { userId: caller.id });
  const member = await memberOf(deps.db, caller.id, input.userId);
  if (member.status !== 'active') throw new TeamError('MEMBER_INACTIVE');
  // GraphQL already refuses ended sessions; checked again here, next to the write it guards.
  if (!(await isSessionLive(deps.db, caller.sessionId, deps.config.now()))) throw new TeamError('FORBIDDEN');
  const row = {
    familyId: caller.sessionId,
    mainUserId: caller.id,
    actingUserId: member.userUUID,
    startedAt: deps.config.now(),
  };
  await deps.db
    .insert(sessionImpersonations)
    .values(row)
    .onConflictDoUpdate({
      target: sessionImpersonations.familyId,
      set: { actingUserId: row.actingUserId, mainUserId: row.mainUserId, startedAt: row.startedAt },
    });
  return { userUUID: member.userUUID, displayName: member.displayName };
}

/**
 * The main account takes its own identity back; the caller then forces a session refresh. True
 * when the session was acting for someone, false when there was nothing to stop (idempotent).
 */
export async function stopImpersonation(deps: Pick<TeamDeps, 'db'>, caller: ImpersonationCaller): Promise<boolean> {
  if (!caller.impersonatorId) return false;
  const ended = await deps.db
    .delete(sessionImpersonations)
    .where(
      and(
        eq(sessionImpersonations.familyId, caller.sessionId),
        eq(sessionImpersonations.mainUserId, caller.impersonatorId),
      ),
    )
    .returning({ familyId: sessionImpersonations.familyId });
  return ended.length > 0;
}
