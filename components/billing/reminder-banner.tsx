/**
 * The banner of the payment reminder stage (SPEC §4): its title and text with the server's counts and
 * dates, its severity in colour, icon and words, 'Plătește factura' (with invoicePayment on, issue 15)
 * and, where the page offers it,
 * 'Deblochează temporar'. Nothing at NONE. Urgent stages (the block imminent or done) are alerts;
 * the others a status.
 */
import Link from 'next/link';
import { useTranslation } from 'react-i18next';
import { useFeatureFlag } from '@/lib/feature-flags/use-feature-flags';
import buttons from '@/components/ui/button.module.css';
import { formatLongDate, payInvoicesUrl } from '@/lib/billing/billing-format';
import type { BillingStatusView } from '@/lib/graphql/generated/operations';
import { routeUrl } from '@/lib/routes/navigate';
import styles from './billing.module.css';

type Severity = 'info' | 'warning' | 'danger';

const SEVERITY: Readonly<Record<Exclude<BillingStatusView['stage'], 'NONE'>, Severity>> = {
  NEW_INVOICE: 'info',
  OVERDUE: 'warning',
  BLOCK_IMMINENT: 'danger',
  BLOCKED: 'danger',
  TEMPORARILY_UNBLOCKED: 'warning',
};

const ICON: Readonly<Record<Severity, string>> = { info: 'i', warning: '!', danger: '!' };

/** Props of ReminderBanner. */
export interface ReminderBannerProps {
  readonly status: BillingStatusView;
  /** The page is the invoices page (no link to itself). */
  readonly onInvoicesPage: boolean;
  /** 'Deblochează temporar' is offered; null when it is not. */
  readonly onUnblock: (() => void) | null;
}

export function ReminderBanner({ status, onInvoicesPage, onUnblock }: ReminderBannerProps) {
  const { t, i18n } = useTranslation('billing');
  const payOnline = useFeatureFlag('invoicePayment');
  if (status.stage === 'NONE' || !status.invoice) return null;
  const stage = status.stage;
  const severity = SEVERITY[stage];
  const values = {
    count: status.daysLeft ?? 0,
    dueDate: formatLongDate(status.dueDate, i18n.language),
    daysCheckPayment: status.daysCheckPayment,
    number: status.invoice.number,
    total: status.unpaidTotal.formatted,
  };
  const declaredOn = stage === 'BLOCK_IMMINENT' ? formatLongDate(status.paymentDeclaredAt, i18n.language) : '';
  return (
    <section
      className={`${styles.banner} ${styles[severity]}`}
      role={severity === 'danger' ? 'alert' : 'status'}
      aria-labelledby="billing-banner-title"
      data-billing-stage={stage}
    >
      <span className={styles.icon} aria-hidden="true">
        <span>{ICON[severity]}</span>
      </span>
      <div className={styles.bannerBody}>
        <p className={styles.severity}>{t(`severity.${severity}`)}</p>
        <h2 id="billing-banner-title" className={styles.bannerTitle}>
          {t(`stages.${stage}.title`)}
        </h2>
        <p>{t(`stages.${stage}.text`, values)}</p>
        {declaredOn ? (
          <p>{t('stages.BLOCK_IMMINENT.declared', { date: declaredOn, days: values.daysCheckPayment })}</p>
        ) : null}
        {stage === 'BLOCKED' && !status.canUnblock ? <p>{t('stages.BLOCKED.noUnblock')}</p> : null}
        <p className={styles.amount}>{t('banner.amount', { total: values.total })}</p>
        <div className={styles.bannerActions}>
          {payOnline ? (
            <Link
              href={payInvoicesUrl([status.invoice.id])}
              className={`${buttons.button} ${buttons.primary}`}
              prefetch={false}
              data-billing-pay
            >
              {t('banner.pay')}
            </Link>
          ) : null}
          {onUnblock ? (
            <button type="button" className={`${buttons.button} ${buttons.secondary}`} onClick={onUnblock}>
              {t('banner.unblock')}
            </button>
          ) : null}
          {onInvoicesPage ? null : (
            <Link href={routeUrl('myAccountInvoices')} className={styles.link} prefetch={false}>
              {t('banner.invoices')}
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}
