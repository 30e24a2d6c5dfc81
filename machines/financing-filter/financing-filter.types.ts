/**
 * Context, events and input of the listing's financing filter dialog (SPEC §2.6 "filters dialog":
 * open and close handlers, an apply-filters handler, a visibility flag and the chosen partner).
 */
import type { FinancingType } from '@/lib/financing/financing-type';
import type { BudgetProblem } from '@/lib/financing/widget-simulations';

/** What the listing hands the dialog. */
export interface FinancingFilterInput {
  /** The filters dialog's partner (site-wide financing type, site-entry-points.ts). */
  readonly partner: FinancingType;
  /** The term first selected, in months; default the card's 60. */
  readonly months?: number;
}

/** The dialog's data. */
export interface FinancingFilterContext {
  readonly partner: FinancingType;
  /** The monthly budget as typed. */
  readonly budgetText: string;
  readonly months: number;
  /** What is wrong with the budget; null when it is a valid amount. */
  readonly problem: BudgetProblem | null;
  /** The largest price the budget pays over `months`, whole lei; null while the budget has a problem. */
  readonly maxPrice: number | null;
  /** 'Aplică' was pressed with a problem: the problem is shown even before anything was typed. */
  readonly attempted: boolean;
}

/** Everything the dialog can be told. */
export type FinancingFilterEvent =
  | { type: 'dialog.open' }
  | { type: 'dialog.close' }
  | { type: 'budget.change'; text: string }
  | { type: 'term.change'; months: number }
  | { type: 'filters.apply' };
