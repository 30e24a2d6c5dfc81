/**
 * Monitoring in Chromium (docs/monitoring.md): browsing home → listing → an ad page sends one
 * beacon per web vital (FCP, LCP, CLS, FID, TTFB, INP) to /api/bm for each page, each stored (204);
 * /api/bm and /api/errors refuse bad input with 400; the team's performance page is a 404 for a
 * dealer and shows p75 rows to the team's demo account (echipa@volan.test).
 */
import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@/server/db/seed/demo-accounts';
import { expect, test } from './fixtures';
import { signIn } from './helpers';
import { waitForHydration } from './hydration';

const VITALS = ['FCP', 'LCP', 'CLS', 'FID', 'TTFB', 'INP'];
const STAFF_EMAIL = 'echipa@volan.test';
const STAFF_PASSWORD = 'volan-demo-2026';

interface Beacon {
  l: string;
  n: string;
  v: number;
  u: string;
  r: string;
  h: string;
  q: string;
  s: string;
}

/** Every beacon the page posts, and the status each got. */
function recordBeacons(page: Page) {
  const beacons: Beacon[] = [];
  const statuses: number[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'POST' || !request.url().endsWith('/api/bm')) return;
    const body = request.postData();
    if (body) beacons.push(JSON.parse(body) as Beacon);
  });
  page.on('response', (response) => {
    if (response.url().endsWith('/api/bm')) statuses.push(response.status());
  });
  return { beacons, statuses };
}

/** Visits `path`, interacts (FID, INP), then hides the page (LCP, CLS, INP are reported then). */
async function visit(page: Page, path: string, referer: string | undefined, beacons: Beacon[], u: string) {
  await page.goto(path, referer ? { referer } : {});
  await waitForHydration(page);
  // Monitoring starts when the browser is idle after hydration: FCP and TTFB come first.
  await expect.poll(() => names(beacons, u), { timeout: 20_000 }).toEqual(expect.arrayContaining(['FCP', 'TTFB']));
  await page.getByRole('heading', { level: 1 }).first().click();
  await expect.poll(() => names(beacons, u), { timeout: 10_000 }).toContain('FID');
  // web-vitals takes interaction entries in an idle callback: one still queued when the page hides
  // is processed after INP's final report, so INP would go unreported. Let the queue drain first.
  await page.evaluate(
    () => new Promise<void>((resolve) => requestIdleCallback(() => requestIdleCallback(() => resolve()))),
  );
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect.poll(() => names(beacons, u), { timeout: 10_000 }).toEqual(expect.arrayContaining(VITALS));
}

const names = (beacons: Beacon[], u: string) => beacons.filter((b) => b.u === u).map((b) => b.n);

test('home → listing → ad page: one beacon per web vital and page, each stored', async ({
  page,
  baseURL,
  consoleErrors: _,
}) => {
  const { beacons, statuses } = recordBeacons(page);
  await page.context().addCookies([
    {
      name: 'laquesis',
      value: 'zeta-b#alpha-a',
      url: baseURL ?? 'http://localhost:3000',
    },
    // With a hash cookie there is no bootstrap, which would replace laquesis with a new assignment.
    { name: 'ock', value: 'kept', url: baseURL ?? 'http://localhost:3000' },
  ]);
  await visit(page, '/', undefined, beacons, 'r:home');
  const origin = new URL(page.url()).origin;
  await visit(page, '/autoturisme', `${origin}/`, beacons, 'r:listing');
  await visit(page, '/autoturisme/anunt/1', `${origin}/autoturisme`, beacons, 'r:advertPage');

  for (const u of ['r:home', 'r:listing', 'r:advertPage']) {
    const sent = beacons.filter((b) => b.u === u);
    expect([...new Set(sent.map((b) => b.n))].sort()).toEqual([...VITALS].sort());
    for (const beacon of sent) {
      expect(beacon.l).toBe('web-vital');
      expect(beacon.v).toBeGreaterThanOrEqual(0);
      expect(beacon.h).not.toBe('');
      expect(beacon.s).toBe('');
      expect(beacon.q).toBe('alpha-a#zeta-b');
    }
  }
  expect(beacons.find((b) => b.u === 'r:home')?.r).toBe('initial');
  expect(beacons.find((b) => b.u === 'r:listing')?.r).toBe('r:home');
  expect(beacons.find((b) => b.u === 'r:advertPage')?.r).toBe('r:listing');
  // Each beacon the browser's network log answered was stored (204).
  await expect.poll(() => statuses.length, { timeout: 10_000 }).toBeGreaterThan(0);
  expect(new Set(statuses)).toEqual(new Set([204]));
});

