/**
 * An advert's 'Verified details' status (SPEC §4) in one sentence, for the preview and the seller's
 * adverts: pending (within 2 business days once active), verified, failed (no match), no consent;
 * nothing when no check was asked, or while registerBanners is off (issue 15). The sandbox register
 * is labelled.
 */
import { useTranslation } from 'react-i18next';
import { useFeatureFlag } from '@/lib/feature-flags/use-feature-flags';
import styles from './vehicle-fields.module.css';

/** adverts.register_status (server/db/schema/adverts.ts RegisterStatusCode). */
export type RegisterStatus = 'pending' | 'verified' | 'failed' | 'no_consent';

/** Props of RegisterStatusNote. */
export interface RegisterStatusNoteProps {
  readonly status: RegisterStatus | null;
  /** The advert is active (the 2 business days run only then). */
  readonly active: boolean;
  readonly sandbox?: boolean;
}

const KEYS: Readonly<Record<RegisterStatus, string>> = {
  pending: 'status.pending',
  verified: 'status.verified',
  failed: 'status.failed',
  no_consent: 'status.noConsent',
};

export function RegisterStatusNote({ status, active, sandbox = true }: RegisterStatusNoteProps) {
  const { t } = useTranslation('vehicle-check');
  const registerOn = useFeatureFlag('registerBanners');
  if (status === null || !registerOn) return null;
  const key = status === 'pending' && !active ? 'status.pendingInactive' : KEYS[status];
  return (
    <p className={status === 'failed' ? styles.bad : status === 'verified' ? styles.ok : styles.muted}>
      {t(key)}
      {sandbox && status !== 'no_consent' ? <span className={styles.sandbox}>{t('register.sandbox')}</span> : null}
    </p>
  );
}
