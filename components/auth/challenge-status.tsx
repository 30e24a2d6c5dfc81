/**
 * Announced while the browser solves the server's proof-of-work challenge (after repeated
 * failures): what is happening, how far it got, and — when the challenge asks for a wait (a code
 * mail past the free ones waits minutes) — how long until it goes.
 */
import { useTranslation } from 'react-i18next';
import forms from '@/components/forms/forms.module.css';

export function ChallengeStatus({ progress, waitMs = 0 }: { progress: number; waitMs?: number }) {
  const { t } = useTranslation('auth');
  const percent = Math.min(99, Math.round(progress * 100));
  return (
    <div role="status" className={forms.hint}>
      <p>{t('challenge.verifying')}</p>
      {waitMs >= 60_000 ? <p>{t('challenge.wait', { minutes: Math.ceil(waitMs / 60_000) })}</p> : null}
      <progress max={100} value={percent} aria-label={t('challenge.progress', { percent })} />
    </div>
  );
}
