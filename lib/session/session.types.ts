/**
 * The session as the browser sees it (SPEC §3): the JSON of GET /api/auth/session, mirrored here
 * because client code may not import server/auth (server/page/session-contract.test.ts keeps the
 * two in step).
 */

/** 'private' or 'professional' (PROFESSIONAL means a business seller); '' when unknown. */
export type SessionUserType = 'private' | 'professional' | '';

/** session.user */
export interface SessionUser {
  name: string;
  email: string;
  image: string | null;
  id: string;
  familyName: string;
  givenName: string;
  displayName: string;
  userUUID: string;
  userType: SessionUserType;
  /** 'active', 'suspended', ... */
  accountStatus: string;
  suspendReason: string | null;
}

/** session.multiUser: membership of a multi-user (team) account. */
export interface SessionMultiUser {
  isMainAccount: boolean;
  mainAccountUUID: string;
  /** Only while a main account acts for this sub-user: who is really signed in. */
  impersonatedBy?: { userUUID: string; displayName: string };
}

/** The session object of GET /api/auth/session; fields may be missing in a broken one. */
export interface ClientSession {
  user: SessionUser;
  multiUser: SessionMultiUser | null;
  /** ISO date of the cookie's expiry. */
  expires: string;
  idToken?: string;
  /** Seconds since the epoch. */
  idTokenExpiresAt?: number;
  error?: string | null;
}

/** The session handed to a page in its props: no tokens (SPEC §3: idToken is removed). */
export interface PageSession {
  user: SessionUser;
  multiUser: SessionMultiUser | null;
  /**
   * Account pages only (server/page/section-access.ts): the sections a sub-user has a right for,
   * so the menu lists only what it may open; absent for everyone else (every section).
   */
  sectionRights?: readonly string[];
  /**
   * Account pages and /menu only (server/page/menu-access.ts): a member of the Volan team (GraphQL
   * `Me.staff`, read live), so the menu lists the team's pages (/echipa); absent for everyone else.
   */
  staff?: boolean;
}

/** Session status (SPEC §3). */
export type SessionStatus = 'loading' | 'authenticated' | 'unauthenticated';
