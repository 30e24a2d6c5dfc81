/**
 * The heart on an ad card (SPEC §2.6 listing: follow or unfollow an ad card): the favourites flow
 * of the ad page, one per card, over the card's photo and above the title link's layer (a button
 * of its own, after the card's links in the tab order). It reads the page load's one store of
 * followed ids (docs/decisions/0033), so a page of cards asks the server once. Disabled until the
 * session and the list are known; nothing moves when it becomes usable, nor when its messages
 * appear (they hang over the card). Signed out, a kept advert is followed by the sign-in
 * invitation, back to this page; when the setting keeps favourites for accounts (SPEC §6) the
 * heart is a link to the sign-in and nothing is kept.
 */
import Link from 'next/link';
import { useTranslation } from 'react-i18next';
import { FavouriteNotes, Heart } from '@/components/advert/favourite-button';
import { authenticationRedirectPath } from '@/lib/session/auth-paths';
import { useFavourites } from '@/machines/favourites/use-favourites';
import { useFollowedAdvert, useSignInOnly } from '@/machines/favourites/use-followed-adverts';
import styles from './card-favourite.module.css';

/** Props of CardFavourite. */
export interface CardFavouriteProps {
  readonly advertId: string;
  /** The card's title: each heart of the page is named for its advert. */
  readonly title: string;
  /** A saved follow (true) or unfollow (false): the list's snackbar says so. */
  readonly onSaved: (followed: boolean) => void;
}

/** This page, for the sign-in to come back to (read when a message shows: after the session is known, in the browser). */
function here(): string {
  return typeof window === 'undefined' ? '/' : `${window.location.pathname}${window.location.search}`;
}

export function CardFavourite({ advertId, title, onSaved }: CardFavouriteProps) {
  const { t } = useTranslation(['common', 'errors']);
  const signInOnly = useSignInOnly();
  const state = useFollowedAdvert(advertId);
  const view = useFavourites({ advertId }, state, { onSaved: ({ followed }) => onSaved(followed) });
  if (signInOnly)
    return (
      <div className={styles.favourite}>
        <Link
          href={authenticationRedirectPath(here())}
          prefetch={false}
          className={styles.heart}
          aria-label={t('common:card.favourite.signInToAdd', { title })}
          title={t('common:card.favourite.signInToAdd', { title })}
        >
          <Heart filled={false} />
        </Link>
      </div>
    );
  const label = view.followed
    ? t('common:card.favourite.remove', { title })
    : t('common:card.favourite.add', { title });
  return (
    <div className={styles.favourite}>
      <button
        type="button"
        className={`${styles.heart} ${view.followed ? styles.followed : ''}`}
        aria-pressed={view.followed}
        aria-label={label}
        title={label}
        disabled={!view.ready || view.pending}
        onClick={view.toggle}
      >
        <Heart filled={view.followed} />
      </button>
      <FavouriteNotes
        view={view}
        signInHref={authenticationRedirectPath(here())}
        texts="common:card.favourite"
        classes={styles}
      />
    </div>
  );
}
