/**
 * Context, events and input of the forgot-password request (/authentication/forgotpassword).
 */
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
  /** Where the code went, masked ('a***@v***.ro'), once sent. */
  readonly destination: string;
}

/** Typing and sending. */
export type AuthForgotPasswordEvent = EmailFormEvent;
