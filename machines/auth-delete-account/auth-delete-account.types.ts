/**
 * Context, events and input of account deletion (/delete-account).
 */
import type { AuthFailure } from '@/lib/session/auth-flow.types';
import type { FieldErrors } from '@/lib/session/auth-validation';

/** Nothing is needed from the page; the type exists for symmetry with the other flows. */
export type AuthDeleteAccountInput = Record<string, never>;

/** The flow's memory. */
export interface AuthDeleteAccountContext {
  readonly password: string;
  readonly fieldErrors: FieldErrors<'password'>;
  readonly error: AuthFailure | null;
}

/** Typing the password and confirming. */
export type AuthDeleteAccountEvent = { type: 'field.change'; field: 'password'; value: string } | { type: 'form.submit' };
