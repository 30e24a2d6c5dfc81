/**
 * A labelled input with its error (aria-invalid, aria-describedby) and an optional hint. The value
 * lives in the flow's machine; every keystroke is an event.
 */
import { useId, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './auth.module.css';

/** Props of TextField. */
export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'id'> {
  readonly label: string;
  readonly value: string;
  readonly onValueChange: (value: string) => void;
  /** An i18n key; the message is translated here. */
  readonly errorKey?: string | null;
  readonly hint?: string;
  readonly inputClassName?: string;
}

export function TextField({ label, value, onValueChange, errorKey, hint, inputClassName, ...input }: TextFieldProps) {
  const { t } = useTranslation('auth');
  const id = useId();
  const described = [hint ? `${id}-hint` : null, errorKey ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        {...input}
        id={id}
        className={`${styles.input} ${inputClassName ?? ''}`}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={errorKey ? true : undefined}
        aria-describedby={described || undefined}
      />
      {hint ? (
        <span id={`${id}-hint`} className={styles.hint}>
          {hint}
        </span>
      ) : null}
      {errorKey ? (
        <span id={`${id}-error`} className={styles.fieldError}>
          {t(errorKey)}
        </span>
      ) : null}
    </div>
  );
}
