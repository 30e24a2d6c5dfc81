import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIResponse, Page, Response } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_ADVERT_IDS, DEMO_PASSWORD } from '@/server/db/seed/demo-accounts';
import { expect, test, watchConsole } from './fixtures';
import { signIn } from './helpers';

// The security headers (docs/security.md): every page keeps working under its Content-Security-
// Policy — no violation, its scripts run (a click is handled by the page, not by a reload) — and
// no other site can frame it.

/** Collects `securitypolicyviolation` events of every document the page loads. */
test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { __cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} blocked ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
});

async function violations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []);
}

/** Checks the headers every page sends and returns the CSP nonce. */
function expectPageHeaders(response: Response | APIResponse | null): string {
  expect(response, 'a response').not.toBeNull();
  const headers = response?.headers() ?? {};
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options']).toBe('DENY');
  // Served over http here: no HSTS.
  expect(headers['strict-transport-security']).toBeUndefined();
  const policy = headers['content-security-policy'] ?? '';
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toContain("img-src 'self' data:");
  expect(policy).toContain("connect-src 'self'");
  expect(policy).not.toContain('unsafe-eval');
  const nonce = /script-src 'self' 'nonce-([A-Za-z0-9+/=]+)' 'strict-dynamic'/.exec(policy)?.[1];
  expect(nonce, policy).toBeTruthy();
  return nonce ?? '';
}

/**
 * Every script tag of the server's HTML carries this response's nonce (inline ones included; the
 * __NEXT_DATA__ JSON is data, not script). Chunks the page loads later need none: 'strict-dynamic'.
 */
async function expectScriptsNonced(response: Response | null, nonce: string): Promise<void> {
  const html = (await response?.text()) ?? '';
  const tags = [...html.matchAll(/<script\b[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => !tag.includes('application/json'));
  expect(tags.length).toBeGreaterThan(0);
  for (const tag of tags) expect(tag).toContain(`nonce="${nonce}"`);
}

/** Clicks a link and checks the page's router handled it: a full reload would lose the marker. */
async function expectClientNavigation(page: Page, click: () => Promise<void>, url: RegExp): Promise<void> {
  await page.evaluate(() => Object.assign(window, { __stillHere: true }));
  await click();
  await expect(page).toHaveURL(url);
  expect(await page.evaluate(() => (window as unknown as { __stillHere?: boolean }).__stillHere)).toBe(true);
}

test('public pages: headers, no CSP violation, and their scripts work', async ({ page, consoleErrors: _ }) => {
  const home = await page.goto('/');
  await expectScriptsNonced(home, expectPageHeaders(home));
  await expectClientNavigation(
    page,
    () =>
      page
        .getByRole('main')
        .getByRole('link', { name: /Autoturisme/ })
        .first()
        .click(),
    /\/autoturisme$/,
  );
  expect(await violations(page)).toEqual([]);

  const listing = await page.goto('/autoturisme');
  await expectScriptsNonced(listing, expectPageHeaders(listing));
  const make = page.getByRole('form', { name: 'Filtre' }).getByRole('combobox', { name: 'Marcă' });
  await make.click();
  await make.fill('BMW');
  await expect(page.getByRole('listbox', { name: 'Marcă' }).getByRole('option')).toHaveCount(1);
  expect(await violations(page)).toEqual([]);

  const advert = await page.goto(`/autoturisme/anunt/${DEMO_ADVERT_IDS.activeCar}`);
  await expectScriptsNonced(advert, expectPageHeaders(advert));
  await expectClientNavigation(
    page,
    () => page.getByRole('link', { name: 'Volan – pagina principală' }).click(),
    /\/$/,
  );
  expect(await violations(page)).toEqual([]);

  const flows = await page.goto('/flows');
  await expectScriptsNonced(flows, expectPageHeaders(flows));
  await expectClientNavigation(
    page,
    () => page.getByTestId('flows-list').getByRole('link', { name: 'Câmp de selecție' }).click(),
    /\/flows\/select$/,
  );
  await expect(page.getByTestId('flow-diagram')).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test('sign-in and account pages: headers, no CSP violation, and their scripts work', async ({
  page,
  consoleErrors: _,
}) => {
  const signInPage = await page.goto('/authentication');
  await expectScriptsNonced(signInPage, expectPageHeaders(signInPage));
  await signIn(page, DEMO_ACCOUNTS.buyer.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/contul-meu\/?$/);
  expect(await violations(page)).toEqual([]);

  const account = await page.goto('/contul-meu');
  await expectScriptsNonced(account, expectPageHeaders(account));
  const menu = page.getByRole('navigation', { name: 'Meniul contului' });
  const other = menu.locator('a[href^="/contul-meu/"]').first();
  const target = (await other.getAttribute('href')) ?? '';
  expect(target).not.toBe('');
  await expectClientNavigation(page, () => other.click(), new RegExp(`${target.replace(/[/.]/g, '\\$&')}$`));
  expect(await violations(page)).toEqual([]);
});

test('the 404 page is rendered per request, with its nonce, and its scripts work', async ({
  page,
  consoleErrors: _,
}) => {
  const response = await page.goto('/nu-exista-aceasta-pagina');
  expect(response?.status()).toBe(404);
  await expectScriptsNonced(response, expectPageHeaders(response));
  await expectClientNavigation(
    page,
    () => page.getByRole('main').getByRole('link', { name: 'Începe o căutare' }).click(),
    /\/autoturisme$/,
  );
  expect(await violations(page)).toEqual([]);
});

test('another site cannot frame the account page', async ({ page, baseURL }) => {
  // The framing page is served by a server of its own on another port (another origin). A page
  // faked with page.route would count as public and Chromium's private-network rules would block
  // the frame before our headers are tried. The page's console says why the frame stays empty.
  const site = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end(
      `<!doctype html><title>framing</title><iframe src="${baseURL}/contul-meu" width="800" height="600"></iframe>`,
    );
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  try {
    const errors = watchConsole(page);
    await page.goto(`http://127.0.0.1:${(site.address() as AddressInfo).port}/`);
    await expect
      .poll(() => errors.join('\n'))
      .toMatch(
        /violates the following Content Security Policy directive: "frame-ancestors 'none'"|Refused to (display|frame)/,
      );
    await expect(page.frameLocator('iframe').getByRole('main')).toHaveCount(0);
  } finally {
    await new Promise((resolve) => site.close(resolve));
  }
});

test('API answers carry nosniff and no framing either; /bench/* is 404 without BENCH_PAGES', async ({ request }) => {
  const graphql = await request.get(`/graphql?query=${encodeURIComponent('{ __typename }')}`);
  expect(graphql.status()).toBe(200);
  expect(graphql.headers()['x-content-type-options']).toBe('nosniff');
  expect(graphql.headers()['x-frame-options']).toBe('DENY');
  expect((await request.get('/bench/blank')).status()).toBe(404);
});
