/**
 * Context, events and input of the password reset (/authentication/forgotpassword/confirm).
 */
import type { ChallengeProof } from '@/lib/account/account-operations';
import type { AuthFailure } from '@/lib/session/auth-flow.types';
import type { FieldErrors } from '@/lib/session/auth-validation';

/** Fields of the form. */
export type ResetPasswordField = 'email' | 'code' | 'newPassword';

/** What the page knows. */
export interface AuthResetPasswordInput {
  readonly email?: string;
  /** The code when the page's link carries it (the team invitation of /multi-user/register). */
  readonly code?: string;
}

/** The flow's memory. */
export interface AuthResetPasswordContext {
  readonly email: string;
  readonly code: string;
  readonly newPassword: string;
  readonly fieldErrors: FieldErrors<ResetPasswordField>;
  readonly error: AuthFailure | null;
  /** A new code was sent from this page. */
  readonly codeResent: boolean;
  /** The solved proof-of-work challenge the next save carries (one per submit), or null. */
  readonly challenge: ChallengeProof | null;
}

/** Typing, saving the new password, asking for a new code. */
export type AuthResetPasswordEvent =
  | { type: 'field.change'; field: ResetPasswordField; value: string }
  | { type: 'form.submit' }
  | { type: 'code.resend' };

/** What confirmReset sends (the confirmForgotPassword mutation's input). */
export interface ResetPasswordRequest {
  readonly email: string;
  readonly code: string;
  readonly newPassword: string;
  /** Sent once the server asked for a challenge (LIMIT_EXCEEDED, challengeRequired). */
  readonly challenge: ChallengeProof | null;
}
