/**
 * The HTML templates of the page HTML cache: per-response values (CSP nonce, transaction id) are cut
 * out and put back, entries live only as long as the data outcome they were rendered from, and only
 * a 200 text/html body without Set-Cookie is ever taken.
 */
import { fromTemplate, HtmlCache, nonceOfPolicy, storableHtml, toTemplate } from './html-cache';

const nonce = 'q83vEjRWeJq83vEjRWeJqw==';
const transactionId = '6f1c2a4e-8b9d-4c3e-a1f2-0b9c8d7e6f5a';
const page = (n: string, id: string) =>
  `<html><head><noscript data-n-css="${n}"></noscript><script nonce="${n}" src="/a.js"></script></head>` +
  `<body><div id="__next">Autoturisme</div><script id="__NEXT_DATA__" nonce="${n}">{"props":{"pageProps":{"transactionId":"${id}"}}}</script></body></html>`;

function headers(values: Record<string, string | string[]>, statusCode = 200) {
  return { statusCode, getHeader: (name: string) => values[name.toLowerCase()] };
}

describe('HTML templates', () => {
  it('puts a new nonce and transaction id everywhere the old ones were, and nothing else changes', () => {
    const template = toTemplate(page(nonce, transactionId), { nonce, transactionId });
    expect(template).not.toBeNull();
    const next = { nonce: 'AAAAAAAAAAAAAAAAAAAAAA==', transactionId: '0b2d6c1e-1111-4222-8333-944455556666' };
    const html = fromTemplate(template!, next);
    expect(html).toBe(page(next.nonce, next.transactionId));
    expect(html).not.toContain(nonce);
    expect(html).not.toContain(transactionId);
  });

  it('refuses HTML that does not carry both values, or values too short to be unique', () => {
    expect(toTemplate(page(nonce, 'other-id-12345678901'), { nonce, transactionId })).toBeNull();
    expect(toTemplate(page('other-nonce-0000000000', transactionId), { nonce, transactionId })).toBeNull();
    expect(toTemplate(page('abc', 'req-1'), { nonce: 'abc', transactionId: 'req-1' })).toBeNull();
  });

  it('reads the nonce of a page policy', () => {
    expect(nonceOfPolicy(`default-src 'self'; script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`)).toBe(nonce);
    expect(nonceOfPolicy("default-src 'self'; script-src 'self'")).toBeNull();
    expect(nonceOfPolicy(undefined)).toBeNull();
  });
});

describe('HtmlCache', () => {
  const template = toTemplate(page(nonce, transactionId), { nonce, transactionId })!;

  it('serves an entry only for the outcome it was rendered from', () => {
    const cache = new HtmlCache(10);
    const outcome = { props: { n: 1 } };
    cache.set('ro desktop  /autoturisme', outcome, template);
    expect(cache.get('ro desktop  /autoturisme', outcome)).toBe(template);
    expect(cache.get('ro mobile  /autoturisme', outcome)).toBeNull();
    // The data cache refreshed the page: an equal but new outcome is new data.
    expect(cache.get('ro desktop  /autoturisme', { props: { n: 1 } })).toBeNull();
    expect(cache.size).toBe(0);
  });

  it('drops the least recently used entry beyond its size', () => {
    const cache = new HtmlCache(2);
    const outcome = {};
    cache.set('a', outcome, template);
    cache.set('b', outcome, template);
    cache.get('a', outcome);
    cache.set('c', outcome, template);
    expect(cache.get('b', outcome)).toBeNull();
    expect(cache.get('a', outcome)).toBe(template);
    expect(cache.get('c', outcome)).toBe(template);
  });
});

describe('storableHtml', () => {
  const html = page(nonce, transactionId);
  const type = 'text/html; charset=utf-8';

  it('takes a 200 text/html body, as a string or a buffer', () => {
    expect(storableHtml(headers({ 'content-type': type }), html)).toBe(html);
    expect(storableHtml(headers({ 'content-type': type }), Buffer.from(html))).toBe(html);
  });

  it('never takes a non-200, a Set-Cookie, JSON, or an empty body (HEAD, 304)', () => {
    expect(storableHtml(headers({ 'content-type': type }, 404), html)).toBeNull();
    expect(storableHtml(headers({ 'content-type': type }, 503), html)).toBeNull();
    expect(storableHtml(headers({ 'content-type': type, 'set-cookie': ['a=b'] }), html)).toBeNull();
    expect(storableHtml(headers({ 'content-type': 'application/json' }), '{"pageProps":{}}')).toBeNull();
    expect(storableHtml(headers({ 'content-type': type }), null)).toBeNull();
    expect(storableHtml(headers({ 'content-type': type }), undefined)).toBeNull();
  });
});
