/**
 * Announced while the browser solves the server's proof-of-work challenge (after repeated
 * failures): what is happening, and how far it got.
 */
import { useTranslation } from 'react-i18next';
import styles from './auth.module.css';

export function ChallengeStatus({ progress }: { progress: number }) {
  const { t } = useTranslation('auth');
  const percent = Math.min(99, Math.round(progress * 100));
  return (
    <div role="status" className={styles.hint}>
      <p>{t('challenge.verifying')}</p>
      <progress max={100} value={percent} aria-label={t('challenge.progress', { percent })} />
    </div>
  );
}
