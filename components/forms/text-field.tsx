/**
 * A labelled input (or, `multiline`, a textarea) with its error (aria-invalid, aria-describedby),
 * an optional hint and an optional counter (the characters left, announced politely). The value
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
  /** What the error's message interpolates ({{minLength}}, {{maxLength}}, …). */
  readonly errorValues?: Readonly<Record<string, unknown>>;
  readonly hint?: string;
  /** Said under the field as it changes, e.g. the characters left. */
  readonly counter?: string;
  /** A textarea of several lines; of the input's attributes only name, readOnly and disabled apply. */
  readonly multiline?: boolean;
  readonly inputClassName?: string;
}

export function TextField({
  label,
  value,
  onValueChange,
  errorKey,
  errorValues,
  hint,
  counter,
  multiline = false,
  inputClassName,
  ...input
}: TextFieldProps) {
  const { t } = useTranslation('auth');
  const id = useId();
  const ref = useRef<HTMLInputElement | HTMLTextAreaElement | null>(null);
  const adopted = useRef(false);
  useEffect(() => {
    if (adopted.current) return;
    adopted.current = true;
    const typed = ref.current?.value;
    if (typed && typed !== value) onValueChange(typed);
  }, [value, onValueChange]);
  const described = [hint ? `${id}-hint` : null, errorKey ? `${id}-error` : null].filter(Boolean).join(' ');
  const control = {
    ref: (node: HTMLInputElement | HTMLTextAreaElement | null) => {
      ref.current = node;
    },
    id,
    value,
    onChange: (event: { target: { value: string } }) => onValueChange(event.target.value),
    'aria-invalid': errorKey ? true : undefined,
    'aria-describedby': described || undefined,
  };
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {multiline ? (
        <textarea
          name={input.name}
          readOnly={input.readOnly}
          disabled={input.disabled}
          {...control}
          className={`${styles.input} ${styles.textarea} ${inputClassName ?? ''}`}
        />
      ) : (
        <input {...input} {...control} className={`${styles.input} ${inputClassName ?? ''}`} />
      )}
      {hint ? (
        <span id={`${id}-hint`} className={styles.hint}>
          {hint}
        </span>
      ) : null}
      {counter === undefined ? null : (
        <p className={styles.counter} aria-live="polite">
          {counter}
        </p>
      )}
      {errorKey ? (
        <span id={`${id}-error`} className={styles.fieldError}>
          {t(errorKey, errorValues)}
        </span>
      ) : null}
    </div>
  );
}
