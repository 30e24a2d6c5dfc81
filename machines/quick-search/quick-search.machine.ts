/**
 * The home quick search (issue 10): choosing a category offers that category's makes — loaded
 * once per category from the listing's facets, so a make offered has adverts and leads to a
 * listing, never a 404 — or, for parts, a free-text box (part or vehicle). While the makes load,
 * and if they cannot be loaded, the make field is a text box the listing matches against the
 * category's makes ('merc benz', 'scania').
 */
import { assign, fromPromise, setup } from 'xstate';
import { outputOf } from '../actor-events';
import type { LoadedMakes, QuickSearchContext, QuickSearchEvent, QuickSearchInput } from './quick-search.types';

const notProvided = () => Promise.reject(new Error('provided by useQuickSearch'));

/** Categories whose listing has no make filter: the quick search offers a free-text box instead. */
export const TEXT_CATEGORIES: readonly string[] = ['piese'];

export const quickSearchMachine = setup({
  types: {
    context: {} as QuickSearchContext,
    events: {} as QuickSearchEvent,
    input: {} as QuickSearchInput,
  },
  actors: {
    loadMakes: fromPromise<LoadedMakes, { category: string }>(notProvided),
  },
  actions: {
    choose: assign(({ event }) => ({ category: event.category })),
    remember: assign(({ context }, loaded: LoadedMakes) => ({
      makes: { ...context.makes, [loaded.category]: loaded.makes },
    })),
  },
  guards: {
    isOtherCategory: ({ context, event }) => event.category !== context.category,
    isTextCategory: ({ context }) => TEXT_CATEGORIES.includes(context.category),
    hasMakes: ({ context }) => context.makes[context.category] !== undefined,
  },
}).createMachine({
  id: 'quickSearch',
  description: 'Căutarea rapidă de pe prima pagină: categoria, marca (ale categoriei alese) sau un text, prețul maxim.',
  context: ({ input }) => ({ category: input.category, makes: input.makes }),
  initial: 'choosing',
  on: {
    // A select reports only a new value; the same category again changes nothing.
    'category.change': { guard: 'isOtherCategory', target: '.choosing', actions: 'choose' },
  },
  states: {
    choosing: {
      description: 'Alege câmpul potrivit categoriei: lista de mărci, textul liber sau încărcarea mărcilor.',
      always: [
        { guard: 'isTextCategory', target: 'text' },
        { guard: 'hasMakes', target: 'makes' },
        { target: 'loadingMakes' },
      ],
    },
    makes: { description: 'Lista mărcilor categoriei, cu numărul de anunțuri al fiecăreia.' },
    text: { description: 'Categoria nu are mărci (piese): un câmp de text liber pentru piesă sau vehicul.' },
    loadingMakes: {
      description: 'Mărcile categoriei se încarcă; până atunci marca se poate scrie ca text.',
      invoke: {
        id: 'loadMakes',
        src: 'loadMakes',
        input: ({ context }) => ({ category: context.category }),
        onDone: { target: 'choosing', actions: { type: 'remember', params: outputOf } },
        onError: { target: 'makesFailed' },
      },
    },
    makesFailed: {
      description: 'Mărcile nu s-au putut încărca: marca se scrie ca text, iar listarea o recunoaște.',
    },
  },
});
