/**
 * The heart of the ad page's summary and sticky bar (SPEC §2.6 favourites, §6): 'Adaugă la
 * favorite' / 'Elimină din favorite' (aria-pressed), disabled until the session and the viewer's
 * list are known (the page is the same for everybody, so the button is there from the first paint
 * and nothing moves) and while a change is saved. Signed out, a kept advert is followed by the
 * sign-in invitation, back to this page; when the FAVOURITES_ANONYMOUS setting keeps favourites for
 * accounts (SPEC §6), a visitor's heart is a link to the sign-in instead, same place and size.
 * Both copies render the page's one view (useAdvertFavourite).
 */
import Link from 'next/link';
import { useTranslation } from 'react-i18next';
import { Snackbar, type SnackbarView } from '@/components/ui/snackbar/snackbar';
import { authenticationRedirectPath } from '@/lib/session/auth-paths';
import { useFavourites, type FavouritesView } from '@/machines/favourites/use-favourites';
import { useFollowedAdvert, useSignInOnly } from '@/machines/favourites/use-followed-adverts';
import { useSnackbar } from '@/machines/snackbar/use-snackbar';
import styles from './favourite-button.module.css';

/** The page's one favourite flow and the snackbar that says 'added' / 'removed'. */
export interface AdvertFavourite {
  readonly view: FavouritesView;
  readonly snackbar: SnackbarView;
  /** Signed out while the setting keeps favourites for accounts (SPEC §6): the heart links to the sign-in. */
  readonly signInOnly: boolean;
}

/** One follow / unfollow flow for the page: the summary and the sticky bar show the same heart. */
export function useAdvertFavourite(advertId: string): AdvertFavourite {
  const { t } = useTranslation('advert');
  const snackbar = useSnackbar();
  const state = useFollowedAdvert(advertId);
  const signInOnly = useSignInOnly();
  const view = useFavourites({ advertId }, state, {
    onSaved: ({ followed }) => snackbar.show('favourite', followed ? t('favourite.added') : t('favourite.removed')),
  });
  return { view, snackbar, signInOnly };
}

/** The heart drawn on the buttons (filled when followed). */
export function Heart({ filled }: { filled: boolean }) {
  return (
    <svg className={styles.heart} viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path
        d="M12 20.5s-7.5-4.6-9.2-9.4C1.6 7.6 3.9 4.5 7.2 4.5c2 0 3.6 1.1 4.8 2.8 1.2-1.7 2.8-2.8 4.8-2.8 3.3 0 5.6 3.1 4.4 6.6-1.7 4.8-9.2 9.4-9.2 9.4z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The texts a heart's messages use: 'advert:favourite' (ad page) or 'common:card.favourite' (cards). */
type NotesTexts = 'advert:favourite' | 'common:card.favourite';

/** Props of FavouriteNotes. */
export interface FavouriteNotesProps {
  readonly view: FavouritesView;
  /** The sign-in page, back to this one. */
  readonly signInHref: string;
  readonly texts: NotesTexts;
  /** The heart's own classes for the note, its error form and its close button. */
  readonly classes: { readonly note?: string; readonly error?: string; readonly close?: string };
  /** Announced (status / alert); false for a copy whose twin announces already. */
  readonly announce?: boolean;
}

/** What follows a heart: the invitation to sign in after keeping an advert here, or a refusal; each closable. */
export function FavouriteNotes({ view, signInHref, texts, classes, announce = true }: FavouriteNotesProps) {
  const { t } = useTranslation(['advert', 'common', 'errors']);
  const role = (value: 'alert' | 'status') => (announce ? { role: value } : {});
  return (
    <>
      {view.promptingSignIn && (
        <p className={classes.note} {...role('status')}>
          <span>{t(`${texts}.keptHere`)}</span>{' '}
          <Link href={signInHref} prefetch={false}>
            {t(`${texts}.signIn`)}
          </Link>
          <button
            type="button"
            className={classes.close}
            aria-label={t(`${texts}.closePrompt`)}
            onClick={view.dismissPrompt}
          >
            <span aria-hidden="true">×</span>
          </button>
        </p>
      )}
      {view.refusal && (
        <p className={`${classes.note} ${classes.error}`} {...role('alert')}>
          <span>{t(view.refusal)}</span>
          <button
            type="button"
            className={classes.close}
            aria-label={t(`${texts}.closeError`)}
            onClick={view.dismissError}
          >
            <span aria-hidden="true">×</span>
          </button>
        </p>
      )}
    </>
  );
}

export interface FavouriteButtonProps {
  readonly view: FavouritesView;
  /** The ad page's path: where the sign-in invitation comes back to. */
  readonly advertPath: string;
  /** The sticky bar's copy: the heart alone (its name stays), the messages shown without being announced again. */
  readonly compact?: boolean;
  /** The setting keeps favourites for accounts and the visitor has none: a link to the sign-in, back here. */
  readonly signInOnly?: boolean;
}

export function FavouriteButton({ view, advertPath, compact = false, signInOnly = false }: FavouriteButtonProps) {
  const { t } = useTranslation(['advert', 'errors']);
  const label = view.followed ? t('advert:favourite.remove') : t('advert:favourite.add');
  if (signInOnly)
    // Same place and size as the button it replaces (known only after the session): nothing moves.
    return (
      <div className={compact ? styles.compact : styles.favourite}>
        <Link
          href={authenticationRedirectPath(advertPath)}
          prefetch={false}
          className={styles.button}
          aria-label={t('advert:favourite.signInToAdd')}
          title={t('advert:favourite.signInToAdd')}
        >
          <Heart filled={false} />
          {!compact && <span>{t('advert:favourite.add')}</span>}
        </Link>
      </div>
    );
  // The summary announces what happened; the bar only shows it (one announcement per change).
  return (
    <div className={compact ? styles.compact : styles.favourite}>
      <button
        type="button"
        className={`${styles.button} ${view.followed ? styles.followed : ''}`}
        aria-pressed={view.followed}
        aria-label={compact ? label : undefined}
        title={compact ? label : undefined}
        disabled={!view.ready || view.pending}
        onClick={view.toggle}
      >
        <Heart filled={view.followed} />
        {!compact && <span>{label}</span>}
      </button>
      <FavouriteNotes
        view={view}
        signInHref={authenticationRedirectPath(advertPath)}
        texts="advert:favourite"
        classes={styles}
        announce={!compact}
      />
    </div>
  );
}

/** The summary's heart with the page's snackbar (rendered once). */
export function AdvertFavouriteButton({ favourite, advertPath }: { favourite: AdvertFavourite; advertPath: string }) {
  return (
    <>
      <FavouriteButton view={favourite.view} advertPath={advertPath} signInOnly={favourite.signInOnly} />
      <Snackbar view={favourite.snackbar} />
    </>
  );
}
