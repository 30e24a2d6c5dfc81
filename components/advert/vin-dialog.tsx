/**
 * The VIN reveal dialog: 'Se pregătește verificarea…', 'Se verifică…' with progress while the Web
 * Worker solves the challenge, the server's check, then the VIN and the history report's PDF; a
 * failure says why and offers 'Încearcă din nou'. Closing stops the work. Drawn from the vinReveal
 * view; it never decides what state it is in.
 */
import { useTranslation } from 'react-i18next';
import forms from '@/components/forms/forms.module.css';
import buttons from '@/components/ui/button.module.css';
import { ModalDialog } from '@/components/ui/dialogs/modal-dialog';
import dialog from '@/components/ui/dialogs/stacked-dialog.module.css';
import type { VinRevealView } from '@/machines/vin-reveal/use-vin-reveal';
import { ReportDownload } from './vin-report-download';
import styles from './vin.module.css';

const TITLE_ID = 'vin-dialog-title';

function Body({ view }: { view: VinRevealView }) {
  const { t } = useTranslation(['advert', 'errors']);
  if (view.vin)
    return (
      <div className={styles.status}>
        <p className={forms.hint}>{t('advert:vin.vin')}</p>
        <p className={styles.vin} role="status">
          {view.vin}
        </p>
        <ReportDownload view={view} />
      </div>
    );
  if (view.error)
    return (
      <div className={styles.status}>
        <p role="alert" className={forms.alert}>
          {t(view.error)}
        </p>
        <div className={styles.dialogActions}>
          <button type="button" className={`${buttons.button} ${buttons.primary}`} onClick={view.retry}>
            {t('advert:vin.retry')}
          </button>
        </div>
      </div>
    );
  const label = view.verifying
    ? t('advert:vin.verifying')
    : view.solving
      ? t('advert:vin.solving')
      : t('advert:vin.loading');
  return (
    <div className={styles.status} role="status" aria-busy="true">
      <p>{label}</p>
      <p className={styles.muted}>{t('advert:vin.solvingHint')}</p>
      <progress
        className={styles.progress}
        aria-label={t('advert:vin.progress')}
        max={1}
        value={view.verifying ? 1 : view.progress}
      />
    </div>
  );
}

export function VinDialog({ view }: { view: VinRevealView }) {
  const { t } = useTranslation('advert');
  return (
    <ModalDialog labelledBy={TITLE_ID} onEscape={view.close}>
      <div className={dialog.header}>
        <h2 id={TITLE_ID} className={dialog.title}>
          {t('vin.dialogTitle')}
        </h2>
        <button type="button" className={dialog.close} aria-label={t('vin.close')} onClick={view.close}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className={dialog.body}>
        <Body view={view} />
        <div className={styles.dialogActions}>
          <button type="button" className={`${buttons.button} ${buttons.secondary}`} onClick={view.close}>
            {view.vin ? t('vin.close') : t('vin.cancel')}
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}
