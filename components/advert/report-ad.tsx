/**
 * 'Raportează anunțul' on the ad page: the button, and the report dialog (loaded when first opened,
 * so the ad page carries none of its code) run by the reportAd machine.
 */
import dynamic from 'next/dynamic';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useReportAd } from '@/machines/report-ad/use-report-ad';
import type { ReportAdView } from '@/machines/report-ad/use-report-ad';
import styles from './report-ad.module.css';

const ReportDialog = dynamic(() => import('./report-dialog').then((m) => m.ReportDialog), { ssr: false });

/** The dialog's component: loaded on first open on the page; model tests give it directly. */
type DialogComponent = ComponentType<{ view: ReportAdView }>;

/** The button and the dialog for a view (the page's hook, or a model test's). */
export function ReportAdLayout({ view, Dialog = ReportDialog }: { view: ReportAdView; Dialog?: DialogComponent }) {
  const { t } = useTranslation('advert');
  return (
    <>
      <button type="button" className={styles.open} onClick={view.openDialog} aria-haspopup="dialog">
        {t('report.open')}
      </button>
      {view.open && <Dialog view={view} />}
    </>
  );
}

export function ReportAd({ advertId }: { advertId: string }) {
  const view = useReportAd({ advertId });
  return <ReportAdLayout view={view} />;
}
