/**
 * Advert slots, the service worker and the survey theme in Chromium (docs/slots-and-offline.md):
 * a seeded house ad shows, labelled, in its slot on home, listing and ad page, and its clicks
 * (a press, or the window losing focus while the pointer is over it) reach tracking; the service
 * worker registers and controls the pages; once an ad page was seen it still opens offline, while
 * a page never seen gives the offline page; the survey stylesheet loads when #laquesisSurvey joins
 * the head. At 1280 and 375 px.
 *
 * Uses Playwright's own `test`: offline, the fixtures' wait for hydration cannot hold (the page's
 * own requests fail), so this file waits for hydration itself where it needs React.
 */
import { expect, test } from '@playwright/test';
import { waitForHydration } from './hydration';

test.use({ serviceWorkers: 'allow' });

for (const width of [1280, 375]) {
  test(`house ads, service worker, offline pages and survey theme (${width} px)`, async ({ page, context }) => {
    const desktop = width >= 768;
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    await waitForHydration(page);

    // The home page's billboard (desktop) or mobile leaderboard: a house ad from the seed, labelled.
    const slot = page.locator(`[data-ad-slot="${desktop ? 'slot-hp-double-triple-billboard' : 'slot-hp-mob-ldb'}"]`);
    await expect(slot).toBeVisible();
    await expect(slot).toContainText('Publicitate');
    const link = slot.getByRole('link');
    const target = desktop ? '/anunt-nou/selectcategory' : '/cautari-salvate';
    await expect(link).toHaveAttribute('href', target);
    // The slot for the other screen size is not shown.
    await expect(
      page.locator(`[data-ad-slot="${desktop ? 'slot-hp-mob-ldb' : 'slot-hp-double-triple-billboard'}"]`),
    ).toBeHidden();

    // The window losing focus while the pointer is over the slot counts as a click (a framed advert took it).
    await slot.hover();
    await expect(async () => {
      await page.evaluate(() => window.dispatchEvent(new Event('blur')));
      await expect(slot).toHaveAttribute('data-ad-clicks', '1', { timeout: 500 });
    }).toPass({ timeout: 15_000 });

    // The service worker registers once the page is idle, and takes control.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });

    // The survey theme: the stylesheet loads when the provider adds #laquesisSurvey to the head.
    const stylesheet = page.waitForResponse((response) => response.url().endsWith('/survey-theme.css'));
    await page.evaluate(() => {
      const survey = document.createElement('style');
      survey.id = 'laquesisSurvey';
      document.head.appendChild(survey);
    });
    expect((await stylesheet).status()).toBe(200);
    await expect
      .poll(() =>
        page.evaluate(() =>
          getComputedStyle(document.documentElement).getPropertyValue('--laquesis-color-primary').trim(),
        ),
      )
      .toBe('#0071ce');

    // A press on the house ad is a click (here opening it in a new tab, so this page stays to tell).
    await link.click({ modifiers: ['ControlOrMeta'] });
    await expect(slot).toHaveAttribute('data-ad-clicks', '2');
    for (const other of context.pages()) if (other !== page) await other.close();

    // A press on the house ad leads to our own page (posting asks a visitor to sign in first).
    await link.click();
    await expect(page).toHaveURL((url) => url.pathname === target || url.searchParams.get('redirectUrl') === target);

    // The listing shows its slots too.
    await page.goto('/autoturisme');
    await waitForHydration(page);
    const listingSlot = page.locator(`[data-ad-slot="${desktop ? 'slot-leaderboard' : 'slot-320x50_bottom'}"]`);
    await expect(listingSlot).toBeVisible();
    await expect(listingSlot).toContainText('Publicitate');

    // An ad page seen online is kept by the worker (network first).
    await page.goto('/autoturisme/anunt/1');
    await waitForHydration(page);
    const title = await page.getByRole('heading', { level: 1 }).textContent();
    // The footer carries the financing widget (financingWidgets on); its ad slot stands in only while
    // the flag is off (e2e/financing-widgets.spec.ts).
    await expect(page.locator('[data-financing-entry="footer"]')).toContainText('Cumpără în rate');
    await expect
      .poll(() => page.evaluate(async () => (await caches.match(location.href)) !== undefined), { timeout: 15_000 })
      .toBe(true);

    await context.setOffline(true);
    try {
      await page.reload({ waitUntil: 'domcontentloaded' });
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title ?? '');
      await expect(page.locator('[data-offline-page]')).toHaveCount(0);

      // A page never seen: the offline page, in Romanian.
      await page.goto('/autoturisme/anunt/2', { waitUntil: 'domcontentloaded' });
      await expect(page.getByRole('heading', { level: 1, name: 'Ești offline' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Încearcă din nou' })).toBeVisible();
    } finally {
      await context.setOffline(false);
    }
  });
}
