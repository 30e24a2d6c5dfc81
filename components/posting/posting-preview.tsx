/**
 * The preview (SPEC §2.6 'a preview-before-publish mode offers Continue with activating the ad and
 * Edit ad'): the advert drawn with the ad page's own pieces — gallery, price, key facts,
 * specifications, equipment, description, location — from what the form holds now.
 */
import { useTranslation } from 'react-i18next';
import { advertFacts } from '@/components/ads/advert-facts';
import { AdvertGallery } from '@/components/advert/advert-gallery';
import { AdvertSpecs } from '@/components/advert/advert-specs';
import advertStyles from '@/components/advert/advert.module.css';
import { formatPrice } from '@/lib/format/price';
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
  const { t } = useTranslation(['posting', 'advert', 'common', 'vehicle']);
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
  const facts = advertFacts(t, advert);
  return (
    <section aria-labelledby="preview-title" className={styles.preview}>
      <p id="preview-title" className={styles.note}>
        {t('preview.title')}
      </p>
      <div className={advertStyles.top}>
        {advert.photos.length > 0 ? (
          <AdvertGallery photos={advert.photos} title={advert.title} />
        ) : (
          <p className={styles.noPhotos}>{t('preview.noPhotos')}</p>
        )}
        <div className={advertStyles.summary}>
          <h3 className={advertStyles.title}>{advert.title}</h3>
          <p className={advertStyles.price}>{formatPrice(advert.price.amount, advert.price.currency)}</p>
          {advert.price.net !== null && (
            <p className={advertStyles.net}>
              {t('advert:price.net', { price: formatPrice(advert.price.net, advert.price.currency) })}
            </p>
          )}
          <ul className={advertStyles.facts}>
            {facts.map((fact) => (
              <li key={fact}>{fact}</li>
            ))}
          </ul>
          {advert.isNew ? (
            <ul className={advertStyles.badges} aria-label={t('common:card.badges')}>
              <li>{t('common:card.new')}</li>
            </ul>
          ) : null}
          <p>
            {advert.location.cityName}, {advert.location.countyName}
          </p>
        </div>
      </div>
      <div className={advertStyles.details}>
        <section aria-labelledby="preview-specs" className={advertStyles.box}>
          <h3 id="preview-specs" className={advertStyles.boxTitle}>
            {t('advert:specs.title')}
          </h3>
          <AdvertSpecs advert={advert} />
        </section>
        {advert.equipment.length > 0 && (
          <section aria-labelledby="preview-equipment" className={advertStyles.box}>
            <h3 id="preview-equipment" className={advertStyles.boxTitle}>
              {t('advert:equipment')}
            </h3>
            <ul className={advertStyles.equipment}>
              {advert.equipment.map((item) => (
                <li key={item}>{t(`vehicle:equipment.${item}`, { defaultValue: item })}</li>
              ))}
            </ul>
          </section>
        )}
        {advert.description ? (
          <section aria-labelledby="preview-description" className={advertStyles.box}>
            <h3 id="preview-description" className={advertStyles.boxTitle}>
              {t('advert:description')}
            </h3>
            <p className={advertStyles.description}>{advert.description}</p>
          </section>
        ) : null}
      </div>
    </section>
  );
}
