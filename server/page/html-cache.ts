/**
 * Rendered HTML of shared pages for anonymous visitors, on top of the page data cache (shared-page.ts).
 *
 * An entry is the HTML Next rendered for one page key from one cached load outcome, stored as a
 * template: the response's CSP nonce and transaction id are replaced by placeholders, and every
 * response served from it gets a fresh nonce (in the Content-Security-Policy header and in every
 * script/style tag) and its own transaction id (x-transaction-id header and __NEXT_DATA__). An
 * entry is only used while the data cache hands out the very outcome it was rendered from, so it
 * lives exactly as long as that data (TTL, stale-while-revalidate and refreshes included) and never
 * needs its own clock.
 *
 * What is stored is decided when the response ends (captureHtml): a 200 text/html body sent in one
 * `res.end` with no Set-Cookie, whose nonce and transaction id both occur in it. Whether a request
 * may use the cache at all (anonymous, a document request of a shared page) is load-page.ts's call.
 */
import type { ServerResponse } from 'node:http';

/** A page's HTML with its per-response values taken out: the slots are where they go. */
export interface HtmlTemplate {
  /** The HTML split where the values were: text, then slots[0], then text, … (one more part than slots). */
  readonly parts: readonly string[];
  readonly slots: readonly ('nonce' | 'transaction')[];
}

/** Per-response values inserted into a template. */
export interface ResponseValues {
  nonce: string;
  transactionId: string;
}

/**
 * The template of `html` rendered with `values`, or null when either value does not occur in it (the
 * page was not rendered the way the cache expects, so it is not stored). The values are long random
 * strings (a 128-bit nonce, a UUID), so every occurrence is theirs.
 */
export function toTemplate(html: string, values: ResponseValues): HtmlTemplate | null {
  if (values.nonce.length < 16 || values.transactionId.length < 16) return null;
  if (!html.includes(values.nonce) || !html.includes(values.transactionId)) return null;
  const parts: string[] = [];
  const slots: ('nonce' | 'transaction')[] = [];
  html.split(values.nonce).forEach((piece, index) => {
    if (index > 0) slots.push('nonce');
    piece.split(values.transactionId).forEach((part, inner) => {
      if (inner > 0) slots.push('transaction');
      parts.push(part);
    });
  });
  return { parts, slots };
}

/** The HTML of a template for one response. */
export function fromTemplate(template: HtmlTemplate, values: ResponseValues): string {
  let html = template.parts[0] ?? '';
  template.slots.forEach((slot, index) => {
    html += (slot === 'nonce' ? values.nonce : values.transactionId) + (template.parts[index + 1] ?? '');
  });
  return html;
}

interface Entry {
  /** The load outcome the HTML was rendered from (compared by identity). */
  source: object;
  template: HtmlTemplate;
}

/** Rendered templates by page key; least recently used go first once `maxEntries` is reached. */
export class HtmlCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly maxEntries: number) {}

  /** Entries held now. */
  get size(): number {
    return this.entries.size;
  }

  /** The template of `key` when it was rendered from `source` (the outcome the data cache holds now). */
  get(key: string, source: object): HtmlTemplate | null {
    const entry = this.entries.get(key);
    if (!entry) return null;
    if (entry.source !== source) {
      // The data was refreshed: this HTML shows the old data.
      this.entries.delete(key);
      return null;
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.template;
  }

  /** Stores the template of `key`, rendered from `source`. */
  set(key: string, source: object, template: HtmlTemplate): void {
    this.entries.delete(key);
    this.entries.set(key, { source, template });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
  }
}

/** The nonce of a page's Content-Security-Policy header ('nonce-…' source), or null. */
export function nonceOfPolicy(policy: unknown): string | null {
  if (typeof policy !== 'string') return null;
  return /'nonce-([A-Za-z0-9+/=]+)'/.exec(policy)?.[1] ?? null;
}

/** The HTML of a response when it may be stored: 200, text/html, no Set-Cookie, one string body. */
export function storableHtml(res: Pick<ServerResponse, 'statusCode' | 'getHeader'>, body: unknown): string | null {
  if (res.statusCode !== 200 || res.getHeader('set-cookie') !== undefined) return null;
  const type = res.getHeader('content-type');
  if (typeof type !== 'string' || !type.startsWith('text/html')) return null;
  if (typeof body === 'string') return body;
  return Buffer.isBuffer(body) ? body.toString('utf8') : null;
}

/**
 * Watches the response Next is about to render: when its body is sent in one `res.end` (Next's
 * pages renderer sends a page so) and storableHtml allows it, `store` gets the HTML and the nonce
 * of the response's CSP header. A body written in several chunks is not captured. The wrapper
 * removes itself at the end, so the response object is left as it was.
 */
export function captureHtml(res: ServerResponse, store: (html: string, nonce: string) => void): void {
  // Bound copies: compression (when on) has already replaced both on this response; they are put back as found.
  const originalWrite = res.write.bind(res);
  const originalEnd = res.end.bind(res);
  let chunked = false;
  const restore = (): void => {
    res.write = originalWrite;
    res.end = originalEnd;
  };
  res.write = function write(this: ServerResponse, ...args: unknown[]): boolean {
    chunked = true;
    restore();
    return (originalWrite as (...a: unknown[]) => boolean)(...args);
  } as ServerResponse['write'];
  res.end = function end(this: ServerResponse, ...args: unknown[]): ServerResponse {
    restore();
    const body = typeof args[0] === 'function' ? undefined : args[0];
    const html = chunked ? null : storableHtml(this, body);
    const nonce = nonceOfPolicy(this.getHeader('content-security-policy'));
    if (html !== null && nonce !== null) store(html, nonce);
    return (originalEnd as (...a: unknown[]) => ServerResponse)(...args);
  } as ServerResponse['end'];
}
