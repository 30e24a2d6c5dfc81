/**
 * The pages of /plata-prin-volan (docs/payments-screens.md): one screen drawn from the payment
 * flow's view, whatever page it was opened on; the loading, error-with-retry and dead-link states
 * always offer a way on (the invoices, the payments history).
 */
import { useTranslation } from 'react-i18next';
import buttons from '@/components/ui/button.module.css';
import type { PaymentFlowView } from '@/machines/payment/use-payment';
import { CardFormView, ChallengeView } from './card-form-view';
import { ConfirmationView } from './confirmation-view';
import { NewPaymentView } from './new-payment-view';
import { PaymentErrorView } from './payment-error-view';
import { TransferView } from './transfer-view';
import { PaymentWayOut } from './payment-way-out';
import styles from './payments.module.css';

function Notice({ title, text, view }: { title: string; text: string; view?: PaymentFlowView }) {
  const { t } = useTranslation('payments');
  return (
    <section className={styles.panel} aria-labelledby="payment-title">
      <h1 id="payment-title" className={styles.title}>
        {title}
      </h1>
      <div role="alert" className={styles.alert}>
        <p>{text}</p>
      </div>
      {view ? (
        <p>
          <button type="button" className={`${buttons.button} ${buttons.primary}`} onClick={view.retryLoad}>
            {t('retry')}
          </button>
        </p>
      ) : null}
      <PaymentWayOut />
    </section>
  );
}

export function PaymentFlowScreen({ view }: { view: PaymentFlowView }) {
  const { t } = useTranslation(['payments', 'errors']);
  switch (view.mode) {
    case 'loading':
    case 'leaving':
      return (
        <section className={styles.panel} aria-busy="true">
          <h1 className={styles.title}>{t('payments:title')}</h1>
          <p role="status">{t(view.mode === 'loading' ? 'payments:loading' : 'payments:leaving')}</p>
        </section>
      );
    case 'loadFailed':
      return <Notice title={t('payments:title')} text={t(view.error ?? 'payments:errors.network')} view={view} />;
    case 'cancelFailed':
      return <Notice title={t('payments:title')} text={t(view.error ?? 'payments:errors.network')} view={view} />;
    case 'invalidLink':
      return <Notice title={t('payments:title')} text={t('payments:invalidLink')} />;
    case 'missing':
      return <Notice title={t('payments:title')} text={t('payments:missing')} />;
    case 'choosing':
      return <NewPaymentView view={view} />;
    case 'card':
      return <CardFormView view={view} />;
    case 'challenge':
      return <ChallengeView view={view} />;
    case 'transfer':
      return <TransferView view={view} />;
    case 'failed':
      return <PaymentErrorView view={view} />;
    default:
      return <ConfirmationView view={view} />;
  }
}
