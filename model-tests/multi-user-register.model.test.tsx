// @vitest-environment jsdom
/**
 * Generated paths of /multi-user/register: the password reset flow (authResetPassword) with the
 * invitation's texts and destination, walked on the machine and through ResetPasswordScreen's
 * invitation variant.
 */
import { screen } from '@testing-library/react';
import { invitationSuccessPath } from '@/components/account/multi-user-register';
import { ResetPasswordScreen } from '@/components/auth/reset-password-screen';
import type { AuthResetPasswordInput } from '@/machines/auth-reset-password/auth-reset-password.types';
import { useAuthResetPassword } from '@/machines/auth-reset-password/use-auth-reset-password';
import { describeResetPasswordFlow } from './reset-password-flow';

function Screen({ input, deps }: { input: AuthResetPasswordInput; deps: Parameters<typeof useAuthResetPassword>[1] }) {
  return (
    <ResetPasswordScreen
      view={useAuthResetPassword(input, { ...deps, successPath: invitationSuccessPath })}
      variant="invitation"
    />
  );
}

describeResetPasswordFlow({
  labels: { email: 'E-mail', code: 'Codul de confirmare', newPassword: 'Parolă' },
  submit: 'Activează contul',
  submitting: 'Se activează…',
  render: (input, deps) => <Screen input={input as AuthResetPasswordInput} deps={deps} />,
  expectSurroundings: () => {
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Alătură-te echipei');
    // The reset's way out ('ask for a new reset code') is not offered to an invited member.
    expect(screen.queryByRole('link')).toBeNull();
  },
  expectDone: (context, navigate) => {
    const email = context.email.trim();
    expect(navigate).toHaveBeenCalledExactlyOnceWith(
      `/multi-user/register-confirmation?email=${encodeURIComponent(email)}`,
    );
  },
});
