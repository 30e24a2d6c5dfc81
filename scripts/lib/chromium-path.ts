/**
 * The browser the e2e suite drives: Debian's `chromium-headless-shell` (Chromium's old headless
 * mode, without the browser's window layer) when it is installed, else Debian's `chromium`. The
 * shell ran the same specs in about a fifth less time and CPU on these machines; `npm test`
 * installs it with apt when it is missing. E2E_CHROMIUM names another binary.
 */
import { existsSync } from 'node:fs';

export const CHROMIUM = '/usr/bin/chromium';
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

export function e2eBrowserPath(): string {
  return process.env.E2E_CHROMIUM ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM);
}
