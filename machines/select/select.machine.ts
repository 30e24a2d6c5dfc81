/**
 * The select field (SPEC §2.6, §5): closed, an inline combobox list on desktop, a full-screen
 * dialog on mobile and tablet, and a short 'auto-selecting' pause after Enter picked the only
 * match. Selection rules live in lib/select; this chart decides when they apply.
 */
import { and, assign, setup } from 'xstate';
import { filterOptions, isBlankQuery, moveActive, singleMatch, visibleRowIds } from '@/lib/select/select-filter';
import { SEARCH_BOX_THRESHOLD } from '@/lib/select/select-option';
import { canClearSelection, normalizeSelection, toggleSelection } from '@/lib/select/select-selection';
import type { SelectContext, SelectEvent, SelectInput } from './select.types';

/** Delay between an Enter auto-select and the list or dialog closing (SPEC §2.6). */
export const AUTO_SELECT_CLOSE_MS = 100;

function rowsOf(context: SelectContext): string[] {
  return visibleRowIds(context.options, context.query, context.mode);
}

/** The selection after choosing `id`; null when refused or when the row is not on screen. */
function toggled(context: SelectContext, from: readonly string[], id: string | null): string[] | null {
  if (id === null || !rowsOf(context).includes(id)) return null;
  return toggleSelection(context, from, id);
}

function eventId(event: SelectEvent): string | null {
  return event.type === 'option.toggle' ? event.id : null;
}

/** The initial context from the screen's input. */
export function selectContextFromInput(input: SelectInput): SelectContext {
  return {
    options: input.options,
    mode: input.mode,
    selected: normalizeSelection(input, input.selected ?? []),
    draft: [],
    query: '',
    activeId: null,
    disallowEmptySelection: input.disallowEmptySelection ?? false,
    device: input.device,
    label: input.label,
    name: input.name,
    searchThreshold: input.searchThreshold ?? SEARCH_BOX_THRESHOLD,
  };
}

