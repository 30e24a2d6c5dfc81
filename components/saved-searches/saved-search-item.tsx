/**
 * One saved search of the list: its name (a link to its results; opening it counts the visit
 * first), its filters in words, the count of new adverts, the alert frequency (a select), and
 * 'Redenumește' (the name becomes a field: Enter saves, Escape cancels) and 'Șterge'.
 */
import { useEffect, useId, useRef, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { focusIfDropped } from '@/components/forms/use-focus-back';
import buttons from '@/components/ui/button.module.css';
import type { AlertFrequency, SavedSearchView } from '@/lib/saved-searches/saved-search.types';
import { ALERT_SETTINGS } from '@/lib/saved-searches/saved-search-rules';
import type { SavedSearchListView } from '@/machines/saved-search-list/use-saved-search-list';
import styles from './saved-searches.module.css';

/** The most the server counts ('100 means 100 or more'). */
const COUNT_CAP = 100;

/** Props of SavedSearchItem. */
export interface SavedSearchItemProps {
  readonly search: SavedSearchView;
  readonly view: SavedSearchListView;
  /** The heading level of the name (one below the list's title). */
  readonly heading: 'h2' | 'h3';
}

function NewAdverts({ count }: { count: number }) {
  const { t } = useTranslation('savedSearches');
  if (count <= 0) return <span className={styles.quiet}>{t('noNewAdverts')}</span>;
  return <span className={styles.badge}>{count >= COUNT_CAP ? t('newAdvertsMax') : t('newAdverts', { count })}</span>;
}

export function SavedSearchItem({ search, view, heading: Heading }: SavedSearchItemProps) {
  const { t } = useTranslation(['savedSearches', 'errors']);
  const id = useId();
  const renaming = view.rename?.id === search.id ? view.rename : null;
  const locked = view.busy || view.rename !== null;
  const renameButton = useRef<HTMLButtonElement>(null);
  const wasRenaming = useRef(renaming !== null);
  useEffect(() => {
    // The field leaves with Enter or Escape: the focus comes back to 'Redenumește'.
    if (renaming === null && wasRenaming.current) focusIfDropped(renameButton.current);
    wasRenaming.current = renaming !== null;
  }, [renaming]);
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window is the browser's: only a plain click counts the visit first.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    view.open(search.id);
  };
  const errorId = `${id}-error`;
  return (
    <li className={styles.item} data-saved-search={search.id}>
      {renaming ? (
        <form
          className={styles.renameForm}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            view.submitName();
          }}
        >
          <label className={styles.field}>
            {t('savedSearches:rename.field')}
            <input
              type="text"
              name="name"
              value={renaming.name}
              autoFocus
              readOnly={view.busy}
              aria-invalid={renaming.error !== null}
              aria-describedby={renaming.error ? errorId : undefined}
              onChange={(event) => view.editName(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Escape') {
                  event.preventDefault();
                  view.cancelRename();
                }
              }}
            />
          </label>
          <button type="submit" className={`${buttons.button} ${buttons.primary}`} disabled={view.busy}>
            {t('savedSearches:rename.save')}
          </button>
          <button
            type="button"
            className={`${buttons.button} ${buttons.secondary}`}
            disabled={view.busy}
            onClick={view.cancelRename}
          >
            {t('savedSearches:rename.cancel')}
          </button>
          {renaming.error && (
            <p id={errorId} role="alert" className={styles.error}>
              {t(renaming.error, { existingName: '' })}
            </p>
          )}
        </form>
      ) : (
        <Heading className={styles.name}>
          <a href={search.url} onClick={open} aria-label={t('savedSearches:openLabel', { name: search.name })}>
            {search.name}
          </a>
        </Heading>
      )}
      <p className={styles.summary}>{search.summary}</p>
      <NewAdverts count={search.newAdvertsCount} />
      <div className={styles.actions}>
        <label className={styles.field}>
          {t('savedSearches:frequency.label')}
          <select
            value={search.frequency}
            // Not disabled while a change is saved (the focus would drop): the flow ignores a change then.
            disabled={view.rename !== null}
            aria-label={t('savedSearches:frequency.labelFor', { name: search.name })}
            onChange={(event) => view.changeFrequency(search.id, event.target.value as AlertFrequency)}
          >
            {ALERT_SETTINGS.map((frequency) => (
              <option key={frequency} value={frequency}>
                {t(`savedSearches:frequency.${frequency}`)}
              </option>
            ))}
          </select>
        </label>
        <button
          ref={renameButton}
          type="button"
          className={`${buttons.button} ${buttons.secondary}`}
          disabled={locked}
          aria-label={t('savedSearches:rename.label', { name: search.name })}
          onClick={() => view.startRename(search.id)}
        >
          {t('savedSearches:rename.action')}
        </button>
        <button
          type="button"
          className={`${buttons.button} ${buttons.secondary}`}
          disabled={locked}
          aria-label={t('savedSearches:delete.label', { name: search.name })}
          onClick={() => view.remove(search.id)}
        >
          {t('savedSearches:delete.action')}
        </button>
      </div>
    </li>
  );
}
