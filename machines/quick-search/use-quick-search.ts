/**
 * useQuickSearch(input): runs the home quick search machine with the browser's make loader and
 * returns the view the form draws (values, booleans, one intent; never the snapshot).
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import { flowInspector } from '../flow-inspector';
import { quickSearchMachine } from './quick-search.machine';
import type { LoadedMakes, QuickSearchInput, QuickSearchMakes } from './quick-search.types';

/** Which make field the form shows. */
export type QuickSearchField = 'makeSelect' | 'makeText' | 'partText';

/** What the quick search form shows and can ask for. */
export interface QuickSearchView {
  readonly category: string;
  readonly field: QuickSearchField;
  /** The makes of the category (empty unless `field` is 'makeSelect'). */
  readonly makes: QuickSearchMakes;
  /** The category's makes are being loaded (the text box stands in meanwhile). */
  readonly loadingMakes: boolean;
  readonly changeCategory: (category: string) => void;
}

/** Replacement actors (model tests park them). */
export interface QuickSearchDeps {
  readonly actors?: Partial<typeof realActors>;
}

const realActors = {
  // Loaded with the first change of category (the home page's first paint does not need it).
  loadMakes: fromPromise<LoadedMakes, { category: string }>(async ({ input }) => ({
    category: input.category,
    makes: await (await import('@/lib/home/quick-search-client')).loadCategoryMakes(input.category),
  })),
};

const NO_MAKES: QuickSearchMakes = [];

/** Runs the quick search flow. */
export function useQuickSearch(input: QuickSearchInput, deps: QuickSearchDeps = {}): QuickSearchView {
  const [logic] = useState(() => quickSearchMachine.provide({ actors: { ...realActors, ...deps.actors } }));
  const actor = useActorRef(logic, { input, inspect: flowInspector });
  const category = useSelector(actor, (s) => s.context.category);
  const field = useSelector(actor, (s): QuickSearchField =>
    s.matches('makes') ? 'makeSelect' : s.matches('text') ? 'partText' : 'makeText',
  );
  const makes = useSelector(actor, (s) =>
    s.matches('makes') ? (s.context.makes[s.context.category] ?? NO_MAKES) : NO_MAKES,
  );
  const loadingMakes = useSelector(actor, (s) => s.matches('loadingMakes'));
  return useMemo(
    () => ({
      category,
      field,
      makes,
      loadingMakes,
      changeCategory: (next: string) => actor.send({ type: 'category.change', category: next }),
    }),
    [category, field, makes, loadingMakes, actor],
  );
}
