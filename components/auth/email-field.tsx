/** The e-mail field every auth form starts with: same label, type, name and autofill hints everywhere. */
import { useTranslation } from 'react-i18next';
import { TextField, type TextFieldProps } from '@/components/forms/text-field';

/** Props of EmailField: TextField's, without what every e-mail field shares. */
export type EmailFieldProps = Omit<TextFieldProps, 'label' | 'type' | 'name' | 'autoComplete' | 'inputMode'>;

export function EmailField(props: EmailFieldProps) {
  const { t } = useTranslation('auth');
  return (
    <TextField label={t('fields.email')} type="email" name="email" autoComplete="email" inputMode="email" {...props} />
  );
}
