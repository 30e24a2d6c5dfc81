/** /anunt-nou/selectcategory — choose what to sell (SPEC §2.3); posting needs a session (SPEC §2.4). */
import type { GetServerSideProps } from 'next';
import { SelectCategoryScreen } from '@/components/posting/select-category-screen';
import type { BasePageProps } from '@/lib/page/page-props';
import { loadPage } from '@/server/page/load-page';

export const getServerSideProps: GetServerSideProps<BasePageProps> = (ctx) =>
  loadPage(ctx, { namespaces: ['posting', 'listing'], auth: 'redirect' });

export default function SelectCategoryPage() {
  return <SelectCategoryScreen />;
}
