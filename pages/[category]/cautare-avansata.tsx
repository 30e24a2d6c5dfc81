/** /{category}/cautare-avansata — advanced search: every filter of the category on one page, with the live count. */
import type { GetServerSideProps } from 'next';
import { AdvancedSearchScreen } from '@/components/listing/advanced-search-screen';
import type { ListingPageData } from '@/lib/page/page-data.types';
import type { BasePageProps } from '@/lib/page/page-props';
import { loadAdvancedSearch } from '@/server/page/listing.loader';
import { loadPage } from '@/server/page/load-page';

type Props = BasePageProps & ListingPageData;

export const getServerSideProps: GetServerSideProps<Props> = (ctx) =>
  loadPage(ctx, { namespaces: ['listing', 'ui'], shared: true, load: loadAdvancedSearch });

export default function AdvancedSearchPage(props: Props) {
  return <AdvancedSearchScreen {...props} />;
}
