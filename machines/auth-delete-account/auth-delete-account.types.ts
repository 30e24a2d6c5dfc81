/**
 * Context, events and input of account deletion (/delete-account).
 */
import type { ChallengeProof } from '@/lib/account/account-operations';
import type { AuthFailure } from '@/lib/session/auth-flow.types';
import type { FieldErrors } from '@/lib/session/auth-validation';

/** The signed-in user's e-mail (the account a proof-of-work challenge is asked for; '' when unknown). */
export interface AuthDeleteAccountInput {
  readonly email: string;
}

/** The flow's memory. */
export interface AuthDeleteAccountContext {
  readonly password: string;
  readonly fieldErrors: FieldErrors<'password'>;
  readonly error: AuthFailure | null;
  readonly email: string;
  /** The solved proof-of-work challenge the next deletion carries (one per submit), or null. */
  readonly challenge: ChallengeProof | null;
}

/** What deleteAccount sends. */
export interface DeleteAccountRequest {
  readonly password: string;
  /** Sent once the server asked for a challenge (PASSWORD_ATTEMPTS_EXCEEDED, challengeRequired). */
  readonly challenge: ChallengeProof | null;
}

/** Typing the password and confirming. */
export type AuthDeleteAccountEvent =
  { type: 'field.change'; field: 'password'; value: string } | { type: 'form.submit' };
