/** The confirmation of deleting a saved search (focus on 'Renunță', Escape cancels). */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import buttons from '@/components/ui/button.module.css';
import { ModalDialog } from '@/components/ui/dialogs/modal-dialog';
import styles from './saved-searches.module.css';

/** Props of ConfirmDeleteDialog. */
export interface ConfirmDeleteDialogProps {
  /** The search's name, quoted in the question. */
  readonly name: string;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

export function ConfirmDeleteDialog({ name, onConfirm, onCancel }: ConfirmDeleteDialogProps) {
  const { t } = useTranslation('savedSearches');
  const id = useId();
  return (
    <ModalDialog labelledBy={`${id}-title`} describedBy={`${id}-text`} onEscape={onCancel}>
      <h2 id={`${id}-title`}>{t('confirm.title')}</h2>
      <p id={`${id}-text`}>{t('confirm.text', { name })}</p>
      <div className={styles.dialogActions}>
        <button type="button" className={`${buttons.button} ${buttons.secondary}`} onClick={onCancel} data-autofocus>
          {t('confirm.cancel')}
        </button>
        <button type="button" className={`${buttons.button} ${buttons.primary}`} onClick={onConfirm}>
          {t('confirm.accept')}
        </button>
      </div>
    </ModalDialog>
  );
}
