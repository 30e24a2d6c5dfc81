import type { Page, Request } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './helpers';

/**
 * The cookie banner and the tracking layer (docs/tracking.md): a first visit shows the banner;
 * refusing sets no tracking cookie and sends the collector only anonymous page actions; accepting
 * sends the home page view, which reaches tracking_events (read back through the e2e-only GET of
 * /api/collect). At 1280 and 375 px, with axe on the banner and on the preferences dialog.
 */
test.use({ consentDecided: false });

const VISITOR_COOKIE = 'volan_vid';

interface PostedEvent {
  eventType: string;
  name: string;
  visitorId: string;
  properties: Record<string, unknown>;
}

/** Every event the page posts to the collector. */
function watchCollector(page: Page): PostedEvent[] {
  const posted: PostedEvent[] = [];
  page.on('request', (request: Request) => {
    if (request.method() !== 'POST' || !request.url().endsWith('/api/collect')) return;
    const body = JSON.parse(request.postData() ?? '{"events":[]}') as { events: PostedEvent[] };
    posted.push(...body.events);
  });
  return posted;
}

for (const width of [1280, 375]) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: width < 768 ? 812 : 900 } });

    test('refusing: no tracking cookie, only anonymous page actions reach the collector', async ({ page, context }) => {
      const posted = watchCollector(page);
      await page.goto('/');
      const banner = page.getByRole('region', { name: 'Folosim cookie-uri' });
      await expect(banner).toBeVisible();
      await expectNoAxeViolations(page);
      // Keyboard only: focus the button and press Enter.
      await banner.getByRole('button', { name: 'Refuz cookie-urile neesențiale' }).press('Enter');
      await expect(banner).toBeHidden();
      // The cookie sizes are reported 2 s after load and sent within 2 s more: the layer is connected by then.
      await expect.poll(() => posted.some((event) => event.name === 'cookie_sizes'), { timeout: 15_000 }).toBe(true);
      expect(posted.filter((event) => event.eventType !== 'page_action')).toEqual([]);
      expect(posted.every((event) => event.visitorId === '' && !('user_status' in event.properties))).toBe(true);
      // document.cookie reaches the browser's cookie store asynchronously, and cookie_sizes may have
      // been posted before the click (axe takes a while): wait for the decision to be stored.
      await expect
        .poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'volan_consent')?.value ?? '')
        .toMatch(/^C0001%3A1%2CC0002%3A0|^C0001:1,C0002:0/);
      expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain(VISITOR_COOKIE);
      // The decision holds on the next page: no banner.
      await page.reload();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(banner).toHaveCount(0);
    });

    test('accepting: the home page view reaches tracking_events', async ({ page, context, request }) => {
      await page.goto('/');
      const banner = page.getByRole('region', { name: 'Folosim cookie-uri' });
      // The preferences dialog (loaded on demand): axe, Escape back to the banner.
      await banner.getByRole('button', { name: 'Preferințe' }).click();
      const dialog = page.getByRole('dialog', { name: 'Preferințe cookie-uri' });
      await expect(dialog.getByRole('switch', { name: 'Performanță' })).not.toBeChecked();
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await banner.getByRole('button', { name: 'Accept toate' }).click();
      await expect(banner).toBeHidden();

      await expect.poll(async () => (await context.cookies()).some((c) => c.name === VISITOR_COOKIE)).toBe(true);
      const visitor = (await context.cookies()).find((cookie) => cookie.name === VISITOR_COOKIE)!.value;
      await expect
        .poll(
          async () => {
            const response = await request.get(`/api/collect?visitor=${encodeURIComponent(visitor)}`);
            const { events } = (await response.json()) as { events: PostedEvent[] };
            return events.find((event) => event.eventType === 'pv' && event.name === 'home')?.properties ?? null;
          },
          { timeout: 15_000 },
        )
        .toMatchObject({ touch_point_page: 'home', language: 'ro_RO', user_status: 'unlogged', is_webview: 0 });

      // The footer link reopens the preferences with the decision in force.
      await page.getByRole('button', { name: 'Setări cookie-uri' }).click();
      await expect(dialog.getByRole('switch', { name: 'Publicitate' })).toBeChecked();
      await dialog.getByRole('switch', { name: 'Publicitate' }).press('Space');
      await dialog.getByRole('button', { name: 'Salvează preferințele' }).click();
      await expect(dialog).toBeHidden();
      await expect
        .poll(async () => (await context.cookies()).find((c) => c.name === 'volan_consent')?.value ?? '')
        .toMatch(/C0004%3A0|C0004:0/);
    });
  });
}
