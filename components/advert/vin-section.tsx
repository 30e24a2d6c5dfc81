/**
 * The VIN section of the ad page (adverts with a VIN): the VIN is not on the page until 'Afișează
 * VIN' (or 'Raport istoric vehicul') was pressed and the proof-of-work check passed; then it shows
 * with the history report's PDF. The dialog (and with it the solver) loads on the first press.
 */
import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useEffect, useRef, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { focusIfDropped } from '@/components/forms/use-focus-back';
import buttons from '@/components/ui/button.module.css';
import { useFeatureFlag } from '@/lib/feature-flags/use-feature-flags';
import { useVinReveal, type VinRevealView } from '@/machines/vin-reveal/use-vin-reveal';
import advert from './advert.module.css';
import { ReportDownload } from './vin-report-download';
import styles from './vin.module.css';

const VinDialog = dynamic(() => import('./vin-dialog').then((m) => m.VinDialog), { ssr: false });

/** The dialog's component: loaded on first press on the page; model tests give it directly. */
type DialogComponent = ComponentType<{ view: VinRevealView }>;

/** The section for a view (the page's hook, or a model test's). */
export function VinSectionLayout({ view, Dialog = VinDialog }: { view: VinRevealView; Dialog?: DialogComponent }) {
  const { t } = useTranslation('advert');
  // The historyReport flag off: the VIN reveal stays, every mention of the report goes.
  const historyReport = useFeatureFlag('historyReport');
  // The button that opened the dialog gave way to the VIN while it was open: on closing, focus
  // goes to the VIN (where the dialog would have returned it) instead of the page's body.
  const vinText = useRef<HTMLParagraphElement>(null);
  const wasOpen = useRef(view.open);
  useEffect(() => {
    const closed = wasOpen.current && !view.open;
    wasOpen.current = view.open;
    if (closed) focusIfDropped(vinText.current);
  }, [view.open]);
  return (
    <section aria-labelledby="vin-title" className={advert.box}>
      <h2 id="vin-title" className={advert.boxTitle}>
        {t('vin.title')}
      </h2>
      {view.vin ? (
        <p ref={vinText} className={styles.vin} data-testid="vin-value" tabIndex={-1}>
          {view.vin}
        </p>
      ) : (
        <p className={styles.muted}>{t('vin.hidden')}</p>
      )}
      {historyReport && (
        <>
          <h3>{t('vin.reportCta')}</h3>
          <p className={styles.muted}>{t('vin.reportIntro')}</p>
        </>
      )}
      {view.vin && !view.open ? (
        <ReportDownload view={view} />
      ) : (
        <div className={styles.actions}>
          <button
            type="button"
            className={`${buttons.button} ${buttons.secondary}`}
            onClick={view.reveal}
            aria-haspopup="dialog"
          >
            {t('vin.reveal')}
          </button>
          {historyReport && (
            <button
              type="button"
              className={`${buttons.button} ${buttons.secondary}`}
              onClick={view.reveal}
              aria-haspopup="dialog"
            >
              {t('vin.reportCta')}
            </button>
          )}
        </div>
      )}
      {historyReport && (
        <p className={styles.muted}>
          <Link href="/vehicle-history-report/provider" prefetch={false}>
            {t('vin.providerLink')}
          </Link>
        </p>
      )}
      {view.open && <Dialog view={view} />}
    </section>
  );
}

export function VinSection({ advertId }: { advertId: string }) {
  const view = useVinReveal({ advertId });
  return <VinSectionLayout view={view} />;
}
