/**
 * SPEC properties of acting as a team member (§2.5, §4 'Tracking': logged_impersonate): starting
 * names the member, stopping names both accounts, a failure shows a message and can be dismissed.
 */
import { defineFlowProperties } from '../flow-properties.types';
import { impersonationMachine } from './impersonation.machine';

export const IMPERSONATION_PROPERTIES = defineFlowProperties(impersonationMachine, {
  id: 'impersonation',
  invariants: [
    {
      name: 'starting knows the member; stopping knows both names',
      check: ({ context }) =>
        (context.direction !== 'start' || context.member !== null) &&
        (context.direction !== 'stop' || context.leaving !== null),
    },
    {
      name: 'a failed switch shows an error message',
      check: (snapshot) => !snapshot.matches('failed') || snapshot.context.error !== null,
    },
    {
      name: 'idle holds no choice and no error',
      check: (snapshot) =>
        !snapshot.matches('idle') || (snapshot.context.direction === null && snapshot.context.error === null),
    },
  ],
  rules: [
    {
      event: 'impersonation.start',
      name: 'starting chooses the member the user clicked',
      check: (_before, after, event) =>
        event.type !== 'impersonation.start' || after.context.member?.userUUID === event.userUUID,
    },
    {
      event: 'impersonation.retry',
      name: 'retrying repeats the same direction',
      check: (before, after) => after.context.direction === before.context.direction && after.hasTag('busy'),
    },
    {
      event: 'impersonation.dismiss',
      name: 'dismissing forgets the attempt',
      check: (_before, after) => after.matches('idle'),
    },
  ],
});
