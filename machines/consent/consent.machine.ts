/**
 * The cookie-consent banner and its preferences dialog (docs/tracking.md). A first visit asks
 * (accept all, refuse non-essential, preferences); the preferences dialog switches C0002
 * (performance), C0003 (functional) and C0004 (targeting) — C0001 is always on. A decision is
 * kept by the named action `persistDecision` (the hook writes the cookie and publishes it to
 * lib/consent/consent-store.ts). The footer link reopens the preferences at any time.
 */
import { assign, setup } from 'xstate';
import { ALL_GRANTED, NONE_GRANTED, type ConsentChoices } from '@/lib/consent/consent-cookie';
import type { ConsentContext, ConsentEvent, ConsentInput } from './consent.types';

export const consentMachine = setup({
  types: {
    context: {} as ConsentContext,
    events: {} as ConsentEvent,
    input: {} as ConsentInput,
  },
  guards: {
    hasDecision: ({ context }) => context.granted !== null,
  },
  actions: {
    grantAll: assign({ granted: (): ConsentChoices => ALL_GRANTED, draft: (): ConsentChoices => ALL_GRANTED }),
    refuseAll: assign({ granted: (): ConsentChoices => NONE_GRANTED, draft: (): ConsentChoices => NONE_GRANTED }),
    saveDraft: assign({ granted: ({ context }): ConsentChoices => context.draft }),
    startDraft: assign({ draft: ({ context }): ConsentChoices => context.granted ?? NONE_GRANTED }),
    toggleCategory: assign({
      draft: ({ context, event }): ConsentChoices =>
        event.type === 'category.toggle'
          ? { ...context.draft, [event.category]: !context.draft[event.category] }
          : context.draft,
    }),
    // Provided by the hook: writes the consent cookie and publishes the decision.
    persistDecision: () => undefined,
  },
}).createMachine({
  id: 'consent',
  description: 'Acordul pentru cookie-uri: bannerul la prima vizită și dialogul de preferințe (C0001–C0004).',
  context: ({ input }) => ({ granted: input.stored, draft: input.stored ?? NONE_GRANTED }),
  initial: 'asking',
  states: {
    asking: {
      description:
        'Bannerul de cookie-uri, la prima vizită: „Accept toate”, „Refuz cookie-urile neesențiale” sau „Preferințe”. ' +
        'Până la decizie nu se pune niciun cookie neesențial și nu pleacă nicio măsurătoare.',
      // A decision read from the cookie (input) means the banner never shows.
      always: { guard: 'hasDecision', target: 'decided' },
      on: {
        'consent.acceptAll': { target: 'decided', actions: ['grantAll', 'persistDecision'] },
        'consent.refuseAll': { target: 'decided', actions: ['refuseAll', 'persistDecision'] },
        'preferences.open': { target: 'preferences', actions: 'startDraft' },
      },
    },
    preferences: {
      description:
        'Dialogul de preferințe: categoriile cu comutatoare (cele strict necesare mereu active); „Salvează preferințele” ' +
        'păstrează alegerea, închiderea o abandonează.',
      on: {
        'category.toggle': { actions: 'toggleCategory' },
        'preferences.save': { target: 'decided', actions: ['saveDraft', 'persistDecision'] },
        'consent.acceptAll': { target: 'decided', actions: ['grantAll', 'persistDecision'] },
        'consent.refuseAll': { target: 'decided', actions: ['refuseAll', 'persistDecision'] },
        'preferences.close': [
          { guard: 'hasDecision', target: 'decided', actions: 'startDraft' },
          { target: 'asking', actions: 'startDraft' },
        ],
      },
    },
    decided: {
      description: 'Decizia este luată și păstrată; linkul „Setări cookie-uri” din subsol redeschide preferințele.',
      on: {
        'preferences.open': { target: 'preferences', actions: 'startDraft' },
      },
    },
  },
});
