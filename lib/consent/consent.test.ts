import { logger } from '@/lib/logger/logger';
import { ALL_GRANTED, isGranted, NONE_GRANTED, parseConsent, serializeConsent } from './consent-cookie';
import {
  consentChoices,
  CONSENT_WAIT_FAILED,
  COOKIE_COMPLIANCE_RESERVOIR_MS,
  onConsentPreferencesRequest,
  publishConsent,
  requestConsentPreferences,
  setCookieWithConsent,
} from './consent-store';

describe('consent cookie', () => {
  it.each([
    [{ choices: ALL_GRANTED, decidedAt: 1764318000 }, 'C0001:1,C0002:1,C0003:1,C0004:1|1764318000'],
    [{ choices: NONE_GRANTED, decidedAt: 1 }, 'C0001:1,C0002:0,C0003:0,C0004:0|1'],
    [{ choices: { C0002: true, C0003: false, C0004: true }, decidedAt: 5.9 }, 'C0001:1,C0002:1,C0003:0,C0004:1|5'],
  ])('round-trips %j', (decision, value) => {
    expect(serializeConsent(decision)).toBe(value);
    expect(parseConsent(value)).toEqual({ ...decision, decidedAt: Math.floor(decision.decidedAt) });
  });

  it.each([
    null,
    '',
    'yes',
    'C0001:1,C0002:1|1',
    'C0001:1,C0002:1,C0003:1,C0005:1|1',
    'C0001:1,C0002:2,C0003:1,C0004:1|1',
  ])('refuses %j', (value) => {
    expect(parseConsent(value)).toBeNull();
  });

  it.each([
    [null, 'C0001', true],
    [null, 'C0002', false],
    [NONE_GRANTED, 'C0004', false],
    [ALL_GRANTED, 'C0003', true],
  ] as const)('isGranted(%j, %s) = %s', (choices, category, granted) => {
    expect(isGranted(choices, category)).toBe(granted);
  });
});

describe('setCookieWithConsent', () => {
  afterEach(() => {
    publishConsent(null);
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('writes a strictly necessary cookie at once', async () => {
    const write = vi.fn();
    await expect(setCookieWithConsent('a', '1', {}, 'C0001', { jar: { write } })).resolves.toBe(true);
    expect(write).toHaveBeenCalledWith('a=1; Path=/; SameSite=Lax');
  });

  it('waits for the decision, then writes only a granted category', async () => {
    const write = vi.fn();
    const performance = setCookieWithConsent('p', '1', {}, 'C0002', { jar: { write } });
    const targeting = setCookieWithConsent('t', '1', {}, 'C0004', { jar: { write } });
    await Promise.resolve();
    expect(write).not.toHaveBeenCalled();
    publishConsent({ choices: { C0002: true, C0003: false, C0004: false }, decidedAt: 1 });
    await expect(performance).resolves.toBe(true);
    await expect(targeting).resolves.toBe(false);
    expect(write.mock.calls).toEqual([['p=1; Path=/; SameSite=Lax']]);
    expect(consentChoices()).toEqual({ C0002: true, C0003: false, C0004: false });
  });

  it('gives up after the reservoir TTL (0.5 h) with the SPEC §8 message', async () => {
    vi.useFakeTimers();
    const error = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const write = vi.fn();
    const pending = setCookieWithConsent('p', '1', {}, 'C0003', { jar: { write } });
    await vi.advanceTimersByTimeAsync(COOKIE_COMPLIANCE_RESERVOIR_MS - 1);
    expect(error).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toBe(false);
    expect(error).toHaveBeenCalledWith(
      CONSENT_WAIT_FAILED,
      expect.objectContaining({ cookie: 'p', category: 'C0003' }),
    );
    expect(write).not.toHaveBeenCalled();
  });

  it('relays the footer request to open the preferences', () => {
    const handler = vi.fn();
    const stop = onConsentPreferencesRequest(handler);
    requestConsentPreferences();
    stop();
    requestConsentPreferences();
    expect(handler).toHaveBeenCalledTimes(1);
  });
});
