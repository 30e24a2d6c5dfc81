/**
 * payment/error: what failed (the PaymentFailure reason in words), that nothing was charged,
 * "Încearcă din nou" (a new card payment for the same invoices or pack) and "Altă metodă de plată".
 */
import { useTranslation } from 'react-i18next';
import buttons from '@/components/ui/button.module.css';
import type { PaymentFlowView } from '@/machines/payment/use-payment';
import { PaymentWayOut } from './payment-way-out';
import styles from './payments.module.css';

export function PaymentErrorView({ view }: { view: PaymentFlowView }) {
  const { t } = useTranslation(['payments', 'errors']);
  const payment = view.payment;
  if (!payment) return null;
  const reason = payment.status === 'CANCELLED' && !payment.failure ? 'CANCELLED' : (payment.failure ?? 'DECLINED');
  return (
    <section className={styles.panel} aria-labelledby="payment-title">
      <h1 id="payment-title" className={styles.title}>
        {t(reason === 'CANCELLED' ? 'payments:error.titleCancelled' : 'payments:error.title')}
      </h1>
      <div className={styles.alert} data-failure={reason}>
        <p>
          <strong>{t(`payments:failures.${reason}`)}</strong>
        </p>
        <p>{t('payments:error.nothingCharged', { amount: payment.amount.formatted })}</p>
      </div>
      {view.error ? (
        <p role="alert" className={styles.error}>
          {t(view.error)}
        </p>
      ) : null}
      <p className={styles.actions}>
        <button
          type="button"
          className={`${buttons.button} ${buttons.primary}`}
          disabled={view.busy}
          aria-busy={view.busy}
          onClick={view.retryPayment}
        >
          {t('payments:error.retry')}
        </button>
        <button
          type="button"
          className={`${buttons.button} ${buttons.secondary}`}
          disabled={view.busy}
          onClick={view.otherMethod}
        >
          {t('payments:error.otherMethod')}
        </button>
      </p>
      <PaymentWayOut />
    </section>
  );
}
