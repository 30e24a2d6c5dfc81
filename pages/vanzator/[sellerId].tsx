/** /vanzator/{sellerId} — seller profile (SPEC §2.6): the seller and all their active adverts. */
import type { GetServerSideProps } from 'next';
import { SellerProfileScreen } from '@/components/sellers/seller-profile-screen';
import type { BasePageProps } from '@/lib/page/page-props';
import type { SellerProfilePageData } from '@/lib/page/sellers-page-data.types';
import { loadPage } from '@/server/page/load-page';
import { loadSellerProfile } from '@/server/page/seller-profile.loader';

type Props = BasePageProps & SellerProfilePageData;

export const getServerSideProps: GetServerSideProps<Props> = (ctx) =>
  loadPage(ctx, { namespaces: ['sellers'], shared: true, load: loadSellerProfile });

export default function SellerProfilePage({ profile, category, query, notices, results, makes }: Props) {
  return (
    <SellerProfileScreen
      profile={profile}
      category={category}
      query={query}
      notices={notices}
      results={results}
      makes={makes}
    />
  );
}
