/**
 * The unblock modal (SPEC §4, stage 4 with canUnblock): the confirmation checkbox ('Confirm că voi
 * plăti factura restantă în {number} zile'), what the unblock does (active for {number} days, blocked
 * again without a recorded payment, no second unblock until every debt is paid) and 'Deblochează
 * contul'. Pressed before the box is ticked, it explains instead; a refusal or a failure stays in the
 * dialog and says why.
 */
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import buttons from '@/components/ui/button.module.css';
import { ModalDialog } from '@/components/ui/dialogs/modal-dialog';
import type { BillingStatusView } from '@/lib/graphql/generated/operations';
import { BillingError } from './billing-error';
import styles from './billing.module.css';

/** Props of UnblockDialog. */
export interface UnblockDialogProps {
  readonly status: BillingStatusView;
  readonly confirmed: boolean;
  readonly busy: boolean;
  readonly error: string | null;
  readonly onConfirmedChange: (confirmed: boolean) => void;
  readonly onUnblock: () => void;
  readonly onClose: () => void;
}

export function UnblockDialog({
  status,
  confirmed,
  busy,
  error,
  onConfirmedChange,
  onUnblock,
  onClose,
}: UnblockDialogProps) {
  const { t } = useTranslation('billing');
  const id = useId();
  const box = useRef<HTMLInputElement>(null);
  const count = status.unblockDays;
  return (
    <ModalDialog labelledBy={`${id}-title`} describedBy={`${id}-text`} onEscape={onClose} initialFocus={box}>
      <div className={styles.dialog} data-billing-dialog="unblock">
        <h2 id={`${id}-title`}>{t('unblock.title')}</h2>
        <div id={`${id}-text`}>
          <p>{t('unblock.text', { count })}</p>
          <p className={styles.dialogWarning}>{t('unblock.warning')}</p>
        </div>
        <label className={styles.check}>
          <input
            ref={box}
            type="checkbox"
            checked={confirmed}
            disabled={busy}
            onChange={(event) => onConfirmedChange(event.currentTarget.checked)}
            aria-describedby={confirmed || error ? undefined : `${id}-hint`}
          />
          <span>{t('unblock.checkbox', { count })}</span>
        </label>
        {confirmed || error ? null : (
          <p id={`${id}-hint`} className={styles.hint}>
            {t('unblock.hint')}
          </p>
        )}
        <BillingError errorKey={error} />
        <div className={styles.dialogActions}>
          <button
            type="button"
            className={`${buttons.button} ${buttons.primary}`}
            onClick={onUnblock}
            aria-disabled={busy}
            aria-busy={busy}
          >
            {busy ? t('unblock.sending') : t('unblock.confirm')}
          </button>
          <button
            type="button"
            className={`${buttons.button} ${buttons.secondary}`}
            onClick={onClose}
            aria-disabled={busy}
          >
            {t('dialog.cancel')}
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}
