/**
 * The VIN field of the posting form's identity step (SPEC §2.6 VIN verification, §4 VIN check
 * results): the input, then what the vinCheck flow says — why the VIN cannot be one, the check
 * running, verified / not verified (and why) / duplicated, the check-digit warning, and the
 * register's data with the autofill button. Plain props: the wizard owns the value.
 */
import { useFollowValue } from './use-follow-value';
import { useTranslation } from 'react-i18next';
import { registerPatch, type RegisterPatch } from '@/lib/vehicle-check/register-patch';
import type { VinCheck } from '@/lib/vehicle-check/vehicle-check-api';
import { useVinCheck, type VinCheckDeps } from '@/machines/vin-check/use-vin-check';
import { TextField } from '@/components/forms/text-field';
import { RegisterDataPanel } from './register-data';
import { RetryLine } from './retry-line';
import styles from './vehicle-fields.module.css';

/** Props of VinField. */
export interface VinFieldProps {
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** The make, model and year chosen in the form (null: not yet): the VIN is compared with them. */
  readonly makeId: number | null;
  readonly modelId: number | null;
  readonly year: number | null;
  /** The advert being edited: its own VIN is not a duplicate. */
  readonly advertId?: string | null;
  /** The register's data as form values, when the seller presses the autofill button. */
  readonly onRegisterData?: (patch: RegisterPatch) => void;
  /** Replacement actors (tests). */
  readonly deps?: VinCheckDeps;
}

function vehicleLabel(check: VinCheck): string {
  const { make, model, year } = check.vehicle;
  return [make, model, year].filter((part) => part !== null && part !== '').join(' ');
}

function CheckResult({ check }: { check: VinCheck }) {
  const { t } = useTranslation('vehicle-check');
  const vehicle = vehicleLabel(check);
  if (check.result === 'DUPLICATED') return <span className={styles.bad}>{t('vin.duplicated')}</span>;
  if (check.result === 'VERIFIED') return <span className={styles.ok}>{t('vin.verified', { vehicle })}</span>;
  return (
    <>
      <span className={styles.bad}>{t('vin.notVerified', { vehicle })}</span>
      {check.reasons.map((reason) => (
        <span key={reason}>
          {t(`vin.reason.${reason}`, { wmi: check.wmi, make: check.decodedMakeName, year: check.modelYear })}
        </span>
      ))}
    </>
  );
}

export function VinField({
  value,
  onChange,
  makeId,
  modelId,
  year,
  advertId = null,
  onRegisterData,
  deps,
}: VinFieldProps) {
  const { t } = useTranslation('vehicle-check');
  const view = useVinCheck({ vin: value, vehicle: { makeId, modelId, year }, advertId }, deps);
  useFollowValue(value, view.vin, view.change);
  const check = view.check;
  return (
    <div className={styles.field}>
      <TextField
        label={t('vin.label')}
        hint={t('vin.hint')}
        name="vin"
        value={view.vin}
        maxLength={24}
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
        {view.checking ? <span className={styles.muted}>{t('vin.checking')}</span> : null}
        {check ? <CheckResult check={check} /> : null}
        {check?.checkDigitWarning ? <span className={styles.warning}>{t('vin.checkDigit')}</span> : null}
      </p>
      {view.failed ? <RetryLine message={t('vin.failed')} onRetry={view.retry} /> : null}
      {view.refusalKey ? <RetryLine message={t(view.refusalKey)} onRetry={view.retry} /> : null}
      {check && check.result !== 'DUPLICATED' ? (
        <RegisterDataPanel
          key={check.vin}
          data={check.register}
          onFill={onRegisterData ? (data) => onRegisterData(registerPatch(data)) : undefined}
        />
      ) : null}
    </div>
  );
}
