/**
 * The section check of the account pages (SPEC §6): after the page guard let a visitor in, a
 * sub-user without the section's right sees the access-restricted dialog instead of the screen.
 * The rights are read from user_links on every request, so a change by the main account applies
 * at once, without waiting for a new id token.
 */
import { eq } from 'drizzle-orm';
import { hasSectionRight, sectionOfPath } from '@/lib/team/section-rights';
import type { PageSession } from '@/lib/session/session.types';
import type { Db } from '@/server/db/client';
import { userLinks } from '@/server/db/schema/users';

/** A sub-user's rights from user_links; null for anyone else. */
export async function readSubUserRights(
  db: Db,
  session: Pick<PageSession, 'user' | 'multiUser'>,
): Promise<Record<string, boolean> | null> {
  if (!session.multiUser || session.multiUser.isMainAccount) return null;
  const [link] = await db
    .select({ rights: userLinks.rights })
    .from(userLinks)
    .where(eq(userLinks.subUserId, session.user.userUUID));
  return link?.rights ?? {};
}

/** True when the page at `url` is a section the visitor may not use (the pure decision). */
export function isSectionRestricted(
  session: Pick<PageSession, 'multiUser'>,
  url: string,
  rights: Readonly<Record<string, boolean>> | null,
): boolean {
  const section = sectionOfPath(url);
  return section !== null && !hasSectionRight(session.multiUser, rights, section);
}

/** isSectionRestricted with the rights read from the database. */
export async function sectionRestricted(
  db: Db,
  session: Pick<PageSession, 'user' | 'multiUser'>,
  url: string,
): Promise<boolean> {
  if (sectionOfPath(url) === null || !session.multiUser || session.multiUser.isMainAccount) return false;
  return isSectionRestricted(session, url, await readSubUserRights(db, session));
}

/** The session with a sub-user's granted sections (for the menu); the session as it is for anyone else. */
export async function withSectionRights(db: Db, session: PageSession): Promise<PageSession> {
  const rights = await readSubUserRights(db, session);
  if (!rights) return session;
  return { ...session, sectionRights: Object.keys(rights).filter((section) => rights[section] === true) };
}
