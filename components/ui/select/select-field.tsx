/**
 * The select field (SPEC §2.6): on desktop an inline combobox that filters as you type; on
 * mobile and tablet a button that opens the full-screen SelectDialog. The committed selection is
 * also rendered as hidden inputs named `view.name`, so a plain GET form submits it.
 * Render it with the view API of `useSelect` (machines/select/use-select.ts).
 */
import { useId, type FocusEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './select-field.module.css';
import { SelectDialog } from './select-dialog';
import { handleListKey, rowDomId, SelectListbox } from './select-listbox';
import type { SelectFieldView } from './select-view';

/** Props of SelectField. */
export interface SelectFieldProps {
  readonly view: SelectFieldView;
  readonly className?: string;
}

export function SelectField({ view, className }: SelectFieldProps) {
  const { t } = useTranslation('ui');
  const baseId = useId();
  const labelId = `${baseId}-label`;
  const inputId = `${baseId}-input`;
  const listboxId = `${baseId}-list`;
  const isInlineOpen = view.presentation === 'inline';

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    if (!isInlineOpen) {
      if (event.key === 'ArrowDown') {
        event.preventDefault();
        view.open();
      }
      return;
    }
    if (event.key === 'Escape') {
      event.preventDefault();
      view.close();
      return;
    }
    handleListKey(event, view);
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>): void => {
    if (isInlineOpen && !event.currentTarget.contains(event.relatedTarget)) view.close();
  };
  const badge = view.badgeCount > 0 && (
    <span className={styles.badge} aria-label={t('select.more', { count: view.badgeCount })}>
      +{view.badgeCount}
    </span>
  );
  const clear = view.canClear && (
    <button
      type="button"
      className={styles.clear}
      onClick={view.clear}
      aria-label={t('select.clear', { label: view.label })}
    >
      <span aria-hidden="true">×</span>
    </button>
  );

  return (
    <div className={`${styles.field} ${className ?? ''}`} onBlur={onBlur} data-presentation={view.presentation}>
      <label id={labelId} htmlFor={view.isInlineDevice ? inputId : undefined} className={styles.label}>
        {view.label}
      </label>
      <div className={styles.control}>
        {view.isInlineDevice ? (
          <input
            id={inputId}
            role="combobox"
            aria-expanded={isInlineOpen}
            aria-controls={listboxId}
            aria-autocomplete="list"
            aria-activedescendant={
              isInlineOpen && view.activeRowId !== null ? rowDomId(listboxId, view.activeRowId) : undefined
            }
            autoComplete="off"
            className={styles.input}
            placeholder={view.displayText ?? t('select.placeholder')}
            value={isInlineOpen ? view.query : (view.displayText ?? '')}
            onClick={() => {
              if (!isInlineOpen) view.open();
            }}
            onChange={(event) => {
              let query = event.target.value;
              if (!isInlineOpen) {
                // Typing into the closed field (focused with Tab) starts a search with what was typed.
                const shown = view.displayText ?? '';
                if (shown && query.startsWith(shown)) query = query.slice(shown.length);
                view.open();
              }
              view.changeQuery(query);
            }}
            onKeyDown={onInputKeyDown}
          />
        ) : (
          <button
            type="button"
            className={styles.trigger}
            aria-haspopup="dialog"
            aria-expanded={view.presentation === 'dialog'}
            aria-labelledby={`${labelId} ${baseId}-value`}
            onClick={view.open}
          >
            <span id={`${baseId}-value`} className={view.displayText ? undefined : styles.placeholder}>
              {view.displayText ?? t('select.placeholder')}
            </span>
          </button>
        )}
        {badge}
        {clear}
      </div>
      {isInlineOpen && <SelectListbox id={listboxId} labelledBy={labelId} view={view} variant="inline" />}
      {view.presentation === 'dialog' && <SelectDialog baseId={baseId} view={view} />}
      {view.selectedIds.map((id) => (
        <input key={id} type="hidden" name={view.name} value={id} />
      ))}
    </div>
  );
}
