/**
 * Context, events and input of the forgot-password request (/authentication/forgotpassword).
 */
import type { EmailOnlyContext } from '../email-code-setup';
import type { EmailFormEvent } from '../email-form-view';

/** What the page knows. */
export interface AuthForgotPasswordInput {
  readonly email?: string;
}

/** The flow's memory: the e-mail-only form's (the challenge is a SEND_CODE one), and: */
export interface AuthForgotPasswordContext extends EmailOnlyContext {
  /** Where the code went, masked ('a***@v***.ro'), once sent. */
  readonly destination: string;
}

/** Typing and sending. */
export type AuthForgotPasswordEvent = EmailFormEvent;
