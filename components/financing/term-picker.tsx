/**
 * The loan term as a group of radio buttons (12, 24, 36, 48, 60 months…), shared by the loan
 * simulator and the filters dialog: a legend, one pill per term, and the term's problem under them.
 */
import forms from '@/components/forms/forms.module.css';
import styles from './term-picker.module.css';

export interface TermPickerProps {
  readonly legend: string;
  /** The radio group's name (unique on the page). */
  readonly name: string;
  readonly options: readonly number[];
  readonly value: number;
  readonly onChange: (months: number) => void;
  /** A term's label, e.g. „24 de luni”. */
  readonly label: (months: number) => string;
  /** The term's problem, shown under the options and tied to them. */
  readonly problem?: { readonly id: string; readonly text: string } | null;
}

export function TermPicker({ legend, name, options, value, onChange, label, problem }: TermPickerProps) {
  return (
    <fieldset className={styles.terms}>
      <legend className={forms.label}>{legend}</legend>
      <div className={styles.termOptions}>
        {options.map((months) => (
          <label key={months} className={styles.term}>
            <input
              type="radio"
              name={name}
              value={months}
              checked={value === months}
              onChange={() => onChange(months)}
              {...(problem ? { 'aria-invalid': true, 'aria-describedby': problem.id } : {})}
            />
            <span>{label(months)}</span>
          </label>
        ))}
      </div>
      {problem ? (
        <p id={problem.id} className={forms.fieldError}>
          {problem.text}
        </p>
      ) : null}
    </fieldset>
  );
}
