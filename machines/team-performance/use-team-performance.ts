/** useTeamPerformance(days): the report with the real call; values and intents, never the snapshot. */
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import type { P75Cell } from '@/lib/monitoring/vital-thresholds';
import { flowInspector } from '../flow-inspector';
import { teamPerformanceMachine } from './team-performance.machine';

/** What the performance screen shows and can ask for. */
export interface TeamPerformanceView {
  readonly cells: readonly P75Cell[] | null;
  readonly loading: boolean;
  readonly failed: boolean;
  readonly retry: () => void;
}

type LoadLogic = ReturnType<typeof fromPromise<readonly P75Cell[]>>;

const loadFor = (days: number): LoadLogic =>
  fromPromise<readonly P75Cell[]>(async () =>
    (await import('@/lib/monitoring/web-vitals-report-api')).fetchWebVitalsP75(days),
  );

export function useTeamPerformance(days: number, actors: { load?: LoadLogic } = {}): TeamPerformanceView {
  const [logic] = useState(() => teamPerformanceMachine.provide({ actors: { load: loadFor(days), ...actors } }));
  const actor = useActorRef(logic, { inspect: flowInspector });
  const cells = useSelector(actor, (s) => s.context.data);
  const loading = useSelector(actor, (s) => s.matches('loading'));
  const failed = useSelector(actor, (s) => s.matches('failed'));
  return useMemo(
    () => ({ cells, loading, failed, retry: () => actor.send({ type: 'load.retry' }) }),
    [actor, cells, loading, failed],
  );
}
