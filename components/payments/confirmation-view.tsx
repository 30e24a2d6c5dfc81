/**
 * new-confirmation: waiting for the provider's answer (a live status), a time-out with "Verifică
 * din nou", the receipt (what was paid, with links to the invoices or the wallet), or a bank
 * transfer waiting for the statement.
 */
import Link from 'next/link';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format/number';
import buttons from '@/components/ui/button.module.css';
import { formatDate } from '@/lib/format/date';
import { routeUrl } from '@/lib/routes/navigate';
import type { PaymentFlowView } from '@/machines/payment/use-payment';
import { PaymentWayOut } from './payment-way-out';
import styles from './payments.module.css';

function WhatWasPaid({ view }: { view: PaymentFlowView }) {
  const { t } = useTranslation('payments');
  const payment = view.payment;
  if (!payment) return null;
  return (
    <dl className={styles.facts}>
      <dt>{t('receipt.what')}</dt>
      <dd>
        {payment.topUp
          ? t('receipt.topUp', {
              count: payment.topUp.credits + payment.topUp.bonusCredits,
              n: formatNumber(payment.topUp.credits + payment.topUp.bonusCredits),
            })
          : payment.invoices.map((i) => i.number).join(', ')}
      </dd>
      <dd />
      <dt>{t('receipt.amount')}</dt>
      <dd data-receipt-amount>{payment.amount.formatted}</dd>
      <dd />
      <dt>{t('receipt.method')}</dt>
      <dd>{t(`methods.${payment.method}`)}</dd>
      <dd />
      <dt>{t('receipt.date')}</dt>
      <dd>{formatDate(payment.completedAt ?? payment.createdAt)}</dd>
      <dd />
    </dl>
  );
}

export function ConfirmationView({ view }: { view: PaymentFlowView }) {
  const { t } = useTranslation('payments');
  const topUp = view.payment?.purpose === 'TOP_UP';
  if (view.mode === 'succeeded') {
    return (
      <section className={styles.panel} aria-labelledby="payment-title">
        <h1 id="payment-title" className={styles.title}>
          {t('receipt.title')}
        </h1>
        <div className={styles.success} role="status">
          <p>{t(topUp ? 'receipt.doneTopUp' : 'receipt.doneInvoices')}</p>
        </div>
        <WhatWasPaid view={view} />
        <p className={styles.actions}>
          <Link
            href={routeUrl(topUp ? 'myAccountDealerWallet' : 'myAccountInvoices')}
            className={`${buttons.button} ${buttons.primary}`}
            prefetch={false}
          >
            {t(topUp ? 'links.wallet' : 'links.invoices')}
          </Link>
          <Link
            href={routeUrl('myAccountDealerPayments')}
            className={`${buttons.button} ${buttons.secondary}`}
            prefetch={false}
          >
            {t('links.payments')}
          </Link>
        </p>
      </section>
    );
  }
  if (view.mode === 'awaitingTransfer') {
    return (
      <section className={styles.panel} aria-labelledby="payment-title">
        <h1 id="payment-title" className={styles.title}>
          {t('confirmation.transferTitle')}
        </h1>
        <p>{t('transfer.delay')}</p>
        <WhatWasPaid view={view} />
        <PaymentWayOut />
      </section>
    );
  }
  const timedOut = view.mode === 'timedOut';
  return (
    <section className={styles.panel} aria-labelledby="payment-title" aria-busy={!timedOut}>
      <h1 id="payment-title" className={styles.title}>
        {t('confirmation.title')}
      </h1>
      <p role="status">{t(timedOut ? 'confirmation.timedOut' : 'confirmation.waiting')}</p>
      {timedOut ? (
        <p className={styles.actions}>
          <button type="button" className={`${buttons.button} ${buttons.primary}`} onClick={view.checkAgain}>
            {t('confirmation.checkAgain')}
          </button>
        </p>
      ) : null}
      <WhatWasPaid view={view} />
      {timedOut ? <PaymentWayOut /> : null}
    </section>
  );
}
