/** Context, events and input of the posting form's price estimate (price-estimate.machine.ts). */
import type { PostingPriceEstimateView } from '@/lib/graphql/generated/operations';
import type { EstimateField, EstimateInputs } from '@/lib/posting-price/estimate-inputs';

/** The server's estimate: a range in EUR, or why there is none. */
export type PriceEstimate = PostingPriceEstimateView;

/** What the price step hands the flow: the posting category (a top-level or sub-category id). */
export interface PriceEstimateInput {
  readonly categoryId: number;
}

export interface PriceEstimateContext {
  readonly categoryId: number;
  /** The inputs last received; null before the first. */
  readonly inputs: EstimateInputs | null;
  /** Required fields missing from them (SPEC §5), in form order. */
  readonly missing: readonly EstimateField[];
  /** The server's answer for `inputs`; null while none is current. */
  readonly estimate: PriceEstimate | null;
}

export type PriceEstimateEvent =
  /** The form's values changed in a way the estimate reads (the hook sends only real changes). */
  | { type: 'inputs.changed'; inputs: EstimateInputs }
  /** "Încearcă din nou" after a failed estimate. */
  | { type: 'estimate.retry' };
