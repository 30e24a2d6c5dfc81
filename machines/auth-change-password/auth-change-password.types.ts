/**
 * Context, events and input of the change-password form (/contul-meu/settings).
 */
import type { AuthFailure } from '@/lib/session/auth-flow.types';
import type { FieldErrors } from '@/lib/session/auth-validation';

/** Fields of the form. */
export type ChangePasswordField = 'currentPassword' | 'newPassword';

/** Nothing is needed from the page. */
export type AuthChangePasswordInput = Record<string, never>;

/** The flow's memory. */
export interface AuthChangePasswordContext {
  readonly currentPassword: string;
  readonly newPassword: string;
  readonly fieldErrors: FieldErrors<ChangePasswordField>;
  readonly error: AuthFailure | null;
  /** The last save succeeded (cleared by the next keystroke). */
  readonly saved: boolean;
}

/** Typing and saving. */
export type AuthChangePasswordEvent = { type: 'field.change'; field: ChangePasswordField; value: string } | { type: 'form.submit' };
