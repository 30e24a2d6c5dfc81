/**
 * A password field: the right autofill hint for its purpose (a password manager fills the current
 * one and offers to generate a new one), and the password policy as the hint of a new password.
 */
import { useTranslation } from 'react-i18next';
import { TextField, type TextFieldProps } from './text-field';

/** Props of PasswordField: TextField's, with the purpose instead of type, autofill and hint. */
export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'autoComplete' | 'hint'> & {
  readonly purpose: 'current' | 'new';
};

export function PasswordField({ purpose, ...props }: PasswordFieldProps) {
  const { t } = useTranslation('auth');
  return purpose === 'new' ? (
    <TextField
      type="password"
      name="new-password"
      autoComplete="new-password"
      hint={t('fields.passwordHint')}
      {...props}
    />
  ) : (
    <TextField type="password" name="password" autoComplete="current-password" {...props} />
  );
}
