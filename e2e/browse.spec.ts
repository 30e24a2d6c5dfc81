import { createHash } from 'node:crypto';
import type { Page, Response } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_ADVERT_IDS, DEMO_PASSWORD } from '@/server/db/seed/demo-accounts';
import { decideConsent, expect, recordFlowTransitions, test } from './fixtures';
import { signIn } from './helpers';
import { awaitHydrationInContext } from './hydration';

// The foundation's promise: a visitor browses a seeded Romanian marketplace served from a real database.
test('home → category → filter → ad page', async ({ page, consoleErrors: _ }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Volan/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ro');
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'website');
  await expect(page.getByRole('heading', { name: 'Cele mai noi anunțuri' })).toBeVisible();

  await page
    .getByRole('main')
    .getByRole('link', { name: /Autoturisme/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/autoturisme$/);
  await expect(page.getByRole('heading', { level: 1, name: /Autoturisme/ })).toBeVisible();

  const filters = page.getByRole('form', { name: 'Filtre' });
  // The make is a select field (inline combobox on desktop): type, Enter picks the one match.
  const make = filters.getByRole('combobox', { name: 'Marcă' });
  await make.click();
  await make.fill('BMW');
  await expect(page.getByRole('listbox', { name: 'Marcă' }).getByRole('option')).toHaveCount(1);
  await make.press('Enter');
  await expect(make).toHaveValue('BMW');
  await filters.getByRole('button', { name: 'Caută' }).click();
  await expect(page).toHaveURL(/\/autoturisme\/bmw(\?|$)/);
  await expect(page.getByRole('heading', { level: 1, name: /BMW/ })).toBeVisible();

  // A price ceiling narrows the results and keeps the make.
  // With JavaScript the results refresh in place: wait until they belong to the BMW search.
  await expect(page.locator('#rezultate[aria-busy]')).toHaveCount(0);
  const before = await resultCount(page);
  await page.getByRole('form', { name: 'Filtre' }).locator('input[name="pret_max"]').fill('150000');
  await page.getByRole('form', { name: 'Filtre' }).getByRole('button', { name: 'Caută' }).click();
  await expect(page).toHaveURL(/\/autoturisme\/bmw\?.*pret_max=150000/);
  // The results refresh in place (no page load): wait for the new count.
  await expect.poll(() => resultCount(page)).toBeLessThan(before);
  expect(await resultCount(page)).toBeGreaterThan(0);

  const firstCard = page.getByRole('main').getByRole('article').first();
  const title = (await firstCard.getByRole('heading').first().textContent())?.trim() ?? '';
  expect(title).toMatch(/BMW/);
  await firstCard.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/autoturisme\/anunt\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByText(/\d[\d.]* (EUR|LEI)/).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Date tehnice' })).toBeVisible();
});

test('keyset pagination goes forward and back', async ({ page, consoleErrors: _ }) => {
  await page.goto('/autoturisme?ordine=price_asc');
  await expect(page.getByText(/^Pagina 1 din \d+$/)).toBeVisible();
  const firstOnPage1 = await page
    .getByRole('main')
    .getByRole('article')
    .first()
    .getByRole('heading')
    .first()
    .textContent();
  await page.getByRole('link', { name: 'Pagina următoare ›' }).click();
  await expect(page.getByText(/^Pagina 2 din \d+$/)).toBeVisible();
  await page.getByRole('link', { name: '‹ Pagina anterioară' }).click();
  await expect(page.getByText(/^Pagina 1 din \d+$/)).toBeVisible();
  await expect(page.getByRole('main').getByRole('article').first().getByRole('heading').first()).toHaveText(
    firstOnPage1 ?? '',
  );
});

test('bad filter input gets a translated notice, never a 500', async ({ page, consoleErrors: _ }) => {
  const res = await page.goto('/autoturisme?pret_min=abc&an_min=2015&dupa=not-a-cursor');
  expect(res?.status()).toBe(200);
  await expect(page.getByText('Preț: „abc” nu este un număr; filtrul a fost ignorat.')).toBeVisible();
  await expect(page.getByRole('form', { name: 'Filtre' }).locator('input[name="an_min"]')).toHaveValue('2015');
});

