/** The auth screens' URLs (SPEC §2.4), built from the route table: pinned literally. */
import {
  FORGOT_PASSWORD_SUCCESS_PATH,
  SUSPENDED_ACCOUNT_PATH,
  authenticationRedirectPath,
  confirmPath,
  forgotPasswordConfirmPath,
  forgotPasswordEmailSuccessPath,
  forgotPasswordPath,
  multiUserRegisterConfirmationPath,
  sessionRequiredPath,
  signInPath,
  verificationPath,
} from './auth-paths';

describe('auth paths', () => {
  it.each<[string, string]>([
    [signInPath(), '/authentication'],
    [
      signInPath({ email: 'a+b@volan.test', register: true }),
      '/authentication?email=a%2Bb%40volan.test&action=register',
    ],
    [signInPath({ email: '' }), '/authentication'],
    [confirmPath('a@volan.test'), '/authentication/confirm?email=a%40volan.test'],
    [confirmPath('a@volan.test', true), '/authentication/confirm?email=a%40volan.test&sent=1'],
    [verificationPath(''), '/authentication/verification'],
    [forgotPasswordPath(), '/authentication/forgotpassword'],
    [
      forgotPasswordEmailSuccessPath('a@volan.test', 'a***@volan.test'),
      '/authentication/forgotpassword/email-success?email=a%40volan.test&destination=a***%40volan.test',
    ],
    [forgotPasswordConfirmPath('a@volan.test'), '/authentication/forgotpassword/confirm?email=a%40volan.test'],
    [FORGOT_PASSWORD_SUCCESS_PATH, '/authentication/forgotpassword/success'],
    [
      sessionRequiredPath('/contul-meu/settings'),
      '/api/auth/signin?error=SessionRequired&callbackUrl=%2Fcontul-meu%2Fsettings',
    ],
    [
      authenticationRedirectPath('/contul-meu/?a=1&b=2'),
      '/authentication?redirectUrl=%2Fcontul-meu%2F%3Fa%3D1%26b%3D2',
    ],
    [SUSPENDED_ACCOUNT_PATH, '/contul-meu/newinvoices'],
    [multiUserRegisterConfirmationPath('m@volan.test'), '/multi-user/register-confirmation?email=m%40volan.test'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});
