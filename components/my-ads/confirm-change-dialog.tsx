/** The confirmation of a deactivation or a draft deletion (focus on 'Renunță', Escape cancels). */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import buttons from '@/components/ui/button.module.css';
import { ModalDialog } from '@/components/ui/dialogs/modal-dialog';
import styles from './my-ads.module.css';

/** Props of ConfirmChangeDialog. */
export interface ConfirmChangeDialogProps {
  readonly change: 'deactivate' | 'deleteDraft';
  /** The advert's title, named in the question. */
  readonly title: string;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

export function ConfirmChangeDialog({ change, title, onConfirm, onCancel }: ConfirmChangeDialogProps) {
  const { t } = useTranslation('my-ads');
  const id = useId();
  return (
    <ModalDialog labelledBy={`${id}-title`} describedBy={`${id}-text`} onEscape={onCancel}>
      <h2 id={`${id}-title`}>{t(`confirm.${change}.title`)}</h2>
      <p id={`${id}-text`}>{t(`confirm.${change}.text`, { title })}</p>
      <div className={styles.dialogActions}>
        <button type="button" className={`${buttons.button} ${buttons.secondary}`} onClick={onCancel} data-autofocus>
          {t('confirm.cancel')}
        </button>
        <button type="button" className={`${buttons.button} ${buttons.primary}`} onClick={onConfirm}>
          {t(`confirm.${change}.accept`)}
        </button>
      </div>
    </ModalDialog>
  );
}
