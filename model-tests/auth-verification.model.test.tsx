// @vitest-environment jsdom
/**
 * Generated paths of the verification flow, walked on the machine and through VerificationScreen.
 */
import { screen } from '@testing-library/react';
import { VerificationScreen } from '@/components/auth/verification-screen';
import { confirmPath } from '@/lib/session/auth-paths';
import type {
  AuthVerificationContext,
  AuthVerificationInput,
} from '@/machines/auth-verification/auth-verification.types';
import { useAuthVerification } from '@/machines/auth-verification/use-auth-verification';
import { describeEmailFormFlow } from './email-form-flow';

function Screen({ input, deps }: { input: AuthVerificationInput; deps: Parameters<typeof useAuthVerification>[1] }) {
  return <VerificationScreen view={useAuthVerification(input, deps)} />;
}

describeEmailFormFlow<AuthVerificationContext>({
  machineId: 'authVerification',
  actorId: 'resendCode',
  busyState: 'sending',
  render: (input, deps) => <Screen input={input as AuthVerificationInput} deps={deps} />,
  expectSent: (context, navigate) => {
    expect(navigate).toHaveBeenCalledExactlyOnceWith(confirmPath(context.email.trim(), true));
    expect(screen.getByRole('status')).toHaveTextContent('Codul a fost trimis');
  },
});
