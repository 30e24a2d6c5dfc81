import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@/server/db/seed/demo-accounts';
import { expect, signIn, test } from './helpers';

/**
 * No link leads to a 404 (issue 9): for an anonymous visitor, a private user and a dealer, opens
 * the start pages in the browser (so links rendered after hydration count too), collects every
 * same-origin <a href>, and fetches each one once with the visitor's cookies. One hop only: the
 * start pages reach every page the site has. Fails listing every URL that answered 404 or 5xx
 * with the page it was found on.
 */

/**
 * Start pages every visitor opens; the first ad of the listing is added at run time. /dealeri
 * brings the seller profiles (one per dealer on its first page) into the crawl.
 */
const START_PAGES = ['/', '/menu', '/autoturisme', '/dealeri'];
/** The account area's pages (SPEC §2.5); the signed-out are sent to sign in, whose links count too. */
const ACCOUNT_PAGES = ['/contul-meu', '/contul-meu/preferences', '/contul-meu/settings', '/contul-meu/newinvoices'];
const DEALER_PAGES = ['/contul-meu/user-administration'];
/**
 * Enough for every link of the start pages (about 32 ads on the listing, 24 dealers on /dealeri:
 * about 95 URLs; a dealer's account menu and billing pages bring it past 150); a cap keeps a
 * runaway page from stalling the run.
 */
const MAX_URLS = 220;

/**
 * Links whose visit acts instead of showing a page: signing out happens when /logout or
 * /amplify-logout load, and one-click links carry a token (unsubscribe, confirmation hashes).
 * /delete-account only asks for the password, so it is checked.
 */
function actsOnVisit(url: URL): boolean {
  if (['/logout', '/amplify-logout', '/api/auth/signout'].includes(url.pathname)) return true;
  if (/\/(unsubscribe|confirmation)\//.test(url.pathname)) return true;
  return ['token', 'hash', 'code'].some((key) => url.searchParams.has(key));
}

/** Same-origin link targets of the current page, without fragments. */
async function linksOf(page: Page): Promise<string[]> {
  const origin = new URL(page.url()).origin;
  const hrefs = await page
    .locator('a[href]')
    .evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href));
  const links = new Set<string>();
  for (const href of hrefs) {
    const url = new URL(href);
    if (url.origin !== origin || actsOnVisit(url)) continue;
    url.hash = '';
    // Every card links its financing through the redirect with its own advert: one per entry point is enough.
    if (url.pathname.startsWith('/finantare/redirect/')) url.search = '';
    links.add(url.pathname + url.search);
  }
  return [...links];
}

interface CrawlResult {
  /** Every URL fetched, start pages included. */
  visited: string[];
  /** '404 /x (on /y)' for each broken link. */
  broken: string[];
}

async function crawl(page: Page, startPages: readonly string[]): Promise<CrawlResult> {
  const foundOn = new Map<string, string>();
  const broken: string[] = [];
  for (const start of startPages) {
    const response = await page.goto(start);
    const status = response?.status() ?? 0;
    // A start page is a link of the site too; its own links still count when it is broken.
    if (status === 404 || status >= 500) broken.push(`${status} ${start} (start page)`);
    foundOn.set(start, 'start');
    for (const link of await linksOf(page)) if (!foundOn.has(link)) foundOn.set(link, start);
  }
  const toFetch = [...foundOn].filter(([, source]) => source !== 'start');
  expect(foundOn.size, `more than ${MAX_URLS} URLs: raise the cap or narrow the start pages`).toBeLessThanOrEqual(
    MAX_URLS,
  );
  for (const [url, source] of toFetch) {
    const response = await page.request.get(url);
    const status = response.status();
    if (status === 404 || status >= 500) broken.push(`${status} ${url} (on ${source})`);
  }
  return { visited: [...foundOn.keys()], broken };
}

/** The first ad of the cars listing: ad pages are start pages too. */
async function firstAdUrl(page: Page): Promise<string> {
  await page.goto('/autoturisme');
  const href = await page.locator('a[href*="/anunt/"]').first().getAttribute('href');
  expect(href, 'the cars listing shows an ad').toBeTruthy();
  return href ?? '';
}

const VISITORS = [
  { name: 'an anonymous visitor', email: null, pages: ACCOUNT_PAGES },
  { name: 'a private user', email: DEMO_ACCOUNTS.buyer.email, pages: ACCOUNT_PAGES },
  { name: 'a dealer', email: DEMO_ACCOUNTS.dealer.email, pages: [...ACCOUNT_PAGES, ...DEALER_PAGES] },
] as const;

for (const visitor of VISITORS) {
  test(`no link leads to a 404 or 5xx, for ${visitor.name}`, async ({ page, consoleErrors: _ }, testInfo) => {
    test.setTimeout(180_000);
    if (visitor.email) {
      await page.goto('/authentication');
      await signIn(page, visitor.email, DEMO_PASSWORD);
      await expect(page).toHaveURL(/\/contul-meu\/?$/);
    }
    const startPages = [...START_PAGES, await firstAdUrl(page), ...visitor.pages];
    const { visited, broken } = await crawl(page, startPages);
    testInfo.annotations.push({ type: 'urls', description: `${visited.length} URLs checked for ${visitor.name}` });
    console.info(`links crawler: ${visited.length} URLs checked for ${visitor.name}`);
    expect(broken, `broken links for ${visitor.name}`).toEqual([]);
    expect(visited.length).toBeGreaterThan(startPages.length);
  });
}

// The crawler can fail: a start page served by the test links to a missing page, to a page that
// exists, to another origin and to /logout; only the missing page is reported, /logout is not visited.
test('the crawler reports a dead link with its page and skips sign-out', async ({ page, consoleErrors: _ }) => {
  await page.route('**/crawler-self-test', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<title>t</title><a href="/autoturisme#x">ok</a> <a href="/nu-exista?a=1">dead</a> <a href="https://example.org/x">out</a> <a href="/logout">out</a>',
    }),
  );
  const { visited, broken } = await crawl(page, ['/crawler-self-test']);
  expect(broken).toEqual(['404 /nu-exista?a=1 (on /crawler-self-test)']);
  expect(visited).toEqual(['/crawler-self-test', '/autoturisme', '/nu-exista?a=1']);
});
