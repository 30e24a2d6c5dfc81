/**
 * SPEC properties of the registration-number field (§2.6 decoder autofill, §5 validation): the
 * county and register data shown are those of the plate in the field; a plate that is not
 * Romanian is never sent and says why; a refusal says why.
 */
import { normalizePlate, plateProblem } from '@/lib/vehicle-check/plate';
import { defineFlowProperties } from '../flow-properties.types';
import { plateDecoderMachine } from './plate-decoder.machine';

export const PLATE_DECODER_PROPERTIES = defineFlowProperties(plateDecoderMachine, {
  id: 'plateDecoder',
  invariants: [
    {
      name: 'what is decoded is shown only once decoded, for the plate in the field',
      check: (s) =>
        (s.context.decoded !== null) === s.matches('decoded') &&
        (s.context.decoded === null || s.context.decoded.plate === normalizePlate(s.context.plate)),
    },
    {
      name: 'a local problem is shown only for a plate that is not Romanian, with its reason',
      check: (s) =>
        (s.context.problem !== null) === s.matches('invalid') &&
        (s.context.problem === null || s.context.problem === plateProblem(s.context.plate)),
    },
    {
      name: 'a refusal says why, and only when refused',
      check: (s) => (s.context.refusal !== null) === s.matches('refused'),
    },
    {
      name: 'a plate that is not Romanian is never sent',
      check: (s) => !s.matches('decoding') || plateProblem(s.context.plate) === null,
    },
  ],
  rules: [
    {
      event: 'plate.change',
      name: 'typing drops what was decoded for the previous plate',
      check: (_before, after) => after.context.decoded === null && after.context.refusal === null,
    },
    {
      event: 'xstate.error.actor.decodePlate',
      name: 'a failed decode keeps the plate and offers a retry',
      check: (before, after) => after.matches('failed') && after.context.plate === before.context.plate,
    },
  ],
});
