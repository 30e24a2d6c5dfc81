/**
 * Context, events and input of the forgot-password request (/authentication/forgotpassword).
 */
import type { ChallengeProof } from '@/lib/account/account-operations';
import type { AuthFailure } from '@/lib/session/auth-flow.types';
import type { FieldErrors } from '@/lib/session/auth-validation';
import type { EmailFormEvent } from '../email-form-view';

/** What the page knows. */
export interface AuthForgotPasswordInput {
  readonly email?: string;
}

/** The flow's memory. */
export interface AuthForgotPasswordContext {
  readonly email: string;
  readonly fieldErrors: FieldErrors<'email'>;
  readonly error: AuthFailure | null;
  /** The solved SEND_CODE challenge this submit sends (the server asked for one), or null. */
  readonly challenge: ChallengeProof | null;
  /** Where the code went, masked ('a***@v***.ro'), once sent. */
  readonly destination: string;
}

/** Typing and sending. */
export type AuthForgotPasswordEvent = EmailFormEvent;
