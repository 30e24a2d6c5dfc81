/**
 * A responsive grid of advert cards, each with its favourite heart (SPEC §2.6: follow or unfollow
 * an ad card) and one snackbar for the list's 'Adăugat la favorite' / 'Eliminat din favorite'.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CardFavourite } from '@/components/favourites/card-favourite';
import { Snackbar } from '@/components/ui/snackbar/snackbar';
import type { AdvertCardView } from '@/lib/graphql/generated/page-operations';
import { useSnackbar } from '@/machines/snackbar/use-snackbar';
import { AdCard } from './ad-card';
import styles from './ad-card-list.module.css';

/** Props of AdCardList. */
export interface AdCardListProps {
  adverts: AdvertCardView[];
  heading?: 'h2' | 'h3';
  /** How many leading cards load their photo at once; the first of them is fetched with high priority. */
  eagerCount?: number;
  /** Accessible name of the list. */
  label?: string;
  /** The favourite hearts (default); false where a card has other actions. */
  favourites?: boolean;
  /** Each card's financing simulation (the listing's; `index` 0-based on the page). */
  cardFinancing?: (advert: AdvertCardView, index: number) => ReactNode;
}

export function AdCardList({
  adverts,
  heading,
  eagerCount = 0,
  label,
  favourites = true,
  cardFinancing,
}: AdCardListProps) {
  const { t } = useTranslation('common');
  const snackbar = useSnackbar();
  const onSaved = (followed: boolean) =>
    snackbar.show('favourite', followed ? t('card.favourite.added') : t('card.favourite.removed'));
  return (
    <>
      <ul className={styles.grid} aria-label={label}>
        {adverts.map((advert, index) => (
          <li key={advert.id}>
            <AdCard
              advert={advert}
              heading={heading}
              eager={index < eagerCount}
              priority={index === 0 && eagerCount > 0}
              financing={cardFinancing?.(advert, index)}
              action={
                favourites ? <CardFavourite advertId={advert.id} title={advert.title} onSaved={onSaved} /> : undefined
              }
            />
          </li>
        ))}
      </ul>
      {favourites && <Snackbar view={snackbar} />}
    </>
  );
}
