/**
 * The error of a failed call, announced (role="alert"), with an optional way out (a link). Its key
 * is one of the auth catalogue, where the form errors of every feature live.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './forms.module.css';

export function FormAlert({ errorKey, children }: { errorKey: string | null; children?: ReactNode }) {
  const { t } = useTranslation('auth');
  if (!errorKey) return null;
  return (
    <div role="alert" className={styles.alert} data-error-key={errorKey}>
      <p>{t(errorKey)}</p>
      {children}
    </div>
  );
}
