/** The card of the city chosen on the map: its adverts count and a link to the listing of that city. */
import Link from 'next/link';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format/number';
import type { ListingQuery } from '@/lib/listing/listing-query';
import { cityListingHref } from '@/lib/map/map-href';
import type { MapPoint } from '@/lib/map/map-types';
import styles from './map-search.module.css';

/** Props of MapCityCard. */
export interface MapCityCardProps {
  categorySlug: string;
  /** The map's filters: the city's listing keeps them. */
  query: ListingQuery;
  city: MapPoint;
  onClose: () => void;
}

export function MapCityCard({ categorySlug, query, city, onClose }: MapCityCardProps) {
  const { t } = useTranslation('map');
  const link = useRef<HTMLAnchorElement>(null);
  // The card opens from a marker; the keyboard continues in the card.
  useEffect(() => {
    link.current?.focus({ preventScroll: true });
  }, [city.cityId]);
  const title = t('cityCard.title', { city: city.cityName, county: city.countyName });
  return (
    <section
      className={styles.cityCard}
      aria-label={title}
      data-city-card={city.cityId}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <h2 className={styles.cityTitle}>{title}</h2>
      <p>{t('cityCard.count', { count: city.advertCount, n: formatNumber(city.advertCount) })}</p>
      <Link ref={link} href={cityListingHref(categorySlug, city, query)} className={styles.cityLink}>
        {t('cityCard.link', { city: city.cityName })}
      </Link>
      <button type="button" className={styles.close} onClick={onClose} aria-label={t('cityCard.close')}>
        ×
      </button>
    </section>
  );
}
