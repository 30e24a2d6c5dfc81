/**
 * SPEC properties of the saved searches list (§2.2, §2.6): each search listed once, newest first; a
 * failed load says so; nothing is deleted before a confirmation; a change that fails or is refused
 * is undone and explained; a bad name is never sent.
 */
import { defineFlowProperties } from '../flow-properties.types';
import { savedSearchListMachine } from './saved-search-list.machine';

const ids = (items: readonly { id: string }[]) => JSON.stringify(items.map((i) => i.id));

export const SAVED_SEARCH_LIST_PROPERTIES = defineFlowProperties(savedSearchListMachine, {
  id: 'savedSearchList',
  invariants: [
    {
      name: 'each search is listed once',
      check: ({ context }) => new Set(context.items.map((i) => i.id)).size === context.items.length,
    },
    {
      name: 'newest first',
      check: ({ context }) => context.items.every((item, i, all) => i === 0 || all[i - 1]!.createdAt >= item.createdAt),
    },
    {
      name: 'a failed load shows an error message',
      check: (s) => !s.matches('failed') || s.context.error !== null,
    },
    {
      name: 'a confirmation always names the search it deletes',
      check: (s) => !s.matches('confirming') || s.context.removal !== null,
    },
    {
      name: 'at rest, nothing is left to undo',
      check: (s) => s.hasTag('busy') || s.context.previous === null,
    },
  ],
  rules: [
    {
      event: 'search.delete',
      name: 'pressing “Șterge” deletes nothing before the confirmation',
      check: (before, after) => ids(after.context.items) === ids(before.context.items),
    },
    {
      event: 'removal.cancel',
      name: 'a cancelled confirmation keeps the list',
      check: (before, after) =>
        ids(after.context.items) === ids(before.context.items) && after.context.removal === null,
    },
    {
      event: 'xstate.error.actor.deleteSearch',
      name: 'a failed deletion puts the search back at its place and says so',
      check: (before, after) =>
        after.context.items.length === before.context.items.length + 1 && after.context.actionError !== null,
    },
    {
      event: 'xstate.error.actor.setFrequency',
      name: 'a failed frequency change is undone and explained',
      check: (before, after) =>
        before.context.previous !== null &&
        after.context.items.find((i) => i.id === before.context.previous!.item.id)?.frequency ===
          before.context.previous.item.frequency &&
        after.context.actionError !== null,
    },
    {
      event: 'xstate.error.actor.rename',
      name: 'a failed rename puts the old name back and keeps the draft',
      check: (before, after) =>
        before.context.previous !== null &&
        after.context.items.find((i) => i.id === before.context.previous!.item.id)?.name ===
          before.context.previous.item.name &&
        after.context.rename?.name === before.context.rename?.name,
    },
    {
      event: 'rename.submit',
      name: 'a bad name is not sent',
      check: (before, after) => before.context.rename?.name.trim() !== '' || !after.matches('savingName'),
    },
    {
      event: 'rename.cancel',
      name: 'Escape keeps the name as it was',
      check: (before, after) =>
        JSON.stringify(after.context.items) === JSON.stringify(before.context.items) && after.context.rename === null,
    },
  ],
});
