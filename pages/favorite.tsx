/** /favorite — the favourite adverts and saved searches tabs (SPEC §2.2, §2.6; docs/favourites.md). */
import type { GetServerSideProps } from 'next';
import { FavouritesPage } from '@/components/favourites/favourites-page';
import { SavedSearchesLink } from '@/components/favourites/saved-searches-link';
import { useFavouritesTab } from '@/components/favourites/use-favourites-tab';
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
      searchesPanel={<SavedSearchesLink />}
    />
  );
}
