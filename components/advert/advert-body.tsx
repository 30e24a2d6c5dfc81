/**
 * The advert as buyers see it (SPEC §2.6 ad details): gallery, title, price, key facts and badges,
 * then specifications, equipment, description and place. The ad page and the posting wizard's
 * preview both draw it, so the preview is the ad page; each passes what only it has (the seller
 * box, the price history, the VIN check...) through the slots.
 */
import type { TFunction } from 'i18next';
import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { advertFacts } from '@/components/ads/advert-facts';
import { useShownBadges } from '@/components/ads/use-shown-badges';
import type { AdvertView } from '@/lib/graphql/generated/page-operations';
import { formatPrice } from '@/lib/format/price';
import { AdvertGallery } from './advert-gallery';
import { AdvertSpecs } from './advert-specs';
import styles from './advert.module.css';

/** The advert's facts line ('2018 · 3.500 ore · 150 CP · 7,5 t'), per its category. */
export function advertViewFacts(t: TFunction, advert: AdvertView): string[] {
  return advertFacts(t, { ...advert, categorySlug: advert.category.slug });
}

/** Props of AdvertBody. */
export interface AdvertBodyProps {
  readonly advert: AdvertView;
  /** The title's heading level: 1 on the ad page, 3 inside the wizard's step; the boxes' titles are one level below. */
  readonly titleLevel: 1 | 3;
  /** Prefix of the boxes' heading ids (two bodies on one page must not share them). */
  readonly idPrefix?: string;
  readonly priceRef?: Ref<HTMLParagraphElement>;
  /** Right under the price (the price drop, the price indicator). */
  readonly priceBadges?: ReactNode;
  /** Under the net price (how long the advert has been online). */
  readonly priceNotes?: ReactNode;
  /** At the end of the summary column (the seller and the contact form). */
  readonly summaryEnd?: ReactNode;
  /**
   * Between the summary and the details (the ad page's sticky bar: on the keyboard's path it comes
   * right after the contact button, wherever it is drawn).
   */
  readonly afterSummary?: ReactNode;
  /** After the specifications (the price indicator's explanation, the price history, the VIN check). */
  readonly afterSpecs?: ReactNode;
  /** Last of the details (the advert's id, share, report). */
  readonly footer?: ReactNode;
}

export function AdvertBody(props: AdvertBodyProps) {
  const { advert, idPrefix = '' } = props;
  const { t } = useTranslation(['advert', 'common', 'vehicle']);
  const Title = props.titleLevel === 1 ? 'h1' : 'h3';
  const Box = props.titleLevel === 1 ? 'h2' : 'h4';
  const facts = advertViewFacts(t, advert);
  const badges = useShownBadges(advert.badges);
  const box = (name: string, title: string, body: ReactNode) => (
    <section aria-labelledby={`${idPrefix}${name}-title`} className={styles.box}>
      <Box id={`${idPrefix}${name}-title`} className={styles.boxTitle}>
        {title}
      </Box>
      {body}
    </section>
  );
  return (
    <>
      <div className={styles.top}>
        <AdvertGallery photos={advert.photos} title={advert.title} />
        <div className={styles.summary}>
          <Title className={styles.title}>{advert.title}</Title>
          <p className={styles.price} ref={props.priceRef}>
            {formatPrice(advert.price.amount, advert.price.currency)}
          </p>
          {props.priceBadges}
          {advert.price.net !== null && (
            <p className={styles.net}>
              {t('advert:price.net', { price: formatPrice(advert.price.net, advert.price.currency) })}
            </p>
          )}
          {props.priceNotes}
          <ul className={styles.facts}>
            {facts.map((fact) => (
              <li key={fact}>{fact}</li>
            ))}
          </ul>
          {(advert.isNew || badges.length > 0) && (
            <ul className={styles.badges} aria-label={t('common:card.badges')}>
              {advert.isNew && <li>{t('common:card.new')}</li>}
              {badges.map((badge) => (
                <li key={badge}>{t(`common:badge.${badge}`)}</li>
              ))}
            </ul>
          )}
          {props.summaryEnd}
        </div>
      </div>
      {props.afterSummary}
      <div className={styles.details}>
        {box('specs', t('advert:specs.title'), <AdvertSpecs advert={advert} />)}
        {props.afterSpecs}
        {advert.equipment.length > 0 &&
          box(
            'equipment',
            t('advert:equipment'),
            <ul className={styles.equipment}>
              {advert.equipment.map((item) => (
                <li key={item}>{t(`vehicle:equipment.${item}`, { defaultValue: item })}</li>
              ))}
            </ul>,
          )}
        {advert.description.trim() !== '' &&
          box('description', t('advert:description'), <p className={styles.description}>{advert.description}</p>)}
        {box(
          'location',
          t('advert:location'),
          <p>
            {advert.location.cityName}, {advert.location.countyName}
          </p>,
        )}
        {props.footer}
      </div>
    </>
  );
}
