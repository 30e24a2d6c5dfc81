/**
 * SPEC properties of the financing filter dialog (§2.6): a visibility flag, the chosen partner kept,
 * a maximum price only for a valid budget, and 'Aplică' closing only with a price to apply.
 */
import { parseRomanianAmount } from '@/lib/format/number';
import { largestPriceForBudget, readBudget } from '@/lib/financing/widget-simulations';
import { defineFlowProperties } from '../flow-properties.types';
import { financingFilterMachine } from './financing-filter.machine';

export const FINANCING_FILTER_PROPERTIES = defineFlowProperties(financingFilterMachine, {
  id: 'financingFilter',
  invariants: [
    {
      name: 'a price exists exactly when the budget has no problem, and it is the inverse annuity',
      check: ({ context }) =>
        context.problem === null
          ? context.maxPrice !== null &&
            context.maxPrice ===
              largestPriceForBudget(readBudget(context.budgetText, parseRomanianAmount).amount ?? 0, context.months)
          : context.maxPrice === null,
    },
    {
      name: 'the term is one of 12, 24, 36, 48, 60',
      check: ({ context }) => [12, 24, 36, 48, 60].includes(context.months),
    },
  ],
  rules: [
    {
      event: 'filters.apply',
      name: "'Aplică' closes the dialog only with a price; otherwise the problem is shown",
      check: (before, after) =>
        before.context.maxPrice !== null ? after.matches('closed') : after.matches('open') && after.context.attempted,
    },
    {
      event: 'dialog.close',
      name: 'closing keeps what was typed',
      check: (before, after) => after.matches('closed') && after.context.budgetText === before.context.budgetText,
    },
    {
      event: 'budget.change',
      name: 'the partner does not change',
      check: (before, after) => after.context.partner === before.context.partner,
    },
  ],
});
