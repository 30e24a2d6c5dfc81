/**
 * A button disabled while its action runs (send, delete, restore) drops the focus onto the body:
 * a keyboard user is thrown back to the top of the page, or out of a dialog. This puts the focus
 * back on the button once it is enabled again, when it had the focus on pressing and nothing else
 * took it meanwhile. Spread the result on the button.
 */
import { useEffect, useRef, type RefObject } from 'react';

/** What useFocusBack puts on the button. */
export interface FocusBack {
  readonly ref: RefObject<HTMLButtonElement | null>;
  readonly onClickCapture: () => void;
}

/**
 * Moves focus to `target` only when it was dropped (the focused element left the page, so focus is
 * on the body): whatever the user focused meanwhile is left alone.
 */
export function focusIfDropped(target: HTMLElement | null | undefined): void {
  const active = document.activeElement;
  if (!active || active === document.body) target?.focus();
}

export function useFocusBack(disabled: boolean): FocusBack {
  const ref = useRef<HTMLButtonElement | null>(null);
  const pressed = useRef(false);
  useEffect(() => {
    if (disabled || !pressed.current) return;
    pressed.current = false;
    focusIfDropped(ref.current);
  }, [disabled]);
  return {
    ref,
    // A press by Enter or Space, or a click, leaves the button focused; an implicit submission
    // from a field (Enter in an input) clicks it without focus, and the field keeps its focus.
    onClickCapture: () => {
      pressed.current = document.activeElement === ref.current;
    },
  };
}
