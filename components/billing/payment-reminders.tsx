/**
 * The payment reminders of an account page (SPEC §2.6, §4): the stage's banner and, on the pages that
 * show them (the account overview, the invoices page), the 'Ai plătit factura?' and unblock modals.
 * Drawn from usePaymentReminders' view; it never decides what state the flow is in.
 */
import { useTranslation } from 'react-i18next';
import buttons from '@/components/ui/button.module.css';
import type { PaymentRemindersView } from '@/machines/payment-reminders/use-payment-reminders';
import { usePaymentReminders } from '@/machines/payment-reminders/use-payment-reminders';
import type { BillingStatusView } from '@/lib/graphql/generated/operations';
import { BillingError } from './billing-error';
import { DeclarePaidDialog } from './declare-paid-dialog';
import { ReminderBanner } from './reminder-banner';
import { UnblockDialog } from './unblock-dialog';
import styles from './billing.module.css';

/** Props of PaymentReminders. */
export interface PaymentRemindersProps {
  /** The status the page was rendered with; null: it is read in the browser. */
  readonly status: BillingStatusView | null;
  readonly modals: boolean;
  readonly onInvoicesPage: boolean;
}

export function PaymentReminders({ status, modals, onInvoicesPage }: PaymentRemindersProps) {
  const view = usePaymentReminders({ status, modals });
  return <PaymentRemindersScreen view={view} onInvoicesPage={onInvoicesPage} />;
}

/** The view drawn (the model tests render it with parked calls). */
export function PaymentRemindersScreen({
  view,
  onInvoicesPage,
}: {
  view: PaymentRemindersView;
  onInvoicesPage: boolean;
}) {
  const { t } = useTranslation('billing');
  const dialogOpen = view.declareOpen || view.unblockOpen;
  return (
    <div className={styles.reminders} data-billing-reminders>
      {view.loadFailed ? (
        <BillingError errorKey={view.error}>
          <button type="button" className={`${buttons.button} ${buttons.secondary}`} onClick={view.retry}>
            {t('retry')}
          </button>
        </BillingError>
      ) : null}
      {view.notice ? (
        <p role="status" className={styles.notice}>
          {t(`notices.${view.notice}`)}
        </p>
      ) : null}
      {view.status ? (
        <ReminderBanner
          status={view.status}
          onInvoicesPage={onInvoicesPage}
          onUnblock={view.canOpenUnblock ? view.openUnblock : null}
        />
      ) : null}
      {view.status && view.declareOpen ? (
        <DeclarePaidDialog
          status={view.status}
          busy={view.busy}
          error={dialogOpen ? view.error : null}
          onDeclare={view.declare}
          onClose={view.close}
        />
      ) : null}
      {view.status && view.unblockOpen ? (
        <UnblockDialog
          status={view.status}
          confirmed={view.confirmed}
          busy={view.busy}
          error={view.error}
          onConfirmedChange={view.setConfirmed}
          onUnblock={view.unblock}
          onClose={view.close}
        />
      ) : null}
    </div>
  );
}
