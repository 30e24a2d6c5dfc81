/**
 * The cookie banner of a first visit (docs/tracking.md): a region at the bottom of the page, not
 * a modal, with three buttons; the preferences dialog is handed in (loaded lazily by the shell).
 */
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import buttons from '@/components/ui/button.module.css';
import { trackLinkEvent } from '@/lib/tracking/tracking';
import { useImpression } from '@/lib/tracking/use-impression';
import type { ConsentView } from '@/machines/consent/use-consent';
import styles from './consent-banner.module.css';

/** Props of ConsentBanner. */
export interface ConsentBannerProps {
  readonly view: ConsentView;
  /** The preferences dialog (a lazy component in the app, the module itself in tests). */
  readonly Preferences: ComponentType<{ view: ConsentView }>;
}

export function ConsentBanner({ view, Preferences }: ConsentBannerProps) {
  const { t } = useTranslation('common');
  // Measured like any analytics event: sent only if the visitor then allows performance cookies.
  const impressionRef = useImpression<HTMLElement>('consent_banner');
  const acceptAll = () => {
    view.acceptAll();
    trackLinkEvent('consent_accept_all', 'consent_banner');
  };
  return (
    <>
      {view.isAsking && (
        <section
          ref={impressionRef}
          className={styles.banner}
          aria-labelledby="consent-title"
          data-testid="consent-banner"
        >
          <div className={styles.inner}>
            <div>
              <h2 id="consent-title" className={styles.title}>
                {t('consent.title')}
              </h2>
              <p className={styles.text}>{t('consent.text')}</p>
            </div>
            <div className={styles.actions}>
              <button type="button" className={`${buttons.button} ${buttons.primary}`} onClick={acceptAll}>
                {t('consent.acceptAll')}
              </button>
              <button type="button" className={`${buttons.button} ${buttons.secondary}`} onClick={view.refuseAll}>
                {t('consent.refuseAll')}
              </button>
              <button type="button" className={`${buttons.button} ${buttons.secondary}`} onClick={view.openPreferences}>
                {t('consent.preferences')}
              </button>
            </div>
          </div>
        </section>
      )}
      {view.isPreferencesOpen && <Preferences view={view} />}
    </>
  );
}
