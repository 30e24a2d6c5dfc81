/**
 * SPEC properties of the VIN field (§4 VIN check results, §5 validation): a result is shown only
 * for the VIN it was given for; a VIN that cannot be one is never sent; every refusal and local
 * problem says why; a changed make, model or year never leaves a stale result on screen.
 */
import { normalizeVin, vinProblem } from '@/lib/vehicle-check/vin';
import { defineFlowProperties } from '../flow-properties.types';
import { vinCheckMachine } from './vin-check.machine';

export const VIN_CHECK_PROPERTIES = defineFlowProperties(vinCheckMachine, {
  id: 'vinCheck',
  invariants: [
    {
      name: 'a result is shown only once checked, for the VIN in the field',
      check: (s) =>
        (s.context.check !== null) === s.matches('checked') &&
        (s.context.check === null || s.context.check.vin === normalizeVin(s.context.vin)),
    },
    {
      name: 'a local problem is shown only for a VIN that cannot be one, with its reason',
      check: (s) =>
        (s.context.problem !== null) === s.matches('invalid') &&
        (s.context.problem === null || s.context.problem === vinProblem(normalizeVin(s.context.vin))),
    },
    {
      name: 'a refusal says why, and only when refused',
      check: (s) => (s.context.refusal !== null) === s.matches('refused'),
    },
    {
      name: 'a VIN that cannot be one is never sent to the server',
      check: (s) => !s.matches('checking') || vinProblem(normalizeVin(s.context.vin)) === null,
    },
  ],
  rules: [
    {
      event: 'vin.change',
      name: 'typing drops the answer for the previous VIN',
      check: (_before, after) => after.context.check === null && after.context.refusal === null,
    },
    {
      event: 'vehicle.change',
      name: 'a result never stays on screen for another make, model or year',
      check: (before, after) => !before.matches('checked') || after.matches('checking') || after.matches('checked'),
    },
    {
      event: 'xstate.error.actor.checkVin',
      name: 'a failed check keeps the VIN and offers a retry',
      check: (before, after) => after.matches('failed') && after.context.vin === before.context.vin,
    },
  ],
});
