// @vitest-environment jsdom
/**
 * The bootstrap's pending cookies go through consent (SPEC §4 step 4, §7): the assignment cookies
 * (C0001) and the hash are written at once; the visitor id (C0002) only once the visitor allows
 * performance cookies, and never after a refusal.
 */
import { ALL_GRANTED, NONE_GRANTED } from '@/lib/consent/consent-cookie';
import { publishConsent } from '@/lib/consent/consent-store';
import { readCookie } from './cookie-hash';
import { storePendingCookies, type PendingCookie } from './experiments-browser';

const OPTIONS = { sameSite: 'strict', path: '/', maxAge: 60 } as const;
const PENDING: PendingCookie[] = [
  { name: 'laquesis', value: 'ADS-WIDEBOARD@b', options: OPTIONS, category: 'C0001' },
  { name: 'laquesisff', value: 'dealerRatings', options: OPTIONS, category: 'C0001' },
  { name: 'vid', value: '0f8fad5b-d9cb-469f-a165-70867728950e', options: OPTIONS, category: 'C0002' },
];
const cookie = (name: string) => readCookie(document.cookie, name);
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('storePendingCookies', () => {
  beforeEach(() => {
    for (const name of ['laquesis', 'laquesisff', 'vid', 'ock']) document.cookie = `${name}=; Path=/; Max-Age=0`;
  });
  afterEach(() => publishConsent(null));

  it('writes the necessary cookies and the hash at once, the visitor id after consent', async () => {
    await storePendingCookies(PENDING);
    expect(cookie('laquesis')).toBe('ADS-WIDEBOARD@b');
    expect(cookie('laquesisff')).toBe('dealerRatings');
    expect(cookie('ock')).toBeTruthy();
    expect(cookie('vid')).toBeNull();
    publishConsent({ choices: ALL_GRANTED, decidedAt: 1 });
    await settle();
    expect(cookie('vid')).toBe('0f8fad5b-d9cb-469f-a165-70867728950e');
  });

  it('never writes the visitor id after a refusal, nor a cookie of an unknown category', async () => {
    publishConsent({ choices: NONE_GRANTED, decidedAt: 1 });
    await storePendingCookies([...PENDING, { name: 'odd', value: '1', options: OPTIONS, category: 'C0009' }]);
    await settle();
    expect(cookie('laquesis')).toBe('ADS-WIDEBOARD@b');
    expect(cookie('vid')).toBeNull();
    expect(cookie('odd')).toBeNull();
  });
});
