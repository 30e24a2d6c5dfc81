// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { missingKeys, renderWithProviders, resetMissingKeys } from '@/test-support/i18n-test-utils';
import { NotificationsOptIn } from './notifications-opt-in';

function fakeNotification(permission: NotificationPermission, answer: NotificationPermission = permission) {
  const requestPermission = vi.fn().mockResolvedValue(answer);
  vi.stubGlobal('Notification', { permission, requestPermission });
  return requestPermission;
}

beforeEach(resetMissingKeys);
afterEach(() => {
  vi.unstubAllGlobals();
  expect(missingKeys()).toEqual([]);
});

describe('NotificationsOptIn', () => {
  it('asks for the permission only when the button is pressed', async () => {
    const requestPermission = fakeNotification('default', 'granted');
    renderWithProviders(<NotificationsOptIn />);
    const button = await screen.findByRole('button', { name: 'Activează notificările' });
    expect(requestPermission).not.toHaveBeenCalled();
    act(() => void fireEvent.click(button));
    expect(requestPermission).toHaveBeenCalledOnce();
    expect(await screen.findByRole('status')).toHaveTextContent('Notificările sunt activate');
  });

  it('says the permission was refused, and shows nothing without notifications', async () => {
    fakeNotification('denied');
    const { unmount } = renderWithProviders(<NotificationsOptIn />);
    expect(await screen.findByRole('status')).toHaveTextContent('blocate');
    unmount();
    vi.unstubAllGlobals();
    const saved = Object.getOwnPropertyDescriptor(window, 'Notification');
    // jsdom has no Notification: the component renders nothing.
    expect(saved).toBeUndefined();
    const { container } = renderWithProviders(<NotificationsOptIn />);
    expect(container).toBeEmptyDOMElement();
  });
});
