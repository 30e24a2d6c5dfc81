/**
 * Context, events and input of the verification flow (/authentication/verification): an account
 * that is not confirmed asks for a new code.
 */
import type { ChallengeProof } from '@/lib/account/account-operations';
import type { AuthFailure } from '@/lib/session/auth-flow.types';
import type { FieldErrors } from '@/lib/session/auth-validation';
import type { EmailFormEvent } from '../email-form-view';

/** What the page knows. */
export interface AuthVerificationInput {
  readonly email?: string;
}

/** The flow's memory. */
export interface AuthVerificationContext {
  readonly email: string;
  readonly fieldErrors: FieldErrors<'email'>;
  readonly error: AuthFailure | null;
  /** The solved SEND_CODE challenge this submit sends (the server asked for one), or null. */
  readonly challenge: ChallengeProof | null;
}

/** Typing and sending. */
export type AuthVerificationEvent = EmailFormEvent;
