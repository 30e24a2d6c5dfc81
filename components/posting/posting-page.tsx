/** The body of every posting page: the wizard, or why this account cannot post. */
import { useRouter } from 'next/router';
import { useTranslation } from 'react-i18next';
import type { PostingPageData } from '@/lib/page/posting-page.types';
import { routeUrl } from '@/lib/routes/navigate';
import { PostingScreen } from './posting-screen';
import styles from './posting.module.css';

export function PostingPage(data: PostingPageData) {
  const { t } = useTranslation(['posting', 'categories', 'listing']);
  const router = useRouter();
  const category = t(`categories:${data.categorySlug}`);
  const categoryLabel = data.subcategorySlug
    ? `${category} · ${t(`listing:subcategory.${data.subcategorySlug}`)}`
    : category;
  if (data.refusal)
    return (
      <div className={`container ${styles.page}`}>
        <p role="alert" className={styles.panel}>
          {t(data.refusal)}
        </p>
      </div>
    );
  const here = router.asPath;
  return (
    <PostingScreen
      start={{
        categoryId: data.categoryId,
        subcategoryId: data.subcategoryId,
        mode: data.mode,
        advertId: data.advertId,
        draftId: data.draftId,
        values: data.values,
        step: data.step,
        identityLocked: data.identityLocked,
        today: data.today,
        photos: data.photos,
      }}
      serverUpdatedAt={data.updatedAt}
      categoryLabel={categoryLabel}
      categorySlug={data.categorySlug}
      options={data.options}
      signInUrl={`${routeUrl('authentication')}?redirectUrl=${encodeURIComponent(here)}`}
    />
  );
}
