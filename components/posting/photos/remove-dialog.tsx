/** 'Ștergi fotografia?' with 'Șterge' and 'Renunță' (Escape too): the photos field's delete confirmation. */
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import buttons from '@/components/ui/button.module.css';
import { ModalDialog } from '@/components/ui/dialogs/modal-dialog';
import dialog from '@/components/ui/dialogs/stacked-dialog.module.css';
import styles from './photos-field.module.css';

/** Props of RemoveDialog. */
export interface RemoveDialogProps {
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

export function RemoveDialog({ onConfirm, onCancel }: RemoveDialogProps) {
  const { t } = useTranslation('posting-photos');
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <ModalDialog
      labelledBy="posting-photos-remove-title"
      describedBy="posting-photos-remove-body"
      onEscape={onCancel}
      initialFocus={cancel}
    >
      <div className={dialog.header}>
        <h2 id="posting-photos-remove-title" className={dialog.title}>
          {t('posting-photos:confirm.title')}
        </h2>
      </div>
      <div className={dialog.body}>
        <p id="posting-photos-remove-body">{t('posting-photos:confirm.body')}</p>
        <div className={styles.dialogActions}>
          <button ref={cancel} type="button" className={`${buttons.button} ${buttons.secondary}`} onClick={onCancel}>
            {t('posting-photos:confirm.no')}
          </button>
          <button type="button" className={`${buttons.button} ${buttons.primary}`} onClick={onConfirm}>
            {t('posting-photos:confirm.yes')}
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}
