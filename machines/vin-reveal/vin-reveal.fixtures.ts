/**
 * Concrete inputs and events of the VIN reveal: the challenge issued, solved, the VIN given with
 * the report's link; the server's refusals (expired, already used) and no answer at each step.
 */
import { VinRefusal } from '@/lib/ads/vin-rules';
import type { FixtureEvent, FlowScenario } from '../registry.types';
import type { VinOutcome, VinRevealEvent, VinRevealInput } from './vin-reveal.types';

/** A car advert with a VIN. */
export const VIN_REVEAL_INPUT: VinRevealInput = { advertId: '1001' };

/** The VIN the server gives (a valid check digit). */
export const REVEALED_VIN = 'UU1HSDACNE5261234';

const CHALLENGE = { token: 'eyJhIjoidmluIn0.c2lnbmF0dXJl', difficulty: 14 };
const REVEALED: VinOutcome = {
  kind: 'revealed',
  vin: REVEALED_VIN,
  report: { url: '/api/history-report/1001?t=link', sandbox: true },
};

/** The events of the default walk: reveal, close at every step, retry after failures, the VIN shown. */
export const VIN_REVEAL_EVENTS: readonly FixtureEvent<VinRevealEvent>[] = [
  { type: 'vin.reveal' },
  { type: 'vin.close' },
  { type: 'vin.retry' },
  { type: 'xstate.done.actor.loadChallenge', output: CHALLENGE },
  { type: 'xstate.error.actor.loadChallenge', error: new Error('network') },
  { type: 'xstate.done.actor.solve', output: { token: CHALLENGE.token, counter: 40_213 } },
  { type: 'xstate.error.actor.solve', error: new Error('the solver failed') },
  { type: 'xstate.done.actor.verify', output: REVEALED },
  { type: 'xstate.error.actor.verify', error: new Error('network') },
];

/** The server's refusals: an expired or already used solution, an advert without a VIN. */
export const VIN_REVEAL_SCENARIOS: readonly FlowScenario<VinRevealInput, VinRevealEvent>[] = [
  {
    id: 'refuzuri',
    title: 'Verificarea expirată, apoi una deja folosită: mesajul serverului și „Încearcă din nou”, apoi VIN-ul',
    input: VIN_REVEAL_INPUT,
    events: [
      { type: 'vin.reveal' },
      { type: 'xstate.done.actor.loadChallenge', output: CHALLENGE },
      { type: 'xstate.done.actor.solve', output: { token: CHALLENGE.token, counter: 7 } },
      { type: 'xstate.done.actor.verify', output: { kind: 'refused', key: 'errors:vin.expired' } },
      { type: 'vin.retry' },
      { type: 'xstate.done.actor.loadChallenge', output: CHALLENGE },
      { type: 'xstate.done.actor.solve', output: { token: CHALLENGE.token, counter: 7 } },
      { type: 'xstate.done.actor.verify', output: { kind: 'refused', key: 'errors:vin.used' } },
      { type: 'vin.retry' },
      { type: 'xstate.error.actor.loadChallenge', error: new VinRefusal('errors:vin.none') },
    ],
    skipEvents: ['vin.close', 'xstate.error.actor.solve', 'xstate.error.actor.verify'],
  },
];
