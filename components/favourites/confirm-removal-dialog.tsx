/** The confirmation of removing one favourite or all of them (focus on 'Renunță', Escape cancels). */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import buttons from '@/components/ui/button.module.css';
import { ModalDialog } from '@/components/ui/dialogs/modal-dialog';
import type { FavouriteRemoval } from '@/machines/favourite-list/favourite-list.types';
import styles from './favourites.module.css';

/** Props of ConfirmRemovalDialog. */
export interface ConfirmRemovalDialogProps {
  readonly removal: FavouriteRemoval;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

export function ConfirmRemovalDialog({ removal, onConfirm, onCancel }: ConfirmRemovalDialogProps) {
  const { t } = useTranslation('favourites');
  const id = useId();
  const title = removal.kind === 'one' ? removal.title : '';
  return (
    <ModalDialog labelledBy={`${id}-title`} describedBy={`${id}-text`} onEscape={onCancel}>
      <h2 id={`${id}-title`}>{t(`confirm.${removal.kind}.title`)}</h2>
      <p id={`${id}-text`}>{t(`confirm.${removal.kind}.text`, { title })}</p>
      <div className={styles.dialogActions}>
        <button type="button" className={`${buttons.button} ${buttons.secondary}`} onClick={onCancel} data-autofocus>
          {t('confirm.cancel')}
        </button>
        <button type="button" className={`${buttons.button} ${buttons.primary}`} onClick={onConfirm}>
          {t(`confirm.${removal.kind}.accept`)}
        </button>
      </div>
    </ModalDialog>
  );
}
