/**
 * SPEC properties of the phone reveal (§2.6 'see number'): the number is shown only after the
 * server gave it (never before 'Vezi numărul'), a failure or a refusal shows no number, and a
 * refusal always says why.
 */
import { defineFlowProperties } from '../flow-properties.types';
import { phoneRevealMachine } from './phone-reveal.machine';

export const PHONE_REVEAL_PROPERTIES = defineFlowProperties(phoneRevealMachine, {
  id: 'phoneReveal',
  invariants: [
    {
      name: 'the full number is known only once revealed',
      check: (s) => (s.context.phone !== null) === s.matches('revealed'),
    },
    {
      name: 'a refusal is shown with its reason, and only when refused',
      check: (s) => (s.context.refusal !== null) === (s.matches('throttled') || s.matches('refused')),
    },
  ],
  rules: [
    {
      event: 'xstate.error.actor.reveal',
      name: 'a failed reveal shows no number and offers a retry',
      check: (_before, after) => after.matches('failed') && after.context.phone === null,
    },
    {
      event: 'phone.reveal',
      name: "'Vezi numărul' asks the server (no number comes from anywhere else)",
      check: (before, after) => before.matches('revealed') || before.matches('refused') || after.matches('revealing'),
    },
  ],
});
