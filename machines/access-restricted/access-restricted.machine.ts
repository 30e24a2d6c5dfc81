/**
 * The access-restricted dialog (SPEC §2.6): shown to a sub-user or user who lacks rights; it is
 * an open/closed flag, opened by the screen that found the missing permission. A page rendered
 * for such a user passes `open: true` and the dialog is open from the first render.
 */
import { assign, setup } from 'xstate';
import type { AccessRestrictedEvent, AccessRestrictedInput } from './access-restricted.types';

export const accessRestrictedMachine = setup({
  types: {
    context: {} as { readonly openAtStart: boolean },
    events: {} as AccessRestrictedEvent,
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- XState reads the input type from this assertion
    input: {} as AccessRestrictedInput,
  },
  guards: {
    isOpenAtStart: ({ context }) => context.openAtStart,
  },
  actions: {
    consumeOpenAtStart: assign({ openAtStart: false }),
  },
}).createMachine({
  id: 'accessRestricted',
  description: 'Dialogul „Acces restricționat” pentru sub-utilizatori sau utilizatori fără drepturi.',
  context: ({ input }) => ({ openAtStart: input.open ?? false }),
  initial: 'closed',
  states: {
    closed: {
      description: 'Dialogul este închis.',
      // Only once: a page that starts with the dialog open passes `open: true`.
      always: { guard: 'isOpenAtStart', target: 'open', actions: 'consumeOpenAtStart' },
      on: { 'accessDialog.open': { target: 'open' } },
    },
    open: {
      description: 'Dialogul explică lipsa permisiunilor; Escape sau „Am înțeles” îl închid.',
      on: { 'accessDialog.close': { target: 'closed' } },
    },
  },
});
