// @vitest-environment jsdom
/**
 * TextField hands what was typed (or autofilled) before hydration to its owner once, so a slow
 * page never loses it; afterwards every keystroke is an event as usual.
 */
import { act, fireEvent } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { renderWithProviders } from '@/test-support/i18n-test-utils';
import { TextField } from './text-field';

describe('TextField', () => {
  it('adopts a value typed before hydration, once', () => {
    const onValueChange = vi.fn<(value: string) => void>();
    const ui = <TextField label="E-mail" value="" onValueChange={onValueChange} />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(ui);
    document.body.append(container);
    const input = container.querySelector('input')!;
    input.value = 'grabit@volan.test';
    act(() => {
      hydrateRoot(container, ui);
    });
    expect(onValueChange).toHaveBeenCalledExactlyOnceWith('grabit@volan.test');
    fireEvent.change(input, { target: { value: 'alt@volan.test' } });
    expect(onValueChange).toHaveBeenLastCalledWith('alt@volan.test');
    expect(onValueChange).toHaveBeenCalledTimes(2);
    container.remove();
  });

  it('stays quiet when nothing was typed before hydration', () => {
    const onValueChange = vi.fn<(value: string) => void>();
    const ui = <TextField label="E-mail" value="" onValueChange={onValueChange} />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(ui);
    document.body.append(container);
    act(() => {
      hydrateRoot(container, ui);
    });
    expect(onValueChange).not.toHaveBeenCalled();
    container.remove();
  });
});

describe('TextField, multiline', () => {
  it('is a textarea with its counter, and its error interpolated and described', () => {
    const view = renderWithProviders(
      <TextField
        multiline
        label="Mesaj"
        value="Da"
        onValueChange={() => undefined}
        counter="Mai poți scrie 1998 de caractere"
        errorKey="advert:contact.validation.tooShort"
        errorValues={{ minLength: 10 }}
      />,
    );
    const box = view.getByLabelText('Mesaj');
    expect(box.tagName).toBe('TEXTAREA');
    expect(box).toHaveValue('Da');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Introdu cel puțin 10 caractere');
    expect(view.getByText('Mai poți scrie 1998 de caractere')).toHaveAttribute('aria-live', 'polite');
    view.unmount();
  });
});
