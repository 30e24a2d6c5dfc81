/**
 * useListing(input): runs the listing machine with the browser's searches and the router, and
 * returns the view the listing screen draws (values, booleans, intents; never the snapshot).
 * Applied searches go into the address bar by shallow routing (model tests give their own actors and
 * navigation); back and forward (a popstate to an
 * address the machine did not write) restore the search.
 */
import { useActorRef, useSelector } from '@xstate/react';
import Router from 'next/router';
import { useEffect, useMemo, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import type { AdvertSort } from '@/lib/ads/advert-enums';
import type { AdvertFiltersInput } from '@/lib/graphql/generated/page-operations';
import type { ListingCity } from '@/lib/listing/listing-filters';
import { listingHref } from '@/lib/listing/listing-href';
import type { ListingNotice, ListingQuery, ParsedListing } from '@/lib/listing/listing-query';
import type { ListingData } from '@/lib/listing/listing-search';
import { parseListingUrl } from '@/lib/listing/listing-url';
import { flowInspector } from '../flow-inspector';
import { listingMachine } from './listing.machine';
import type { ListingInput, ListingSearchOutput } from './listing.types';

/** Pause after a change before the count is asked (the count actor waits it; a newer change aborts it). */
export const COUNT_DELAY_MS = 300;

/** The browser's searches, loaded with the first one (they bring the operations' documents). */
const client = () => import('@/lib/listing/listing-client');

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new Error('superseded'));
    });
  });
}

/** What the listing screen shows and can ask for. */
export interface ListingView {
  /** The search the results belong to. */
  readonly query: ListingQuery;
  /** The search as edited (the form's values). */
  readonly draft: ListingQuery;
  readonly notices: readonly ListingNotice[];
  /** Problems of what is being typed (letters in a number), shown next to the fields. */
  readonly draftNotices: readonly ListingNotice[];
  readonly data: ListingData;
  /** The draft's advert count for 'Show results ({number} ads)'; null: unknown. */
  readonly count: number | null;
  /** The form remounts when this changes (a restored search replaces what was typed). */
  readonly formKey: string;
  /** Results are being fetched (the list dims). */
  readonly loading: boolean;
  /** The search failed: the filters stay, `retry` asks again. */
  readonly failed: boolean;
  readonly empty: boolean;
  /** The count is being fetched. */
  readonly counting: boolean;
  readonly edit: (search: ParsedListing) => void;
  readonly set: (search: ParsedListing, remount?: boolean) => void;
  readonly sortBy: (sort: AdvertSort) => void;
  readonly retry: () => void;
}

/** Options of useListing. */
export interface UseListingOptions {
  /** The address of an applied search; default the listing URL. */
  readonly address?: (query: ListingQuery) => string;
  /** Back / forward restore searches (the listing itself; not the advanced search). */
  readonly followHistory?: boolean;
  /** Filters added to every search and count (the seller profile: the listing with `sellerId`). */
  readonly scope?: AdvertFiltersInput;
  /** Reads an address of this page back into a search (null: another page); default the listing URL of the category. */
  readonly parseAddress?: (href: string) => ParsedListing | null;
  /** Replacements for the browser's search and count (model tests). */
  readonly actors?: Partial<ReturnType<typeof browserActors>>;
  /** Writes an applied search into the address bar; default shallow routing. */
  readonly navigate?: (href: string) => void;
}

/** The search and the count as the browser asks them (GraphQL, loaded with the first one). */
function browserActors(cities: readonly ListingCity[], scope: AdvertFiltersInput | undefined) {
  return {
    search: fromPromise<ListingSearchOutput, { query: ListingQuery }>(async ({ input: { query } }) =>
      (await client()).searchInBrowser(query, cities, scope),
    ),
    count: fromPromise<number, { query: ListingQuery }>(async ({ input: { query }, signal }) => {
      await pause(COUNT_DELAY_MS, signal);
      return (await client()).countInBrowser(query, cities, signal, scope);
    }),
  };
}

const shallowPush = (href: string) => {
  void Router.push(href, undefined, { shallow: true, scroll: false });
};

const listingAddress = (query: ListingQuery): string => listingHref(query);

/** Runs the listing flow for the page's server-rendered search. */
export function useListing(
  input: ListingInput,
  cities: readonly ListingCity[],
  options: UseListingOptions = {},
): ListingView {
  const { address = listingAddress, followHistory = true, scope, parseAddress, navigate = shallowPush } = options;
  const written = useRef(address(input.search.query));
  const [logic] = useState(() =>
    listingMachine.provide({
      actors: { ...browserActors(cities, scope), ...options.actors },
      actions: {
        pushUrl: ({ context }) => {
          const href = address(context.draft);
          if (href === written.current) return;
          written.current = href;
          navigate(href);
        },
      },
    }),
  );
  const actor = useActorRef(logic, { input, inspect: flowInspector });
  const context = useSelector(actor, (s) => s.context);
  const loading = useSelector(actor, (s) => s.matches({ search: 'loading' }) || s.matches({ search: 'applying' }));
  const failed = useSelector(actor, (s) => s.matches({ search: 'error' }));
  const empty = useSelector(actor, (s) => s.matches({ search: 'empty' }));
  const counting = useSelector(actor, (s) => !s.matches({ count: 'idle' }));

  // Back / forward: the address bar shows a search the machine did not write. Read from the
  // window (not the router's asPath, which lags while a shallow push is still settling).
  const category = input.search.query.category;
  useEffect(() => {
    if (!followHistory) return undefined;
    const onPopState = () => {
      const here = `${window.location.pathname}${window.location.search}`;
      const search = parseAddress ? parseAddress(here) : parseListingUrl(here);
      if (!search || (!parseAddress && search.query.category !== category)) return;
      const href = address(search.query);
      if (href === written.current) return;
      written.current = href;
      actor.send({ type: 'history.restore', search });
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [actor, category, followHistory, address, parseAddress]);

  return useMemo(
    () => ({
      query: context.query,
      draft: context.draft,
      notices: context.notices,
      draftNotices: context.draftNotices,
      data: context.data,
      count: context.count,
      formKey: context.formKey,
      loading,
      failed,
      empty,
      counting,
      edit: (search) => actor.send({ type: 'filters.edit', search }),
      set: (search, remount) => actor.send({ type: 'filters.set', search, ...(remount ? { remount } : {}) }),
      sortBy: (sort) => actor.send({ type: 'sort.change', sort }),
      retry: () => actor.send({ type: 'search.retry' }),
    }),
    [context, loading, failed, empty, counting, actor],
  );
}
