/**
 * 'Ai plătit factura?' (SPEC §4, stage 3): 'Da, am plătit deja' declares the payment; the dialog warns
 * that a transfer can take up to {days} business days and that the account is blocked on {date} if
 * nothing arrives. 'Plătește acum' goes to the payment page (with invoicePayment on, issue 15); 'Închide' (or Escape) closes it for this
 * visit. A failure stays in the dialog and says why.
 */
import Link from 'next/link';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeatureFlag } from '@/lib/feature-flags/use-feature-flags';
import buttons from '@/components/ui/button.module.css';
import { ModalDialog } from '@/components/ui/dialogs/modal-dialog';
import { formatLongDate, payInvoicesUrl } from '@/lib/billing/billing-format';
import type { BillingStatusView } from '@/lib/graphql/generated/operations';
import { BillingError } from './billing-error';
import styles from './billing.module.css';

/** Props of DeclarePaidDialog. */
export interface DeclarePaidDialogProps {
  readonly status: BillingStatusView;
  readonly busy: boolean;
  readonly error: string | null;
  readonly onDeclare: () => void;
  readonly onClose: () => void;
}

export function DeclarePaidDialog({ status, busy, error, onDeclare, onClose }: DeclarePaidDialogProps) {
  const { t, i18n } = useTranslation('billing');
  const id = useId();
  const payOnline = useFeatureFlag('invoicePayment');
  const confirm = useRef<HTMLButtonElement>(null);
  const values = {
    number: status.invoice?.number ?? '',
    count: status.daysCheckPayment,
    date: formatLongDate(status.blockDate, i18n.language),
    total: status.invoice?.total.formatted ?? '',
  };
  return (
    <ModalDialog labelledBy={`${id}-title`} describedBy={`${id}-text`} onEscape={onClose} initialFocus={confirm}>
      <div className={styles.dialog} data-billing-dialog="declare">
        <h2 id={`${id}-title`}>{t('declare.title')}</h2>
        <div id={`${id}-text`}>
          <p>{t('declare.text', values)}</p>
          <p className={styles.dialogWarning}>{t('declare.warning', values)}</p>
        </div>
        <BillingError errorKey={error} />
        <div className={styles.dialogActions}>
          <button
            ref={confirm}
            type="button"
            className={`${buttons.button} ${buttons.primary}`}
            onClick={onDeclare}
            aria-disabled={busy}
            aria-busy={busy}
          >
            {busy ? t('declare.sending') : t('declare.confirm')}
          </button>
          {status.invoice && payOnline ? (
            <Link
              href={payInvoicesUrl([status.invoice.id])}
              className={`${buttons.button} ${buttons.secondary}`}
              prefetch={false}
            >
              {t('declare.payNow')}
            </Link>
          ) : null}
          <button
            type="button"
            className={`${buttons.button} ${buttons.secondary}`}
            onClick={onClose}
            aria-disabled={busy}
          >
            {t('dialog.close')}
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}
