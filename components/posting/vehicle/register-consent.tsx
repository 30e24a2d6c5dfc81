/**
 * The seller's consent to the 'Verified details' check (SPEC §4): a checkbox with what it means —
 * the register compared after publishing, within 2 business days for an active advert, the badge
 * when it matches — and, while the register is the sandbox, that it is one. Absent while
 * registerBanners is off (issue 15): no check is asked then, and the server asks none either.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeatureFlag } from '@/lib/feature-flags/use-feature-flags';
import styles from './vehicle-fields.module.css';

/** Props of RegisterConsent. */
export interface RegisterConsentProps {
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
  /** The register is the sandbox (default: it is the only one). */
  readonly sandbox?: boolean;
}

export function RegisterConsent({ checked, onChange, sandbox = true }: RegisterConsentProps) {
  const { t } = useTranslation('vehicle-check');
  const id = useId();
  const registerOn = useFeatureFlag('registerBanners');
  if (!registerOn) return null;
  return (
    <div className={styles.consent}>
      <input
        id={id}
        type="checkbox"
        className={styles.checkbox}
        checked={checked}
        aria-describedby={`${id}-explain`}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id} className={styles.consentLabel}>
        {t('consent.label')}
      </label>
      <p id={`${id}-explain`} className={styles.consentText}>
        {t('consent.explain')}{' '}
        {sandbox ? (
          <>
            <span className={styles.sandbox}>{t('register.sandbox')}</span> {t('consent.sandbox')}
          </>
        ) : null}
      </p>
    </div>
  );
}
