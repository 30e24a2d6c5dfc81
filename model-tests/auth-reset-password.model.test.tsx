// @vitest-environment jsdom
/**
 * Generated paths of the password reset, walked on the machine and through ResetPasswordScreen.
 */
import { ResetPasswordScreen } from '@/components/auth/reset-password-screen';
import { FORGOT_PASSWORD_SUCCESS_PATH } from '@/lib/session/auth-paths';
import type { AuthResetPasswordInput } from '@/machines/auth-reset-password/auth-reset-password.types';
import { useAuthResetPassword } from '@/machines/auth-reset-password/use-auth-reset-password';
import { describeResetPasswordFlow } from './reset-password-flow';

function Screen({ input, deps }: { input: AuthResetPasswordInput; deps: Parameters<typeof useAuthResetPassword>[1] }) {
  return <ResetPasswordScreen view={useAuthResetPassword(input, deps)} />;
}

describeResetPasswordFlow({
  labels: { email: 'E-mail', code: 'Codul de resetare', newPassword: 'Parolă nouă' },
  submit: 'Salvează parola',
  submitting: 'Se salvează…',
  render: (input, deps) => <Screen input={input as AuthResetPasswordInput} deps={deps} />,
  expectSurroundings: (context) => {
    const notice = document.querySelector('[data-notice]');
    if (context.codeResent) expect(notice).toHaveTextContent(`Ți-am trimis un cod nou la ${context.email}`);
    else expect(notice).toBeNull();
  },
  expectDone: (_context, navigate) => expect(navigate).toHaveBeenCalledExactlyOnceWith(FORGOT_PASSWORD_SUCCESS_PATH),
});
