/**
 * The saved searches list (SPEC §2.2, §2.6): each search with its actions, the confirmation of a
 * deletion, the announced changes and their failures, the empty list with a link to search, the
 * loading and error-with-retry states. Drawn from the list's view; it never decides what state it
 * is in. Also the body of the 'Căutări salvate' tab of /favorite (SavedSearchesPanel).
 */
import Link from 'next/link';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_START_PATH } from '@/components/errors/not-found-screen';
import { focusIfDropped } from '@/components/forms/use-focus-back';
import buttons from '@/components/ui/button.module.css';
import type { SavedSearchListView } from '@/machines/saved-search-list/use-saved-search-list';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { SavedSearchItem } from './saved-search-item';
import styles from './saved-searches.module.css';

/** Props of SavedSearchesScreen. */
export interface SavedSearchesScreenProps {
  readonly view: SavedSearchListView;
  /** The title's level: h1 on /cautari-salvate, h2 inside the /favorite tab. */
  readonly heading?: 'h1' | 'h2';
}

export function SavedSearchesScreen({ view, heading = 'h1' }: SavedSearchesScreenProps) {
  const { t } = useTranslation(['savedSearches', 'errors']);
  const Title = heading;
  // A deleted search takes its focused button with it: focus goes to the title.
  const title = useRef<HTMLHeadingElement>(null);
  const shown = view.searches.length;
  const before = useRef(shown);
  useEffect(() => {
    if (shown < before.current) focusIfDropped(title.current);
    before.current = shown;
  }, [shown]);
  return (
    <>
      <Title ref={title} className={styles.title} tabIndex={-1}>
        {t('savedSearches:title')}
      </Title>
      {view.loading ? (
        <p role="status" aria-busy="true">
          {t('savedSearches:loading')}
        </p>
      ) : null}
      {view.loadFailed && view.error ? (
        <div role="alert" className={styles.panel}>
          <p>{t(view.error)}</p>
          <button type="button" className={`${buttons.button} ${buttons.secondary}`} onClick={view.retry}>
            {t('savedSearches:retry')}
          </button>
        </div>
      ) : null}
      {view.notice ? <p role="status">{t(`savedSearches:notices.${view.notice}`)}</p> : null}
      {view.actionError ? (
        <p role="alert" className={styles.error}>
          {t(view.actionError, { existingName: '' })}
        </p>
      ) : null}
      {view.empty ? (
        <div className={styles.panel}>
          <p>{t('savedSearches:empty')}</p>
          <Link href={SEARCH_START_PATH} className={`${buttons.button} ${buttons.primary}`} prefetch={false}>
            {t('savedSearches:search')}
          </Link>
        </div>
      ) : null}
      {shown > 0 ? (
        <ul className={styles.list} aria-label={t('savedSearches:listLabel')}>
          {view.searches.map((search) => (
            <SavedSearchItem key={search.id} search={search} view={view} heading={heading === 'h1' ? 'h2' : 'h3'} />
          ))}
        </ul>
      ) : null}
      {view.confirming ? (
        <ConfirmDeleteDialog name={view.confirming.name} onConfirm={view.confirm} onCancel={view.cancel} />
      ) : null}
    </>
  );
}
