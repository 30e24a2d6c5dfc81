import { sanitizeReturnUrl } from '@/lib/routes/redirect-url';
import { returnUrlFromQuery, storeAuthRedirectUrl, takePostLoginTarget } from './post-login';
import { AUTH_REDIRECT_URL_KEY, type KeyValueStorage } from './session-storage';

const ORIGIN = 'https://www.volan.ro';

function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

describe('sanitizeReturnUrl', () => {
  it.each<[unknown, string, string]>([
    ['/contul-meu/preferences', ORIGIN, '/contul-meu/preferences'],
    ['%2Fcontul-meu%2Factive%3Fpage%3D2', ORIGIN, '/contul-meu/active?page=2'],
    ['https://www.volan.ro/favorite', ORIGIN, '/favorite'],
    ['http://localhost:3000/delete-account', 'http://localhost:3000', '/delete-account'],
    ['https://dealer.volan.ro/x', 'https://volan.ro', 'https://dealer.volan.ro/x'],
    ['https://evil.example/x', ORIGIN, ''],
    ['//evil.example', ORIGIN, ''],
    ['javascript:alert(1)', ORIGIN, ''],
    ['http://localhost:3000.evil.example/', 'http://localhost:3000', ''],
    [['/a', '/b'], ORIGIN, '/a'],
    [42, ORIGIN, ''],
  ])('%j on %s → %j', (value, origin, expected) => {
    expect(sanitizeReturnUrl(value, origin)).toBe(expected);
  });

  it('prefers redirectUrl to callbackUrl', () => {
    expect(returnUrlFromQuery({ redirectUrl: '/a', callbackUrl: '/b' }, ORIGIN)).toBe('/a');
    expect(returnUrlFromQuery({ callbackUrl: 'https://www.volan.ro/b' }, ORIGIN)).toBe('/b');
    expect(returnUrlFromQuery({}, ORIGIN)).toBe('');
  });
});

describe('the stored post-login redirect', () => {
  it('returns the stored URL once, then the default', () => {
    const storage = memoryStorage();
    storeAuthRedirectUrl(storage, '/contul-meu/preferences');
    expect(takePostLoginTarget(storage, '', ORIGIN)).toBe('/contul-meu/preferences');
    expect(storage.data.has(AUTH_REDIRECT_URL_KEY)).toBe(false);
    expect(takePostLoginTarget(storage, '', ORIGIN)).toBe('/contul-meu/');
  });

  it('falls back to the page URL, and sanitises what storage holds', () => {
    expect(takePostLoginTarget(memoryStorage(), '/favorite', ORIGIN)).toBe('/favorite');
    expect(takePostLoginTarget(memoryStorage({ [AUTH_REDIRECT_URL_KEY]: 'https://evil.example' }), '', ORIGIN)).toBe(
      '/contul-meu/',
    );
    expect(takePostLoginTarget(null, '', ORIGIN)).toBe('/contul-meu/');
  });

  it('keeps what is stored when the page brings nothing', () => {
    const storage = memoryStorage({ [AUTH_REDIRECT_URL_KEY]: '/a' });
    storeAuthRedirectUrl(storage, '');
    expect(storage.data.get(AUTH_REDIRECT_URL_KEY)).toBe('/a');
  });
});
