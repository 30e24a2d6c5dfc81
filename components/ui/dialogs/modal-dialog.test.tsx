// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { ModalDialog } from './modal-dialog';

function Page({ onEscape = () => {} }: { onEscape?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Deschide
      </button>
      {open && (
        <ModalDialog labelledBy="t" onEscape={() => (onEscape(), setOpen(false))}>
          <h2 id="t">Titlu</h2>
          <button type="button">Primul</button>
          <input aria-label="Al doilea" />
          <button type="button" onClick={() => setOpen(false)}>
            Ultimul
          </button>
        </ModalDialog>
      )}
    </>
  );
}

describe('ModalDialog', () => {
  it('moves focus in, keeps Tab inside, closes on Escape and gives focus back to the opener', () => {
    const onEscape = vi.fn();
    render(<Page onEscape={onEscape} />);
    const opener = screen.getByRole('button', { name: 'Deschide' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Titlu' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Primul' })).toHaveFocus();

    screen.getByRole('button', { name: 'Ultimul' }).focus();
    fireEvent.keyDown(document.activeElement!, { key: 'Tab' });
    expect(screen.getByRole('button', { name: 'Primul' })).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: 'Tab', shiftKey: true });
    expect(screen.getByRole('button', { name: 'Ultimul' })).toHaveFocus();

    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(onEscape).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('focuses the element marked data-autofocus first', () => {
    render(
      <ModalDialog labelledBy="t" onEscape={() => {}}>
        <h2 id="t">Titlu</h2>
        <button type="button">Primul</button>
        <button type="button" data-autofocus>
          Implicit
        </button>
      </ModalDialog>,
    );
    expect(screen.getByRole('button', { name: 'Implicit' })).toHaveFocus();
  });
});
