/**
 * SPEC properties of an advert's state changes (§4; docs/my-ads.md): deactivating and deleting a
 * draft pass through a confirmation; only an active advert is deactivated, only an archived one
 * reactivated, only a draft deleted; a refusal or a failure keeps the advert in its state and says
 * why; a reactivation lands in active or waiting, never elsewhere.
 */
import { defineFlowProperties } from '../flow-properties.types';
import { advertStateMachine } from './advert-state.machine';

export const ADVERT_STATE_PROPERTIES = defineFlowProperties(advertStateMachine, {
  id: 'advertState',
  invariants: [
    {
      name: 'the state shown is the advert’s known state',
      check: (s) =>
        (!s.matches('active') || s.context.tab === 'ACTIVE') &&
        (!s.matches('archived') || s.context.tab === 'ARCHIVED') &&
        (!s.matches('waiting') || s.context.tab === 'WAITING') &&
        (!s.matches('deleted') || s.context.tab === null),
    },
  ],
  rules: [
    {
      event: 'confirm.accept',
      name: 'a deactivation or a draft deletion starts only from its confirmation',
      check: (before, after) =>
        !(after.matches('deactivating') || after.matches('deleting')) ||
        before.matches('confirmingDeactivate') ||
        before.matches('confirmingDelete'),
    },
    {
      event: 'advert.deactivate',
      name: 'only an active advert is offered a deactivation',
      check: (before, after) => !after.matches('confirmingDeactivate') || before.matches('active'),
    },
    {
      event: 'advert.reactivate',
      name: 'only an archived advert is reactivated',
      check: (before, after) => !after.matches('reactivating') || before.matches('archived'),
    },
    {
      event: 'xstate.done.actor.reactivate',
      name: 'a reactivation lands in active or waiting, or stays archived with the reason',
      check: (_before, after) =>
        after.matches('active') ||
        after.matches('waiting') ||
        (after.matches('archived') && after.context.error !== null),
    },
    {
      event: 'xstate.error.actor.deactivate',
      name: 'a failed deactivation keeps the advert active and says so',
      check: (_before, after) => after.matches('active') && after.context.error !== null,
    },
    {
      event: 'xstate.error.actor.deleteDraft',
      name: 'a failed deletion keeps the draft and says so',
      check: (_before, after) => after.matches('draft') && after.context.error !== null,
    },
  ],
});
