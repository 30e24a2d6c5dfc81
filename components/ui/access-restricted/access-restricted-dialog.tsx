/**
 * The access-restricted dialog (SPEC §2.6): tells a sub-user or a user without rights that this
 * section is not available to them. Modal, focus trapped, Escape or 'Got it' close it.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import buttons from '@/components/ui/button.module.css';
import { ModalDialog } from '@/components/ui/dialogs/modal-dialog';
import styles from './access-restricted-dialog.module.css';

/** What the dialog shows and can ask for; built by machines/access-restricted/use-access-restricted.ts. */
export interface AccessRestrictedView {
  readonly isOpen: boolean;
  readonly open: () => void;
  readonly close: () => void;
}

export function AccessRestrictedDialog({ view }: { view: AccessRestrictedView }) {
  const { t } = useTranslation('ui');
  const id = useId();
  if (!view.isOpen) return null;
  return (
    <ModalDialog labelledBy={`${id}-title`} describedBy={`${id}-message`} onEscape={view.close}>
      {/* Drawn, not an emoji: a system without an emoji font showed an empty box. */}
      <svg className={styles.icon} width="32" height="32" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <rect x="5" y="10" width="14" height="11" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M8 10V7a4 4 0 0 1 8 0v3" fill="none" stroke="currentColor" strokeWidth="2" />
        <circle cx="12" cy="15.5" r="1.5" fill="currentColor" />
      </svg>
      <h2 id={`${id}-title`} className={styles.title}>
        {t('accessRestricted.title')}
      </h2>
      <p id={`${id}-message`} className={styles.message}>
        {t('accessRestricted.message')}
      </p>
      <button
        type="button"
        className={`${buttons.button} ${buttons.primary} ${buttons.block}`}
        onClick={view.close}
        data-autofocus
      >
        {t('accessRestricted.close')}
      </button>
    </ModalDialog>
  );
}
