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
import { ListEmpty, ListFailed, ListLoading, LoadMore } from './list-states';
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
  return (
    <section className={styles.stack} aria-labelledby="history-title">
      <h1 id="history-title" className={styles.title}>
        {t('history.title')}
      </h1>
      {view.loading ? <ListLoading /> : null}
      {view.loadFailed ? <ListFailed error={view.error} retry={view.retry} /> : null}
      {view.empty ? (
        <ListEmpty>
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
        </ListEmpty>
      ) : null}
      {view.items.length > 0 ? (
        <table className={`${styles.table} ${styles.responsive}`}>
          <caption className="visually-hidden">{t('history.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('history.date')}</th>
              <th scope="col">{t('history.what')}</th>
              <th scope="col">{t('history.method')}</th>
              <th scope="col" className={styles.amount}>
                {t('history.amount')}
              </th>
              <th scope="col">{t('history.status')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('history.details')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {view.items.map((payment) => (
              <tr key={payment.id} data-payment={payment.id}>
                <td data-label={t('history.date')}>{formatDate(payment.createdAt)}</td>
                <td data-label={t('history.what')}>
                  <What payment={payment} />
                </td>
                <td data-label={t('history.method')}>{t(`methods.${payment.method}`)}</td>
                <td data-label={t('history.amount')} className={styles.amount}>
                  {payment.amount.formatted}
                </td>
                <td data-label={t('history.status')}>{t(`history.statuses.${payment.status}`)}</td>
                <td data-label={t('history.details')}>
                  <Link href={paymentPageUrl(pageOf(payment), payment.id)} prefetch={false}>
                    {t(`history.open.${pageOf(payment)}`)}
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <LoadMore
        hasMore={view.hasMore && !view.loading}
        loadingMore={view.loadingMore}
        moreError={view.moreError}
        more={view.more}
      />
    </section>
  );
}
