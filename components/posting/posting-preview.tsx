/**
 * The preview (SPEC §2.6 'a preview-before-publish mode offers Continue with activating the ad and
 * Edit ad'): the ad page's own body (components/advert/advert-body.tsx) — gallery, title, price,
 * key facts, specifications, equipment, description, place — drawn from what the form holds now.
 */
import { useTranslation } from 'react-i18next';
import { AdvertBody } from '@/components/advert/advert-body';
import { grossOf } from '@/lib/posting/posting-gross';
import { previewAdvert } from '@/lib/posting/preview-advert';
import type { PostingView } from '@/machines/posting/use-posting';
import type { PostingFormOptions } from '@/lib/posting/posting-form-options';
import styles from './posting.module.css';

export function PostingPreview({
  view,
  options,
  categoryId,
  categorySlug,
}: {
  view: PostingView;
  options: PostingFormOptions;
  categoryId: number;
  categorySlug: string;
}) {
  const { t } = useTranslation('posting');
  const advert = previewAdvert({
    values: view.values,
    choices: view.choices,
    photos: view.photos,
    places: options.places,
    category: { id: categoryId, slug: categorySlug },
    sellerName: '',
    gross: grossOf(view.values, options.priceRules).gross,
    now: new Date(),
  });
  return (
    <section aria-labelledby="preview-title" className={styles.preview}>
      <p id="preview-title" className={styles.note}>
        {t('preview.title')}
      </p>
      {/* Inside the wizard's step (an h2): the advert's title is an h3, its boxes h4. */}
      <AdvertBody advert={advert} titleLevel={3} idPrefix="preview-" />
    </section>
  );
}
