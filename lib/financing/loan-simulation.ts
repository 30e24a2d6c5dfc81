/**
 * A loan simulation as the buyer edits it (machines/financing): the draft as typed, its problems as
 * i18n keys of the `financing` catalogue, and the result of lib/financing/loan-maths.ts once the
 * draft is valid. With an advert price, the down payment and the credit add up to it: changing
 * one moves the other. Without one (the listing card's default simulation), only the credit counts.
 */
import { formatNumber, readRomanianNumber } from '@/lib/format/number';
import type { SimulationSettings } from './financing-constants';
import { loanCost, type LoanCost } from './loan-maths';

/** What the buyer typed (amounts as text) and chose (the term, in months). */
export interface SimulationDraft {
  readonly downPayment: string;
  readonly credit: string;
  readonly term: number;
}

/** A field's problem: an i18n key and its values, numbers already written the Romanian way ('200.000'). */
export interface FieldProblem {
  readonly key: string;
  readonly values?: Readonly<Record<string, string>>;
}

/** Problems of the draft, by field. */
export type SimulationProblems = Partial<Record<keyof SimulationDraft, FieldProblem>>;

/** Whole LEI as a Romanian types them ("50000", "50.000", "50 000"); null when not such a number. */
export function parseLei(text: string): number | null {
  const value = readRomanianNumber(text);
  return value !== null && Number.isInteger(value) ? value : null;
}

/**
 * The draft after the buyer changes `field` to `value`: with a price, a valid down payment sets the
 * credit to the rest of the price, a valid credit sets the down payment to the rest.
 */
export function editDraft(
  draft: SimulationDraft,
  field: 'downPayment' | 'credit',
  value: string,
  price: number | null,
): SimulationDraft {
  const next = { ...draft, [field]: value };
  const amount = parseLei(value);
  if (price === null || amount === null || amount > price) return next;
  const rest = String(price - amount);
  return field === 'downPayment' ? { ...next, credit: rest } : { ...next, downPayment: rest };
}

/** The draft's problems (SPEC §9's bounds as `settings`; the price, when there is one). */
export function simulationProblems(
  draft: SimulationDraft,
  settings: SimulationSettings,
  price: number | null,
): SimulationProblems {
  const problems: SimulationProblems = {};
  const credit = parseLei(draft.credit);
  const { min, max } = settings.credit;
  if (credit === null) problems.credit = { key: 'financing:errors.creditNumber' };
  else if (credit < min || credit > max)
    problems.credit = {
      key: 'financing:errors.creditRange',
      values: { min: formatNumber(min), max: formatNumber(max) },
    };
  if (price !== null) {
    const downPayment = parseLei(draft.downPayment);
    if (downPayment === null) problems.downPayment = { key: 'financing:errors.downPaymentNumber' };
    else if (downPayment >= price)
      problems.downPayment = { key: 'financing:errors.downPaymentTooHigh', values: { price: formatNumber(price) } };
  }
  const terms = settings.instalments;
  if (!Number.isInteger(draft.term) || draft.term < terms.min || draft.term > terms.max)
    problems.term = { key: 'financing:errors.termRange', values: { min: String(terms.min), max: String(terms.max) } };
  return problems;
}

/** The simulation's result, or null while the draft has a problem. */
export function simulate(draft: SimulationDraft, settings: SimulationSettings, price: number | null): LoanCost | null {
  if (Object.keys(simulationProblems(draft, settings, price)).length > 0) return null;
  return loanCost({
    credit: parseLei(draft.credit) ?? 0,
    annualRatePercent: settings.annualRatePercent,
    months: draft.term,
  });
}
