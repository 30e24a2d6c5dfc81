/**
 * The saved-search popover of the listing, wired: the session decides between the form and the
 * sign-in invitation (the button waits until it is known, so nothing moves), a saved search is
 * announced by the snackbar ('Căutare salvată'). Kept out of components/listing so the listing
 * only places it.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Snackbar } from '@/components/ui/snackbar/snackbar';
import type { ListingCity } from '@/lib/listing/listing-filters';
import { toAdvertFilters } from '@/lib/listing/listing-filters';
import { listingHref } from '@/lib/listing/listing-href';
import type { ListingQuery } from '@/lib/listing/listing-query';
import { defaultSearchName } from '@/lib/saved-searches/saved-search-rules';
import type { SearchToSave } from '@/lib/saved-searches/saved-search.types';
import { authenticationRedirectPath } from '@/lib/session/auth-paths';
import { useSavedSearch, type SavedSearchDeps } from '@/machines/saved-search/use-saved-search';
import { useViewerIds } from '@/machines/session/use-session';
import { useSnackbar } from '@/machines/snackbar/use-snackbar';
import { SaveSearchPopover } from './save-search-popover';

/** Props of SaveSearchButton. */
export interface SaveSearchButtonProps {
  /** The search the results belong to. */
  readonly query: ListingQuery;
  /** What the listing shows of it, in order: the heading, then each filter's label. */
  readonly summaryParts: readonly string[];
  /** Resolves the city of the search into its id (the filters the listing sends). */
  readonly cities: readonly ListingCity[];
}

interface FlowProps {
  readonly signedIn: boolean;
  readonly summary: string;
  readonly search: SearchToSave;
  readonly signInUrl: string;
  readonly deps?: SavedSearchDeps;
}

/** Closes the popover when the listing's search changes under it: it would save the one it was opened for. */
function useCloseOnChange(key: string, close: () => void): void {
  const shown = useRef(key);
  useEffect(() => {
    if (shown.current === key) return;
    shown.current = key;
    close();
  }, [key, close]);
}

/** The popover's flow for a known session (model tests render it with parked calls). */
export function SaveSearchFlow({ signedIn, summary, search, signInUrl, deps = {} }: FlowProps) {
  const { t } = useTranslation('savedSearches');
  const snackbar = useSnackbar();
  const view = useSavedSearch(
    { signedIn },
    {
      ...deps,
      onSaved: (saved) => {
        deps.onSaved?.(saved);
        snackbar.show('savedSearch', t('popover.saved'));
      },
    },
  );
  useCloseOnChange(JSON.stringify(search), view.close);
  return (
    <>
      <SaveSearchPopover view={view} summary={summary} search={search} signInUrl={signInUrl} />
      <Snackbar view={snackbar} />
    </>
  );
}

const idle = {
  open: false,
  invitingSignIn: false,
  editing: false,
  name: '',
  frequency: 'DAILY',
  saving: false,
  refusal: null,
  failure: null,
  saved: null,
  openFor: () => {},
  close: () => {},
  changeName: () => {},
  changeFrequency: () => {},
  save: () => {},
  retry: () => {},
} as const;

export function SaveSearchButton({ query, summaryParts, cities }: SaveSearchButtonProps) {
  const viewer = useViewerIds();
  const href = listingHref(query);
  const search: SearchToSave = { categorySlug: query.category, filters: toAdvertFilters(query, cities) };
  const summary = defaultSearchName(summaryParts);
  const signInUrl = authenticationRedirectPath(href);
  if (viewer === null)
    return <SaveSearchPopover view={idle} summary={summary} search={search} signInUrl={signInUrl} disabled />;
  const signedIn = viewer.length > 0;
  // A new flow when the session changes (signed out in another tab): its input is read once.
  return (
    <SaveSearchFlow
      key={String(signedIn)}
      signedIn={signedIn}
      summary={summary}
      search={search}
      signInUrl={signInUrl}
    />
  );
}
