/**
 * Concrete inputs and events of one advert's state changes: an active advert deactivated (after a
 * cancelled dialog; refused by the server; a failed call), an archived one reactivated (to active,
 * to waiting, refused), a draft deleted, and the waiting and moderated adverts that have no change.
 */
import type { FixtureEvent, FlowScenario } from '../registry.types';
import type { AdvertChangeOutcome, AdvertStateEvent, AdvertStateInput } from './advert-state.types';

const COUNTS = { active: 3, waiting: 1, archived: 1, moderated: 0, draft: 1 };

/** An active advert. */
export const ADVERT_STATE_INPUT: AdvertStateInput = { id: '101', tab: 'ACTIVE' };

const done = (tab: Extract<AdvertChangeOutcome, { kind: 'done' }>['tab']): AdvertChangeOutcome => ({
  kind: 'done',
  tab,
  counts: COUNTS,
});
const NOT_ALLOWED: AdvertChangeOutcome = { kind: 'refused', key: 'errors:myAds.notAllowed' };

export const ADVERT_STATE_EVENTS: readonly FixtureEvent<AdvertStateEvent>[] = [
  { type: 'advert.deactivate' },
  { type: 'confirm.cancel' },
  { type: 'confirm.accept' },
  { type: 'xstate.done.actor.deactivate', output: done('ARCHIVED') },
  { type: 'xstate.done.actor.deactivate', output: NOT_ALLOWED },
  { type: 'xstate.error.actor.deactivate', error: new Error('network') },
  { type: 'advert.reactivate' },
  { type: 'xstate.done.actor.reactivate', output: done('ACTIVE') },
];

export const ADVERT_STATE_SCENARIOS: readonly FlowScenario<AdvertStateInput, AdvertStateEvent>[] = [
  {
    id: 'arhivat',
    title: 'Un anunț arhivat: reactivat (activ sau în așteptare), refuzat, eșuat',
    input: { id: '104', tab: 'ARCHIVED' },
    events: [
      { type: 'advert.reactivate' },
      { type: 'xstate.done.actor.reactivate', output: done('ACTIVE') },
      { type: 'xstate.done.actor.reactivate', output: done('WAITING') },
      { type: 'xstate.done.actor.reactivate', output: NOT_ALLOWED },
      { type: 'xstate.error.actor.reactivate', error: new Error('network') },
    ],
    skipEvents: ['advert.deactivate'],
  },
  {
    id: 'ciorna',
    title: 'O ciornă: ștergerea (cu confirmare), refuzată, eșuată',
    input: { id: '5e0c6a4e-0000-4000-8000-000000000001', tab: 'DRAFT' },
    events: [
      { type: 'advert.deleteDraft' },
      { type: 'confirm.cancel' },
      { type: 'confirm.accept' },
      { type: 'xstate.done.actor.deleteDraft', output: done(null) },
      { type: 'xstate.done.actor.deleteDraft', output: { kind: 'refused', key: 'errors:myAds.unknown' } },
      { type: 'xstate.error.actor.deleteDraft', error: new Error('network') },
    ],
  },
  {
    id: 'in-asteptare',
    title: 'Un anunț în așteptare: nicio schimbare aici',
    input: { id: '105', tab: 'WAITING' },
    events: [],
  },
  {
    id: 'moderat',
    title: 'Un anunț moderat: nicio schimbare aici',
    input: { id: '106', tab: 'MODERATED' },
    events: [],
  },
];
