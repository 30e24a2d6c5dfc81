// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { DeviceProvider, useDevice } from './use-device';

function Probe() {
  return <p data-testid="device">{useDevice()}</p>;
}

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
}

describe('useDevice', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('renders the server class on the server and the viewport class after hydration', () => {
    setWidth(500);
    const ui = (
      <DeviceProvider device="desktop">
        <Probe />
      </DeviceProvider>
    );
    const html = renderToString(ui);
    expect(html).toContain('desktop');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    render(ui, { container, hydrate: true });
    expect(screen.getByTestId('device')).toHaveTextContent('mobile');
  });

  it('follows viewport changes after the debounce', () => {
    setWidth(500);
    render(
      <DeviceProvider device="mobile">
        <Probe />
      </DeviceProvider>,
    );
    expect(screen.getByTestId('device')).toHaveTextContent('mobile');
    act(() => {
      setWidth(900);
      window.dispatchEvent(new Event('resize'));
    });
    expect(screen.getByTestId('device')).toHaveTextContent('mobile');
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(screen.getByTestId('device')).toHaveTextContent('tablet');
  });
});
