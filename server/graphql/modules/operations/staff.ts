/**
 * The team pages (/echipa: feature flags, experiments, web vitals) are for members of the Volan
 * team only (`users.staff`, read live so a revoked member loses access at once). Anyone else,
 * dealers included, gets NOT_FOUND: the pages do not exist for them.
 */
import { createGraphQLError } from 'graphql-yoga';
import type { PageSession } from '@/lib/session/session.types';
import { rawQuery } from '@/server/db/client';
import type { RequestUser } from '@/server/auth/bearer';
import type { GraphQLContext } from '../../context';
import { requireUser } from '../accounts/accounts.errors';

/** True when the account is a member of the team. */
async function isStaff(db: GraphQLContext['db'], userId: string): Promise<boolean> {
  const rows = await rawQuery<{ staff: boolean }>(db, `select staff from users where id = $1`, [userId]);
  return rows[0]?.staff === true;
}

/** The caller when a team member, else NOT_FOUND (UNAUTHENTICATED when signed out). */
export async function requireStaff(context: Pick<GraphQLContext, 'user' | 'authFailure' | 'db'>): Promise<RequestUser> {
  const user = requireUser(context);
  if (!(await isStaff(context.db, user.id)) || user.impersonatorId) {
    throw createGraphQLError('Not found.', { extensions: { code: 'NOT_FOUND', status: 404 } });
  }
  return user;
}

/**
 * The same check for a page's session (the /echipa pages, the menu's team entries): a team
 * member's own session; never while another account acts for it, as requireStaff.
 */
export async function isStaffSession(
  db: GraphQLContext['db'],
  session: Pick<PageSession, 'user' | 'multiUser'> | null,
): Promise<boolean> {
  if (!session || session.multiUser?.impersonatedBy) return false;
  return isStaff(db, session.user.id);
}
