/** The links out of the payment flow: the invoices and the payments history (never a dead end). */
import Link from 'next/link';
import { useTranslation } from 'react-i18next';
import buttons from '@/components/ui/button.module.css';
import { routeUrl } from '@/lib/routes/navigate';
import styles from './payments.module.css';

export function PaymentWayOut() {
  const { t } = useTranslation('payments');
  return (
    <p className={styles.actions}>
      <Link href={routeUrl('myAccountInvoices')} className={`${buttons.button} ${buttons.secondary}`} prefetch={false}>
        {t('links.invoices')}
      </Link>
      <Link
        href={routeUrl('myAccountDealerPayments')}
        className={`${buttons.button} ${buttons.secondary}`}
        prefetch={false}
      >
        {t('links.payments')}
      </Link>
    </p>
  );
}
