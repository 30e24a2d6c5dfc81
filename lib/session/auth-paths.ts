/**
 * Paths of the auth screens (SPEC §2.4) with their query strings, so flows and pages build them
 * one way, from the route table (lib/routes/route-table.ts).
 */
import { routeUrl } from '@/lib/routes/navigate';

/** Sign-in; `register` shows the sign-up form instead. */
export function signInPath(query: { email?: string; register?: boolean } = {}): string {
  return routeUrl('authentication', {
    query: { email: query.email || undefined, action: query.register ? 'register' : undefined },
  });
}

/** Account confirmation with the e-mailed code. */
export function confirmPath(email: string, sent = false): string {
  return routeUrl('authenticationConfirm', { query: { email: email || undefined, sent: sent ? '1' : undefined } });
}

/** An unconfirmed account asks for a new code here. */
export function verificationPath(email: string): string {
  return routeUrl('verification', { query: { email: email || undefined } });
}

/** Forgot password: asks for the e-mail. */
export function forgotPasswordPath(email = ''): string {
  return routeUrl('forgotPassword', { query: { email: email || undefined } });
}

/** After the reset code was e-mailed. */
export function forgotPasswordEmailSuccessPath(email: string, destination: string): string {
  return routeUrl('forgotPasswordEmailSuccess', {
    query: { email: email || undefined, destination: destination || undefined },
  });
}

/** Code and new password. */
export function forgotPasswordConfirmPath(email: string): string {
  return routeUrl('forgotPasswordConfirm', { query: { email: email || undefined } });
}

/** The password was changed. */
export const FORGOT_PASSWORD_SUCCESS_PATH = routeUrl('forgotPasswordSuccess');

/** next-auth's sign-in entry for screens that require a session (SPEC §2.4, second reading). */
export function sessionRequiredPath(callbackUrl: string): string {
  return routeUrl('authSignIn', { query: { error: 'SessionRequired', callbackUrl } });
}

/** Protected pages send the unauthenticated here, server side (SPEC §2.4, first reading). */
export function authenticationRedirectPath(redirectUrl: string): string {
  return routeUrl('authentication', { query: { redirectUrl } });
}

/** Where a suspended account is sent (SPEC §4, §6). */
export const SUSPENDED_ACCOUNT_PATH = routeUrl('myAccountInvoices');

/** After the invited team member set a password (SPEC §2.4 /multi-user/register-confirmation). */
export function multiUserRegisterConfirmationPath(email: string): string {
  return routeUrl('multiUserRegisterConfirmation', { query: { email: email || undefined } });
}
