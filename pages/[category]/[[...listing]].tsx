/** /{category}/[[...listing]] — category listing (SPEC §2.2): [sub-category?, make?, model?] in the path, filters in the query. */
import type { GetServerSideProps } from 'next';
import { PAGE_AD_SLOTS } from '@/lib/ads/ad-slots';
import { ListingScreen } from '@/components/listing/listing-screen';
import { listingHref } from '@/lib/listing/listing-href';
import type { ListingPageData } from '@/lib/page/page-data.types';
import type { BasePageProps } from '@/lib/page/page-props';
import { loadListing } from '@/server/page/listing.loader';
import { loadPage } from '@/server/page/load-page';

type Props = BasePageProps & ListingPageData;

export const getServerSideProps: GetServerSideProps<Props> = (ctx) =>
  loadPage(ctx, {
    namespaces: ['listing', 'ui', 'savedSearches'],
    shared: true,
    adSlots: PAGE_AD_SLOTS.listing,
    load: loadListing,
  });

export default function ListingPage(props: Props) {
  // A new server-rendered search (pagination, a link) starts the listing flow afresh.
  return (
    <ListingScreen
      key={listingHref(props.query, { after: props.query.after, before: props.query.before })}
      {...props}
    />
  );
}
