/**
 * SPEC properties of an ads list (§2.5 ads by state): each advert is listed once and only in its
 * own state's list; a failed first load shows an error with a retry; a changed advert whose state
 * is no longer this list's leaves it, and the counts are the server's.
 */
import { defineFlowProperties } from '../flow-properties.types';
import { myAdsMachine } from './my-ads.machine';

export const MY_ADS_PROPERTIES = defineFlowProperties(myAdsMachine, {
  id: 'myAds',
  invariants: [
    {
      name: 'each advert is listed once',
      check: ({ context }) => new Set(context.items.map((row) => row.id)).size === context.items.length,
    },
    {
      name: 'a list holds only adverts of its own state',
      check: ({ context }) => context.items.every((row) => row.tab === context.tab),
    },
    {
      name: 'a failed first load shows an error message',
      check: (s) => !s.matches('failed') || s.context.error !== null,
    },
  ],
  rules: [
    {
      event: 'advert.changed',
      name: 'an advert that changed state leaves the list and the counts are the server’s',
      check: (_before, after, event) =>
        event.type !== 'advert.changed' ||
        !after.matches('ready') ||
        ((event.tab === after.context.tab || !after.context.items.some((row) => row.id === event.id)) &&
          JSON.stringify(after.context.counts) === JSON.stringify(event.counts)),
    },
    {
      event: 'xstate.error.actor.loadMore',
      name: 'a failed next page keeps the adverts shown',
      check: (before, after) => after.context.items.length === before.context.items.length,
    },
  ],
});
