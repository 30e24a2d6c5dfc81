/**
 * SPEC properties of the VIN reveal (§2.6): the VIN exists on the page only after the server gave
 * it for a solved challenge; a solution is sent only once solved; closing the dialog stops the work
 * and forgets the challenge; a refusal is shown with a retry, never as a revealed VIN.
 */
import { defineFlowProperties } from '../flow-properties.types';
import { vinRevealMachine } from './vin-reveal.machine';
import type { VinOutcome } from './vin-reveal.types';

export const VIN_REVEAL_PROPERTIES = defineFlowProperties(vinRevealMachine, {
  id: 'vinReveal',
  invariants: [
    {
      name: 'the VIN is known only once revealed',
      check: (s) => (s.context.vin !== null) === s.matches('revealed'),
    },
    {
      name: 'a solution is sent only once solved',
      check: (s) => !s.matches('verifying') || s.context.solution !== null,
    },
    {
      name: 'a failure always says why',
      check: (s) => !s.matches('failed') || s.context.error !== null,
    },
  ],
  rules: [
    {
      event: 'vin.close',
      name: 'closing stops the work and forgets the challenge; a revealed VIN stays',
      check: (before, after) =>
        !after.context.open &&
        (before.matches('revealed') ? after.context.vin === before.context.vin : after.matches('idle')),
    },
    {
      event: 'xstate.done.actor.verify',
      name: 'a refused solution shows the reason and reveals nothing',
      check: (_, after, event) => {
        const outcome = 'output' in event ? (event.output as VinOutcome) : null;
        if (!outcome) return false;
        return outcome.kind === 'refused'
          ? after.matches('failed') && after.context.error === outcome.key && after.context.vin === null
          : after.context.vin === outcome.vin;
      },
    },
  ],
});
