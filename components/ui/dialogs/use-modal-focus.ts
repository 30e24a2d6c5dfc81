/**
 * Focus handling of a modal dialog (WAI-ARIA dialog pattern): focus moves into the dialog when it
 * opens, Tab and Shift+Tab cycle inside it, Escape asks to close, and focus returns to the
 * element that had it before the dialog opened.
 */
import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/**
 * The element that last received focus. A dialog opened from inside another one makes the lower
 * dialog inert in the same commit, which blurs the opener before this dialog's effect runs; the
 * opener is then only known from here.
 */
let lastFocused: HTMLElement | null = null;
let tracking = false;

function trackFocus(): void {
  if (tracking) return;
  tracking = true;
  document.addEventListener(
    'focusin',
    (event) => {
      if (event.target instanceof HTMLElement) lastFocused = event.target;
    },
    true,
  );
}

/** The element focus should return to when a dialog that opens now closes. */
function openerOf(container: HTMLElement): HTMLElement | null {
  const active = document.activeElement;
  if (active instanceof HTMLElement && active !== document.body && !container.contains(active)) return active;
  return lastFocused && !container.contains(lastFocused) ? lastFocused : null;
}

/** Focusable elements inside `container`, in tab order of the document. */
export function focusableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => !element.closest('[inert]'));
}

/** Options of useModalFocus. */
export interface ModalFocusOptions {
  /** Called on Escape inside the dialog. */
  readonly onEscape: () => void;
  /** Element to focus first; default: the element marked `data-autofocus`, else the first focusable. */
  readonly initialFocus?: RefObject<HTMLElement | null>;
}

/** Traps focus in `ref` while mounted and gives it back on unmount. */
export function useModalFocus(ref: RefObject<HTMLElement | null>, options: ModalFocusOptions): void {
  const onEscape = useRef(options.onEscape);
  useEffect(() => {
    onEscape.current = options.onEscape;
  });
  const initialFocus = options.initialFocus;

  useEffect(() => {
    const container = ref.current;
    if (!container) return undefined;
    trackFocus();
    const previous = openerOf(container);
    const first =
      initialFocus?.current ??
      container.querySelector<HTMLElement>('[data-autofocus]') ??
      focusableIn(container)[0] ??
      container;
    first.focus();

    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        event.preventDefault();
        onEscape.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const focusable = focusableIn(container);
      const head = focusable[0];
      const tail = focusable[focusable.length - 1];
      if (!head || !tail) {
        event.preventDefault();
        return;
      }
      const active = document.activeElement;
      if (event.shiftKey && (active === head || !container.contains(active))) {
        event.preventDefault();
        tail.focus();
      } else if (!event.shiftKey && (active === tail || !container.contains(active))) {
        event.preventDefault();
        head.focus();
      }
    };
    container.addEventListener('keydown', onKeyDown);
    return () => {
      container.removeEventListener('keydown', onKeyDown);
      // Give focus back only if this dialog had it: a lower dialog closed from code must not
      // pull focus out of the one on top. The opener may be gone (a list re-rendered); then
      // focus stays where the browser put it.
      const active = document.activeElement;
      const hadFocus = active === null || active === document.body || container.contains(active);
      if (hadFocus && previous?.isConnected) previous.focus();
    };
  }, [ref, initialFocus]);
}
