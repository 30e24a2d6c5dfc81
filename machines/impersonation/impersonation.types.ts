/**
 * Context, events and input of a main account acting for a member of its team (SPEC §6).
 */
import type { AuthFailure } from '@/lib/session/auth-flow.types';

/** Nothing comes from the page. */
export type ImpersonationInput = Record<string, never>;

/** Whom the switch is about: a member (start) or the main account's own identity (stop). */
export type ImpersonationDirection = 'start' | 'stop';

/** The names the banner shows while a main account acts for a member. */
export interface ActingNames {
  readonly memberName: string;
  readonly mainName: string;
}

/** The flow's memory. */
export interface ImpersonationContext {
  readonly direction: ImpersonationDirection | null;
  /** The member to act for (start); null when going back. */
  readonly member: { readonly userUUID: string; readonly displayName: string } | null;
  /** Going back: who was acting for whom, shown until the page reloads as the main account. */
  readonly leaving: ActingNames | null;
  readonly error: AuthFailure | null;
}

/** What the screens send. */
export type ImpersonationEvent =
  | { type: 'impersonation.start'; userUUID: string; displayName: string }
  | ({ type: 'impersonation.stop' } & ActingNames)
  | { type: 'impersonation.retry' }
  | { type: 'impersonation.dismiss' };
