/** Context, events and input of the home quick search (SPEC §2.6 home, issue 10). */
import type { FilterOptionView } from '@/lib/graphql/generated/page-operations';

/** Makes of a category with their advert counts, as the listing's facets give them. */
export type QuickSearchMakes = readonly FilterOptionView[];

/** What the home page hands the machine: the category shown first and the makes it loaded. */
export interface QuickSearchInput {
  readonly category: string;
  /** Makes already known, by category slug (the page loads the first category's). */
  readonly makes: Readonly<Record<string, QuickSearchMakes>>;
}

/** The machine's data. */
export interface QuickSearchContext {
  readonly category: string;
  /** Makes loaded so far, by category slug (asked once per category). */
  readonly makes: Readonly<Record<string, QuickSearchMakes>>;
}

/** Everything the quick search can be told. */
export type QuickSearchEvent = { type: 'category.change'; category: string };

/** What loadMakes returns: the category asked and its makes. */
export interface LoadedMakes {
  readonly category: string;
  readonly makes: QuickSearchMakes;
}
