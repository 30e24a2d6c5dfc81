/**
 * The loan simulator and its application (SPEC §1 financing; issue 16): the credit (and the down
 * payment when the advert has a price), the term among the offered ones, then the monthly instalment,
 * the total payable, the total cost of the credit and the DAE, with the fixed annual rate the
 * simulation uses, as Romanian consumer-credit rules ask a credit offer to show them. 'Aplică pentru
 * finanțare' opens the contact form; a sent application shows its reference and what happens next.
 * Drawn from the loan simulator's view (machines/financing/use-loan-simulator.ts); it never decides
 * what state it is in.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import forms from '@/components/forms/forms.module.css';
import { SendForm } from '@/components/forms/send-form';
import { TextField } from '@/components/forms/text-field';
import buttons from '@/components/ui/button.module.css';
import type { FieldProblem } from '@/lib/financing/loan-simulation';
import { formatRomanianAmount } from '@/lib/format/number';
import type { LoanSimulatorView } from '@/machines/financing/use-loan-simulator';
import styles from './loan-simulator.module.css';
import { TermPicker } from './term-picker';

/** Rates as Romanians write them: 16,2 % (at most two decimals). */
const PERCENT = new Intl.NumberFormat('ro-RO', { maximumFractionDigits: 2 });

/** Props of LoanSimulator. */
export interface LoanSimulatorProps {
  readonly view: LoanSimulatorView;
  /** The heading level of the simulator's title on its page. */
  readonly heading?: 'h1' | 'h2';
  /** Shown under the title: the advert or partner the simulation is for. */
  readonly subtitle?: string;
  /**
   * Drawn instead of 'Aplică pentru finanțare' (the ad page's calculator links to /finantare
   * through its entry point); given only while the simulation is valid.
   */
  readonly applyAction?: ReactNode;
}

export function LoanSimulator({ view, heading: Heading = 'h2', subtitle, applyAction }: LoanSimulatorProps) {
  const { t } = useTranslation('financing');
  const problemKey = (problem: FieldProblem | undefined) => problem?.key ?? null;
  const termProblem = view.problems.term;
  const lei = (amount: number) => t('simulator.amount', { amount: formatRomanianAmount(amount) });
  return (
    <section className={styles.simulator} aria-labelledby="loan-simulator-title">
      <Heading id="loan-simulator-title" className={styles.title}>
        {view.applying || view.submitting || view.failed || view.submitted
          ? t('application.title')
          : t('simulator.title')}
      </Heading>
      {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
      {view.submitted ? (
        <div className={styles.done}>
          <p className={forms.success} role="status">
            {t('application.submitted')}
            {view.reference ? ` ${t('application.reference', { reference: view.reference })}` : null}
          </p>
          <p>{t('application.next')}</p>
        </div>
      ) : view.applying || view.submitting || view.failed ? (
        <SendForm
          labelledBy="loan-simulator-title"
          sending={view.submitting}
          onSubmit={view.submit}
          alerts={[view.error ? t(view.error, view.errorValues ?? {}) : null]}
          intro={
            view.result ? (
              <p className={styles.summary}>
                {t('application.summary', {
                  instalment: lei(view.result.monthlyInstalment),
                  count: view.draft.term,
                })}
              </p>
            ) : null
          }
        >
          {(['name', 'phone', 'email'] as const).map((field) => (
            <TextField
              key={field}
              name={field}
              label={t(`application.${field}`)}
              type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
              autoComplete={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'name'}
              value={view.applicant[field]}
              readOnly={view.submitting}
              onValueChange={(value) => view.changeApplicant(field, value)}
              errorKey={problemKey(view.applicantProblems[field])}
              errorValues={view.applicantProblems[field]?.values}
            />
          ))}
          <div className={styles.actions}>
            <button
              type="button"
              className={`${buttons.button} ${buttons.secondary}`}
              onClick={view.back}
              disabled={view.submitting}
            >
              {t('application.back')}
            </button>
            {view.failed ? (
              <button type="button" className={`${buttons.button} ${buttons.primary}`} onClick={view.retry}>
                {t('application.retry')}
              </button>
            ) : (
              <button type="submit" className={`${buttons.button} ${buttons.primary}`} disabled={view.submitting}>
                {view.submitting ? t('application.submitting') : t('application.submit')}
              </button>
            )}
          </div>
        </SendForm>
      ) : (
        <div className={styles.columns}>
          <div className={forms.form}>
            {view.price !== null ? (
              <TextField
                name="downPayment"
                label={t('simulator.downPayment')}
                inputMode="numeric"
                value={view.draft.downPayment}
                onValueChange={view.changeDownPayment}
                errorKey={problemKey(view.problems.downPayment)}
                errorValues={view.problems.downPayment?.values}
              />
            ) : null}
            <TextField
              name="credit"
              label={t('simulator.credit')}
              inputMode="numeric"
              value={view.draft.credit}
              onValueChange={view.changeCredit}
              errorKey={problemKey(view.problems.credit)}
              errorValues={view.problems.credit?.values}
            />
            <TermPicker
              legend={t('simulator.term')}
              name="term"
              options={view.termOptions}
              value={view.draft.term}
              onChange={view.changeTerm}
              label={(months) => t('simulator.months', { count: months })}
              problem={termProblem ? { id: 'loan-term-error', text: t(termProblem.key, termProblem.values) } : null}
            />
          </div>
          <div className={styles.result} aria-live="polite">
            {view.result ? (
              <dl className={styles.figures} data-testid="loan-result">
                <div className={styles.instalment}>
                  <dt>{t('simulator.monthlyInstalment')}</dt>
                  <dd>{lei(view.result.monthlyInstalment)}</dd>
                </div>
                <div>
                  <dt>{t('simulator.totalPayable')}</dt>
                  <dd>{lei(view.result.totalPayable)}</dd>
                </div>
                <div>
                  <dt>{t('simulator.totalCost')}</dt>
                  <dd>{lei(view.result.totalCost)}</dd>
                </div>
                <div>
                  <dt>{t('simulator.dae')}</dt>
                  <dd>{`${PERCENT.format(view.result.daePercent)}\u00a0%`}</dd>
                </div>
              </dl>
            ) : (
              <p className={styles.empty}>{t('simulator.fixFields')}</p>
            )}
            <p className={styles.rate}>{t('simulator.rate', { rate: PERCENT.format(view.annualRatePercent) })}</p>
            {applyAction && view.canApply ? (
              applyAction
            ) : (
              <button
                type="button"
                className={`${buttons.button} ${buttons.primary}`}
                onClick={view.startApplication}
                disabled={!view.canApply}
              >
                {t('simulator.apply')}
              </button>
            )}
          </div>
        </div>
      )}
    </section>
  );
}
