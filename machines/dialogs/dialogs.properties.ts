/**
 * SPEC properties of the dialog stack (§4 'Other'): DIALOG_OPEN adds an id, DIALOG_CLOSE removes it.
 */
import { defineFlowProperties } from '../flow-properties.types';
import { dialogsMachine } from './dialogs.machine';

export const DIALOGS_PROPERTIES = defineFlowProperties(dialogsMachine, {
  id: 'dialogs',
  invariants: [
    {
      name: 'a dialog id is open at most once',
      check: ({ context }) => new Set(context.openIds).size === context.openIds.length,
    },
    {
      name: "'none' means no dialog open, 'some' at least one",
      check: (snapshot) => snapshot.matches('none') === (snapshot.context.openIds.length === 0),
    },
  ],
  rules: [
    {
      event: 'DIALOG_OPEN',
      name: 'DIALOG_OPEN puts its id on top and keeps the others in order',
      check: (before, after, event) =>
        event.type !== 'DIALOG_OPEN' ||
        JSON.stringify(after.context.openIds) ===
          JSON.stringify([...before.context.openIds.filter((id) => id !== event.id), event.id]),
    },
    {
      event: 'DIALOG_CLOSE',
      name: 'DIALOG_CLOSE removes exactly its id, wherever it is',
      check: (before, after, event) =>
        event.type !== 'DIALOG_CLOSE' ||
        JSON.stringify(after.context.openIds) ===
          JSON.stringify(before.context.openIds.filter((id) => id !== event.id)),
    },
  ],
});
