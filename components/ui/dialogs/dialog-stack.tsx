/**
 * Dialogs that live in the dialog stack (SPEC §3 'Dialog state'): `DialogStackProvider` hands the
 * stack's view API down; each `StackedDialog` renders only while its id is open, above the ones
 * opened before it. Lower dialogs are inert, so only the top one takes focus and Escape.
 */
import { createContext, useContext, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from './modal-dialog';
import styles from './stacked-dialog.module.css';

/** The dialog stack as components see it. */
export interface DialogStackView {
  /** Open dialog ids, bottom first. */
  readonly openIds: readonly string[];
  readonly open: (id: string) => void;
  readonly close: (id: string) => void;
}

const DialogStackContext = createContext<DialogStackView | null>(null);

/** Provides the stack (from useDialogs) to the StackedDialogs and openers below. */
export function DialogStackProvider({ view, children }: { view: DialogStackView; children: ReactNode }) {
  return <DialogStackContext.Provider value={view}>{children}</DialogStackContext.Provider>;
}

/** The stack given by the nearest DialogStackProvider. */
export function useDialogStack(): DialogStackView {
  const view = useContext(DialogStackContext);
  if (!view) throw new Error('useDialogStack needs a DialogStackProvider above it');
  return view;
}

/** Props of StackedDialog. */
export interface StackedDialogProps {
  readonly id: string;
  readonly title: string;
  readonly children: ReactNode;
}

export function StackedDialog({ id, title, children }: StackedDialogProps) {
  const { t } = useTranslation('ui');
  const stack = useDialogStack();
  const level = stack.openIds.indexOf(id);
  if (level < 0) return null;
  const isTop = level === stack.openIds.length - 1;
  const titleId = `dialog-${id}-title`;
  return (
    <ModalDialog labelledBy={titleId} onEscape={() => stack.close(id)} level={level} inert={!isTop} dialogId={id}>
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <button type="button" className={styles.close} aria-label={t('dialogs.close')} onClick={() => stack.close(id)}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className={styles.body}>{children}</div>
    </ModalDialog>
  );
}
