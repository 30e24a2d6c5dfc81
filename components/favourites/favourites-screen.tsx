/**
 * The favourites list (SPEC §2.6): the cards, newest first, each with 'Elimină'; 'Elimină tot'; the
 * confirmation of either; the empty list with a link to search; the loading and error-with-retry
 * states. Drawn from the list's view; it never decides what state it is in.
 */
import Link from 'next/link';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_START_PATH } from '@/components/errors/not-found-screen';
import { FormAlert } from '@/components/forms/form-alert';
import { focusIfDropped } from '@/components/forms/use-focus-back';
import buttons from '@/components/ui/button.module.css';
import type { FavouriteListView } from '@/machines/favourite-list/use-favourite-list';
import { ConfirmRemovalDialog } from './confirm-removal-dialog';
import { FavouriteCard } from './favourite-card';
import styles from './favourites.module.css';

/** Props of FavouritesScreen. */
export interface FavouritesScreenProps {
  readonly view: FavouriteListView;
  /** Shown under the heading: the sign-in prompt of a visitor's browser list. */
  readonly notice?: ReactNode;
}

export function FavouritesScreen({ view, notice }: FavouritesScreenProps) {
  const { t } = useTranslation('favourites');
  // A removed card takes its focused button with it: focus goes to the heading.
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = view.adverts.length;
  const before = useRef(shown);
  useEffect(() => {
    if (shown < before.current) focusIfDropped(heading.current);
    before.current = shown;
  }, [shown]);
  return (
    <>
      <div className={styles.header}>
        <h2 ref={heading} className={styles.subtitle} tabIndex={-1}>
          {t('adsTitle')}
        </h2>
        {shown > 0 ? (
          <button
            type="button"
            className={`${buttons.button} ${buttons.secondary}`}
            disabled={view.removing}
            onClick={view.removeAll}
          >
            {t('removeAll')}
          </button>
        ) : null}
      </div>
      {notice}
      {view.loading ? (
        <p role="status" aria-busy="true">
          {t('loading')}
        </p>
      ) : null}
      {view.loadFailed ? (
        <FormAlert errorKey={view.error}>
          <button type="button" className={`${buttons.button} ${buttons.secondary}`} onClick={view.retry}>
            {t('retry')}
          </button>
        </FormAlert>
      ) : null}
      {view.notice ? <p role="status">{t(`notices.${view.notice}`)}</p> : null}
      <FormAlert errorKey={view.actionError} />
      {view.empty ? (
        <div className={styles.panel}>
          <p>{t('empty')}</p>
          <Link href={SEARCH_START_PATH} className={`${buttons.button} ${buttons.primary}`} prefetch={false}>
            {t('search')}
          </Link>
        </div>
      ) : null}
      {shown > 0 ? (
        <ul className={styles.grid} aria-label={t('listLabel')}>
          {view.adverts.map((favourite, index) => (
            <FavouriteCard
              key={favourite.advert.id}
              favourite={favourite}
              eager={index < 2}
              disabled={view.removing}
              onRemove={view.remove}
            />
          ))}
        </ul>
      ) : null}
      {view.confirming ? (
        <ConfirmRemovalDialog removal={view.confirming} onConfirm={view.confirm} onCancel={view.cancel} />
      ) : null}
    </>
  );
}
