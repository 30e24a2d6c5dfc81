/** /vanzator/{sellerId} — seller profile (SPEC §2.6): the seller and all their active adverts. */
import type { GetServerSideProps } from 'next';
import { SellerProfileScreen } from '@/components/sellers/seller-profile-screen';
import type { BasePageProps } from '@/lib/page/page-props';
import type { SellerProfilePageData } from '@/lib/page/sellers-page-data.types';
import { sellerProfileHref } from '@/lib/sellers/sellers-href';
import { loadPage } from '@/server/page/load-page';
import { loadSellerProfile } from '@/server/page/seller-profile.loader';

type Props = BasePageProps & SellerProfilePageData;

export const getServerSideProps: GetServerSideProps<Props> = (ctx) =>
  loadPage(ctx, { namespaces: ['sellers', 'listing', 'ui'], shared: true, load: loadSellerProfile });

export default function SellerProfilePage({ profile, listing, notices }: Props) {
  // A new server-rendered search (a page link, another seller) starts the listing flow afresh.
  const query = listing?.query ?? null;
  const key = query ? sellerProfileHref(profile.seller.id, query.category, query, query) : profile.seller.id;
  return <SellerProfileScreen key={key} profile={profile} listing={listing} notices={notices} />;
}
