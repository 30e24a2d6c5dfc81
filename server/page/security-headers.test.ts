import { describe, expect, it } from 'vitest';
import { benchPagesEnabled } from './bench-pages';
import {
  contentSecurityPolicy,
  hstsValue,
  isHttpsRequest,
  pageSecurityHeaders,
  staticSecurityHeaders,
  trackingScriptOrigin,
} from './security-headers';

/** The policy as a map of directive → sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe('page security headers', () => {
  const production = directives(contentSecurityPolicy({ nonce: 'abc123==', development: false, https: false }));

  it("lets only the nonce's scripts run, and what they load ('strict-dynamic'), never eval or inline code", () => {
    expect(production.get('script-src')).toEqual(["'self'", "'nonce-abc123=='", "'strict-dynamic'"]);
    expect(production.get('style-src')).toEqual(["'self'", "'nonce-abc123=='"]);
    expect(production.get('style-src-attr')).toEqual(["'unsafe-inline'"]);
    expect([...production.values()].flat()).not.toContain("'unsafe-eval'");
  });

  it('allows own images and data: URIs, own connections, no framing, plugins or foreign forms', () => {
    expect(production.get('img-src')).toEqual(["'self'", 'data:']);
    expect(production.get('connect-src')).toEqual(["'self'"]);
    expect(production.get('frame-ancestors')).toEqual(["'none'"]);
    expect(production.get('object-src')).toEqual(["'none'"]);
    expect(production.get('form-action')).toEqual(["'self'"]);
    expect(production.get('base-uri')).toEqual(["'self'"]);
    expect(production.has('upgrade-insecure-requests')).toBe(false);
  });

  it('adds the map tile server to img-src and nowhere else', () => {
    const withTiles = directives(
      contentSecurityPolicy({
        nonce: 'n',
        development: false,
        https: false,
        imageSources: ['https://tile.openstreetmap.org'],
      }),
    );
    expect(withTiles.get('img-src')).toEqual(["'self'", 'data:', 'https://tile.openstreetmap.org']);
    expect(withTiles.get('connect-src')).toEqual(["'self'"]);
    expect(withTiles.get('default-src')).toEqual(["'self'"]);
  });

  it('lets the configured analytics provider receive requests and pixels, and nothing more', () => {
    const origin = trackingScriptOrigin('https://cdn.analytics.example/t/tag.js?id=1');
    expect(origin).toBe('https://cdn.analytics.example');
    const policy = directives(
      contentSecurityPolicy({ nonce: 'n', development: false, https: false, trackingOrigin: origin }),
    );
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://cdn.analytics.example']);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'https://cdn.analytics.example']);
    expect(policy.get('script-src')).toEqual(["'self'", "'nonce-n'", "'strict-dynamic'"]);
    expect(
      directives(contentSecurityPolicy({ nonce: 'n', development: false, https: false })).get('connect-src'),
    ).toEqual(["'self'"]);
    for (const url of [undefined, '', 'http://cdn.analytics.example/tag.js', 'not a url'])
      expect(trackingScriptOrigin(url)).toBeNull();
  });

  it('lets next dev evaluate code, inject styles and open its websocket', () => {
    const dev = directives(contentSecurityPolicy({ nonce: 'n', development: true, https: false }));
    expect(dev.get('script-src')).toContain("'unsafe-eval'");
    expect(dev.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(dev.get('connect-src')).toContain('ws:');
    // next dev serves one of its scripts as JSON; nosniff would refuse it.
    expect(staticSecurityHeaders(true).map(({ key }) => key)).not.toContain('X-Content-Type-Options');
  });

  it('sends HSTS and upgrades mixed content only over https', () => {
    expect(pageSecurityHeaders({ nonce: 'n', development: false, https: true })).toMatchObject({
      'Strict-Transport-Security': hstsValue,
    });
    expect(pageSecurityHeaders({ nonce: 'n', development: false, https: true })['Content-Security-Policy']).toMatch(
      /upgrade-insecure-requests$/,
    );
    expect(pageSecurityHeaders({ nonce: 'n', development: false, https: false })).not.toHaveProperty(
      'Strict-Transport-Security',
    );
  });

  it('gives every response nosniff, a referrer policy, DENY framing and a nonce-less baseline policy', () => {
    const headers = Object.fromEntries(staticSecurityHeaders(false).map(({ key, value }) => [key, value]));
    expect(headers).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Frame-Options': 'DENY',
    });
    const baseline = directives(headers['Content-Security-Policy'] ?? '');
    expect(baseline.get('script-src')).toEqual(["'self'"]);
    expect(baseline.get('frame-ancestors')).toEqual(["'none'"]);
  });
});

describe('isHttpsRequest', () => {
  it.each([
    ['an https site origin', 'https://volan.ro', undefined, 0, true],
    ['http without proxies, whatever the client claims', 'http://localhost:3000', 'https', 0, false],
    ['a trusted proxy saying https', 'http://localhost:3000', 'https', 1, true],
    ['a trusted proxy saying http', 'http://localhost:3000', 'http', 1, false],
    ['the outermost trusted proxy of two decides', 'http://localhost:3000', 'https, http', 2, true],
    ['a client-sent value left of the trusted proxy is ignored', 'http://localhost:3000', 'https, http', 1, false],
  ] as const)('%s', (_name, origin, proto, hops, expected) => {
    expect(isHttpsRequest(origin, proto, hops)).toBe(expected);
  });
});

describe('bench pages', () => {
  it('are off in production unless BENCH_PAGES=1, and on elsewhere', () => {
    expect(benchPagesEnabled({ NODE_ENV: 'production', BENCH_PAGES: '0' })).toBe(false);
    expect(benchPagesEnabled({ NODE_ENV: 'production', BENCH_PAGES: '1' })).toBe(true);
    expect(benchPagesEnabled({ NODE_ENV: 'development', BENCH_PAGES: '0' })).toBe(true);
  });
});
