/** Concrete inputs and events of the financing filter dialog. */
import type { FixtureEvent } from '../registry.types';
import type { FinancingFilterEvent, FinancingFilterInput } from './financing-filter.types';

/** The native broker, the card's 60 months. */
export const FINANCING_FILTER_INPUT: FinancingFilterInput = { partner: 'NATIVE_BROKER' };

/** A budget that fits, one with letters, one too small; a shorter term; open, close and apply. */
export const FINANCING_FILTER_EVENTS: readonly FixtureEvent<FinancingFilterEvent>[] = [
  { type: 'dialog.open' },
  { type: 'dialog.close' },
  { type: 'budget.change', text: '1.000' },
  { type: 'budget.change', text: 'o mie' },
  { type: 'term.change', months: 36 },
  { type: 'filters.apply' },
];

/** What the fixtures' budgets pay for (the inverse annuity at 16.2 %), as the screen must show them. */
export const FINANCING_FILTER_EXPECTED_PRICES: Readonly<Record<string, number>> = {
  '1.000/60': 40_942,
  '1.000/36': 28_364,
};
