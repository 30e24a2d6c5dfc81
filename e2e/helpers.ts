import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Browser, BrowserContext, Page, TestInfo } from '@playwright/test';
import { decideConsent, expect, recordFlowTransitions, test as shared, watchConsole } from './fixtures';
import { awaitHydrationInContext } from './hydration';

/**
 * Shared steps of the account tests (auth, team, session): signing in and up through the screens
 * and reading the sandbox mailbox (/dev/mailbox) as a person would.
 *
 * `test` is the shared fixture whose console watcher also allows the 401 next-auth answers a
 * refused sign-in with (the tests cause those themselves); runtime coverage stays.
 */
export const test = shared.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, provide) => {
    const errors = watchConsole(page, { allowRefusedSignIn: true });
    await provide(errors);
    expect(errors, 'console errors and uncaught exceptions').toEqual([]);
  },
});

export { expect };

/** Fills the sign-in form (on /authentication) and submits it. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Parolă', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Intră în cont' }).click();
}

export async function expectNoAxeViolations(page: Page): Promise<void> {
  // Colours are checked as they end up: a fade still running (a list dimmed while it loaded) would
  // measure a contrast nobody sees once it is over. Endless animations (spinners) are not waited for.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // Every rule runs; only the violations are detailed (the passing and inapplicable rules are not
  // listed node by node and sent back, which took most of an analysis on the larger pages).
  const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/**
 * The sandbox mailbox's address with its key: the page is a 404 without it. scripts/e2e.ts hands
 * the servers and Playwright the same MAILBOX_SECRET; against a server of your own, set it to the
 * key `npm start` printed (the `key` of its mailbox link, also in DATA_DIR/mailbox-secret).
 */
export function mailboxUrl(): string {
  const key = process.env.MAILBOX_SECRET;
  if (!key)
    throw new Error(
      'MAILBOX_SECRET is not set: the e2e tests read mail through the sandbox mailbox, which opens only with it',
    );
  return `/dev/mailbox?key=${encodeURIComponent(key)}`;
}

/** The newest mail to `email` in the sandbox mailbox: opens /dev/mailbox and returns its subject. */
async function newestMailItem(page: Page, email: string) {
  // The key is swapped for a cookie and the page redirects to the bare /dev/mailbox.
  await page.goto(mailboxUrl());
  await expect(page).toHaveURL(/\/dev\/mailbox$/);
  const item = page.getByRole('navigation').getByRole('link').filter({ hasText: email }).first();
  await expect(item).toBeVisible();
  return item;
}

/** The 6-digit code of the newest mail to `email` in the sandbox mailbox, read as a person would. */
export async function codeFromMailbox(page: Page, email: string): Promise<string> {
  const item = await newestMailItem(page, email);
  // The subject carries the code: 'Codul tău de confirmare Volan: 123456', 'Resetarea parolei Volan: codul 123456'.
  const subject = await item.locator('span').first().textContent();
  const code = /\b(\d{6})\b/.exec(subject ?? '')?.[1];
  if (!code) throw new Error(`no code in the mailbox for ${email}`);
  return code;
}

/** Opens the newest mail to `email` in the sandbox mailbox; returns its subject and plain text. */
export async function openNewestMail(page: Page, email: string): Promise<{ subject: string; text: string }> {
  const item = await newestMailItem(page, email);
  await item.click();
  await expect(item).toHaveAttribute('aria-current', 'true');
  const message = page.getByRole('article');
  const subject = (await message.getByRole('heading', { level: 2 }).textContent()) ?? '';
  const text = (await message.locator('pre').textContent()) ?? '';
  return { subject, text };
}

/** Fills and sends the sign-up form; the account exists unconfirmed and its code is in the mailbox. */
export async function signUp(page: Page, email: string, password: string, givenName?: string): Promise<void> {
  await page.goto('/authentication?action=register');
  await expect(page.getByRole('heading', { level: 1, name: 'Creează cont' })).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Parolă', { exact: true }).fill(password);
  if (givenName) await page.getByLabel('Prenume (opțional)').fill(givenName);
  await page.getByRole('button', { name: 'Creează contul' }).click();
  await expect(page).toHaveURL(/\/authentication\/confirm\?email=.+&sent=1$/);
  await expect(page.getByRole('status')).toContainText(email);
}

/** Signs a new account up through the screens, confirms it with the mailed code and signs in. */
export async function newAccount(page: Page, email: string, password: string): Promise<void> {
  await signUp(page, email, password, 'Irina');
  const code = await codeFromMailbox(page, email);
  await page.goBack();
  await page.getByLabel('Codul de confirmare').fill(code);
  await page.getByRole('button', { name: 'Confirmă contul' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cont confirmat' })).toBeVisible();

  await page.getByRole('main').getByRole('link', { name: 'Intră în cont' }).click();
  await expect(page.getByLabel('E-mail')).toHaveValue(email);
  await page.getByLabel('Parolă', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Intră în cont' }).click();
  await expect(page).toHaveURL(/\/contul-meu\/?$/);
}

/** A unique address per call (per run, per test): tests never share accounts they create. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@volan.test`;
}

/** A second person's browser: own cookies, the run's base URL and locale, runtime coverage, console watched. */
export async function openSecondBrowser(
  browser: Browser,
  testInfo: TestInfo,
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const { baseURL, locale, viewport } = testInfo.project.use;
  const context = await browser.newContext({ baseURL, locale, viewport });
  await decideConsent(context, baseURL);
  await recordFlowTransitions(context);
  awaitHydrationInContext(context);
  const page = await context.newPage();
  return { context, page, errors: watchConsole(page) };
}

/** The server's test clock as /api/dev/clock answers it (server/jobs/dev-clock.ts). */
export interface ServerClock {
  /** The server's now (ISO). */
  now: string;
  /** How far it is ahead of real time. */
  offsetMs: number;
  /** Per recurring schedule: its last finished run and its pending one (ISO, or null). */
  schedules: { job: string; lastDoneAt: string | null; nextRunAt: string | null }[];
  /** After a move: how many jobs the worker's immediate poll ran. */
  ran?: number;
}

/** The tag of the tests that move the server clock: scripts/e2e.ts gives them a server of their own. */
const TEST_CLOCK_TAG = '@test-clock';

function clockRequest(target: Page | APIRequestContext): APIRequestContext {
  return 'request' in target ? target.request : target;
}

async function clockAnswer(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<ServerClock> {
  if (response.status() === 404)
    throw new Error(
      `/api/dev/clock is off on this server: tests that move time carry the ${TEST_CLOCK_TAG} tag, which scripts/e2e.ts runs on a server with TEST_CLOCK=1 of their own`,
    );
  if (!response.ok()) throw new Error(`/api/dev/clock answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as ServerClock;
}

/** Reads the server's test clock and its schedules' runs. */
export async function serverClock(target: Page | APIRequestContext): Promise<ServerClock> {
  return clockAnswer(await clockRequest(target).get('/api/dev/clock'));
}

/**
 * Moves the server's clock (the job worker's `now`, what job handlers receive) forward by `ms`,
 * then has the worker poll at once: when this resolves, every job due by the new time has run
 * (the answer's `ran` says how many). Only in tests tagged TEST_CLOCK_TAG: the clock stays moved
 * for the rest of that server's life, so the other specs' server never sees it.
 */
export async function advanceServerClock(target: Page | APIRequestContext, ms: number): Promise<ServerClock> {
  return clockAnswer(await clockRequest(target).post('/api/dev/clock', { data: { advanceMs: ms }, timeout: 120_000 }));
}
