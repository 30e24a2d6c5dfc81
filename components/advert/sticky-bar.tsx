/**
 * The ad page's sticky bar (SPEC §2.6): after the price has scrolled out of view, the title, the
 * price, 'Trimite mesaj' (the seller box's contact dialog), 'Vezi numărul' (the same reveal as
 * the seller box) and the favourite heart (the summary's flow). Fixed to the top on wide screens
 * and to the bottom on phones; it covers content rather than moving it (no layout shift), and it
 * is not rendered at all (nor on the keyboard's path) while the price is in view.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import buttons from '@/components/ui/button.module.css';
import type { FavouritesView } from '@/machines/favourites/use-favourites';
import type { PhoneRevealView } from '@/machines/phone-reveal/use-phone-reveal';
import { FavouriteButton } from './favourite-button';
import { PhoneReveal } from './phone-reveal';
import styles from './sticky-bar.module.css';

export interface StickyBarProps {
  readonly visible: boolean;
  readonly title: string;
  readonly price: string;
  /** Null: the seller gave no number (the bar has no button). */
  readonly phone: { view: PhoneRevealView; masked: string } | null;
  /** Opens the page's contact dialog; null where the seller box offers none (own advert, session loading). */
  readonly onMessage: (() => void) | null;
  /** The summary's favourite heart (the page's one flow) and the page's path for its sign-in invitation. */
  readonly favourite?: { view: FavouritesView; advertPath: string; signInOnly?: boolean } | null;
  /** The financing placement (sticky-bar-cta) under the price; null when it is not shown. */
  readonly financing?: ReactNode;
}

export function StickyBar({
  visible,
  title,
  price,
  phone,
  onMessage,
  favourite = null,
  financing = null,
}: StickyBarProps) {
  const { t } = useTranslation('advert');
  if (!visible) return null;
  return (
    <div className={styles.bar} role="region" aria-label={t('sticky.label')}>
      <div className={`container ${styles.inner}`}>
        <p className={financing ? `${styles.text} ${styles.withFinancing}` : styles.text}>
          <span className={styles.title}>{title}</span>
          <strong className={styles.price}>{price}</strong>
          {financing}
        </p>
        <div className={styles.actions}>
          {onMessage && (
            <button
              type="button"
              className={`${buttons.button} ${buttons.secondary} ${styles.message}`}
              onClick={onMessage}
              aria-haspopup="dialog"
            >
              {t('contact.open')}
            </button>
          )}
          {phone && <PhoneReveal view={phone.view} masked={phone.masked} compact />}
        </div>
        {/* Last on the keyboard's path; on phones drawn beside the price, so the two buttons keep their line. */}
        {favourite && (
          <div className={styles.favourite}>
            <FavouriteButton
              view={favourite.view}
              advertPath={favourite.advertPath}
              signInOnly={favourite.signInOnly}
              compact
            />
          </div>
        )}
      </div>
    </div>
  );
}
