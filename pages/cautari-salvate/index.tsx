/** /cautari-salvate — the saved searches (SPEC §2.2, §2.6; docs/saved-searches-screens.md). */
import type { GetServerSideProps } from 'next';
import { SavedSearchesPage } from '@/components/saved-searches/saved-searches-page';
import { loadSavedSearchesPage, type SavedSearchesPageProps } from '@/server/page/saved-searches.loader';

export const getServerSideProps: GetServerSideProps<SavedSearchesPageProps> = (ctx) => loadSavedSearchesPage(ctx);

export default function SavedSearches({ pageSession, signInUrl }: SavedSearchesPageProps) {
  return <SavedSearchesPage signedIn={pageSession !== null} signInUrl={signInUrl} />;
}
