/**
 * The confirmation of a packages page (change the package, add an add-on, cancel a subscription):
 * what it does in words, the server's refusal or the failure under it (the choice stays), 'Renunță'
 * focused first (Escape too) and the confirming button, which waits while the change is on its way.
 */
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import buttons from '@/components/ui/button.module.css';
import { ModalDialog } from '@/components/ui/dialogs/modal-dialog';
import styles from './packages.module.css';

/** Props of ConfirmChangeDialog. */
export interface ConfirmChangeDialogProps {
  readonly title: string;
  readonly children: ReactNode;
  readonly confirmLabel: string;
  /** i18n key of the refusal or failure. */
  readonly error: string | null;
  readonly busy: boolean;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

export function ConfirmChangeDialog({
  title,
  children,
  confirmLabel,
  error,
  busy,
  onConfirm,
  onCancel,
}: ConfirmChangeDialogProps) {
  const { t } = useTranslation(['payments', 'errors']);
  const id = useId();
  return (
    <ModalDialog labelledBy={`${id}-title`} describedBy={`${id}-text`} onEscape={busy ? () => {} : onCancel}>
      <div className={styles.dialog}>
        <h2 id={`${id}-title`} className={styles.subtitle}>
          {title}
        </h2>
        <div id={`${id}-text`} className={styles.dialogText}>
          {children}
        </div>
        {error ? (
          <p role="alert" className={styles.error} data-error-key={error}>
            {t(error)}
          </p>
        ) : null}
        <div className={styles.dialogActions}>
          <button
            type="button"
            className={`${buttons.button} ${buttons.secondary}`}
            onClick={onCancel}
            disabled={busy}
            data-autofocus
          >
            {t('payments:packages.dialog.cancel')}
          </button>
          <button
            type="button"
            className={`${buttons.button} ${buttons.primary} ${styles.wrap}`}
            onClick={onConfirm}
            disabled={busy}
            aria-busy={busy}
          >
            {busy ? t('payments:packages.dialog.working') : confirmLabel}
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}
