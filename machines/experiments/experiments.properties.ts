/**
 * SPEC properties of the experiments runtime (§4 Experiments): the bootstrap runs only without the
 * hash cookie and with bootstrapping on; once it stops trying the runtime is ready (queued calls
 * replayed, defaults in force); a change of the experiment cookie is taken into the state.
 */
import { defineFlowProperties } from '../flow-properties.types';
import { experimentsMachine, MAX_BOOTSTRAP_ATTEMPTS } from './experiments.machine';

export const EXPERIMENTS_PROPERTIES = defineFlowProperties(experimentsMachine, {
  id: 'experiments',
  invariants: [
    {
      name: 'the bootstrap is asked only when the hash cookie is missing and bootstrapping is on',
      check: (s) => !s.matches('bootstrapping') || s.context.needsBootstrap,
    },
    {
      name: 'watching or failed means ready: queued calls do not wait for ever',
      check: (s) => !(s.matches('watching') || s.matches('failed') || s.matches('rehashing')) || s.context.ready,
    },
    {
      name: 'the bootstrap is tried a bounded number of times',
      check: (s) => s.context.failures <= MAX_BOOTSTRAP_ATTEMPTS,
    },
  ],
  rules: [
    {
      event: 'cookie.changed',
      name: 'a changed experiment cookie is taken into the state',
      check: (_before, after, event) =>
        'experimentCookie' in event && after.context.experimentCookie === event.experimentCookie,
    },
    {
      event: 'xstate.done.actor.loadBootstrap',
      name: 'the bootstrap’s assignment is taken and its cookies are stored next',
      check: (_before, after) => after.matches('storingCookies') && after.context.pendingCookies.length > 0,
    },
  ],
});
