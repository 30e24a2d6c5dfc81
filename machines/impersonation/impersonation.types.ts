/**
 * Context, events and input of a main account acting for a member of its team (SPEC §6).
 */
import type { AuthFailure } from '@/lib/session/auth-flow.types';

/** Nothing comes from the page. */
export type ImpersonationInput = Record<string, never>;

/** Whom the switch is about: a member (start) or the main account's own identity (stop). */
export type ImpersonationDirection = 'start' | 'stop';

/** The flow's memory. */
export interface ImpersonationContext {
  readonly direction: ImpersonationDirection | null;
  /** The member to act for (start); null when going back. */
  readonly member: { readonly userUUID: string; readonly displayName: string } | null;
  readonly error: AuthFailure | null;
}

/** What the screens send. */
export type ImpersonationEvent =
  | { type: 'impersonation.start'; userUUID: string; displayName: string }
  | { type: 'impersonation.stop' }
  | { type: 'impersonation.retry' }
  | { type: 'impersonation.dismiss' };
