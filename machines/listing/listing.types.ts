/** Context, events and input of the listing page machine (SPEC §2.6 search and listing). */
import type { AdvertSort } from '@/lib/ads/advert-enums';
import type { ListingNotice, ListingQuery, ParsedListing } from '@/lib/listing/listing-query';
import type { ListingData, ListingOutcome } from '@/lib/listing/listing-search';

/** What the page hands the machine: the search the server rendered and its data. */
export interface ListingInput {
  readonly search: ParsedListing;
  readonly data: ListingData;
}

/** The machine's data. */
export interface ListingContext {
  /** The search the results belong to (the URL's). */
  readonly query: ListingQuery;
  /** The search being edited; equals `query` when nothing is pending. */
  readonly draft: ListingQuery;
  /** Why parts of the URL or of the search were dropped. */
  readonly notices: readonly ListingNotice[];
  /** The draft's parse notices (a value typed with letters), shown next to the fields. */
  readonly draftNotices: readonly ListingNotice[];
  readonly data: ListingData;
  /** How many adverts the draft would show (the mobile sheet's button); null: unknown. */
  readonly count: number | null;
  /** Changes when the form must show another search than the one typed (history, chips). */
  readonly formKey: string;
}

/** Everything the listing can be told. */
export type ListingEvent =
  /** Text or a range typed: applied after a pause. */
  | { type: 'filters.edit'; search: ParsedListing }
  /** A choice made (select, chip removed, 'Show results'): applied at once. */
  | { type: 'filters.set'; search: ParsedListing; remount?: boolean }
  | { type: 'sort.change'; sort: AdvertSort }
  /** Back / forward: the URL's search, already in the address bar. */
  | { type: 'history.restore'; search: ParsedListing }
  | { type: 'search.retry' };

/** What the search actor returns. */
export type ListingSearchOutput = ListingOutcome;
