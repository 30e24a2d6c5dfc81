import { codeError, collectErrors, emailFormatError, newPasswordError, requiredEmailError, requiredPasswordError } from './auth-validation';

describe('e-mail (SPEC §5)', () => {
  it.each<[string, string | null]>([
    ['', null],
    ['   ', null],
    ['ana@volan.ro', null],
    ['  ana.maria+test@sub.volan.ro  ', null],
    ['ana@[192.168.0.1]', null],
    ['ana@volan', 'auth:validation.invalid-email-address-message'],
    ['ana@volan.r', 'auth:validation.invalid-email-address-message'],
    ['ana volan.ro', 'auth:validation.invalid-email-address-message'],
    ['@volan.ro', 'auth:validation.invalid-email-address-message'],
    ['ana@@volan.ro', 'auth:validation.invalid-email-address-message'],
  ])('%j → %s', (value, expected) => {
    expect(emailFormatError(value)).toBe(expected);
  });

  it('a required e-mail refuses an empty value', () => {
    expect(requiredEmailError(' ')).toBe('auth:validation.emailRequired');
    expect(requiredEmailError('ana@volan.ro')).toBeNull();
  });
});

describe('passwords and codes', () => {
  it.each<[string, string | null]>([
    ['', 'auth:validation.passwordRequired'],
    ['1234567', 'auth:errors.passwordTooShort'],
    ['12345678', null],
    ['ăâîșțăâî', null],
  ])('new password %j → %s', (value, expected) => {
    expect(newPasswordError(value)).toBe(expected);
  });

  it('a sign-in password is only required', () => {
    expect(requiredPasswordError('')).toBe('auth:validation.passwordRequired');
    expect(requiredPasswordError('x')).toBeNull();
  });

  it.each<[string, string | null]>([
    ['', 'auth:validation.codeRequired'],
    ['123456', null],
    [' 123 456 ', null],
    ['12345', 'auth:validation.codeFormat'],
    ['12345a', 'auth:validation.codeFormat'],
  ])('code %j → %s', (value, expected) => {
    expect(codeError(value)).toBe(expected);
  });

  it('collects only the fields with a problem', () => {
    expect(collectErrors({ email: '', password: 'x' }, { email: requiredEmailError, password: requiredPasswordError })).toEqual({
      email: 'auth:validation.emailRequired',
    });
  });
});
