import type { IncomingMessage, ServerResponse } from 'node:http';
import { NAMESPACES } from '@/lib/i18n/i18n-config';
import { deviceFromUserAgent } from './device';
import { loadErrorPage } from './error-page.loader';
import { searchParamsOf } from './listing.loader';
import { loadTranslations } from './load-translations';
import { transactionIdFrom } from './transaction-id';

const UA = {
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  androidTablet:
    'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36',
  desktop: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
  iosApp:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 iPhone App',
};

describe('deviceFromUserAgent', () => {
  it.each([
    [UA.iphone, 'mobile'],
    [UA.android, 'mobile'],
    [UA.iosApp, 'mobile'],
    [UA.ipad, 'tablet'],
    [UA.androidTablet, 'tablet'],
    [UA.desktop, 'desktop'],
    ['curl/8.5.0', 'desktop'],
    [undefined, 'desktop'],
  ])('%s -> %s', (ua, device) => {
    expect(deviceFromUserAgent(ua)).toBe(device);
  });
});

describe('transactionIdFrom', () => {
  it('keeps a well-formed incoming id', () => {
    expect(transactionIdFrom('3f1c2b9a-0d4e-4f5a-9b8c-7d6e5f4a3b2c')).toBe('3f1c2b9a-0d4e-4f5a-9b8c-7d6e5f4a3b2c');
    expect(transactionIdFrom(['abcdef12-xyz', 'other'])).toBe('abcdef12-xyz');
  });

  it.each([undefined, '', 'short', 'has spaces in it', '<script>alert(1)</script>', 'x'.repeat(200)])(
    'replaces %j with a UUID',
    (header) => {
      expect(transactionIdFrom(header)).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      );
    },
  );
});

describe('loadTranslations', () => {
  it('reads the requested namespaces of a locale, once each', async () => {
    const props = await loadTranslations('ro', ['common', 'listing', 'common']);
    expect(props.locale).toBe('ro');
    expect(Object.keys(props.resources).sort()).toEqual(['common', 'listing']);
    expect(props.resources.common).toMatchObject({ header: { addAdvert: 'Adaugă anunț' } });
  });

  it('every namespace exists for every locale', async () => {
    for (const locale of ['ro', 'en', 'pl', 'pt'] as const) {
      const props = await loadTranslations(locale, NAMESPACES);
      expect(Object.keys(props.resources)).toHaveLength(NAMESPACES.length);
    }
  });
});

describe('searchParamsOf', () => {
  it('keeps repeated keys and does not mix in route params', () => {
    expect(searchParamsOf('/autoturisme/bmw?fuel=diesel&fuel=petrol&category=motociclete&q=a+b')).toEqual({
      fuel: ['diesel', 'petrol'],
      category: 'motociclete',
      q: 'a b',
    });
    expect(searchParamsOf('/autoturisme')).toEqual({});
  });
});

describe('loadErrorPage', () => {
  function response(sent?: string) {
    const headers = new Map<string, string>(sent ? [['x-transaction-id', sent]] : []);
    return {
      headersSent: false,
      getHeader: (name: string) => headers.get(name),
      setHeader: (name: string, value: string) => headers.set(name, value),
      headers,
    };
  }

  it('shows the transaction id the response already carries, as text and as a QR code', async () => {
    const res = response('3f1c2b9a-0d4e-4f5a-9b8c-7d6e5f4a3b2c');
    const props = await loadErrorPage({
      req: undefined,
      res: res as unknown as ServerResponse,
      statusCode: 500,
      path: '/x',
    });
    expect(props.transactionId).toBe('3f1c2b9a-0d4e-4f5a-9b8c-7d6e5f4a3b2c');
    expect(props.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect(props.statusCode).toBe(500);
    expect(props.i18n.resources.errors).toBeDefined();
  });

  it('makes an id when the failure came before one was set, and sends it as a header', async () => {
    const res = response();
    const req = { headers: { 'user-agent': UA.iphone } } as unknown as IncomingMessage;
    const props = await loadErrorPage({ req, res: res as unknown as ServerResponse, statusCode: 500, path: '/' });
    expect(props.transactionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers.get('x-transaction-id')).toBe(props.transactionId);
    expect(props.device).toBe('mobile');
  });
});
