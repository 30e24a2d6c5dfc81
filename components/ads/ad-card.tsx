/**
 * An advert as a card (home, listing, similar adverts): photo, title, price with the other
 * currency approximated, facts with units per category, place, badges ('Promovat' over the photo
 * while a promotion bought with credits runs), the price indicator and
 * the seller (a dealer's name links to all their adverts, /vanzator/{id}). The whole card is
 * clickable through the title link (its ::after covers the card), so there is one link to the ad
 * per card for keyboard and screen-reader users; the dealer link sits above that layer. The link
 * prefetches the ad page when pointed at or touched, not when it scrolls into view (see SiteHeader).
 */
import Link from 'next/link';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeatureFlag } from '@/lib/feature-flags/use-feature-flags';
import type { AdvertCardView } from '@/lib/graphql/generated/page-operations';
import { formatPrice } from '@/lib/format/price';
import { advertFacts } from './advert-facts';
import { useShownBadges } from './use-shown-badges';
import styles from './ad-card.module.css';

/** Props of AdCard. */
export interface AdCardProps {
  advert: AdvertCardView;
  /** Heading level that fits the page outline. */
  heading?: 'h2' | 'h3';
  /** Load the photo at once (cards in the first screenful). */
  eager?: boolean;
  /** Fetch the photo before other images: the page's likely largest paint (the first card). */
  priority?: boolean;
  /**
   * Drawn over the card's corner, after its content (so after its links in the tab order) and
   * above the title link's layer: the favourite heart of the lists (components/ads/ad-card-list).
   */
  action?: ReactNode;
  /** Under the price: the listing's financing simulation (components/financing/card-financing). */
  financing?: ReactNode;
}

/** The price in the other currency, '≈ 12.345 EUR' next to a LEI price (and the reverse). */
export function approximatePrice(price: AdvertCardView['price']): string {
  return price.currency === 'LEI' ? formatPrice(price.amountEur, 'EUR') : formatPrice(price.amountLei, 'LEI');
}

export function AdCard({
  advert,
  heading: Heading = 'h3',
  eager = false,
  priority = false,
  action,
  financing,
}: AdCardProps) {
  const { t } = useTranslation('common');
  // Without sellerProfile (issue 15) there is no profile page: the dealer's name is plain text.
  const sellerProfile = useFeatureFlag('sellerProfile');
  const priceDropBanner = useFeatureFlag('priceDropBanner');
  const badges = useShownBadges(advert.badges);
  const photo = advert.mainPhoto;
  const indicator = advert.priceIndicator && advert.priceIndicator !== 'NONE' ? advert.priceIndicator : null;
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        {photo ? (
          <img
            src={photo.thumbnailUrl}
            alt=""
            width={photo.width}
            height={photo.height}
            loading={eager || priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            decoding="async"
            className={styles.photo}
          />
        ) : (
          <span className={styles.noPhoto}>{t('card.noPhoto')}</span>
        )}
        {advert.promoted && (
          <span className={styles.promoted} data-promoted="">
            {t('card.promoted')}
          </span>
        )}
        {advert.photoCount > 1 && (
          <span className={styles.photoCount}>{t('card.photoCount', { count: advert.photoCount })}</span>
        )}
      </div>
      <div className={styles.body}>
        <Heading className={styles.title}>
          <Link href={advert.url} prefetch={false} className={styles.link}>
            {advert.title}
          </Link>
        </Heading>
        <p className={styles.price}>
          {formatPrice(advert.price.amount, advert.price.currency)}
          <span className={styles.approx}>{t('card.approx', { value: approximatePrice(advert.price) })}</span>
        </p>
        {priceDropBanner && advert.priceDrop && (
          <p className={styles.drop}>
            <s>
              <span className="visually-hidden">{t('card.previousPrice')}: </span>
              {formatPrice(advert.priceDrop.previousAmount, advert.priceDrop.currency)}
            </s>{' '}
            <span className={styles.dropAmount}>
              {t('card.priceDrop', { amount: formatPrice(advert.priceDrop.amount, advert.priceDrop.currency) })}
            </span>
          </p>
        )}
        {financing}
        {indicator && (
          <p className={styles.indicator} data-level={indicator.toLowerCase()}>
            <span className="visually-hidden">{t('card.priceIndicator')}: </span>
            {t(`priceIndicator.${indicator}`)}
          </p>
        )}
        <ul className={styles.facts} aria-label={t('card.facts')}>
          {advertFacts(t, advert).map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
        </ul>
        <p className={styles.meta}>
          <span>
            {advert.location.cityName}, {advert.location.countyName}
          </span>
          {advert.seller.type === 'PROFESSIONAL' && !sellerProfile ? (
            <span className={styles.seller}>{advert.seller.name}</span>
          ) : advert.seller.type === 'PROFESSIONAL' ? (
            <a href={`/vanzator/${encodeURIComponent(advert.seller.id)}`} className={styles.sellerLink}>
              {advert.seller.name}
            </a>
          ) : (
            <span className={styles.seller}>{t(`sellerType.${advert.seller.type}`)}</span>
          )}
        </p>
        {(advert.isNew || badges.length > 0) && (
          <ul className={styles.badges} aria-label={t('card.badges')}>
            {advert.isNew && <li className={`${styles.badge} ${styles.newBadge}`}>{t('card.new')}</li>}
            {badges.map((badge) => (
              <li key={badge} className={styles.badge}>
                {t(`badge.${badge}`)}
              </li>
            ))}
          </ul>
        )}
      </div>
      {action}
    </article>
  );
}
