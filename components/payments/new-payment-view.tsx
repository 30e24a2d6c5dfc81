/**
 * new-payment: what is paid (the invoices with net, VAT and total, or the credit pack, VAT
 * included), the method (card or bank transfer) and "Plătește {total}".
 */
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format/number';
import buttons from '@/components/ui/button.module.css';
import { formatDate } from '@/lib/format/date';
import { formatBani } from '@/lib/payments/money';
import type { PaymentMethod, PaymentSummary } from '@/lib/payments/payment.types';
import type { PaymentFlowView } from '@/machines/payment/use-payment';
import { PaymentWayOut } from './payment-way-out';
import styles from './payments.module.css';

const METHODS: readonly PaymentMethod[] = ['CARD', 'BANK_TRANSFER'];

function InvoicesTable({ summary }: { summary: PaymentSummary }) {
  const { t } = useTranslation('payments');
  const rate = summary.invoices[0]?.vatRatePercent ?? 21;
  return (
    <table className={`${styles.table} ${styles.responsive}`}>
      <caption className={styles.muted}>{t('new.invoicesCaption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('new.invoice')}</th>
          <th scope="col">{t('new.dueDate')}</th>
          <th scope="col" className={styles.amount}>
            {t('new.net')}
          </th>
          <th scope="col" className={styles.amount}>
            {t('new.vat')}
          </th>
          <th scope="col" className={styles.amount}>
            {t('new.total')}
          </th>
        </tr>
      </thead>
      <tbody>
        {summary.invoices.map((invoice) => (
          <tr key={invoice.id} data-invoice={invoice.number}>
            <td data-label={t('new.invoice')}>
              {invoice.number}
              {invoice.status === 'UNPAID' ? null : (
                <span className={styles.muted}> — {t(`new.status.${invoice.status}`)}</span>
              )}
            </td>
            <td data-label={t('new.dueDate')}>{formatDate(invoice.dueDate)}</td>
            <td data-label={t('new.net')} className={styles.amount}>
              {invoice.net.formatted}
            </td>
            <td data-label={t('new.vat')} className={styles.amount}>
              {invoice.vat.formatted}
            </td>
            <td data-label={t('new.total')} className={styles.amount}>
              {invoice.total.formatted}
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className={styles.total}>
          <td data-label={t('new.totalLabel')}>{t('new.totalLabel')}</td>
          <td aria-hidden="true" />
          <td data-label={t('new.net')} className={styles.amount}>
            {formatBani(summary.net)}
          </td>
          <td data-label={t('new.vatRate', { rate })} className={styles.amount}>
            {formatBani(summary.vat)}
          </td>
          <td data-label={t('new.total')} className={styles.amount} data-total>
            {formatBani(summary.total)}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}

function PackSummary({ summary }: { summary: PaymentSummary }) {
  const { t } = useTranslation('payments');
  const pack = summary.pack;
  if (!pack) return null;
  return (
    <div className={styles.card}>
      <p className={styles.big}>{t('wallet.packCredits', { count: pack.credits, n: formatNumber(pack.credits) })}</p>
      {pack.bonusCredits > 0 ? (
        <p className={styles.plus}>
          {t('wallet.packBonus', { count: pack.bonusCredits, n: formatNumber(pack.bonusCredits) })}
        </p>
      ) : null}
      <p>
        <strong data-total>{formatBani(summary.total)}</strong>{' '}
        <span className={styles.muted}>{t('new.vatIncluded')}</span>
      </p>
    </div>
  );
}

export function NewPaymentView({ view }: { view: PaymentFlowView }) {
  const { t } = useTranslation(['payments', 'errors']);
  const summary = view.summary;
  if (!summary) return null;
  const nothingToPay = summary.total <= 0;
  return (
    <section className={styles.panel} aria-labelledby="payment-title">
      <h1 id="payment-title" className={styles.title}>
        {t(summary.pack ? 'payments:new.titleTopUp' : 'payments:new.titleInvoices')}
      </h1>
      {summary.pack ? <PackSummary summary={summary} /> : <InvoicesTable summary={summary} />}
      {nothingToPay ? (
        <div role="alert" className={styles.alert}>
          <p>{t(summary.pack ? 'payments:new.unknownPack' : 'payments:new.nothingToPay')}</p>
        </div>
      ) : null}
      <form
        className={styles.stack}
        onSubmit={(e) => {
          e.preventDefault();
          view.pay();
        }}
      >
        <fieldset className={styles.methods} disabled={view.busy || nothingToPay}>
          <legend className={styles.subtitle}>{t('payments:new.method')}</legend>
          {METHODS.map((method) => (
            <label key={method} className={styles.method}>
              <input
                type="radio"
                name="method"
                value={method}
                checked={view.method === method}
                onChange={() => view.chooseMethod(method)}
              />
              <span>
                <strong>{t(`payments:methods.${method}`)}</strong>
                <br />
                <span className={styles.muted}>{t(`payments:new.methodHint.${method}`)}</span>
              </span>
            </label>
          ))}
        </fieldset>
        {view.error ? (
          <p role="alert" className={styles.error}>
            {t(view.error)}
          </p>
        ) : null}
        <p className={styles.actions}>
          <button
            type="submit"
            className={`${buttons.button} ${buttons.primary}`}
            disabled={view.busy || nothingToPay}
            aria-busy={view.busy}
          >
            {t('payments:new.pay', { total: formatBani(summary.total) })}
          </button>
          <span className={styles.sandbox}>{t('payments:sandbox.short')}</span>
        </p>
      </form>
      <PaymentWayOut />
    </section>
  );
}
