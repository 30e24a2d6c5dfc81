/**
 * The cookie preferences dialog (docs/tracking.md): one switch per optional category (C0002
 * performance, C0003 functional, C0004 targeting), C0001 shown as always on. Loaded lazily: the
 * banner's first paint does not carry it. Default export for next/dynamic.
 */
import { useTranslation } from 'react-i18next';
import buttons from '@/components/ui/button.module.css';
import { ModalDialog } from '@/components/ui/dialogs/modal-dialog';
import { OPTIONAL_CATEGORIES } from '@/lib/consent/consent-cookie';
import type { ConsentView } from '@/machines/consent/use-consent';
import styles from './consent-preferences.module.css';

export default function ConsentPreferences({ view }: { view: ConsentView }) {
  const { t } = useTranslation('common');
  return (
    <ModalDialog labelledBy="consent-preferences-title" describedBy="consent-preferences-intro" onEscape={view.close}>
      <div className={styles.header}>
        <h2 id="consent-preferences-title" className={styles.title}>
          {t('consent.dialogTitle')}
        </h2>
        <button type="button" className={styles.close} aria-label={t('consent.close')} onClick={view.close}>
          ×
        </button>
      </div>
      <p id="consent-preferences-intro" className={styles.text}>
        {t('consent.dialogIntro')}
      </p>
      <ul className={styles.list}>
        <li className={styles.category}>
          <div>
            <h3 className={styles.name}>{t('consent.category.C0001.title')}</h3>
            <p className={styles.text}>{t('consent.category.C0001.text')}</p>
          </div>
          <span className={styles.always}>{t('consent.alwaysOn')}</span>
        </li>
        {OPTIONAL_CATEGORIES.map((category) => (
          <li key={category} className={styles.category}>
            <div>
              <h3 className={styles.name} id={`consent-${category}`}>
                {t(`consent.category.${category}.title`)}
              </h3>
              <p className={styles.text} id={`consent-${category}-text`}>
                {t(`consent.category.${category}.text`)}
              </p>
            </div>
            <input
              type="checkbox"
              role="switch"
              className={styles.switch}
              aria-labelledby={`consent-${category}`}
              aria-describedby={`consent-${category}-text`}
              checked={view.draft[category]}
              onChange={() => view.toggle(category)}
            />
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <button type="button" className={`${buttons.button} ${buttons.primary}`} onClick={view.save}>
          {t('consent.save')}
        </button>
        <button type="button" className={`${buttons.button} ${buttons.secondary}`} onClick={view.acceptAll}>
          {t('consent.acceptAll')}
        </button>
        <button type="button" className={`${buttons.button} ${buttons.secondary}`} onClick={view.refuseAll}>
          {t('consent.refuseAll')}
        </button>
      </div>
    </ModalDialog>
  );
}
