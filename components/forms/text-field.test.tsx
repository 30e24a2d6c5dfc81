// @vitest-environment jsdom
/**
 * TextField hands what was typed (or autofilled) before hydration to its owner once, so a slow
 * page never loses it; afterwards every keystroke is an event as usual.
 */
import { act, fireEvent } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
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
