import {
  codeError,
  collectErrors,
  companyNameError,
  emailFormatError,
  nameError,
  newPasswordError,
  personNameError,
  requiredEmailError,
  requiredPasswordError,
} from './auth-validation';

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
    expect(
      collectErrors({ email: '', password: 'x' }, { email: requiredEmailError, password: requiredPasswordError }),
    ).toEqual({
      email: 'auth:validation.emailRequired',
    });
  });
});

describe('names (sign-up and profile)', () => {
  it.each<[string, string | null]>([
    ['', null],
    ['   ', null],
    ['Ana-Maria', null],
    ['Ștefan Țurcanu', null],
    ["O'Brien", null],
    ['Ă'.repeat(60), null],
    ['  ' + 'a'.repeat(60) + '  ', null],
    ['a'.repeat(61), 'auth:validation.nameTooLong'],
    ['A'.repeat(360), 'auth:validation.nameTooLong'],
    ['😀'.repeat(60), null],
    ['Ana\u0000', 'auth:validation.nameControl'],
    ['Ana\nMaria', 'auth:validation.nameControl'],
    ['Ana\u0085', 'auth:validation.nameControl'],
    ['Ana\u202eairaM', 'auth:validation.nameControl'],
    ['Ana\u2066x', 'auth:validation.nameControl'],
    ['<script>alert(1)</script>', 'auth:validation.nameMarkup'],
    ['Ana > Maria', 'auth:validation.nameMarkup'],
    ['a<'.repeat(100), 'auth:validation.nameMarkup'],
  ])('%j → %s', (value, expected) => {
    expect(personNameError(value)).toBe(expected);
    expect(nameError(value)).toBe(expected);
  });

  it('allows company names up to 120 characters, and requires one', () => {
    expect(companyNameError('')).toBe('auth:validation.required');
    expect(companyNameError('C'.repeat(120))).toBeNull();
    expect(companyNameError('C'.repeat(121))).toBe('auth:validation.companyNameTooLong');
    expect(companyNameError('<b>Auto</b>')).toBe('auth:validation.nameMarkup');
  });
});
