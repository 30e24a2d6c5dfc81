/**
 * Flags for Debian's headless Chromium on these machines (Playwright and Lighthouse): without the
 * networking flags Chromium keeps trying to reach outside hosts, which the machine refuses.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
] as const;
