/**
 * The dialog stack (SPEC §3, §4): which dialogs are open, bottom to top. DIALOG_OPEN adds an id
 * (on top), DIALOG_CLOSE removes it wherever it is. Only the top dialog takes input.
 */
import { assign, setup } from 'xstate';
import type { DialogsContext, DialogsEvent, DialogsInput } from './dialogs.types';

function eventId(event: DialogsEvent): string {
  return event.id;
}

export const dialogsMachine = setup({
  types: {
    context: {} as DialogsContext,
    events: {} as DialogsEvent,
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- XState reads the input type from this assertion
    input: {} as DialogsInput,
  },
  guards: {
    hasOpenDialogs: ({ context }) => context.openIds.length > 0,
    isOpen: ({ context, event }) => context.openIds.includes(eventId(event)),
    isNotOpen: ({ context, event }) => !context.openIds.includes(eventId(event)),
    isLastOpen: ({ context, event }) => context.openIds.length === 1 && context.openIds[0] === eventId(event),
  },
  actions: {
    addDialog: assign({ openIds: ({ context, event }) => [...context.openIds, eventId(event)] }),
    removeDialog: assign({ openIds: ({ context, event }) => context.openIds.filter((id) => id !== eventId(event)) }),
  },
}).createMachine({
  id: 'dialogs',
  description: 'Stiva de dialoguri deschise (SPEC: DIALOG_OPEN adaugă un id, DIALOG_CLOSE îl scoate).',
  context: ({ input }) => ({ openIds: [...new Set(input.openIds ?? [])] }),
  initial: 'none',
  states: {
    none: {
      description: 'Niciun dialog deschis; pagina primește tastatura și clicurile.',
      // A page can start with dialogs open (input); then the stack is not empty from the start.
      always: { guard: 'hasOpenDialogs', target: 'some' },
      on: {
        DIALOG_OPEN: { target: 'some', actions: 'addDialog' },
      },
    },
    some: {
      description: 'Cel puțin un dialog deschis; doar cel de deasupra primește focusul, restul sunt inerte.',
      on: {
        DIALOG_OPEN: { guard: 'isNotOpen', actions: 'addDialog' },
        DIALOG_CLOSE: [
          { guard: 'isLastOpen', target: 'none', actions: 'removeDialog' },
          { guard: 'isOpen', actions: 'removeDialog' },
        ],
      },
    },
  },
});
