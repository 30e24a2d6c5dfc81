/**
 * Context, events and input of the team page (/contul-meu/user-administration, "Echipa ta").
 */
import type { AuthFailure } from '@/lib/session/auth-flow.types';
import type { TeamMember, TeamRight } from '@/lib/team/team-operations';

/** Nothing is needed from the page: the team is loaded by the flow. */
export type TeamAdminInput = Record<string, never>;

/** What the last successful call did (announced once, cleared by the next action). */
export type TeamNotice = 'invited' | 'saved' | 'removed';

/** The flow's memory. */
export interface TeamAdminContext {
  readonly members: readonly TeamMember[];
  readonly inviteEmail: string;
  readonly inviteRights: readonly TeamRight[];
  /** i18n key of the e-mail field's error. */
  readonly emailError: string | null;
  readonly error: AuthFailure | null;
  readonly notice: TeamNotice | null;
  /** The member a rights change or a removal is about. */
  readonly target: { readonly userUUID: string; readonly rights: readonly TeamRight[] } | null;
}

/** What the screen sends. */
export type TeamAdminEvent =
  | { type: 'team.retry' }
  | { type: 'invite.emailChange'; value: string }
  | { type: 'invite.rightToggle'; right: TeamRight }
  | { type: 'invite.submit' }
  | { type: 'member.rightToggle'; userUUID: string; right: TeamRight }
  | { type: 'member.remove'; userUUID: string }
  | { type: 'removal.confirm' }
  | { type: 'removal.cancel' };
