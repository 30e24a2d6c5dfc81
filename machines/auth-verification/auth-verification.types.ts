/**
 * Context, events and input of the verification flow (/authentication/verification): an account
 * that is not confirmed asks for a new code.
 */
import type { EmailOnlyContext } from '../email-code-setup';
import type { EmailFormEvent } from '../email-form-view';

/** What the page knows. */
export interface AuthVerificationInput {
  readonly email?: string;
}

/** The flow's memory: the e-mail-only form's (the challenge is a SEND_CODE one). */
export type AuthVerificationContext = EmailOnlyContext;

/** Typing and sending. */
export type AuthVerificationEvent = EmailFormEvent;
