/**
 * Default head of every page (SPEC §2.6 app shell): viewport, title and description, Open Graph
 * and app links. Screens override title, description and og:title/og:description by rendering
 * their own <Head> tags with the same `key`s (next/head keeps the last one).
 */
import Head from 'next/head';
import { useTranslation } from 'react-i18next';
import { ANDROID_PACKAGE, APP_NAME, IOS_APP_STORE_ID, appDeepLink } from './app-links';

/** Props of SeoHead. */
export interface SeoHeadProps {
  siteOrigin: string;
  /** Current path, with its query. */
  path: string;
}

/** Open Graph image under public/ (1200×630). */
export const OG_IMAGE_PATH = '/og-image.png';

export function SeoHead({ siteOrigin, path }: SeoHeadProps) {
  const { t } = useTranslation('common');
  const title = t('meta.title');
  const description = t('meta.description');
  const deepLink = appDeepLink(path);
  return (
    <Head>
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title key="title">{title}</title>
      <meta key="description" name="description" content={description} />
      <meta key="og:type" property="og:type" content="website" />
      <meta key="og:site_name" property="og:site_name" content="Volan" />
      <meta key="og:locale" property="og:locale" content="ro_RO" />
      <meta key="og:title" property="og:title" content={title} />
      <meta key="og:description" property="og:description" content={description} />
      <meta key="og:url" property="og:url" content={`${siteOrigin}${path}`} />
      <meta key="og:image" property="og:image" content={`${siteOrigin}${OG_IMAGE_PATH}`} />
      <meta key="og:image:width" property="og:image:width" content="1200" />
      <meta key="og:image:height" property="og:image:height" content="630" />
      <meta key="al:ios:url" property="al:ios:url" content={deepLink} />
      <meta key="al:ios:app_store_id" property="al:ios:app_store_id" content={IOS_APP_STORE_ID} />
      <meta key="al:ios:app_name" property="al:ios:app_name" content={APP_NAME} />
      <meta key="al:android:url" property="al:android:url" content={deepLink} />
      <meta key="al:android:package" property="al:android:package" content={ANDROID_PACKAGE} />
      <meta key="al:android:app_name" property="al:android:app_name" content={APP_NAME} />
    </Head>
  );
}
