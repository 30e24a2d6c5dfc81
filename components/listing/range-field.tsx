/**
 * A min/max pair of a numeric filter. Romanian formats are accepted ('10.000,50'); a value that
 * cannot be used stays in its box with the reason under it (never wiped).
 */
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format/number';
import { RANGE_FIELDS, type RangeName } from '@/lib/listing/listing-fields';
import type { ListingNotice, ListingQuery } from '@/lib/listing/listing-query';
import styles from './listing.module.css';

/** A number as a Romanian reads it: '12.500', '3,5'. */
export function formatBound(value: number, name: RangeName): string {
  if (name === 'year') return String(value);
  if (Number.isInteger(value)) return formatNumber(value);
  const [whole = '0', decimals = ''] = value.toFixed(2).replace(/0+$/, '').split('.');
  return `${formatNumber(Number(whole))},${decimals}`;
}

/** Props of RangeField. */
export interface RangeFieldProps {
  name: RangeName;
  query: ListingQuery;
  notices: readonly ListingNotice[];
  bounds: { min?: number | null; max?: number | null } | undefined;
  /** The legend; defaults to listing:filters.<name>. */
  legend?: string;
}

export function RangeField({ name, query, notices, bounds, legend }: RangeFieldProps) {
  const { t } = useTranslation('listing');
  const field = RANGE_FIELDS[name];
  const range = query.ranges[name];
  const problem = notices.find((n) => n.filter === name);
  const scale = (v: number | null | undefined) => (v === null || v === undefined ? undefined : v / field.scale);
  const box = (which: 0 | 1) => {
    const key = which === 0 ? field.min : field.max;
    const id = `f-${key}`;
    const value = range?.[which];
    const bad = problem?.param === key ? (problem.value ?? '') : undefined;
    const hint = scale(which === 0 ? bounds?.min : bounds?.max);
    const showsError = problem !== undefined && (problem.param === key || (which === 1 && !problem.param));
    return (
      <div className={styles.field}>
        <label htmlFor={id}>{t(which === 0 ? 'filters.from' : 'filters.to')}</label>
        <input
          id={id}
          name={key}
          inputMode={field.decimals ? 'decimal' : 'numeric'}
          autoComplete="off"
          defaultValue={bad ?? (value === null || value === undefined ? '' : formatBound(value, name))}
          placeholder={hint === undefined ? undefined : formatBound(hint, name)}
          aria-invalid={showsError ? true : undefined}
          aria-describedby={showsError ? `${id}-error` : undefined}
        />
        {showsError && (
          <p id={`${id}-error`} className={styles.fieldError}>
            {t(`notice.${problem.reason}`, { filter: legend ?? t(`filterName.${name}`), value: problem.value ?? '' })}
          </p>
        )}
      </div>
    );
  };
  return (
    <fieldset className={styles.range}>
      <legend>{legend ?? t(`filters.${name}`)}</legend>
      <div className={styles.rangeInputs}>
        {box(0)}
        {box(1)}
      </div>
    </fieldset>
  );
}
