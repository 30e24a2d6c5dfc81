/**
 * A favourite: the listing's card (a price drop shows as the card shows it), then 'Elimină'; an
 * advert no longer active is marked and links to the similar adverts its page offers. A price
 * that went up since is said below the card ('Preț modificat: de la X la Y'; a drop shows on the
 * card itself, as on the listing). The actions
 * sit below the card, outside the layer of its title link that covers the card.
 */
import { useTranslation } from 'react-i18next';
import { AdCard } from '@/components/ads/ad-card';
import { formatPrice } from '@/lib/format/price';
import { SIMILAR_ID } from '@/components/advert/inactive-ad-screen';
import buttons from '@/components/ui/button.module.css';
import type { FavouriteAdvertView } from '@/machines/favourite-list/favourite-list.types';
import styles from './favourites.module.css';

/** Props of FavouriteCard. */
export interface FavouriteCardProps {
  readonly favourite: FavouriteAdvertView;
  readonly eager: boolean;
  /** A removal is under way. */
  readonly disabled: boolean;
  readonly onRemove: (advertId: string) => void;
}

export function FavouriteCard({ favourite, eager, disabled, onRemove }: FavouriteCardProps) {
  const { t } = useTranslation('favourites');
  const { advert, active, priceChange } = favourite;
  // The price now is the card's own (the change is in the advert's currency).
  const rise = priceChange && advert.price.amount > priceChange.previousAmount ? priceChange : null;
  return (
    <li className={styles.item} data-favourite={advert.id} data-active={active}>
      {active ? null : <p className={styles.inactive}>{t('inactive')}</p>}
      <AdCard advert={advert} heading="h3" eager={eager} />
      {rise ? (
        <p className={styles.priceChange}>
          {t('priceChange', {
            from: formatPrice(rise.previousAmount, advert.price.currency),
            to: formatPrice(advert.price.amount, advert.price.currency),
          })}
        </p>
      ) : null}
      <div className={styles.actions}>
        {active ? null : (
          <a
            href={`${advert.url}#${SIMILAR_ID}`}
            className={styles.similar}
            aria-label={t('similarLabel', { title: advert.title })}
          >
            {t('similar')}
          </a>
        )}
        <button
          type="button"
          className={`${buttons.button} ${buttons.secondary}`}
          disabled={disabled}
          aria-label={t('removeLabel', { title: advert.title })}
          onClick={() => onRemove(advert.id)}
        >
          {t('remove')}
        </button>
      </div>
    </li>
  );
}
