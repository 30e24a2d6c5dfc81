/**
 * /contul-meu/new-packaging/calculator: adverts, bumps a month, featured dealer and the period →
 * the recommended package, its lines and the monthly total with VAT, updated as the inputs change.
 */
import { useTranslation } from 'react-i18next';
import buttons from '@/components/ui/button.module.css';
import type { BillingPeriod } from '@/lib/graphql/generated/operations';
import type { PackageCalculatorView } from '@/machines/package-calculator/use-package-calculator';
import { PackageLinks } from './package-links';
import styles from './payments.module.css';

const PERIODS: readonly BillingPeriod[] = ['MONTHLY', 'YEARLY'];

function NumberField({ view, field }: { view: PackageCalculatorView; field: 'ads' | 'bumpsPerMonth' }) {
  const { t } = useTranslation(['payments', 'errors']);
  const problem = view.errors[field];
  return (
    <div className={styles.field}>
      <label htmlFor={`calc-${field}`}>{t(`payments:calculator.fields.${field}`)}</label>
      <input
        id={`calc-${field}`}
        name={field}
        inputMode="numeric"
        value={view.draft[field]}
        aria-invalid={problem ? 'true' : 'false'}
        aria-describedby={problem ? `calc-${field}-error` : undefined}
        onChange={(e) => view.change(field, e.target.value)}
      />
      {problem ? (
        <span id={`calc-${field}-error`} role="alert" className={styles.error}>
          {t(problem.key, problem.max === undefined ? {} : { max: problem.max })}
        </span>
      ) : null}
    </div>
  );
}

export function PackageCalculatorScreen({ view }: { view: PackageCalculatorView }) {
  const { t } = useTranslation(['payments', 'errors']);
  const recommendation = view.recommendation;
  return (
    <section className={styles.stack} aria-labelledby="calc-title">
      <h1 id="calc-title" className={styles.title}>
        {t('payments:calculator.title')}
      </h1>
      <p className={styles.muted}>{t('payments:calculator.intro')}</p>
      <form className={`${styles.panel} ${styles.form}`} onSubmit={(e) => e.preventDefault()}>
        <NumberField view={view} field="ads" />
        <NumberField view={view} field="bumpsPerMonth" />
        <label className={`${styles.method} ${styles.wide}`}>
          <input
            type="checkbox"
            checked={view.draft.featuredDealer}
            onChange={(e) => view.toggleFeatured(e.target.checked)}
          />
          <span>
            <strong>{t('payments:calculator.featured')}</strong>
            <br />
            <span className={styles.muted}>{t('payments:calculator.featuredHint')}</span>
          </span>
        </label>
        <fieldset className={`${styles.methods} ${styles.wide}`}>
          <legend>{t('payments:calculator.period')}</legend>
          {PERIODS.map((period) => (
            <label key={period} className={styles.method}>
              <input
                type="radio"
                name="period"
                value={period}
                checked={view.draft.period === period}
                onChange={() => view.changePeriod(period)}
              />
              <span>{t(`payments:calculator.periods.${period}`)}</span>
            </label>
          ))}
        </fieldset>
      </form>
      {view.failed ? (
        <div role="alert" className={styles.alert}>
          <p>{t(view.error ?? 'payments:calculator.errors.failed')}</p>
          <p>
            <button type="button" className={`${buttons.button} ${buttons.secondary}`} onClick={view.retry}>
              {t('payments:retry')}
            </button>
          </p>
        </div>
      ) : null}
      <div className={styles.panel} aria-live="polite" aria-busy={view.calculating} data-recommendation>
        <h2 className={styles.subtitle}>{t('payments:calculator.result')}</h2>
        {recommendation ? (
          <>
            <p className={styles.big} data-package={recommendation.package.code}>
              {recommendation.package.name}
            </p>
            <p className={styles.muted}>
              {t('payments:calculator.adsIncluded', { count: recommendation.package.adsIncluded })}
            </p>
            <table className={`${styles.table} ${styles.responsive}`}>
              <caption className="visually-hidden">{t('payments:calculator.lines')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('payments:calculator.line')}</th>
                  <th scope="col" className={styles.amount}>
                    {t('payments:calculator.quantity')}
                  </th>
                  <th scope="col" className={styles.amount}>
                    {t('payments:calculator.net')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {recommendation.lines.map((line) => (
                  <tr key={line.description}>
                    <td data-label={t('payments:calculator.line')}>{line.description}</td>
                    <td data-label={t('payments:calculator.quantity')} className={styles.amount}>
                      {line.quantity}
                    </td>
                    <td data-label={t('payments:calculator.net')} className={styles.amount}>
                      {line.net.formatted}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p>
              {t('payments:calculator.monthlyTotal')}{' '}
              <strong data-monthly-total>{recommendation.monthlyTotal.formatted}</strong>{' '}
              <span className={styles.muted}>{t('payments:new.vatIncluded')}</span>
            </p>
            {recommendation.monthlySaving.bani > 0 ? (
              <p className={styles.plus}>
                {t('payments:calculator.saving', { amount: recommendation.monthlySaving.formatted })}
              </p>
            ) : null}
          </>
        ) : view.failed ? null : (
          // After a failed call the alert above says why: the numbers are fine, nothing to correct.
          <p role="status">{t(view.calculating ? 'payments:calculator.calculating' : 'payments:calculator.fix')}</p>
        )}
      </div>
      <PackageLinks except="myAccountPackageCalculator" />
    </section>
  );
}
