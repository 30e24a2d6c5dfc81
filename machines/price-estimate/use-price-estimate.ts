/**
 * usePriceEstimate({ values, categoryId }, deps): runs the price estimate with the real call and
 * returns the view of PriceEstimateBox (docs/view-api.md): values, booleans and intents, never the
 * snapshot. Each change of what the estimate reads reaches the flow as `inputs.changed`.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import type { PostingEstimateNoRange } from '@/lib/graphql/generated/operations';
import type { PostingValues } from '@/lib/posting/posting-values';
import {
  ESTIMATE_REQUIRED,
  estimateInputsOf,
  type EstimateField,
  type EstimateInputs,
} from '@/lib/posting-price/estimate-inputs';
import { fetchPostingPriceEstimate } from '@/lib/posting-price/posting-price-api';
import { flowInspector } from '../flow-inspector';
import { priceEstimateMachine } from './price-estimate.machine';
import type { PriceEstimate } from './price-estimate.types';

/** What the estimate box shows and can ask for. */
export interface PriceEstimateView {
  /** Required fields still missing (SPEC §5), in form order; [] when none is. */
  readonly missing: readonly EstimateField[];
  /** The range in EUR, when there is one. */
  readonly range: NonNullable<PriceEstimate['range']> | null;
  /** Why there is no range (another category, new car, LEI, too few similar adverts); null otherwise. */
  readonly noRange: PostingEstimateNoRange | null;
  /** Similar adverts the range comes from (or found, when too few); null before an answer. */
  readonly comparablesCount: number | null;
  readonly comparablesNeeded: number | null;
  /** Waiting for the pause after a change, or for the server. */
  readonly loading: boolean;
  /** The estimate could not be calculated now; `retry` asks again. */
  readonly failed: boolean;
  readonly retry: () => void;
}

/** Replacement actors (model tests park them). */
export interface PriceEstimateDeps {
  readonly actors?: Partial<typeof realActors>;
}

const realActors = {
  loadEstimate: fromPromise<PriceEstimate, EstimateInputs>(({ input }) => fetchPostingPriceEstimate(input)),
};

/** The price step's form values and its category (a top-level or sub-category id). */
export interface PriceEstimateProps {
  readonly values: PostingValues;
  readonly categoryId: number;
  /** ISO date of the page load (the wizard's `today`): the form's year rule, which the estimate shares. */
  readonly today: string;
}

export function usePriceEstimate(
  { values, categoryId, today }: PriceEstimateProps,
  deps: PriceEstimateDeps = {},
): PriceEstimateView {
  const [logic] = useState(() => priceEstimateMachine.provide({ actors: { ...realActors, ...deps.actors } }));
  const actor = useActorRef(logic, { input: { categoryId }, inspect: flowInspector });
  const inputs = useMemo(() => estimateInputsOf(values, categoryId, new Date(today)), [values, categoryId, today]);
  // Only a change of what the estimate reads is sent (the machine ignores a repeat anyway); an
  // untouched form leaves the box idle rather than listing nine fields the seller has not reached.
  const key = isUntouched(inputs) ? null : JSON.stringify(inputs);
  useEffect(() => {
    if (key !== null) actor.send({ type: 'inputs.changed', inputs: JSON.parse(key) as EstimateInputs });
  }, [actor, key]);
  const missing = useSelector(actor, (s) => (s.matches('needsInput') ? s.context.missing : NONE));
  const estimate = useSelector(actor, (s) => s.context.estimate);
  const noRange = useSelector(actor, (s): PostingEstimateNoRange | null =>
    s.matches('unavailable')
      ? 'OTHER_CATEGORY'
      : s.matches('wrongCurrency')
        ? 'NOT_EUR'
        : s.matches('noRange')
          ? (s.context.estimate?.noRange ?? null)
          : null,
  );
  const loading = useSelector(actor, (s) => s.hasTag('busy'));
  const failed = useSelector(actor, (s) => s.matches('failed'));
  return useMemo(
    () => ({
      missing,
      range: estimate?.range ?? null,
      noRange,
      comparablesCount: estimate?.comparablesCount ?? null,
      comparablesNeeded: estimate?.comparablesNeeded ?? null,
      loading,
      failed,
      retry: () => actor.send({ type: 'estimate.retry' }),
    }),
    [actor, missing, estimate, noRange, loading, failed],
  );
}

const NONE: readonly EstimateField[] = [];

/** No required field given and the default currency: the seller has not reached the vehicle yet. */
function isUntouched(inputs: EstimateInputs): boolean {
  return inputs.currency === 'EUR' && ESTIMATE_REQUIRED.every((field) => inputs[field] === null);
}
