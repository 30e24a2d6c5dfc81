// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
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

function Open() {
  return (
    <main>
      <p>Pagina</p>
      <ModalDialog labelledBy="t" onEscape={() => {}} inert={false} dialogId="restricted">
        <h2 id="t">Titlu</h2>
        <button type="button">Primul</button>
      </ModalDialog>
    </main>
  );
}

describe('ModalDialog in a portal', () => {
  it('renders on document.body, outside the stacking contexts of the page', () => {
    const { container } = render(<Open />);
    const dialog = screen.getByRole('dialog', { name: 'Titlu' });
    expect(container.contains(dialog)).toBe(false);
    expect(dialog.parentElement!.parentElement).toBe(document.body);
    expect(dialog.parentElement).toHaveAttribute('data-dialog-id', 'restricted');
    expect(dialog.parentElement).not.toHaveAttribute('inert');
  });

  it('puts inert on the backdrop of a dialog under another one', () => {
    render(
      <ModalDialog labelledBy="t" onEscape={() => {}} inert dialogId="lower">
        <h2 id="t">Titlu</h2>
      </ModalDialog>,
    );
    expect(document.querySelector('[data-dialog-id="lower"]')).toHaveAttribute('inert');
  });

  it('is server-rendered in place, hydrates without a mismatch, then moves to the portal with focus inside', async () => {
    const html = renderToString(<Open />);
    expect(html).toContain('role="dialog"');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    let root: ReturnType<typeof hydrateRoot> | undefined;
    // Hydration, then the passive effects and the re-render with the client's snapshot.
    await act(() => {
      root = hydrateRoot(container, <Open />);
      return Promise.resolve();
    });
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    const dialogs = screen.getAllByRole('dialog', { name: 'Titlu' });
    expect(dialogs).toHaveLength(1);
    expect(container.contains(dialogs[0]!)).toBe(false);
    expect(container).toHaveTextContent('Pagina');
    expect(screen.getByRole('button', { name: 'Primul' })).toHaveFocus();
    act(() => root!.unmount());
    container.remove();
  });
});
