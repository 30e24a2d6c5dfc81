/**
 * Head tags of the explorer pages: their own title, and noindex, since /flows is a tool for the
 * team, not a page for search engines.
 */
import Head from 'next/head';
import { useTranslation } from 'react-i18next';

export function FlowsHead({ title }: { title: string }) {
  const { t } = useTranslation('flows');
  const full = t('meta.title', { title });
  return (
    <Head>
      <title key="title">{full}</title>
      <meta key="og:title" property="og:title" content={full} />
      <meta key="robots" name="robots" content="noindex" />
    </Head>
  );
}
