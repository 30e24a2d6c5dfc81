/**
 * Context, events and input of the sign-out pages (/logout, /amplify-logout).
 */

/** /amplify-logout goes home afterwards; /logout says it is done. */
export interface AuthLogoutInput {
  readonly redirectHome: boolean;
}

/** The flow's memory. */
export interface AuthLogoutContext {
  readonly redirectHome: boolean;
}

/** Trying again after a failed sign-out. */
export type AuthLogoutEvent = { type: 'logout.retry' };
