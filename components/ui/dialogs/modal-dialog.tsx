/**
 * A modal dialog frame: backdrop, role="dialog" with aria-modal, focus trap, Escape and focus
 * return (use-modal-focus). Centred panel by default; full screen for the mobile select field.
 *
 * The frame is rendered in a portal on document.body, so no stacking context of the page (the ad
 * page's sticky bar, a transformed card) can cover it. A dialog may be server-rendered open
 * (access-restricted): on the server and during hydration it renders in place, like the HTML,
 * and moves to the portal right after; the frame remounts there, so focus binds to the live node.
 * A dialog's title and button rows are divs, not <header> or <footer>: on body, outside <main>,
 * they would be a second page banner or contentinfo landmark (axe: landmark-no-duplicate-*).
 */
import { type ReactNode, type RefObject, useRef, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
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
  /** A dialog under another one: neither focusable nor clickable (set on the backdrop). */
  readonly inert?: boolean;
  /** The dialog stack's id, as `data-dialog-id` on the backdrop. */
  readonly dialogId?: string;
  readonly testId?: string;
  readonly children: ReactNode;
}

const noSubscription = () => () => {};
const bodyOf = () => document.body;
const onServer = () => null;

/** document.body in the browser; null on the server and while hydrating (render in place). */
function usePortalTarget(): HTMLElement | null {
  return useSyncExternalStore(noSubscription, bodyOf, onServer);
}

export function ModalDialog(props: ModalDialogProps) {
  const target = usePortalTarget();
  if (!target) return <DialogFrame key="inline" {...props} />;
  return createPortal(<DialogFrame key="portal" {...props} />, target);
}

function DialogFrame({
  labelledBy,
  describedBy,
  onEscape,
  variant = 'centered',
  initialFocus,
  level = 0,
  inert = false,
  dialogId,
  testId,
  children,
}: ModalDialogProps) {
  const ref = useRef<HTMLDivElement>(null);
  useModalFocus(ref, { onEscape, initialFocus });
  return (
    <div className={styles.backdrop} style={{ zIndex: 1000 + level }} inert={inert} data-dialog-id={dialogId}>
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
