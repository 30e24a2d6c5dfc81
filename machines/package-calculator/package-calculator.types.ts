/** Context, events and input of the package calculator (/contul-meu/new-packaging/calculator). */
import type { BillingPeriod, Payments_Calculator } from '@/lib/graphql/generated/operations';

/** The recommendation as the screen shows it. */
export type Recommendation = Payments_Calculator['packageCalculator'];

/** What the dealer typed: the numbers as text (kept as typed), the switch and the period. */
export interface CalculatorDraft {
  readonly ads: string;
  readonly bumpsPerMonth: string;
  readonly featuredDealer: boolean;
  readonly period: BillingPeriod;
}

/** A field's problem: the i18n key and its values (the server's `max`). */
export interface CalculatorProblem {
  readonly key: string;
  readonly max?: number;
}

/** The calculator's answer: a recommendation, or the server's refusal of a field. */
export type CalculatorOutcome =
  | { readonly kind: 'recommendation'; readonly recommendation: Recommendation }
  | { readonly kind: 'refused'; readonly field: 'ads' | 'bumpsPerMonth' | null; readonly problem: CalculatorProblem };

/** What the calculator call is given. */
export interface CalculatorRequest {
  readonly ads: number;
  readonly bumpsPerMonth: number;
  readonly featuredDealer: boolean;
  readonly period: BillingPeriod;
}

export interface PackageCalculatorContext {
  readonly draft: CalculatorDraft;
  readonly errors: Partial<Record<'ads' | 'bumpsPerMonth', CalculatorProblem>>;
  readonly recommendation: Recommendation | null;
  /** i18n key of a failed call. */
  readonly error: string | null;
}

export type PackageCalculatorEvent =
  | { type: 'input.change'; field: 'ads' | 'bumpsPerMonth'; value: string }
  | { type: 'featured.toggle'; on: boolean }
  | { type: 'period.change'; period: BillingPeriod }
  | { type: 'calculation.retry' };

/** The calculator's first values. */
export type PackageCalculatorInput = { readonly draft: CalculatorDraft };
