/** /dealeri — professionals listing (SPEC §2.6): dealers with active adverts. */
import type { GetServerSideProps } from 'next';
import { ProfessionalsScreen } from '@/components/sellers/professionals-screen';
import type { BasePageProps } from '@/lib/page/page-props';
import type { ProfessionalsPageData } from '@/lib/page/sellers-page-data.types';
import { loadPage } from '@/server/page/load-page';
import { loadProfessionals } from '@/server/page/professionals.loader';
import { professionalsAddress } from '@/lib/sellers/sellers-href';

type Props = BasePageProps & ProfessionalsPageData;

export const getServerSideProps: GetServerSideProps<Props> = (ctx) =>
  loadPage(ctx, { namespaces: ['sellers'], shared: true, load: loadProfessionals });

export default function ProfessionalsPage({ query, notices, results, facets }: Props) {
  // A new server-rendered search (a page link, a link from elsewhere) starts the flow afresh.
  return (
    <ProfessionalsScreen
      key={professionalsAddress(query)}
      query={query}
      notices={notices}
      results={results}
      facets={facets}
    />
  );
}
