/**
 * The listing's financing filter dialog (SPEC §2.6): closed, or open with a monthly budget and a
 * term; the largest price they pay for is recomputed on every change (lib/financing's inverse
 * annuity at the card's rate), and 'Aplică' hands it to the listing as its maximum price and closes.
 * `applyFilters` is declared here and given by the hook (the listing's filter and the tracking).
 */
import { assign, setup } from 'xstate';
import { parseRomanianAmount } from '@/lib/format/number';
import { FILTER_TERMS, largestPriceForBudget, readBudget } from '@/lib/financing/widget-simulations';
import { LISTING_CARD_SIMULATION } from '@/lib/financing/financing-constants';
import type { FinancingFilterContext, FinancingFilterEvent, FinancingFilterInput } from './financing-filter.types';

/** The budget's problem and the price it pays for, over `months`. */
function priced(budgetText: string, months: number): Pick<FinancingFilterContext, 'problem' | 'maxPrice'> {
  const budget = readBudget(budgetText, parseRomanianAmount);
  if (budget.problem) return { problem: budget.problem, maxPrice: null };
  return { problem: null, maxPrice: largestPriceForBudget(budget.amount, months) };
}

/** A term the dialog offers; anything else keeps the current one. */
function offered(months: number, current: number): number {
  return FILTER_TERMS.includes(months) ? months : current;
}

export const financingFilterMachine = setup({
  types: {
    context: {} as FinancingFilterContext,
    events: {} as FinancingFilterEvent,
    input: {} as FinancingFilterInput,
  },
  guards: {
    hasMaxPrice: ({ context }) => context.maxPrice !== null && context.maxPrice > 0,
  },
  actions: {
    changeBudget: assign(({ context, event }) =>
      event.type === 'budget.change' ? { budgetText: event.text, ...priced(event.text, context.months) } : {},
    ),
    changeTerm: assign(({ context, event }) => {
      if (event.type !== 'term.change') return {};
      const months = offered(event.months, context.months);
      return { months, ...priced(context.budgetText, months) };
    }),
    markAttempted: assign({ attempted: true }),
    forgetAttempt: assign({ attempted: false }),
    // Given by the hook: the listing's maximum price and the click's tracking.
    applyFilters: () => {},
  },
}).createMachine({
  id: 'financingFilter',
  description: 'Căutarea după rata lunară din listă: bugetul lunar și perioada dau prețul maxim al rezultatelor.',
  context: ({ input }) => {
    const months = offered(input.months ?? LISTING_CARD_SIMULATION.instalments.defaultValue, 60);
    return { partner: input.partner, budgetText: '', months, attempted: false, ...priced('', months) };
  },
  initial: 'closed',
  states: {
    closed: {
      description: 'Dialogul este închis; butonul „Caută după rata lunară” îl deschide.',
      entry: 'forgetAttempt',
      on: { 'dialog.open': { target: 'open' } },
    },
    open: {
      description:
        'Dialogul este deschis: bugetul lunar (50–50.000 lei) și perioada (12–60 de luni); prețul maxim se ' +
        'recalculează la fiecare schimbare. Escape sau „Renunță” îl închid fără să schimbe filtrele.',
      on: {
        'budget.change': { actions: 'changeBudget' },
        'term.change': { actions: 'changeTerm' },
        'dialog.close': { target: 'closed' },
        'filters.apply': [
          { guard: 'hasMaxPrice', target: 'closed', actions: 'applyFilters' },
          { actions: 'markAttempted' },
        ],
      },
    },
  },
});
