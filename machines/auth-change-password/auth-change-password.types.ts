/**
 * Context, events and input of the change-password form (/contul-meu/settings).
 */
import type { ChallengeProof } from '@/lib/account/account-operations';
import type { AuthFailure } from '@/lib/session/auth-flow.types';
import type { FieldErrors } from '@/lib/session/auth-validation';

/** Fields of the form. */
export type ChangePasswordField = 'currentPassword' | 'newPassword';

/** The signed-in user's e-mail (the account a proof-of-work challenge is asked for). */
export interface AuthChangePasswordInput {
  readonly email: string;
}

/** The flow's memory. */
export interface AuthChangePasswordContext {
  readonly currentPassword: string;
  readonly newPassword: string;
  readonly fieldErrors: FieldErrors<ChangePasswordField>;
  readonly error: AuthFailure | null;
  /** The last save succeeded (cleared by the next keystroke). */
  readonly saved: boolean;
  readonly email: string;
  /** The solved proof-of-work challenge the next save carries (one per submit), or null. */
  readonly challenge: ChallengeProof | null;
}

/** What changePassword sends. */
export interface ChangePasswordRequest {
  readonly oldPassword: string;
  readonly newPassword: string;
  /** Sent once the server asked for a challenge (PASSWORD_ATTEMPTS_EXCEEDED, challengeRequired). */
  readonly challenge: ChallengeProof | null;
}

/** Typing and saving. */
export type AuthChangePasswordEvent =
  { type: 'field.change'; field: ChangePasswordField; value: string } | { type: 'form.submit' };
