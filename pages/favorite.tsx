/** /favorite — the favourite adverts and saved searches tabs (SPEC §2.2, §2.6; docs/favourites.md). */
import type { GetServerSideProps } from 'next';
import { FavouritesPage } from '@/components/favourites/favourites-page';
import { useFavouritesTab } from '@/components/favourites/use-favourites-tab';
import { SavedSearchesPanel } from '@/components/saved-searches/saved-searches-panel';
import { type FavouritesPageProps, loadFavouritesPage } from '@/server/page/favourites.loader';

export const getServerSideProps: GetServerSideProps<FavouritesPageProps> = (ctx) => loadFavouritesPage(ctx);

export default function FavoritePage({ pageSession, signInUrl }: FavouritesPageProps) {
  const { tab, select } = useFavouritesTab();
  return (
    <FavouritesPage
      signedIn={pageSession !== null}
      signInUrl={signInUrl}
      tab={tab}
      onTabChange={select}
      // The searches load when their tab is opened, not with the adverts.
      searchesPanel={tab === 'cautari' ? <SavedSearchesPanel heading="h2" /> : null}
    />
  );
}
