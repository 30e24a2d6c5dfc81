/**
 * The saved searches of the signed-in viewer, with their flow: the body of /cautari-salvate and of
 * the 'Căutări salvate' tab of /favorite. The page that shows it loads the `savedSearches`
 * catalogue (and 'ui', the dialog's frame) and renders it for a signed-in viewer only.
 */
import { useSavedSearchList, type SavedSearchListDeps } from '@/machines/saved-search-list/use-saved-search-list';
import { SavedSearchesScreen } from './saved-searches-screen';

/** Props of SavedSearchesPanel. */
export interface SavedSearchesPanelProps {
  /** The title's level: h1 on its own page (default), h2 inside a tab. */
  readonly heading?: 'h1' | 'h2';
  /** Replacement calls and navigation (tests). */
  readonly deps?: SavedSearchListDeps;
}

export function SavedSearchesPanel({ heading = 'h1', deps }: SavedSearchesPanelProps) {
  const view = useSavedSearchList(deps);
  return <SavedSearchesScreen view={view} heading={heading} />;
}
