/**
 * The searchable select (combobox, SPEC §2.6): suggestions filtered as the user types (case and
 * spaces ignored); on desktop a list (ArrowDown moves into it), on mobile and tablet a completion
 * suffix instead of a list; Enter confirms the typed value; a clear button empties it.
 */
import { and, assign, not, setup } from 'xstate';
import { moveActive } from '@/lib/select/select-filter';
import { firstCompletion, matchSuggestions } from '@/lib/select/suggestions';
import type { ComboboxContext, ComboboxEvent, ComboboxInput } from './combobox.types';

function matchesOf(context: ComboboxContext): string[] {
  return matchSuggestions(context.suggestions, context.query);
}

function nextQuery(context: ComboboxContext, event: ComboboxEvent): string {
  return event.type === 'query.change' ? event.query : context.query;
}

export const comboboxMachine = setup({
  types: {
    context: {} as ComboboxContext,
    events: {} as ComboboxEvent,
    input: {} as ComboboxInput,
  },
  guards: {
    isDesktop: ({ context }) => context.device === 'desktop',
    hasQueryChanged: ({ context, event }) => event.type === 'query.change' && event.query !== context.query,
    hasMatchesForQuery: ({ context, event }) =>
      matchSuggestions(context.suggestions, nextQuery(context, event)).length > 0,
    hasCompletionForQuery: ({ context, event }) =>
      firstCompletion(context.suggestions, nextQuery(context, event)) !== null,
    hasMatches: ({ context }) => matchesOf(context).length > 0,
    isFirstActive: ({ context }) =>
      context.activeSuggestion !== null && matchesOf(context)[0] === context.activeSuggestion,
    hasUnconfirmedText: ({ context }) => context.query.trim() !== context.value,
    hasText: ({ context }) => context.query !== '' || context.value !== '',
    isSuggestionShown: ({ context, event }) =>
      event.type === 'suggestion.choose' && matchesOf(context).includes(event.suggestion),
  },
  actions: {
    rememberDevice: assign({
      device: ({ context, event }) => (event.type === 'input.focus' ? event.device : context.device),
    }),
    setQuery: assign({ query: ({ context, event }) => nextQuery(context, event), activeSuggestion: null }),
    clearActive: assign({ activeSuggestion: null }),
    activateFirst: assign({ activeSuggestion: ({ context }) => matchesOf(context)[0] ?? null }),
    activateNext: assign({
      activeSuggestion: ({ context }) => moveActive(matchesOf(context), context.activeSuggestion, 1),
    }),
    activatePrevious: assign({
      activeSuggestion: ({ context }) => moveActive(matchesOf(context), context.activeSuggestion, -1),
    }),
    confirmTyped: assign(({ context }) => ({
      query: context.query.trim(),
      value: context.query.trim(),
      activeSuggestion: null,
    })),
    confirmActive: assign(({ context }) => {
      const chosen = context.activeSuggestion ?? context.query;
      return { query: chosen, value: chosen, activeSuggestion: null };
    }),
    confirmChosen: assign(({ context, event }) => {
      const chosen = event.type === 'suggestion.choose' ? event.suggestion : context.query;
      return { query: chosen, value: chosen, activeSuggestion: null };
    }),
    confirmCompletion: assign(({ context }) => {
      const chosen = firstCompletion(context.suggestions, context.query)?.suggestion ?? context.query;
      return { query: chosen, value: chosen };
    }),
    clearText: assign({ query: '', value: '', activeSuggestion: null }),
  },
}).createMachine({
  id: 'combobox',
  description: 'Câmp cu sugestii: se scrie liber, sugestiile se filtrează ignorând literele mari și spațiile.',
  context: ({ input }) => ({
    suggestions: input.suggestions,
    query: input.value ?? '',
    value: input.value ?? '',
    activeSuggestion: null,
    device: input.device,
    label: input.label,
    name: input.name,
  }),
  initial: 'idle',
  on: {
    'value.clear': { guard: 'hasText', target: '.focused.editing', actions: 'clearText' },
  },
  states: {
    idle: {
      description: 'Câmpul nu are focus; arată textul scris și butonul × dacă există text.',
      on: {
        'input.focus': { target: 'focused', actions: 'rememberDevice' },
      },
    },
    focused: {
      description: 'Câmpul are focus; fiecare tastă filtrează sugestiile.',
      initial: 'editing',
      on: {
        'input.blur': { target: 'idle', actions: 'clearActive' },
        'query.change': [
          {
            guard: and(['hasQueryChanged', 'isDesktop', 'hasMatchesForQuery']),
            target: '.suggesting',
            actions: 'setQuery',
          },
          {
            guard: and(['hasQueryChanged', not('isDesktop'), 'hasCompletionForQuery']),
            target: '.hinting',
            actions: 'setQuery',
          },
          { guard: 'hasQueryChanged', target: '.editing', actions: 'setQuery' },
        ],
      },
      states: {
        editing: {
          description:
            'Nicio sugestie afișată: text gol, nicio potrivire, lista închisă cu Escape sau valoarea tocmai confirmată.',
          on: {
            'value.confirm': { guard: 'hasUnconfirmedText', actions: 'confirmTyped' },
            'highlight.next': {
              guard: and(['isDesktop', 'hasMatches']),
              target: 'suggesting.inList',
              actions: 'activateFirst',
            },
          },
        },
        suggesting: {
          description: 'Desktop: lista de sugestii este deschisă sub câmp (înălțime maximă 400px).',
          initial: 'inInput',
          on: {
            'list.close': { target: 'editing', actions: 'clearActive' },
            'suggestion.choose': { guard: 'isSuggestionShown', target: 'editing', actions: 'confirmChosen' },
          },
          states: {
            inInput: {
              description: 'Focusul este în câmp; Enter confirmă textul scris, săgeata jos intră în listă.',
              on: {
                'value.confirm': { target: '#combobox.focused.editing', actions: 'confirmTyped' },
                'highlight.next': { target: 'inList', actions: 'activateFirst' },
              },
            },
            inList: {
              description:
                'O sugestie este activă (aria-activedescendant); Enter o alege, săgeata sus de pe prima revine în câmp.',
              on: {
                'value.confirm': { target: '#combobox.focused.editing', actions: 'confirmActive' },
                'highlight.next': { actions: 'activateNext' },
                'highlight.previous': [
                  { guard: 'isFirstActive', target: 'inInput', actions: 'clearActive' },
                  { actions: 'activatePrevious' },
                ],
              },
            },
          },
        },
        hinting: {
          description: 'Mobil și tabletă: în loc de listă, continuarea primei sugestii apare ca sufix după text.',
          on: {
            'value.confirm': { target: 'editing', actions: 'confirmTyped' },
            'suggestion.accept': { target: 'editing', actions: 'confirmCompletion' },
            'list.close': { target: 'editing' },
          },
        },
      },
    },
  },
});
