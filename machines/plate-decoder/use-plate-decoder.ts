/**
 * usePlateDecoder(input, deps): runs the registration-number field's flow with the real decode and
 * returns the view the field shows (docs/view-api.md). The VIN typed in the form is handed along.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import type { RegistrationDecode } from '@/lib/vehicle-check/vehicle-check-api';
import { flowInspector } from '../flow-inspector';
import { plateDecoderMachine } from './plate-decoder.machine';
import type { PlateDecodeOutcome, PlateDecodeRequest, PlateDecoderInput } from './plate-decoder.types';

/** What the registration field shows and can ask for. */
export interface PlateDecoderView {
  readonly plate: string;
  /** i18n key of why the plate is not Romanian (errors:vehicleCheck.plate.*). */
  readonly problemKey: string | null;
  readonly decoding: boolean;
  /** Kind, county and the register's data of the plate in the field. */
  readonly decoded: RegistrationDecode | null;
  readonly refusalKey: string | null;
  readonly failed: boolean;
  readonly change: (value: string) => void;
  readonly blur: () => void;
  readonly retry: () => void;
}

const realActors = {
  decodePlate: fromPromise<PlateDecodeOutcome, PlateDecodeRequest>(async ({ input, signal }) =>
    (await import('@/lib/vehicle-check/vehicle-check-api')).decodeRegistration(input.plate, input.vin, signal),
  ),
};

/** Replacement actors (model tests park them). */
export interface PlateDecoderDeps {
  readonly actors?: Partial<typeof realActors>;
}

export function usePlateDecoder(input: PlateDecoderInput, deps: PlateDecoderDeps = {}): PlateDecoderView {
  const [logic] = useState(() => plateDecoderMachine.provide({ actors: { ...realActors, ...deps.actors } }));
  const actor = useActorRef(logic, { input, inspect: flowInspector });
  useEffect(() => {
    actor.send({ type: 'vin.update', vin: input.vin });
  }, [actor, input.vin]);
  const plate = useSelector(actor, (s) => s.context.plate);
  const problem = useSelector(actor, (s) => s.context.problem);
  const decoded = useSelector(actor, (s) => s.context.decoded);
  const refusal = useSelector(actor, (s) => s.context.refusal);
  const decoding = useSelector(actor, (s) => s.hasTag('busy'));
  const failed = useSelector(actor, (s) => s.matches('failed'));
  return useMemo(
    () => ({
      plate,
      problemKey: problem ? `errors:vehicleCheck.plate.${problem}` : null,
      decoding,
      decoded,
      refusalKey: refusal,
      failed,
      change: (value: string) => actor.send({ type: 'plate.change', value }),
      blur: () => actor.send({ type: 'plate.blur' }),
      retry: () => actor.send({ type: 'plate.retry' }),
    }),
    [actor, plate, problem, decoding, decoded, refusal, failed],
  );
}
