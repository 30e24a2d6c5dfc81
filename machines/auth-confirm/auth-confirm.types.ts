/**
 * Context, events and input of the account confirmation flow (/authentication/confirm).
 */
import type { ChallengeProof } from '@/lib/account/account-operations';
import type { AuthFailure } from '@/lib/session/auth-flow.types';
import type { FieldErrors } from '@/lib/session/auth-validation';

/** Fields of the form. */
export type ConfirmField = 'email' | 'code';

/** What the page knows: the e-mail (from sign-up) and whether a code was just sent. */
export interface AuthConfirmInput {
  readonly email?: string;
  readonly codeSent?: boolean;
}

/** A note above the form. */
export type ConfirmNotice = 'codeSent' | 'codeResent' | null;

/** The flow's memory. */
export interface AuthConfirmContext {
  readonly email: string;
  readonly code: string;
  readonly fieldErrors: FieldErrors<ConfirmField>;
  readonly error: AuthFailure | null;
  readonly notice: ConfirmNotice;
  /** The solved proof-of-work challenge the next confirmation carries (one per submit), or null. */
  readonly challenge: ChallengeProof | null;
}

/** What confirmSignUp sends. */
export interface ConfirmRequest {
  readonly email: string;
  readonly code: string;
  /** Sent once the server asked for a challenge (LIMIT_EXCEEDED, challengeRequired). */
  readonly challenge: ChallengeProof | null;
}

/** Typing, confirming, asking for a new code. */
export type AuthConfirmEvent =
  { type: 'field.change'; field: ConfirmField; value: string } | { type: 'form.submit' } | { type: 'code.resend' };
