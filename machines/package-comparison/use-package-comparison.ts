/** usePackageComparison(): the packages with the real call; values and intents, never the snapshot. */
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import type { PackageColumn } from '@/lib/graphql/generated/operations';
import { flowInspector } from '../flow-inspector';
import { packageComparisonMachine } from './package-comparison.machine';

/** What the comparison screen shows and can ask for. */
export interface PackageComparisonView {
  readonly packages: readonly PackageColumn[] | null;
  readonly loading: boolean;
  readonly failed: boolean;
  readonly error: string | null;
  readonly retry: () => void;
}

const load = fromPromise<readonly PackageColumn[]>(async () =>
  (await import('@/lib/payments/wallet-api')).fetchPackages(),
);

export function usePackageComparison(actors: { load?: typeof load } = {}): PackageComparisonView {
  const [logic] = useState(() => packageComparisonMachine.provide({ actors: { load, ...actors } }));
  const actor = useActorRef(logic, { inspect: flowInspector });
  const context = useSelector(actor, (s) => s.context);
  const loading = useSelector(actor, (s) => s.matches('loading'));
  const failed = useSelector(actor, (s) => s.matches('failed'));
  return useMemo(
    () => ({
      packages: context.data,
      loading,
      failed,
      error: context.error,
      retry: () => actor.send({ type: 'load.retry' }),
    }),
    [actor, context, loading, failed],
  );
}
