/**
 * The listing's financing filter (SPEC §2.6 "filters dialog", entry point filters-dialog;
 * docs/financing.md "The widgets"): the button „Caută după rata lunară" and its dialog, where the
 * buyer writes a monthly budget and picks a term and sees the largest price they pay for; „Aplică"
 * hands that price to the listing (its maximum-price filter) and closes. Escape or „Renunță" close
 * it, focus returns to the button (ModalDialog). Nothing while financingWidgets is off (DISABLED).
 */
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/forms/text-field';
import { TermPicker } from './term-picker';
import forms from '@/components/forms/forms.module.css';
import buttons from '@/components/ui/button.module.css';
import { ModalDialog } from '@/components/ui/dialogs/modal-dialog';
import dialog from '@/components/ui/dialogs/stacked-dialog.module.css';
import { formatNumber, formatRomanianAmount } from '@/lib/format/number';
import { ENTRY_POINT_STATUS } from '@/lib/financing/entry-point-status';
import { LISTING_CARD_SIMULATION } from '@/lib/financing/financing-constants';
import type { FinancingType } from '@/lib/financing/financing-type';
import { resolveFiltersDialogEntryPoint } from '@/lib/financing/site-entry-status';
import { BUDGET_BOUNDS } from '@/lib/financing/widget-simulations';
import { type FinancingFilterView, useFinancingFilter } from '@/machines/financing-filter/use-financing-filter';
import { trackFinancingClick } from './financing-entry-link';
import { useFinancingFlags } from './use-financing-flags';
import styles from './financing-filter.module.css';

/** Props of FinancingFilter. */
export interface FinancingFilterProps {
  /** The listing's apply-filters handler: its maximum price, in lei. */
  readonly onApplyFilters: (maxPrice: number) => void;
}

/** The button and its dialog while the filters dialog is ENABLED. */
export function FinancingFilter({ onApplyFilters }: FinancingFilterProps) {
  const resolution = resolveFiltersDialogEntryPoint(useFinancingFlags());
  if (resolution.status !== ENTRY_POINT_STATUS.ENABLED || !resolution.financingType) return null;
  return <FinancingFilterEntry partner={resolution.financingType} onApplyFilters={onApplyFilters} />;
}

/** The ENABLED entry point with its partner: the button, and the dialog while it is visible. */
export function FinancingFilterEntry({ partner, onApplyFilters }: FinancingFilterProps & { partner: FinancingType }) {
  const { t } = useTranslation('financing-widgets');
  const view = useFinancingFilter(
    { partner },
    {
      onApply: (maxPrice) => {
        trackFinancingClick('filters-dialog');
        onApplyFilters(maxPrice);
      },
    },
  );
  return (
    <>
      <button
        type="button"
        className={`${buttons.button} ${buttons.secondary} ${styles.open}`}
        onClick={view.open}
        aria-haspopup="dialog"
        data-financing-entry="filters-dialog"
        data-financing-type={partner}
      >
        {t('filter.open')}
      </button>
      {view.visible ? <FinancingFilterDialog view={view} /> : null}
    </>
  );
}

/** The dialog drawn from its view: visibility, partner, the open/close/apply handlers. */
export function FinancingFilterDialog({ view }: { view: FinancingFilterView }) {
  const { t } = useTranslation('financing-widgets');
  const rate = formatRomanianAmount(LISTING_CARD_SIMULATION.annualRatePercent);
  return (
    <ModalDialog
      labelledBy="financing-filter-title"
      describedBy="financing-filter-intro"
      onEscape={view.close}
      dialogId="financing-filter"
    >
      <div className={dialog.header}>
        <h2 id="financing-filter-title" className={dialog.title}>
          {t('filter.title')}
        </h2>
      </div>
      <form
        className={`${forms.form} ${styles.form}`}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          view.apply();
        }}
      >
        <p id="financing-filter-intro" className={styles.intro}>
          {t('filter.intro')}
        </p>
        <TextField
          name="budget"
          label={t('filter.budget')}
          inputMode="decimal"
          autoComplete="off"
          value={view.budgetText}
          onValueChange={view.changeBudget}
          errorKey={view.problem ? `financing-widgets:filter.errors.${view.problem}` : null}
          errorValues={{ min: formatNumber(BUDGET_BOUNDS.min), max: formatNumber(BUDGET_BOUNDS.max) }}
        />
        <TermPicker
          legend={t('filter.term')}
          name="financing-filter-term"
          options={view.terms}
          value={view.months}
          onChange={view.changeTerm}
          label={(months) => t('filter.months', { count: months })}
        />
        <div className={styles.result} aria-live="polite">
          {view.maxPrice !== null ? (
            <>
              <p className={styles.price} data-max-price={view.maxPrice}>
                {t('filter.result', { price: formatNumber(view.maxPrice) })}
              </p>
              <p className={styles.hint}>{t('filter.resultHint', { rate })}</p>
            </>
          ) : null}
        </div>
        <div className={styles.actions}>
          <button type="button" className={`${buttons.button} ${buttons.secondary}`} onClick={view.close}>
            {t('filter.cancel')}
          </button>
          <button type="submit" className={`${buttons.button} ${buttons.primary}`}>
            {t('filter.apply')}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
