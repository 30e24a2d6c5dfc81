/**
 * A billing failure, announced (role="alert"): a key of the billing catalogue, or a refusal of the
 * server (errors:billing.*); a refusal the catalogue does not know reads as the generic one.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './billing.module.css';

export function BillingError({ errorKey, children }: { errorKey: string | null; children?: ReactNode }) {
  const { t, i18n } = useTranslation('billing');
  if (!errorKey) return null;
  const key = i18n.exists(errorKey) ? errorKey : 'billing:errors.refused';
  return (
    <div role="alert" className={styles.error} data-error-key={errorKey}>
      <p>{t(key)}</p>
      {children}
    </div>
  );
}
