/**
 * Context, events and input of the sign-in flow (/authentication, SPEC §2.4).
 */
import type { ChallengeProof } from '@/lib/account/account-operations';
import type { AuthFailure } from '@/lib/session/auth-flow.types';
import type { FieldErrors } from '@/lib/session/auth-validation';

/** The form's fields. */
export type SignInField = 'email' | 'password';

/** What the page knows. */
export interface AuthSignInInput {
  /** Pre-filled e-mail (after confirming an account). */
  readonly email?: string;
  /** The sanitised redirectUrl / callbackUrl of the page ('' when none). */
  readonly returnUrl: string;
  /** The `error` the page was opened with (SessionRequired, a next-auth code), as code and i18n key. */
  readonly pageError?: AuthFailure | null;
}

/** The flow's memory. */
export interface AuthSignInContext {
  readonly email: string;
  readonly password: string;
  readonly fieldErrors: FieldErrors<SignInField>;
  /** The failure to show (code and i18n key), or null. */
  readonly error: AuthFailure | null;
  readonly returnUrl: string;
  /** The solved proof-of-work challenge the next submit carries (one per submit), or null. */
  readonly challenge: ChallengeProof | null;
}

/** Typing and submitting. */
export type AuthSignInEvent = { type: 'field.change'; field: SignInField; value: string } | { type: 'form.submit' };

/** What submitSignIn sends to /api/auth/callback/credentials. */
export interface SignInRequest {
  readonly email: string;
  readonly password: string;
  readonly callbackUrl: string;
  /** Sent once the server asked for a challenge (PASSWORD_ATTEMPTS_EXCEEDED, challengeRequired). */
  readonly challenge: ChallengeProof | null;
}
