/**
 * The mobile and tablet select dialog (SPEC §2.6): full screen, back arrow, title, clear button
 * (absent when an empty selection is not allowed), a search box from 20 options, the list, and a
 * footer confirm button. Choices stay pending until confirmed; back and Escape discard them.
 */
import { useTranslation } from 'react-i18next';
import buttons from '@/components/ui/button.module.css';
import { ModalDialog } from '@/components/ui/dialogs/modal-dialog';
import styles from './select-field.module.css';
import { handleListKey, rowDomId, SelectListbox } from './select-listbox';
import type { SelectFieldView } from './select-view';

/** Props of SelectDialog. */
export interface SelectDialogProps {
  readonly baseId: string;
  readonly view: SelectFieldView;
}

export function SelectDialog({ baseId, view }: SelectDialogProps) {
  const { t } = useTranslation('ui');
  const titleId = `${baseId}-dialog-title`;
  const listboxId = `${baseId}-dialog-list`;
  return (
    <ModalDialog labelledBy={titleId} onEscape={view.back} variant="fullscreen" testId="select-dialog">
      <div className={styles.dialogHeader}>
        <button type="button" className={styles.iconButton} onClick={view.back} aria-label={t('select.back')}>
          <span aria-hidden="true">←</span>
        </button>
        <h2 id={titleId} className={styles.dialogTitle}>
          {view.label}
        </h2>
        {view.showsDialogClear && (
          <button type="button" className={styles.textButton} onClick={view.clear} disabled={!view.canClearDraft}>
            {t('select.clearDialog')}
          </button>
        )}
      </div>
      {view.showsSearch && (
        <div className={styles.dialogSearch}>
          <input
            type="search"
            role="combobox"
            aria-label={t('select.search')}
            aria-expanded="true"
            aria-controls={listboxId}
            aria-autocomplete="list"
            aria-activedescendant={view.activeRowId === null ? undefined : rowDomId(listboxId, view.activeRowId)}
            autoComplete="off"
            className={styles.input}
            placeholder={t('select.search')}
            value={view.query}
            data-autofocus
            onChange={(event) => view.changeQuery(event.target.value)}
            onKeyDown={(event) => void handleListKey(event, view)}
          />
        </div>
      )}
      <div className={styles.dialogBody}>
        <SelectListbox id={listboxId} labelledBy={titleId} view={view} variant="dialog" focusable={!view.showsSearch} />
      </div>
      <div className={styles.dialogFooter}>
        <button
          type="button"
          className={`${buttons.button} ${buttons.primary} ${buttons.block}`}
          onClick={view.confirm}
        >
          {t('select.confirm')}
        </button>
      </div>
    </ModalDialog>
  );
}
