/**
 * A labelled input with its error (aria-invalid, aria-describedby) and an optional hint. The value
 * lives in the flow's machine; every keystroke is an event. What was typed (or autofilled) before
 * the page came alive is handed to the machine once at mount, not lost on the first render.
 */
import { useEffect, useId, useRef, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './forms.module.css';

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
  const ref = useRef<HTMLInputElement>(null);
  const adopted = useRef(false);
  useEffect(() => {
    if (adopted.current) return;
    adopted.current = true;
    const typed = ref.current?.value;
    if (typed && typed !== value) onValueChange(typed);
  }, [value, onValueChange]);
  const described = [hint ? `${id}-hint` : null, errorKey ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        {...input}
        ref={ref}
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
