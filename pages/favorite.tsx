/** /favorite — the favourite adverts (SPEC §2.2, §2.6; docs/favourites.md). */
import type { GetServerSideProps } from 'next';
import { FavouritesPage } from '@/components/favourites/favourites-page';
import { type FavouritesPageProps, loadFavouritesPage } from '@/server/page/favourites.loader';

export const getServerSideProps: GetServerSideProps<FavouritesPageProps> = (ctx) => loadFavouritesPage(ctx);

export default function FavoritePage({ pageSession, signInUrl }: FavouritesPageProps) {
  return <FavouritesPage signedIn={pageSession !== null} signInUrl={signInUrl} />;
}
