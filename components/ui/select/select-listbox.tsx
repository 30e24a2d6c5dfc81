/**
 * The option list of the select field, shared by the inline combobox and the mobile dialog:
 * role="listbox" with role="option" rows; the active row is announced through
 * aria-activedescendant on whichever element has focus (the input or the list itself).
 */
import { useEffect, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ALL_KEY } from '@/lib/select/select-option';
import styles from './select-field.module.css';
import type { SelectFieldView } from './select-view';

/** DOM id of a row of the list `listboxId`. */
export function rowDomId(listboxId: string, rowId: string): string {
  return `${listboxId}-${rowId}`;
}

/** Arrow keys move the active row, Enter chooses it (or the only match); true when handled. */
export function handleListKey(
  event: KeyboardEvent<HTMLElement>,
  view: SelectFieldView,
  { space = false } = {},
): boolean {
  if (event.key === 'ArrowDown') view.highlightNext();
  else if (event.key === 'ArrowUp') view.highlightPrevious();
  else if (event.key === 'Enter' || (space && event.key === ' ')) view.submit();
  else return false;
  event.preventDefault();
  return true;
}

/** Props of SelectListbox. */
export interface SelectListboxProps {
  readonly id: string;
  readonly labelledBy: string;
  readonly view: SelectFieldView;
  readonly variant: 'inline' | 'dialog';
  /** The list itself takes focus (dialog without search box). */
  readonly focusable?: boolean;
}

export function SelectListbox({ id, labelledBy, view, variant, focusable = false }: SelectListboxProps) {
  const { t } = useTranslation('ui');
  const activeDomId = view.activeRowId === null ? undefined : rowDomId(id, view.activeRowId);
  useEffect(() => {
    if (!activeDomId) return;
    // jsdom has no scrollIntoView; browsers keep the active row visible with it.
    document.getElementById(activeDomId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeDomId]);
  const selectAll = view.selectAll;
  return (
    <>
      <ul
        id={id}
        role="listbox"
        aria-labelledby={labelledBy}
        aria-multiselectable={view.isMultiple || undefined}
        aria-activedescendant={focusable ? activeDomId : undefined}
        tabIndex={focusable ? 0 : -1}
        data-autofocus={focusable || undefined}
        className={variant === 'inline' ? styles.inlineList : styles.dialogList}
        // Keeps focus in the input when a row is clicked, so the list does not close on blur.
        onMouseDown={(event) => event.preventDefault()}
        onKeyDown={focusable ? (event) => void handleListKey(event, view, { space: true }) : undefined}
      >
        {selectAll && (
          <li
            id={rowDomId(id, ALL_KEY)}
            role="option"
            aria-selected={selectAll.state === 'checked'}
            aria-checked={selectAll.state === 'indeterminate' ? 'mixed' : selectAll.state === 'checked'}
            data-option-id={ALL_KEY}
            data-active={selectAll.isActive || undefined}
            className={styles.row}
            onClick={() => view.toggle(ALL_KEY)}
          >
            <span className={styles.check} data-state={selectAll.state} aria-hidden="true" />
            <span className={styles.rowText}>
              <span className={styles.rowLabel}>{t('select.selectAll')}</span>
            </span>
          </li>
        )}
        {view.rows.map((row) => (
          <li
            key={row.id}
            id={rowDomId(id, row.id)}
            role="option"
            aria-selected={row.isSelected}
            data-option-id={row.id}
            data-active={row.isActive || undefined}
            className={styles.row}
            onClick={() => view.toggle(row.id)}
          >
            {view.isMultiple && (
              <span className={styles.check} data-state={row.isSelected ? 'checked' : 'unchecked'} aria-hidden="true" />
            )}
            {row.preffixIcon && <img className={styles.icon} src={row.preffixIcon} alt="" width={24} height={24} />}
            <span className={styles.rowText}>
              <span className={styles.rowLabel}>{row.label}</span>
              {row.caption && <span className={styles.caption}>{row.caption}</span>}
            </span>
          </li>
        ))}
      </ul>
      {view.rows.length === 0 && (
        <p className={styles.empty} role="status">
          {t('select.noResults')}
        </p>
      )}
    </>
  );
}
