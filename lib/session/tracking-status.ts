/**
 * The session's tracking values (SPEC §3, §4, §6), computed in one place: user_status,
 * business_status, the ids, and the access value of a sub-user for a section.
 */
import type { PageSession } from './session.types';

/** Tracking values of the visitor. */
export interface SessionTracking {
  /** unlogged, logged_in, logged_impersonate or logged_{login variant}. */
  user_status: string;
  /** business or private; absent when not logged in. */
  business_status?: 'business' | 'private';
  user_uuid?: string;
  main_account_uuid?: string;
  /** For a sub-user and a given permission: granted or revoked. Main accounts and single users get none. */
  access?: 'granted' | 'revoked';
}

/**
 * `session` null means not logged in. `loginType` is the stored login variant (local storage
 * loginType). `permission`, when given, is whether the user may use the section being tracked.
 */
export function sessionTracking(
  session: Pick<PageSession, 'user' | 'multiUser'> | null,
  loginType: string | null,
  permission?: boolean,
): SessionTracking {
  if (!session) return { user_status: 'unlogged' };
  const { user, multiUser } = session;
  const impersonating = multiUser !== null && multiUser.mainAccountUUID !== user.userUUID;
  let status = 'logged_in';
  if (impersonating) status = 'logged_impersonate';
  else if (loginType) status = `logged_${loginType}`;
  const tracking: SessionTracking = {
    user_status: status,
    business_status: user.userType === 'professional' ? 'business' : 'private',
    user_uuid: user.userUUID,
  };
  if (multiUser) tracking.main_account_uuid = multiUser.mainAccountUUID;
  if (multiUser && !multiUser.isMainAccount && permission !== undefined)
    tracking.access = permission ? 'granted' : 'revoked';
  return tracking;
}
