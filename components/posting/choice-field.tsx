/**
 * A labelled native select of the posting form, with its problem under it (aria-invalid,
 * aria-describedby). Native on purpose: the catalogue lists are long and phones show their own
 * picker; the empty first option says "Alege".
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import formStyles from '@/components/forms/forms.module.css';

export interface ChoiceOption {
  readonly value: string;
  readonly label: string;
}

export interface ChoiceFieldProps {
  readonly label: string;
  readonly value: string;
  readonly options: readonly ChoiceOption[];
  readonly onChange: (value: string) => void;
  /** i18n key of the problem. */
  readonly problem?: string | undefined;
  readonly hint?: string;
  readonly disabled?: boolean;
  readonly name?: string;
}

export function ChoiceField({ label, value, options, onChange, problem, hint, disabled, name }: ChoiceFieldProps) {
  const { t } = useTranslation('posting');
  const id = useId();
  const described = [hint ? `${id}-hint` : null, problem ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={formStyles.field}>
      <label htmlFor={id} className={formStyles.label}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        className={formStyles.input}
        value={value}
        disabled={disabled}
        aria-invalid={problem ? true : undefined}
        aria-describedby={described || undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{t('fields.choose')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {hint ? (
        <span id={`${id}-hint`} className={formStyles.hint}>
          {hint}
        </span>
      ) : null}
      {problem ? (
        <span id={`${id}-error`} className={formStyles.fieldError}>
          {t(problem)}
        </span>
      ) : null}
    </div>
  );
}
