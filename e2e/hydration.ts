import type { BrowserContext, Page } from '@playwright/test';
import { HYDRATED_ATTRIBUTE, PAINT_FIRST_ATTRIBUTE } from '@/lib/page/paint-first';

/**
 * Home, listing and ad page start their scripts after the first paint (decision 0012), so the
 * window's `load` event, where `page.goto` returns, can come before React has hydrated. A person sees
 * links that work and a form that submits without the scripts; a test that types into a combobox
 * right away needs the scripts. These helpers make every navigation of a page also wait until a
 * paint-first page has hydrated (other pages return as before).
 */
const HYDRATION_TIMEOUT_MS = 15_000;

/** Resolves once the current document is not a paint-first page or has hydrated. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    ([paintFirst, hydrated]) => {
      const html = document.documentElement;
      return !html.hasAttribute(paintFirst) || html.hasAttribute(hydrated);
    },
    [PAINT_FIRST_ATTRIBUTE, HYDRATED_ATTRIBUTE] as const,
    { timeout: HYDRATION_TIMEOUT_MS },
  );
}

const patched = new WeakSet<Page>();

/** Makes goto, reload, goBack, goForward and waitForURL of `page` wait for hydration too. */
export function awaitHydrationOnNavigation(page: Page): void {
  if (patched.has(page)) return;
  patched.add(page);
  for (const name of ['goto', 'reload', 'goBack', 'goForward', 'waitForURL'] as const) {
    const original = page[name].bind(page) as (...args: unknown[]) => Promise<unknown>;
    Object.defineProperty(page, name, {
      value: async (...args: unknown[]) => {
        const result = await original(...args);
        await waitForHydration(page);
        return result;
      },
    });
  }
}

/** Applies awaitHydrationOnNavigation to every page of `context`, present and future. */
export function awaitHydrationInContext(context: BrowserContext): void {
  for (const page of context.pages()) awaitHydrationOnNavigation(page);
  context.on('page', awaitHydrationOnNavigation);
}
