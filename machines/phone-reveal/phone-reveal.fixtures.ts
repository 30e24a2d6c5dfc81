/** Concrete inputs and events of the phone reveal: pressed, the number, a failure, the hourly limit, an advert gone. */
import type { FixtureEvent } from '../registry.types';
import { THROTTLED_KEY } from './phone-reveal.machine';
import type { PhoneRevealEvent, PhoneRevealInput } from './phone-reveal.types';

/** A car advert on its page. */
export const PHONE_REVEAL_INPUT: PhoneRevealInput = { advertId: '1001' };

/** The seller's number as the server gives it. */
export const PHONE_NUMBER = '0744123123';

/** Every event of the walk: pressing, and each answer the server can give. */
export const PHONE_REVEAL_EVENTS: readonly FixtureEvent<PhoneRevealEvent>[] = [
  { type: 'phone.reveal' },
  { type: 'xstate.done.actor.reveal', output: { kind: 'revealed', phone: PHONE_NUMBER } },
  { type: 'xstate.done.actor.reveal', output: { kind: 'refused', key: THROTTLED_KEY } },
  { type: 'xstate.done.actor.reveal', output: { kind: 'refused', key: 'errors:phone.advertGone' } },
  { type: 'xstate.error.actor.reveal', error: new Error('network') },
];
