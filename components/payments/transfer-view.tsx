/**
 * payment/transfer/{id}: Volan's account and the reference the transfer must carry, each with a
 * copy button; the payment stays pending until the bank statement confirms it (up to 2 business
 * days).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import buttons from '@/components/ui/button.module.css';
import type { PaymentFlowView } from '@/machines/payment/use-payment';
import { PaymentWayOut } from './payment-way-out';
import styles from './payments.module.css';

const FIELDS = ['beneficiary', 'iban', 'bank', 'reference', 'amount'] as const;

function CopyButton({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation('payments');
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      className={`${buttons.button} ${buttons.secondary}`}
      aria-label={t('transfer.copy', { what: label })}
      onClick={() => {
        void navigator.clipboard?.writeText(value).then(
          () => setCopied(true),
          () => setCopied(false),
        );
      }}
    >
      {copied ? t('transfer.copied') : t('transfer.copyShort')}
    </button>
  );
}

export function TransferView({ view }: { view: PaymentFlowView }) {
  const { t } = useTranslation('payments');
  const payment = view.payment;
  const details = payment?.bankTransfer;
  if (!payment || !details) return null;
  const values: Record<(typeof FIELDS)[number], string> = { ...details, amount: payment.amount.formatted };
  return (
    <section className={styles.panel} aria-labelledby="payment-title">
      <h1 id="payment-title" className={styles.title}>
        {t('transfer.title')}
      </h1>
      <p>{t('transfer.intro')}</p>
      <p className={styles.sandbox} data-sandbox>
        {t('sandbox.transfer')}
      </p>
      <dl className={styles.facts}>
        {FIELDS.map((field) => (
          <div key={field} style={{ display: 'contents' }}>
            <dt>{t(`transfer.fields.${field}`)}</dt>
            <dd data-transfer={field}>{values[field]}</dd>
            <dd>
              <CopyButton label={t(`transfer.fields.${field}`)} value={values[field]} />
            </dd>
          </div>
        ))}
      </dl>
      <p className={styles.muted}>{t('transfer.delay')}</p>
      <PaymentWayOut />
    </section>
  );
}
