/**
 * The registration-number field of the posting form's identity step (SPEC §2.6 registration-number
 * decoder autofill): the input, then what the plateDecoder flow says — why the plate is not
 * Romanian, its kind and county, and the register's data with the autofill button.
 */
import { useFollowValue } from './use-follow-value';
import { useTranslation } from 'react-i18next';
import { registerPatch, type RegisterPatch } from '@/lib/vehicle-check/register-patch';
import { usePlateDecoder, type PlateDecoderDeps } from '@/machines/plate-decoder/use-plate-decoder';
import { TextField } from '@/components/forms/text-field';
import { RegisterDataPanel } from './register-data';
import { RetryLine } from './retry-line';
import styles from './vehicle-fields.module.css';

/** Props of RegistrationField. */
export interface RegistrationFieldProps {
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** The VIN typed in the form ('' when none): the register is asked by both. */
  readonly vin: string;
  /** The register's data as form values, when the seller presses the autofill button. */
  readonly onRegisterData?: (patch: RegisterPatch) => void;
  /** Replacement actors (tests). */
  readonly deps?: PlateDecoderDeps;
}

export function RegistrationField({ value, onChange, vin, onRegisterData, deps }: RegistrationFieldProps) {
  const { t } = useTranslation('vehicle-check');
  const view = usePlateDecoder({ plate: value, vin }, deps);
  useFollowValue(value, view.plate, view.change);
  const decoded = view.decoded;
  return (
    <div className={styles.field}>
      <TextField
        label={t('plate.label')}
        hint={t('plate.hint')}
        name="registrationNumber"
        value={view.plate}
        maxLength={16}
        autoComplete="off"
        spellCheck={false}
        autoCapitalize="characters"
        inputClassName={styles.input}
        errorKey={view.problemKey}
        onValueChange={(next) => {
          view.change(next);
          onChange(next);
        }}
        onBlur={view.blur}
      />
      <p className={styles.status} role="status" aria-live="polite">
        {view.decoding ? <span className={styles.muted}>{t('plate.decoding')}</span> : null}
        {decoded ? (
          <>
            <span className={styles.ok}>
              {decoded.formatted} · {t(`plate.kind.${decoded.kind}`)}
            </span>
            {decoded.county ? <span>{t('plate.county', { county: decoded.county.name })}</span> : null}
          </>
        ) : null}
      </p>
      {view.failed ? <RetryLine message={t('plate.failed')} onRetry={view.retry} /> : null}
      {view.refusalKey ? <RetryLine message={t(view.refusalKey)} onRetry={view.retry} /> : null}
      {decoded ? (
        <RegisterDataPanel
          key={decoded.plate}
          data={decoded.register}
          onFill={onRegisterData ? (data) => onRegisterData(registerPatch(data)) : undefined}
        />
      ) : null}
    </div>
  );
}
