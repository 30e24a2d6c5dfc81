/**
 * Context, events and input of the sign-up flow (/authentication?action=register).
 */
import type { ChallengeProof } from '@/lib/account/account-operations';
import type { AuthFailure } from '@/lib/session/auth-flow.types';
import type { FieldErrors } from '@/lib/session/auth-validation';

/** Text fields of the form. */
export type SignUpField = 'email' | 'password' | 'givenName' | 'companyName';

/** PRIVATE or PROFESSIONAL (a dealer), as the signUp mutation takes it. */
export type SignUpUserType = 'PRIVATE' | 'PROFESSIONAL';

/** What the page knows. */
export interface AuthSignUpInput {
  readonly email?: string;
  readonly userType?: SignUpUserType;
}

/** The flow's memory. */
export interface AuthSignUpContext {
  readonly email: string;
  readonly password: string;
  readonly givenName: string;
  readonly companyName: string;
  readonly userType: SignUpUserType;
  readonly fieldErrors: FieldErrors<SignUpField>;
  readonly error: AuthFailure | null;
  /** The solved SEND_CODE challenge this submit sends (the server asked for one), or null. */
  readonly challenge: ChallengeProof | null;
}

/** Typing, choosing the account type, submitting. */
export type AuthSignUpEvent =
  | { type: 'field.change'; field: SignUpField; value: string }
  | { type: 'userType.choose'; userType: SignUpUserType }
  | { type: 'form.submit' };

/** What submitSignUp sends (the signUp mutation's input). */
export interface SignUpRequest {
  readonly email: string;
  readonly password: string;
  readonly givenName: string | null;
  readonly userType: SignUpUserType;
  readonly companyName: string | null;
  /** A solved SEND_CODE challenge, once the server asked for one. */
  readonly challenge: ChallengeProof | null;
}
