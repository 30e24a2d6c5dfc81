/**
 * What the national register knows about the vehicle, with the "sandbox" label when the data is
 * made up, and the button that writes it into the form (onFill). "No match" when it knows nothing.
 * Nothing at all while registerBanners is off (issue 15; the server then asks no register either).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeatureFlag } from '@/lib/feature-flags/use-feature-flags';
import type { RegisterData } from '@/lib/vehicle-check/vehicle-check-api';
import styles from './vehicle-fields.module.css';

/** Props of RegisterDataPanel. */
export interface RegisterDataPanelProps {
  /** null: the register has no match. */
  readonly data: RegisterData | null;
  /** Absent: no button (the wizard did not ask for the autofill). */
  readonly onFill?: ((data: RegisterData) => void) | undefined;
}

export function RegisterDataPanel({ data, onFill }: RegisterDataPanelProps) {
  const { t } = useTranslation(['vehicle-check', 'common']);
  const [filled, setFilled] = useState(false);
  const registerOn = useFeatureFlag('registerBanners');
  if (!registerOn) return null;
  if (!data) return <p className={styles.muted}>{t('vehicle-check:register.noMatch')}</p>;
  const facts = [
    t('vehicle-check:register.vehicle', { make: data.makeName, model: data.modelName }),
    data.year === null ? null : t('vehicle-check:register.year', { year: data.year }),
    data.fuelType === null ? null : t(`common:fuel.${data.fuelType}`),
    data.engineCapacity === null ? null : t('vehicle-check:register.engineCapacity', { value: data.engineCapacity }),
    data.enginePower === null ? null : t('vehicle-check:register.enginePower', { value: data.enginePower }),
    data.firstRegistration === null
      ? null
      : t('vehicle-check:register.firstRegistration', { month: data.firstRegistration }),
    data.countyCode === null ? null : t('vehicle-check:register.county', { code: data.countyCode }),
  ].filter((fact): fact is string => fact !== null);
  return (
    <section className={styles.panel} aria-label={t('vehicle-check:register.title')}>
      <p className={styles.panelTitle}>
        {t('vehicle-check:register.title')}
        {data.sandbox ? <span className={styles.sandbox}>{t('vehicle-check:register.sandbox')}</span> : null}
      </p>
      <ul className={styles.facts}>
        {facts.map((fact) => (
          <li key={fact}>{fact}</li>
        ))}
      </ul>
      {data.sandbox ? <p className={styles.muted}>{t('vehicle-check:register.sandboxNote')}</p> : null}
      {onFill ? (
        <button
          type="button"
          className={styles.button}
          onClick={() => {
            onFill(data);
            setFilled(true);
          }}
        >
          {t('vehicle-check:register.fill')}
        </button>
      ) : null}
      <p role="status" className={styles.muted}>
        {filled ? t('vehicle-check:register.filled') : ''}
      </p>
    </section>
  );
}
