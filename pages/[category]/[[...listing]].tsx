/** /{category}/[[...listing]] — category listing (SPEC §2.2): [make?, model?] in the path, filters in the query. */
import type { GetServerSideProps } from 'next';
import { ListingScreen } from '@/components/listing/listing-screen';
import type { ListingPageData } from '@/lib/page/page-data.types';
import type { BasePageProps } from '@/lib/page/page-props';
import { loadListing } from '@/server/page/listing.loader';
import { loadPage } from '@/server/page/load-page';

type Props = BasePageProps & ListingPageData;

export const getServerSideProps: GetServerSideProps<Props> = (ctx) =>
  loadPage(ctx, { namespaces: ['listing', 'ui'], shared: true, load: loadListing });

export default function ListingPage({ query, notices, results, filters, summaryCount }: Props) {
  return (
    <ListingScreen query={query} notices={notices} results={results} filters={filters} summaryCount={summaryCount} />
  );
}
