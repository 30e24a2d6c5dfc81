// @vitest-environment jsdom
/**
 * Generated paths of the forgot-password request, walked on the machine and through
 * ForgotPasswordScreen.
 */
import { ForgotPasswordScreen } from '@/components/auth/forgot-password-screen';
import { forgotPasswordEmailSuccessPath } from '@/lib/session/auth-paths';
import type {
  AuthForgotPasswordContext,
  AuthForgotPasswordInput,
} from '@/machines/auth-forgot-password/auth-forgot-password.types';
import { useAuthForgotPassword } from '@/machines/auth-forgot-password/use-auth-forgot-password';
import { describeEmailFormFlow } from './email-form-flow';

function Screen({
  input,
  deps,
}: {
  input: AuthForgotPasswordInput;
  deps: Parameters<typeof useAuthForgotPassword>[1];
}) {
  return <ForgotPasswordScreen view={useAuthForgotPassword(input, deps)} />;
}

describeEmailFormFlow<AuthForgotPasswordContext>({
  machineId: 'authForgotPassword',
  actorId: 'requestReset',
  busyState: 'requesting',
  render: (input, deps) => <Screen input={input as AuthForgotPasswordInput} deps={deps} />,
  expectSent: (context, navigate) => {
    expect(navigate).toHaveBeenCalledExactlyOnceWith(
      forgotPasswordEmailSuccessPath(context.email.trim(), context.destination),
    );
    expect(context.destination).not.toBe('');
  },
});
