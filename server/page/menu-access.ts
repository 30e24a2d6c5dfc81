/**
 * What the account menu needs beyond the session (components/account/account-menu.ts), read with
 * the account pages and /menu: a sub-user's granted sections (section-access.ts), and whether the
 * user is a member of the Volan team, for the team's entries (/echipa). Both are read live, so a
 * change applies at the next page without waiting for a new id token.
 */
import type { PageSession } from '@/lib/session/session.types';
import type { Db } from '@/server/db/client';
import { isStaffSession } from '@/server/graphql/modules/operations/staff';
import { withSectionRights } from './section-access';

/** The session with what the menu reads; `staff` only for a member of the team (absent otherwise). */
export async function withMenuAccess(db: Db, session: PageSession): Promise<PageSession> {
  const [withRights, staff] = await Promise.all([withSectionRights(db, session), isStaffSession(db, session)]);
  return staff ? { ...withRights, staff: true } : withRights;
}
