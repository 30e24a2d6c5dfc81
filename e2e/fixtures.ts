import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { FLOW_RECORDER_GLOBAL, type FlowTransitionRecord } from '@/machines/flow-inspector';
import { RUNTIME_COVERAGE_DIR } from '@/model-tests/runtime-coverage';
import { awaitHydrationInContext } from './hydration';

/** The consent cookie of a visitor who refused the optional categories (lib/consent/consent-cookie.ts). */
export const DECIDED_CONSENT_COOKIE = { name: 'volan_consent', value: 'C0001:1,C0002:0,C0003:0,C0004:0|1764316800' };

/** Gives a context of a test's own the decided consent cookie, so no banner covers its pages. */
export async function decideConsent(context: BrowserContext, baseURL?: string): Promise<void> {
  const url = baseURL ?? process.env.E2E_BASE_URL ?? 'http://localhost:3000';
  await context.addCookies([{ ...DECIDED_CONSENT_COOKIE, url }]);
}

/**
 * Every page a test opens fails the test when the browser logs an error or throws, and reports
 * the transitions its flow actors take (runtime coverage, see `recordFlowTransitions`).
 */
export const test = base.extend<{ consoleErrors: string[]; consentDecided: boolean }>({
  // The cookie banner (docs/tracking.md) would cover the bottom of every page: the visitor has
  // already refused the optional cookies, unless a spec sets `test.use({ consentDecided: false })`.
  consentDecided: [true, { option: true }],
  context: async ({ context, javaScriptEnabled, consentDecided, baseURL }, provide) => {
    await recordFlowTransitions(context);
    if (consentDecided) await decideConsent(context, baseURL);
    // Without JavaScript nothing hydrates: navigations return at `load` as Playwright's do.
    if (javaScriptEnabled !== false) awaitHydrationInContext(context);
    await provide(context);
  },
  consoleErrors: async ({ page }, provide) => {
    const errors = watchConsole(page);
    await provide(errors);
    expect(errors, 'console errors and uncaught exceptions').toEqual([]);
  },
});

/**
 * Collects console errors. Responses with an error status that the test expects (404, 410 pages)
 * make Chromium log "Failed to load resource"; those are allowed only for the main document.
 * `allowRefusedSignIn` also allows the 401 next-auth answers a refused sign-in with (tests of
 * wrong passwords and unconfirmed accounts cause those themselves). Pages a test opens in a
 * context of its own are watched by calling this and checking the list at the end.
 */
export function watchConsole(page: Page, options: { allowRefusedSignIn?: boolean } = {}): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    const text = msg.text();
    const location = msg.location().url;
    const isDocument = location === page.url() || location === '';
    if (/Failed to load resource: the server responded with a status of (404|410)/.test(text) && isDocument) return;
    if (options.allowRefusedSignIn && /status of 401/.test(text) && location.includes('/api/auth/callback/credentials'))
      return;
    errors.push(`${text} @ ${location}`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}

/**
 * Runtime coverage: exposes the recorder machines/flow-inspector.ts looks for to every page of the
 * context (a binding, so it survives full navigations) and appends what it receives to
 * `.data/flows-coverage/runtime/<E2E_LABEL>.jsonl`. Tests that make their own context call this.
 */
export async function recordFlowTransitions(context: BrowserContext): Promise<void> {
  const label = (process.env.E2E_LABEL ?? 'local').replace(/[^\w.-]/g, '_');
  const file = path.join(RUNTIME_COVERAGE_DIR, `${label}.jsonl`);
  mkdirSync(RUNTIME_COVERAGE_DIR, { recursive: true });
  await context.exposeFunction(FLOW_RECORDER_GLOBAL, (record: FlowTransitionRecord) => {
    appendFileSync(file, `${JSON.stringify(record)}\n`);
    for (const listener of flowListeners.get(context) ?? []) listener(record);
  });
}

const flowListeners = new WeakMap<BrowserContext, Array<(record: FlowTransitionRecord) => void>>();

/** Calls `listener` with every transition the flow actors of `context`'s pages take (from now on). */
export function onFlowTransition(context: BrowserContext, listener: (record: FlowTransitionRecord) => void): void {
  flowListeners.set(context, [...(flowListeners.get(context) ?? []), listener]);
}

export { expect };