test('an unknown ad answers 404 with the dead-end page', async ({ page, consoleErrors: _ }) => {
  const res = await page.goto('/autoturisme/anunt/987654321');
  expect(res?.status()).toBe(404);
  await expect(page.getByText('Eroare 404')).toBeVisible();
  await page.getByRole('link', { name: 'Începe o căutare' }).click();
  await expect(page).toHaveURL(/\/autoturisme$/);
});

test('an inactive ad answers 410 with similar ads', async ({ page, consoleErrors: _ }) => {
  const res = await page.goto(`/autoturisme/anunt/${DEMO_ADVERT_IDS.archivedCar}`);
  expect(res?.status()).toBe(410);
  await expect(page.getByRole('heading', { name: 'Acest anunț nu mai este valabil' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Anunțuri similare' })).toBeVisible();
  expect(await page.getByRole('main').getByRole('article').count()).toBeGreaterThan(0);
});

test('the phone layout shows a filters sheet with the result count', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 }, isMobile: true, hasTouch: true });
  await decideConsent(context);
  await recordFlowTransitions(context);
  awaitHydrationInContext(context);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/autoturisme/bmw');
  await page.getByRole('link', { name: /^Filtre/ }).click();
  await expect(
    page
      .getByRole('link', { name: /Arată rezultatele \(\d+ (de )?anunțuri\)/ })
      .or(page.getByRole('button', { name: /Arată rezultatele/ })),
  ).toBeVisible();
  const hasHorizontalScroll = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
  expect(hasHorizontalScroll).toBe(false);
  expect(errors).toEqual([]);
  await context.close();
});

test('GraphQL answers at /graphql with persisted queries over GET', async ({ request }) => {
  // A fresh alias per run: the server's persisted-query store outlives one test run.
  const query = `query Probe { categories { id slug } run${Date.now()}: __typename }`;
  const hash = sha256(query);
  const extensions = JSON.stringify({ persistedQuery: { version: 1, sha256Hash: hash } });
  const miss = await request.get(`/graphql?operationName=Probe&extensions=${encodeURIComponent(extensions)}`);
  expect((await miss.json()) as unknown).toMatchObject({ errors: [{ message: 'PersistedQueryNotFound' }] });
  const full = await request.post('/graphql', {
    data: { query, operationName: 'Probe', extensions: JSON.parse(extensions) as unknown },
  });
  expect(full.ok()).toBe(true);
  const hit = await request.get(`/graphql?operationName=Probe&extensions=${encodeURIComponent(extensions)}`);
  const body = (await hit.json()) as { data: { categories: { id: number; slug: string }[] } };
  expect(body.data.categories.map((c) => c.id)).toEqual([29, 81, 65, 57, 67, 9, 1, 31]);
});

test('a listing ships its data once, from the shared page cache for anonymous visitors only', async ({
  page,
  browser,
  consoleErrors: _,
}) => {
  // A URL of its own, so no other test has filled the cache for it.
  const url = `/autoturisme?ordine=price_desc&an_min=${2000 + (Date.now() % 10)}`;
  const anonymous = await page.request.get(url);
  expect(anonymous.status()).toBe(200);
  expect(anonymous.headers()['cache-control']).toMatch(/^public, s-maxage=\d+, stale-while-revalidate=\d+$/);
  const data = nextData(await anonymous.text());
  expect(data.props.pageProps).not.toHaveProperty('apolloState');
  expect(data.props.pageProps.results?.nodes.length).toBeGreaterThan(0);

  // Served again from the cache: same data, but this response's own transaction id.
  const again = await page.request.get(url);
  const second = nextData(await again.text());
  expect(second.props.pageProps.results).toEqual(data.props.pageProps.results);
  expect(again.headers()['x-transaction-id']).not.toBe(anonymous.headers()['x-transaction-id']);
  expect(second.props.pageProps.transactionId).toBe(again.headers()['x-transaction-id']);

  // Signed in, the same URL is rendered for the member and marked private; the header shows the account.
  await page.goto('/authentication');
  await signIn(page, DEMO_ACCOUNTS.buyer.email, DEMO_PASSWORD);
  await expect(page).not.toHaveURL(/\/authentication/);
  const member = await page.goto(url);
  expect(member?.headers()['cache-control']).toBe('private, no-store');
  await expect(page.getByRole('banner').getByRole('link', { name: /^Contul meu:/ })).toBeVisible();

  // And a visitor without the cookie still gets the anonymous page after the member's visit.
  const stranger = await browser.newContext();
  const strangerPage = await stranger.newPage();
  const strangerResponse = await strangerPage.goto(url);
  expect(strangerResponse?.headers()['cache-control']).toMatch(/^public, /);
  await expect(strangerPage.getByRole('banner').getByRole('link', { name: 'Intră în cont' })).toBeVisible();
  await stranger.close();
});

