/**
 * /contul-meu/dealerpayments: the account's payments, newest first (date, what, method, amount,
 * status), each linked to its receipt, its error page or its transfer details.
 */
import Link from 'next/link';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format/number';
import buttons from '@/components/ui/button.module.css';
import type { PaymentRow } from '@/lib/graphql/generated/operations';
import { formatDate } from '@/lib/format/date';
import { paymentPageUrl } from '@/lib/payments/payment-urls';
import { routeUrl } from '@/lib/routes/navigate';
import type { CursorListView } from '@/machines/use-cursor-list';
import { pageOf } from '@/machines/payment/payment-pages';
import { CursorListBody, type ListColumn } from './cursor-list-body';
import styles from './payments.module.css';

/** The history's view. */
export type PaymentHistoryView = CursorListView<PaymentRow, null>;

/** What a payment paid: the pack's credits or the invoices, and the numbers of the invoices it paid. */
function What({ payment }: { payment: PaymentRow }) {
  const { t } = useTranslation('payments');
  const numbers =
    payment.invoices.length > 0
      ? t('history.invoiceNumbers', {
          count: payment.invoices.length,
          numbers: payment.invoices.map((invoice) => invoice.number).join(', '),
        })
      : null;
  if (payment.topUp) {
    const credits = payment.topUp.credits + payment.topUp.bonusCredits;
    return (
      <>
        {t('history.topUp', { count: credits, n: formatNumber(credits) })}
        {numbers ? <span className={`${styles.muted} ${styles.block}`}>{numbers}</span> : null}
      </>
    );
  }
  return <>{numbers ?? t('history.invoices')}</>;
}

export function PaymentHistoryScreen({ view }: { view: PaymentHistoryView }) {
  const { t } = useTranslation('payments');
  const columns: readonly ListColumn<PaymentRow>[] = [
    { label: t('history.date'), cell: (payment) => formatDate(payment.createdAt) },
    { label: t('history.what'), cell: (payment) => <What payment={payment} /> },
    { label: t('history.method'), cell: (payment) => t(`methods.${payment.method}`) },
    { label: t('history.amount'), cell: (payment) => payment.amount.formatted, amount: true },
    { label: t('history.status'), cell: (payment) => t(`history.statuses.${payment.status}`) },
    {
      label: t('history.details'),
      hiddenLabel: true,
      cell: (payment) => (
        <Link href={paymentPageUrl(pageOf(payment), payment.id)} prefetch={false}>
          {t(`history.open.${pageOf(payment)}`)}
        </Link>
      ),
    },
  ];
  return (
    <section className={styles.stack} aria-labelledby="history-title">
      <h1 id="history-title" className={styles.title}>
        {t('history.title')}
      </h1>
      <CursorListBody
        view={view}
        caption={t('history.title')}
        rowData="payment"
        columns={columns}
        empty={
          <>
            <p>{t('history.empty')}</p>
            <p className={styles.actions}>
              <Link
                href={routeUrl('myAccountInvoices')}
                className={`${buttons.button} ${buttons.primary}`}
                prefetch={false}
              >
                {t('links.invoices')}
              </Link>
              <Link
                href={routeUrl('myAccountDealerWallet')}
                className={`${buttons.button} ${buttons.secondary}`}
                prefetch={false}
              >
                {t('links.wallet')}
              </Link>
            </p>
          </>
        }
      />
    </section>
  );
}
