/**
 * SPEC properties of the favourites list (§2.6 favourites): each advert is listed once, newest
 * first; a failed load shows an error with a retry; nothing is removed without a confirmation, and
 * a failed removal keeps the list as it was.
 */
import { defineFlowProperties } from '../flow-properties.types';
import { favouriteListMachine } from './favourite-list.machine';

export const FAVOURITE_LIST_PROPERTIES = defineFlowProperties(favouriteListMachine, {
  id: 'favouriteList',
  invariants: [
    {
      name: 'each advert is listed once',
      check: ({ context }) => new Set(context.items.map((i) => i.advert.id)).size === context.items.length,
    },
    {
      // A visitor's browser list has no times: its order is the browser's, newest first.
      name: 'newest first',
      check: ({ context }) =>
        context.items.every((item, i, all) => i === 0 || (all[i - 1]!.followedAt ?? '') >= (item.followedAt ?? '')),
    },
    {
      name: 'a failed load shows an error message',
      check: (s) => !s.matches('failed') || s.context.error !== null,
    },
    {
      name: 'a confirmation always says what it removes',
      check: (s) => !s.matches('confirming') || s.context.removal !== null,
    },
  ],
  rules: [
    {
      event: 'advert.remove',
      name: 'pressing “Elimină” removes nothing before the confirmation',
      check: (before, after) => after.context.items.length === before.context.items.length,
    },
    {
      event: 'all.remove',
      name: 'pressing “Elimină tot” removes nothing before the confirmation',
      check: (before, after) => after.context.items.length === before.context.items.length,
    },
    {
      event: 'removal.cancel',
      name: 'a cancelled confirmation keeps the list',
      check: (before, after) =>
        JSON.stringify(after.context.items.map((i) => i.advert.id)) ===
          JSON.stringify(before.context.items.map((i) => i.advert.id)) && after.context.removal === null,
    },
    {
      event: 'xstate.error.actor.unfollow',
      name: 'a failed removal keeps the list and says so',
      check: (before, after) =>
        after.context.items.length === before.context.items.length && after.context.actionError !== null,
    },
    {
      event: 'xstate.error.actor.removeAll',
      name: 'a failed “remove all” keeps the list and says so',
      check: (before, after) =>
        after.context.items.length === before.context.items.length && after.context.actionError !== null,
    },
    {
      event: 'xstate.done.actor.removeAll',
      name: 'after “remove all” the list is empty',
      check: (_before, after) => after.context.items.length === 0,
    },
  ],
});
