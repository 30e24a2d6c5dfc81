import { RecentViews } from './recent-views';

const MINUTE = 60_000;

describe('RecentViews', () => {
  it('counts a viewer once per advert in the window, again after it', () => {
    const views = new RecentViews(30 * MINUTE, 100);
    expect(views.firstInWindow(1, 'address:10.0.0.1', 0)).toBe(true);
    expect(views.firstInWindow(1, 'address:10.0.0.1', 29 * MINUTE)).toBe(false);
    expect(views.firstInWindow(2, 'address:10.0.0.1', 29 * MINUTE)).toBe(true);
    expect(views.firstInWindow(1, 'user:u1', 29 * MINUTE)).toBe(true);
    expect(views.firstInWindow(1, 'address:10.0.0.1', 30 * MINUTE)).toBe(true);
    expect(views.firstInWindow(1, 'address:10.0.0.1', 45 * MINUTE)).toBe(false);
  });

  it('forgets expired marks and keeps at most its bound', () => {
    const views = new RecentViews(30 * MINUTE, 3);
    for (let i = 0; i < 5; i += 1) views.firstInWindow(i, 'v', i);
    expect(views.size).toBe(3);
    // The oldest marks went first: advert 0 counts again, advert 4 does not.
    expect(views.firstInWindow(0, 'v', 10)).toBe(true);
    expect(views.firstInWindow(4, 'v', 10)).toBe(false);
    views.firstInWindow(9, 'w', 31 * MINUTE);
    expect(views.size).toBe(1);
  });
});