export const selectMachine = setup({
  types: {
    context: {} as SelectContext,
    events: {} as SelectEvent,
    input: {} as SelectInput,
  },
  guards: {
    isOpeningOnDesktop: ({ event }) => event.type === 'field.open' && event.device === 'desktop',
    isQueryBlank: ({ event }) => event.type === 'query.change' && isBlankQuery(event.query),
    // The screen cannot 'type' the text already there; the model must not either.
    hasQueryChanged: ({ context, event }) => event.type === 'query.change' && event.query !== context.query,
    isSingleMode: ({ context }) => context.mode === 'single',
    hasSearchBox: ({ context }) => context.options.length >= context.searchThreshold,
    hasVisibleRows: ({ context }) => rowsOf(context).length > 0,
    hasActiveRow: ({ context }) => context.activeId !== null,
    canClearSelection: ({ context }) => canClearSelection(context, context.selected),
    canClearDraft: ({ context }) => canClearSelection(context, context.draft),
    canToggleSelected: ({ context, event }) => toggled(context, context.selected, eventId(event)) !== null,
    canToggleDraft: ({ context, event }) => toggled(context, context.draft, eventId(event)) !== null,
    canToggleActiveSelected: ({ context }) => toggled(context, context.selected, context.activeId) !== null,
    canToggleActiveDraft: ({ context }) => toggled(context, context.draft, context.activeId) !== null,
    canAutoSelect: ({ context }) => context.mode === 'single' && singleMatch(context.options, context.query) !== null,
  },
  actions: {
    rememberDevice: assign({
      device: ({ context, event }) => (event.type === 'field.open' ? event.device : context.device),
    }),
    startDraft: assign({ draft: ({ context }) => [...context.selected] }),
    resetSession: assign({ query: '', activeId: null, draft: [] }),
    setQuery: assign({
      query: ({ context, event }) => (event.type === 'query.change' ? event.query : context.query),
      activeId: null,
    }),
    highlightNext: assign({ activeId: ({ context }) => moveActive(rowsOf(context), context.activeId, 1) }),
    highlightPrevious: assign({ activeId: ({ context }) => moveActive(rowsOf(context), context.activeId, -1) }),
    toggleSelected: assign({
      selected: ({ context, event }) => toggled(context, context.selected, eventId(event)) ?? context.selected,
    }),
    toggleDraft: assign({
      draft: ({ context, event }) => toggled(context, context.draft, eventId(event)) ?? context.draft,
    }),
    toggleActiveSelected: assign({
      selected: ({ context }) => toggled(context, context.selected, context.activeId) ?? context.selected,
    }),
    toggleActiveDraft: assign({
      draft: ({ context }) => toggled(context, context.draft, context.activeId) ?? context.draft,
    }),
    autoSelect: assign(({ context }) => {
      const only = filterOptions(context.options, context.query)[0];
      const selected = only ? [only.id] : context.selected;
      return { selected, draft: selected, activeId: only?.id ?? null };
    }),
    clearSelection: assign({ selected: [] }),
    clearDraft: assign({ draft: [] }),
    commitDraft: assign({ selected: ({ context }) => [...context.draft] }),
  },
}).createMachine({
  id: 'select',
  description: 'Câmp de selecție: o opțiune sau mai multe, listă în pagină pe desktop, dialog pe tot ecranul pe mobil.',
  context: ({ input }) => selectContextFromInput(input),
  initial: 'closed',
  states: {
    closed: {
      description:
        'Închis: câmpul arată prima opțiune aleasă și insigna „+N”; butonul × apare dacă selecția poate rămâne goală și există ceva ales.',
      entry: 'resetSession',
      on: {
        'field.open': [
          { guard: 'isOpeningOnDesktop', target: 'inline', actions: 'rememberDevice' },
          { target: 'dialog', actions: ['rememberDevice', 'startDraft'] },
        ],
        'selection.clear': { guard: 'canClearSelection', actions: 'clearSelection' },
      },
    },
    inline: {
      description: 'Desktop: lista se deschide sub câmp, în care se poate scrie; fiecare alegere se aplică imediat.',
      initial: 'browsing',
      on: {
        'field.close': { target: 'closed' },
        'query.change': [
          { guard: and(['hasQueryChanged', 'isQueryBlank']), target: '.browsing', actions: 'setQuery' },
          { guard: 'hasQueryChanged', target: '.filtering', actions: 'setQuery' },
        ],
        'highlight.next': { guard: 'hasVisibleRows', actions: 'highlightNext' },
        'highlight.previous': { guard: 'hasVisibleRows', actions: 'highlightPrevious' },
        'option.toggle': [
          { guard: and(['isSingleMode', 'canToggleSelected']), target: 'closed', actions: 'toggleSelected' },
          { guard: 'canToggleSelected', actions: 'toggleSelected' },
        ],
        'query.submit': [
          {
            guard: and(['isSingleMode', 'hasActiveRow', 'canToggleActiveSelected']),
            target: 'closed',
            actions: 'toggleActiveSelected',
          },
          { guard: and(['hasActiveRow', 'canToggleActiveSelected']), actions: 'toggleActiveSelected' },
          { guard: 'canAutoSelect', target: 'autoSelecting', actions: 'autoSelect' },
        ],
      },
      states: {
        browsing: { description: 'Toate opțiunile; în modul multiplu, primul rând este „Selectează tot”.' },
        filtering: {
          description:
            'Doar opțiunile a căror etichetă conține textul scris (fără diferență între litere mari și mici); „Selectează tot” este ascuns.',
        },
      },
    },
    dialog: {
      description:
        'Mobil și tabletă: dialog pe tot ecranul cu săgeată înapoi, titlu, buton de golire, căutare (de la 20 de opțiuni) și buton de confirmare; alegerile rămân în așteptare până la confirmare.',
      initial: 'browsing',
      on: {
        'dialog.back': { target: 'closed' },
        'dialog.confirm': { target: 'closed', actions: 'commitDraft' },
        'selection.clear': { guard: 'canClearDraft', actions: 'clearDraft' },
        'query.change': [
          { guard: and(['hasSearchBox', 'hasQueryChanged', 'isQueryBlank']), target: '.browsing', actions: 'setQuery' },
          { guard: and(['hasSearchBox', 'hasQueryChanged']), target: '.filtering', actions: 'setQuery' },
        ],
        'highlight.next': { guard: 'hasVisibleRows', actions: 'highlightNext' },
        'highlight.previous': { guard: 'hasVisibleRows', actions: 'highlightPrevious' },
        'option.toggle': { guard: 'canToggleDraft', actions: 'toggleDraft' },
        'query.submit': [
          { guard: and(['hasActiveRow', 'canToggleActiveDraft']), actions: 'toggleActiveDraft' },
          { guard: 'canAutoSelect', target: 'autoSelecting', actions: 'autoSelect' },
        ],
      },
      states: {
        browsing: { description: 'Toate opțiunile din dialog, cu „Selectează tot” în modul multiplu.' },
        filtering: { description: 'Opțiunile care conțin textul căutat; „Selectează tot” este ascuns.' },
      },
    },
    autoSelecting: {
      description:
        'Enter cu o singură potrivire (mod simplu): opțiunea a fost aleasă și salvată; lista sau dialogul se închide după 100 ms.',
      after: { [AUTO_SELECT_CLOSE_MS]: { target: 'closed' } },
    },
  },
});