test('cached listing HTML: each response its own nonce and transaction id, the CSP holds, members never get it', async ({
  page,
  consoleErrors: _,
}) => {
  await page.context().addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { __cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} blocked ${event.blockedURI}`),
    );
  });
  // A URL of its own, so no other test has filled the caches for it.
  const url = `/autoturisme?ordine=price_asc&an_min=${1990 + (Date.now() % 10)}`;
  // A response's body is only readable until the next navigation: read each at once.
  const inspect = async (response: Response | null) => {
    const headers = response?.headers() ?? {};
    const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(headers['content-security-policy'] ?? '')?.[1] ?? '';
    const html = (await response?.text()) ?? '';
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)]
      .map(([tag]) => tag)
      .filter((tag) => !tag.includes('application/json'));
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    expect(nextData(html).props.pageProps.transactionId).toBe(headers['x-transaction-id']);
    return { nonce, transactionId: headers['x-transaction-id'], cache: headers['x-page-cache'] };
  };
  const seen = [await inspect(await page.goto(url)), await inspect(await page.goto(url))];
  expect(seen[1]?.cache).toBe('hit');
  expect(seen[0]?.nonce).toBeTruthy();
  expect(seen[0]?.nonce).not.toBe(seen[1]?.nonce);
  expect(seen[0]?.transactionId).not.toBe(seen[1]?.transactionId);

  // The page from the cache is interactive under its CSP: the make field opens its list.
  const make = page.getByRole('form', { name: 'Filtre' }).getByRole('combobox', { name: 'Marcă' });
  await make.click();
  await make.fill('BMW');
  await expect(page.getByRole('listbox', { name: 'Marcă' }).getByRole('option')).toHaveCount(1);
  expect(
    await page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []),
  ).toEqual([]);

  // Signed in, the same URL is rendered for the member.
  await page.goto('/authentication');
  await signIn(page, DEMO_ACCOUNTS.buyer.email, DEMO_PASSWORD);
  await expect(page).not.toHaveURL(/\/authentication/);
  const member = await page.goto(url);
  expect(member?.headers()['x-page-cache']).toBeUndefined();
  expect(member?.headers()['cache-control']).toBe('private, no-store');
  await expect(page.getByRole('banner').getByRole('link', { name: /^Contul meu:/ })).toBeVisible();
});

/** The __NEXT_DATA__ of a page's HTML. */
function nextData(html: string): {
  props: { pageProps: { transactionId: string; results?: { nodes: unknown[] } | null } };
} {
  const json = /<script id="__NEXT_DATA__" type="application\/json"[^>]*>(.*?)<\/script>/s.exec(html)?.[1];
  if (!json) throw new Error('no __NEXT_DATA__ in the page');
  return JSON.parse(json) as { props: { pageProps: { transactionId: string; results?: { nodes: unknown[] } | null } } };
}

async function resultCount(page: Page): Promise<number> {
  const text =
    (await page
      .getByText(/^\d[\d.]* (de )?anunțuri?$/)
      .first()
      .textContent()) ?? '';
  return Number(text.replace(/\D/g, ''));
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}