test('the monitoring endpoints refuse bad input with 400 and store good reports', async ({ request }) => {
  const bad = await request.post('/api/bm', { data: { l: 'web-vital', n: 'NOPE', v: 1, u: 'r:home', r: 'initial' } });
  expect(bad.status()).toBe(400);
  expect(((await bad.json()) as { error: string }).error).toMatch(/a web-vital is one of/u);
  expect(
    (await request.post('/api/bm', { data: 'not json', headers: { 'content-type': 'text/plain' } })).status(),
  ).toBe(400);
  expect((await request.get('/api/bm')).status()).toBe(405);
  const good = await request.post('/api/bm', {
    data: { l: 'web-vital', n: 'TTFB', v: 120, u: 'p:/autoturisme', r: 'initial', h: 'e2e', q: '', s: '' },
  });
  expect(good.status()).toBe(204);

  // Browsers under webdriver never report (SPEC §9); the endpoint itself is checked here.
  const report = await request.post('/api/errors', {
    data: { pageName: 'posting_form', message: 'e2e: a reported error', context: { operationName: 'listingScreen' } },
  });
  expect(report.status()).toBe(204);
  expect((await request.post('/api/errors', { data: { pageName: 'x' } })).status()).toBe(400);
});

test('the performance page is a 404 for a dealer', async ({ page }) => {
  await page.goto('/authentication');
  await signIn(page, DEMO_ACCOUNTS.dealer.email, DEMO_PASSWORD);
  await expect(page).not.toHaveURL(/\/authentication/u);
  const response = await page.goto('/echipa/performanta');
  expect(response?.status()).toBe(404);
  const anonymous = await page.request.get('/echipa/performanta', { headers: { cookie: '' } });
  expect(anonymous.status()).toBe(404);
});

test('the performance page shows p75 rows to the team', async ({ page }) => {
  // Some beacons first, so the page has rows whatever ran before.
  for (const n of ['LCP', 'CLS']) {
    const sent = await page.request.post('/api/bm', {
      data: { l: 'web-vital', n, v: n === 'CLS' ? 0.02 : 1800, u: 'r:home', r: 'initial', h: 'e2e', q: '', s: '' },
    });
    expect(sent.status()).toBe(204);
  }
  await page.goto('/authentication');
  await signIn(page, STAFF_EMAIL, STAFF_PASSWORD);
  await page.waitForURL((url) => !url.pathname.startsWith('/authentication'));
  const response = await page.goto('/echipa/performanta');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Performanța site-ului' })).toBeVisible();
  const home = page.locator('tbody tr[data-route="home"]').first();
  await expect(home).toBeVisible();
  await expect(home.locator('td[data-rating]').first()).toBeVisible();
  await page.getByRole('link', { name: 'Ultimele 30 de zile' }).click();
  await expect(page).toHaveURL(/zile=30/u);
  await expect(page.locator('tbody tr[data-route="home"]').first()).toBeVisible();
});

test('inside the app web view, a visitor without a session records no-session-webview', async ({ page }) => {
  const actions: { name: string; properties: Record<string, unknown> }[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'POST' || !request.url().endsWith('/api/collect')) return;
    const body = JSON.parse(request.postData() ?? '{"events":[]}') as { events: typeof actions };
    actions.push(...body.events);
  });
  await page.goto('/autoturisme');
  await waitForHydration(page);
  // The cookie sizes go out 2 s after load: by then a page action of the session would have too.
  await expect.poll(() => actions.some((a) => a.name === 'cookie_sizes'), { timeout: 15_000 }).toBe(true);
  expect(actions.filter((a) => a.name === 'no-session-webview')).toEqual([]);
  // The app opens the site with utm_source=android (or its user agent): no session there is recorded.
  await page.goto('/autoturisme?utm_source=android');
  await waitForHydration(page);
  await expect
    .poll(() => actions.find((a) => a.name === 'no-session-webview')?.properties.path, { timeout: 15_000 })
    .toBe('/autoturisme');
});
