/**
 * The ad-strength meter of the posting form (SPEC §2.6; docs/ad-strength.md): the score of
 * adStrength() as a labelled meter (role="meter", aria-valuetext "62 din 100, anunț bun") and the
 * three changes that would raise it most, with their points.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdStrength, AdStrengthHint } from '@/lib/posting/ad-strength';
import styles from './price.module.css';

/** How many hints are shown (the biggest gains first). */
const SHOWN_HINTS = 3;

/** The word for a score: weak below 40, good below 75, strong from 75. */
export function strengthLevel(score: number): 'weak' | 'good' | 'strong' {
  return score < 40 ? 'weak' : score < 75 ? 'good' : 'strong';
}

function HintText({ hint }: { hint: AdStrengthHint }) {
  const { t, i18n } = useTranslation('posting-price');
  switch (hint.part) {
    case 'photoCount':
      return <>{t('strength.photoCount', { count: hint.missingPhotos })}</>;
    case 'photoQuality':
      return (
        <>
          {hint.weakPhotos === 0
            ? t('strength.photoQualityNone')
            : t('strength.photoQuality', { count: hint.weakPhotos })}
        </>
      );
    case 'attributes': {
      const list = new Intl.ListFormat(i18n.language, { type: 'conjunction' });
      return (
        <>{t('strength.attributes', { fields: list.format(hint.missing.map((field) => t(`fields.${field}`))) })}</>
      );
    }
    case 'description':
      return <>{t('strength.description', { count: hint.missingCharacters })}</>;
  }
}

export function AdStrengthMeter({ strength }: { strength: AdStrength }) {
  const { t } = useTranslation('posting-price');
  const id = useId();
  const level = strengthLevel(strength.score);
  const hints = strength.hints.slice(0, SHOWN_HINTS);
  return (
    <section className={styles.box} aria-labelledby={`${id}-label`}>
      <h2 id={`${id}-label`} className={styles.title}>
        {t('strength.label')}: {strength.score}
      </h2>
      <div
        role="meter"
        aria-labelledby={`${id}-label`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={strength.score}
        aria-valuetext={t('strength.valueText', { score: strength.score, level: t(`strength.level.${level}`) })}
        className={styles.meter}
      >
        <div className={styles.meterFill} data-level={level} style={{ width: `${String(strength.score)}%` }} />
      </div>
      {hints.length > 0 && (
        <>
          <p className={styles.note}>{t('strength.hintsTitle')}</p>
          <ul className={styles.hints}>
            {hints.map((hint) => (
              <li key={hint.part}>
                <HintText hint={hint} />{' '}
                <span className={styles.points}>{t('strength.points', { points: hint.points })}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
