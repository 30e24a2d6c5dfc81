/**
 * useVinCheck(input, deps): runs the VIN field's flow with the real check and returns the view the
 * field shows (docs/view-api.md). The make, model and year come with every render; a change is
 * handed to the machine, which checks the VIN again when they really changed.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import type { VinCheck } from '@/lib/vehicle-check/vehicle-check-api';
import { flowInspector } from '../flow-inspector';
import { vinCheckMachine } from './vin-check.machine';
import type { VinCheckInput, VinCheckOutcome, VinCheckRequestInput } from './vin-check.types';

/** What the VIN field shows and can ask for. */
export interface VinCheckView {
  /** As typed. */
  readonly vin: string;
  /** i18n key of why the VIN cannot be one (errors:vehicleCheck.vin.*), once typing paused. */
  readonly problemKey: string | null;
  /** The server is checking. */
  readonly checking: boolean;
  /** The server's answer for the VIN in the field. */
  readonly check: VinCheck | null;
  /** i18n key of the server's refusal. */
  readonly refusalKey: string | null;
  /** The check did not get through (network, server). */
  readonly failed: boolean;
  readonly change: (value: string) => void;
  readonly blur: () => void;
  readonly retry: () => void;
}

const realActors = {
  checkVin: fromPromise<VinCheckOutcome, VinCheckRequestInput>(async ({ input, signal }) =>
    (await import('@/lib/vehicle-check/vehicle-check-api')).checkVin(
      { vin: input.vin, ...input.vehicle, advertId: input.advertId },
      signal,
    ),
  ),
};

/** Replacement actors (model tests park them). */
export interface VinCheckDeps {
  readonly actors?: Partial<typeof realActors>;
}

export function useVinCheck(input: VinCheckInput, deps: VinCheckDeps = {}): VinCheckView {
  const [logic] = useState(() => vinCheckMachine.provide({ actors: { ...realActors, ...deps.actors } }));
  const actor = useActorRef(logic, { input, inspect: flowInspector });
  const { makeId, modelId, year } = input.vehicle;
  useEffect(() => {
    actor.send({ type: 'vehicle.change', makeId, modelId, year });
  }, [actor, makeId, modelId, year]);
  const vin = useSelector(actor, (s) => s.context.vin);
  const problem = useSelector(actor, (s) => s.context.problem);
  const check = useSelector(actor, (s) => s.context.check);
  const refusal = useSelector(actor, (s) => s.context.refusal);
  const checking = useSelector(actor, (s) => s.hasTag('busy'));
  const failed = useSelector(actor, (s) => s.matches('failed'));
  return useMemo(
    () => ({
      vin,
      problemKey: problem ? `errors:vehicleCheck.vin.${problem}` : null,
      checking,
      check,
      refusalKey: refusal,
      failed,
      change: (value: string) => actor.send({ type: 'vin.change', value }),
      blur: () => actor.send({ type: 'vin.blur' }),
      retry: () => actor.send({ type: 'vin.retry' }),
    }),
    [actor, vin, problem, checking, check, refusal, failed],
  );
}
