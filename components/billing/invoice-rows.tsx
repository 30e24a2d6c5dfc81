/**
 * The invoices as a table (desktop) that becomes a card per invoice on phones (CSS only, one markup):
 * the tick box of an unpaid invoice, number, period, due date, total with VAT, status ('Restantă'
 * once the due date passed) and the PDF. Without onToggle (online payment off) there are no tick boxes.
 */
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format/date';
import type { BillingInvoiceView } from '@/lib/graphql/generated/operations';
import { isPayable } from '@/machines/invoice-list/invoice-list.machine';
import styles from './invoices.module.css';

/** The status label key of an invoice ('Restantă' once due and unpaid; a paid one says when). */
function statusKey(invoice: BillingInvoiceView): string {
  if (invoice.status === 'UNPAID') return invoice.overdue ? 'invoices.status.OVERDUE' : 'invoices.status.UNPAID';
  if (invoice.status === 'PAID' && invoice.paidAt) return 'invoices.status.paidOn';
  return `invoices.status.${invoice.status}`;
}

/** Props of InvoiceRows. */
export interface InvoiceRowsProps {
  readonly invoices: readonly BillingInvoiceView[];
  readonly selected: readonly string[];
  /** null: invoices cannot be paid online here, so none is ticked. */
  readonly onToggle: ((invoiceId: string) => void) | null;
}

export function InvoiceRows({ invoices, selected, onToggle }: InvoiceRowsProps) {
  const { t } = useTranslation('billing');
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">{t('invoices.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">
            <span className="visually-hidden">{t('invoices.columns.select')}</span>
          </th>
          <th scope="col">{t('invoices.columns.number')}</th>
          <th scope="col">{t('invoices.columns.period')}</th>
          <th scope="col">{t('invoices.columns.dueDate')}</th>
          <th scope="col">{t('invoices.columns.total')}</th>
          <th scope="col">{t('invoices.columns.status')}</th>
          <th scope="col">{t('invoices.columns.pdf')}</th>
        </tr>
      </thead>
      <tbody>
        {invoices.map((invoice) => {
          const payable = onToggle !== null && isPayable(invoice);
          const paidOn = invoice.paidAt ? formatDate(invoice.paidAt) : '';
          return (
            <tr
              key={invoice.id}
              data-invoice={invoice.id}
              data-invoice-status={invoice.overdue ? 'OVERDUE' : invoice.status}
            >
              <td className={styles.selectCell}>
                {payable ? (
                  <input
                    type="checkbox"
                    checked={selected.includes(invoice.id)}
                    onChange={() => onToggle?.(invoice.id)}
                    aria-label={t('invoices.select', { number: invoice.number })}
                  />
                ) : null}
              </td>
              <th scope="row" className={styles.number}>
                {invoice.number}
              </th>
              <td data-label={t('invoices.columns.period')}>
                {formatDate(invoice.periodStart)} – {formatDate(invoice.periodEnd)}
              </td>
              <td data-label={t('invoices.columns.dueDate')}>{formatDate(invoice.dueDate)}</td>
              <td data-label={t('invoices.columns.total')} className={styles.total}>
                {invoice.total.formatted}
              </td>
              <td data-label={t('invoices.columns.status')}>
                <span className={`${styles.status} ${styles[invoice.overdue ? 'OVERDUE' : invoice.status]}`}>
                  {t(statusKey(invoice), { date: paidOn })}
                </span>
              </td>
              <td data-label={t('invoices.columns.pdf')}>
                <a
                  href={invoice.pdfUrl}
                  className={styles.pdf}
                  aria-label={t('invoices.pdf', { number: invoice.number })}
                >
                  {t('invoices.pdfShort')}
                </a>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
