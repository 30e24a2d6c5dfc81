/** The history report's download link, with its sandbox label and how long the link works. */
import { useTranslation } from 'react-i18next';
import buttons from '@/components/ui/button.module.css';
import { useFeatureFlag } from '@/lib/feature-flags/use-feature-flags';
import type { VinRevealView } from '@/machines/vin-reveal/use-vin-reveal';
import styles from './vin.module.css';

export function ReportDownload({ view }: { view: VinRevealView }) {
  const { t } = useTranslation('advert');
  // The historyReport flag off: the VIN alone, no report.
  const historyReport = useFeatureFlag('historyReport');
  if (!view.report || !historyReport) return null;
  return (
    <>
      <a className={`${buttons.button} ${buttons.primary} ${styles.download}`} href={view.report.url} download>
        {t('vin.download')}
      </a>
      {view.report.sandbox && <p className={styles.muted}>{t('vin.sandboxNote')}</p>}
      <p className={styles.muted}>{t('vin.linkExpiry')}</p>
    </>
  );
}
