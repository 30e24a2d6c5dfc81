// @vitest-environment jsdom
/**
 * useFocusBack: a button pressed, then disabled while its action runs (the browser drops the
 * focus onto the body), gets the focus back once enabled; not when it was clicked without focus
 * (an implicit submission from a field) or when something else took the focus meanwhile.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useFocusBack } from './use-focus-back';

function Send({ busy }: { busy: boolean }) {
  const focusBack = useFocusBack(busy);
  return (
    <>
      <input aria-label="Mesaj" />
      <button type="button" disabled={busy} {...focusBack}>
        Trimite
      </button>
    </>
  );
}

/** What Chromium does to a focused button that becomes disabled (jsdom blurs no disabled element). */
function dropFocus() {
  act(() => (document.activeElement as HTMLElement | null)?.blur());
}

describe('useFocusBack', () => {
  it('puts the focus back on the pressed button once it is enabled again', () => {
    const { rerender } = render(<Send busy={false} />);
    const button = screen.getByRole('button', { name: 'Trimite' });
    button.focus();
    fireEvent.click(button);
    dropFocus();
    rerender(<Send busy />);
    expect(document.activeElement).toBe(document.body);
    rerender(<Send busy={false} />);
    expect(document.activeElement).toBe(button);
  });

  it('leaves the focus alone when the button was clicked without it, or another element took it', () => {
    const { rerender } = render(<Send busy={false} />);
    const button = screen.getByRole('button', { name: 'Trimite' });
    const field = screen.getByRole('textbox', { name: 'Mesaj' });
    field.focus();
    fireEvent.click(button);
    rerender(<Send busy />);
    rerender(<Send busy={false} />);
    expect(document.activeElement).toBe(field);

    button.focus();
    fireEvent.click(button);
    rerender(<Send busy />);
    act(() => field.focus());
    rerender(<Send busy={false} />);
    expect(document.activeElement).toBe(field);
  });
});
