/**
 * payment/card/{id}: the sandbox card form (holder, number grouped by four, MM/YY, CVC), each
 * field's problem under it (from the form's checks or the server's refusal), the test cards, and
 * payment/challenge/{id}: the extra step's code. Both can cancel the payment.
 */
import type { InputHTMLAttributes, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import buttons from '@/components/ui/button.module.css';
import { CARD_FIELDS, formatExpiry, groupCardNumber, type CardField } from '@/lib/payments/card-rules';
import type { PaymentFlowView } from '@/machines/payment/use-payment';
import styles from './payments.module.css';

/** The sandbox's test cards (server/graphql/modules/billing/billing.graphql). */
const TEST_CARDS = [
  { number: '4242 4242 4242 4242', key: 'success' },
  { number: '4000 0000 0000 0002', key: 'declined' },
  { number: '4000 0000 0000 9995', key: 'insufficient' },
  { number: '4000 0000 0000 3220', key: 'challenge' },
] as const;

const INPUT_PROPS: Record<CardField, { autoComplete: string; inputMode?: 'numeric'; maxLength: number }> = {
  holder: { autoComplete: 'cc-name', maxLength: 80 },
  number: { autoComplete: 'cc-number', inputMode: 'numeric', maxLength: 23 },
  expiry: { autoComplete: 'cc-exp', inputMode: 'numeric', maxLength: 5 },
  cvc: { autoComplete: 'cc-csc', inputMode: 'numeric', maxLength: 4 },
};

const tidy = (field: CardField, value: string) =>
  field === 'number' ? groupCardNumber(value) : field === 'expiry' ? formatExpiry(value) : value;

function SandboxNote() {
  const { t } = useTranslation('payments');
  return (
    <div className={styles.stack}>
      <p className={styles.sandbox} data-sandbox>
        {t('sandbox.label')}
      </p>
      <details>
        <summary>{t('sandbox.testCards')}</summary>
        <ul>
          {TEST_CARDS.map((card) => (
            <li key={card.key}>
              <code>{card.number}</code> — {t(`sandbox.cards.${card.key}`)}
            </li>
          ))}
        </ul>
      </details>
    </div>
  );
}

function Amount({ view }: { view: PaymentFlowView }) {
  const { t } = useTranslation('payments');
  if (!view.payment) return null;
  return <p>{t('card.amount', { amount: view.payment.amount.formatted })}</p>;
}

/** One field of the payment forms: its label, the input, and its problem under it (an alert). */
function Field({
  id,
  label,
  problem,
  wide,
  ...input
}: { id: string; label: string; problem: string | null | undefined; wide: boolean } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id'
>) {
  const { t } = useTranslation(['payments', 'errors']);
  return (
    <div className={`${styles.field} ${wide ? styles.wide : ''}`}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        aria-invalid={problem ? 'true' : 'false'}
        aria-describedby={problem ? `${id}-error` : undefined}
        {...input}
      />
      {problem ? (
        <span id={`${id}-error`} className={styles.error} role="alert">
          {t(problem)}
        </span>
      ) : null}
    </div>
  );
}

/** A payment form: its fields, the last call's message, the submit button (busy while it waits) and "Renunță". */
function PaymentForm({
  view,
  submitLabel,
  onSubmit,
  children,
}: {
  view: PaymentFlowView;
  submitLabel: string;
  onSubmit: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation(['payments', 'errors']);
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      {children}
      {view.error ? (
        <p role="alert" className={`${styles.error} ${styles.wide}`}>
          {t(view.error)}
        </p>
      ) : null}
      <p className={`${styles.actions} ${styles.wide}`}>
        <button
          type="submit"
          className={`${buttons.button} ${buttons.primary}`}
          disabled={view.busy}
          aria-busy={view.busy}
        >
          {submitLabel}
        </button>
        <button
          type="button"
          className={`${buttons.button} ${buttons.secondary}`}
          disabled={view.busy}
          onClick={view.cancel}
        >
          {t('payments:cancel')}
        </button>
      </p>
    </form>
  );
}

export function CardFormView({ view }: { view: PaymentFlowView }) {
  const { t } = useTranslation(['payments', 'errors']);
  return (
    <section className={styles.panel} aria-labelledby="payment-title">
      <h1 id="payment-title" className={styles.title}>
        {t('payments:card.title')}
      </h1>
      <Amount view={view} />
      <SandboxNote />
      <PaymentForm
        view={view}
        submitLabel={t('payments:card.submit', { amount: view.payment?.amount.formatted ?? '' })}
        onSubmit={view.submitCard}
      >
        {CARD_FIELDS.map((field) => (
          <Field
            key={field}
            id={`card-${field}`}
            label={t(`payments:card.fields.${field}`)}
            problem={view.cardErrors[field]}
            wide={field === 'holder' || field === 'number'}
            name={field}
            value={view.card[field]}
            readOnly={view.busy}
            placeholder={t(`payments:card.placeholders.${field}`)}
            {...INPUT_PROPS[field]}
            onChange={(e) => view.editCard(field, tidy(field, e.target.value))}
          />
        ))}
      </PaymentForm>
    </section>
  );
}

export function ChallengeView({ view }: { view: PaymentFlowView }) {
  const { t } = useTranslation(['payments', 'errors']);
  return (
    <section className={styles.panel} aria-labelledby="payment-title">
      <h1 id="payment-title" className={styles.title}>
        {t('payments:challenge.title')}
      </h1>
      <Amount view={view} />
      <p className={styles.sandbox} data-sandbox>
        {t('payments:sandbox.label')}
      </p>
      <p>{t('payments:challenge.intro')}</p>
      <p className={styles.muted}>{t('payments:challenge.hint')}</p>
      <PaymentForm view={view} submitLabel={t('payments:challenge.submit')} onSubmit={view.submitCode}>
        <Field
          id="challenge-code"
          label={t('payments:challenge.code')}
          problem={view.codeError}
          wide
          name="code"
          value={view.code}
          readOnly={view.busy}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          onChange={(e) => view.editCode(e.target.value.replace(/\D/gu, ''))}
        />
      </PaymentForm>
    </section>
  );
}
