/** usePackageCalculator(): the calculator with the real call; values and intents, never the snapshot. */
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import type { BillingPeriod } from '@/lib/graphql/generated/operations';
import { flowInspector } from '../flow-inspector';
import { packageCalculatorMachine } from './package-calculator.machine';
import type {
  CalculatorOutcome,
  CalculatorRequest,
  PackageCalculatorContext,
  PackageCalculatorInput,
} from './package-calculator.types';

/** What the calculator screen shows and can ask for. */
export interface PackageCalculatorView extends Pick<
  PackageCalculatorContext,
  'draft' | 'errors' | 'recommendation' | 'error'
> {
  /** A calculation is on its way (the result shown is the previous one). */
  readonly calculating: boolean;
  readonly failed: boolean;
  readonly change: (field: 'ads' | 'bumpsPerMonth', value: string) => void;
  readonly toggleFeatured: (on: boolean) => void;
  readonly changePeriod: (period: BillingPeriod) => void;
  readonly retry: () => void;
}

const calculate = fromPromise<CalculatorOutcome, CalculatorRequest>(async ({ input }) =>
  (await import('@/lib/payments/calculator-api')).calculatePackage(input),
);

export const CALCULATOR_START: PackageCalculatorInput = {
  draft: { ads: '20', bumpsPerMonth: '0', featuredDealer: false, period: 'MONTHLY' },
};

/** `actors` replaces the call (the model tests park it); `input` the first values (the page's start). */
export function usePackageCalculator(
  actors: { calculate?: typeof calculate } = {},
  input: PackageCalculatorInput = CALCULATOR_START,
): PackageCalculatorView {
  const [logic] = useState(() => packageCalculatorMachine.provide({ actors: { calculate, ...actors } }));
  const actor = useActorRef(logic, { input, inspect: flowInspector });
  const context = useSelector(actor, (s) => s.context);
  const calculating = useSelector(actor, (s) => s.matches('waiting') || s.matches('calculating'));
  const failed = useSelector(actor, (s) => s.matches('failed'));
  return useMemo(
    () => ({
      draft: context.draft,
      errors: context.errors,
      recommendation: context.recommendation,
      error: context.error,
      calculating,
      failed,
      change: (field: 'ads' | 'bumpsPerMonth', value: string) => actor.send({ type: 'input.change', field, value }),
      toggleFeatured: (on: boolean) => actor.send({ type: 'featured.toggle', on }),
      changePeriod: (period: BillingPeriod) => actor.send({ type: 'period.change', period }),
      retry: () => actor.send({ type: 'calculation.retry' }),
    }),
    [actor, context, calculating, failed],
  );
}
