/**
 * A modal dialog frame: backdrop, role="dialog" with aria-modal, focus trap, Escape and focus
 * return (use-modal-focus). Centred panel by default; full screen for the mobile select field.
 */
import { useRef, type ReactNode, type RefObject } from 'react';
import styles from './modal-dialog.module.css';
import { useModalFocus } from './use-modal-focus';

/** Props of ModalDialog. */
export interface ModalDialogProps {
  /** Id of the element holding the dialog's title. */
  readonly labelledBy: string;
  readonly describedBy?: string;
  readonly onEscape: () => void;
  readonly variant?: 'centered' | 'fullscreen';
  readonly initialFocus?: RefObject<HTMLElement | null>;
  /** Stacking order among open dialogs (0 = bottom). */
  readonly level?: number;
  readonly testId?: string;
  readonly children: ReactNode;
}

export function ModalDialog({
  labelledBy,
  describedBy,
  onEscape,
  variant = 'centered',
  initialFocus,
  level = 0,
  testId,
  children,
}: ModalDialogProps) {
  const ref = useRef<HTMLDivElement>(null);
  useModalFocus(ref, { onEscape, initialFocus });
  return (
    <div className={styles.backdrop} style={{ zIndex: 1000 + level }}>
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={variant === 'fullscreen' ? styles.fullscreen : styles.panel}
        data-testid={testId}
      >
        {children}
      </div>
    </div>
  );
}
