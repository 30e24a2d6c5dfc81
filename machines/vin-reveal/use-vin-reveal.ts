/**
 * useVinReveal(input, deps): runs the VIN reveal with the real calls and returns the view of the
 * VIN section and its dialog (docs/view-api.md): values, booleans and intents, never the snapshot.
 * The GraphQL calls and the solver (a Web Worker) are imported on the first press only.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import { flowInspector } from '../flow-inspector';
import { vinRevealMachine } from './vin-reveal.machine';
import type { HistoryReportLink, VinChallenge, VinOutcome, VinRevealInput, VinSolution } from './vin-reveal.types';

/** What the VIN section and dialog show and can ask for. */
export interface VinRevealView {
  /** The dialog is open. */
  readonly open: boolean;
  /** Asking for a challenge. */
  readonly loading: boolean;
  /** 'Se verifică…': the worker is solving. */
  readonly solving: boolean;
  /** 0…1 while solving. */
  readonly progress: number;
  /** The solution is being checked by the server. */
  readonly verifying: boolean;
  /** The VIN, once revealed; null before. */
  readonly vin: string | null;
  /** The history report's link, with the VIN. */
  readonly report: HistoryReportLink | null;
  /** i18n key of a failure (with `retry`); null otherwise. */
  readonly error: string | null;
  readonly reveal: () => void;
  readonly close: () => void;
  readonly retry: () => void;
}

function realActors(onProgress: (fraction: number) => void) {
  return {
    loadChallenge: fromPromise<VinChallenge, { advertId: string }>(async ({ input }) =>
      (await import('@/lib/ads/vin-api')).fetchVinChallenge(input.advertId),
    ),
    solve: fromPromise<VinSolution, VinChallenge>(async ({ input, signal }) => {
      onProgress(0);
      const { solveVinChallenge } = await import('@/lib/ads/vin-solver');
      const counter = await solveVinChallenge(input, { signal, onProgress });
      return { token: input.token, counter };
    }),
    verify: fromPromise<VinOutcome, { advertId: string; solution: VinSolution }>(async ({ input }) =>
      (await import('@/lib/ads/vin-api')).revealVin(input.advertId, input.solution),
    ),
  };
}

/** Replacement actors (model tests park them). */
export interface VinRevealDeps {
  readonly actors?: Partial<ReturnType<typeof realActors>>;
}

export function useVinReveal(input: VinRevealInput, deps: VinRevealDeps = {}): VinRevealView {
  const [progress, setProgress] = useState(0);
  const [logic] = useState(() => vinRevealMachine.provide({ actors: { ...realActors(setProgress), ...deps.actors } }));
  const actor = useActorRef(logic, { input, inspect: flowInspector });
  const context = useSelector(actor, (s) => s.context);
  const loading = useSelector(actor, (s) => s.matches('loadingChallenge'));
  const solving = useSelector(actor, (s) => s.matches('solving'));
  const verifying = useSelector(actor, (s) => s.matches('verifying'));
  return useMemo(
    () => ({
      open: context.open,
      loading,
      solving,
      progress: solving ? progress : 0,
      verifying,
      vin: context.vin,
      report: context.report,
      error: context.error,
      reveal: () => actor.send({ type: 'vin.reveal' }),
      close: () => actor.send({ type: 'vin.close' }),
      retry: () => actor.send({ type: 'vin.retry' }),
    }),
    [actor, context, loading, solving, verifying, progress],
  );
}
