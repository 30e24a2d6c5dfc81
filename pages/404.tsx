/** /404 — not found (SPEC §2.6). Static, so its translations come from getStaticProps. */
import type { GetStaticProps } from 'next';
import { NotFoundScreen } from '@/components/errors/not-found-screen';
import type { BasePageProps } from '@/lib/page/page-props';
import { loadStaticPageProps } from '@/server/page/load-page';

export const getStaticProps: GetStaticProps<BasePageProps> = async () => ({
  props: await loadStaticPageProps([], '/404'),
});

export default function NotFoundPage() {
  return <NotFoundScreen />;
}
