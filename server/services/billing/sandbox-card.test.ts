import { cardFieldErrors, luhnValid, parseExpiry, sandboxOutcome } from './sandbox-card';
import { sandboxProvider, signBody } from './sandbox-provider';

const NOW = new Date('2026-11-28T10:00:00Z');
const good = { number: '4242 4242 4242 4242', expiry: '12/28', cvc: '123', holder: 'Ion Popescu' };

describe('sandbox card form', () => {
  it('accepts a valid form', () => {
    expect(cardFieldErrors(good, NOW)).toEqual([]);
  });

  it('names each refused field', () => {
    expect(cardFieldErrors({ ...good, number: '4242 4242 4242 4241' }, NOW)).toEqual([
      { field: 'number', key: 'errors:billing.card.numberInvalid' },
    ]);
    expect(cardFieldErrors({ ...good, number: ' ' }, NOW)[0]?.key).toBe('errors:billing.card.numberRequired');
    expect(cardFieldErrors({ ...good, expiry: '10/26' }, NOW)[0]?.key).toBe('errors:billing.card.expiryPast');
    expect(cardFieldErrors({ ...good, expiry: '11/26' }, NOW)).toEqual([]);
    expect(cardFieldErrors({ ...good, expiry: '13/28' }, NOW)[0]?.key).toBe('errors:billing.card.expiryInvalid');
    expect(cardFieldErrors({ ...good, cvc: '12' }, NOW)[0]?.field).toBe('cvc');
    expect(cardFieldErrors({ ...good, holder: ' 1 ' }, NOW)[0]?.field).toBe('holder');
    expect(cardFieldErrors({ number: '', expiry: '', cvc: '', holder: '' }, NOW).map((e) => e.field)).toEqual([
      'number',
      'expiry',
      'cvc',
      'holder',
    ]);
  });

  it('checks Luhn and MM/YY', () => {
    expect(luhnValid('4000000000003220')).toBe(true);
    expect(luhnValid('4000000000003221')).toBe(false);
    expect(parseExpiry('07 / 29')).toEqual({ month: 7, year: 2029 });
    expect(parseExpiry('7/29')).toBeNull();
  });

  it('does what each test card says', () => {
    expect(sandboxOutcome('4242424242424242')).toEqual({ kind: 'succeed' });
    expect(sandboxOutcome('4000 0000 0000 0002')).toEqual({ kind: 'fail', failure: 'DECLINED' });
    expect(sandboxOutcome('4000 0000 0000 9995')).toEqual({ kind: 'fail', failure: 'INSUFFICIENT_FUNDS' });
    expect(sandboxOutcome('4000 0000 0000 3220')).toEqual({ kind: 'challenge' });
    expect(sandboxOutcome('5555 5555 5555 4444')).toEqual({ kind: 'fail', failure: 'DECLINED' });
  });
});

describe('sandbox callback signature', () => {
  const provider = sandboxProvider('a-secret-of-sixteen+');
  const event = {
    eventId: 'evt_1',
    paymentId: '7d9f0c2e-5a0b-4d5e-9a51-2a1f3c4b5d6e',
    providerReference: 'sbx_1',
    outcome: 'SUCCEEDED' as const,
    failure: null,
    occurredAt: NOW.toISOString(),
  };

  it('verifies its own callback', () => {
    const { body, signature } = provider.signedCallback(event);
    expect(provider.verifyCallback(body, signature)).toEqual(event);
  });

  it('refuses a wrong or missing signature, another key and a changed body', () => {
    const { body, signature } = provider.signedCallback(event);
    expect(provider.verifyCallback(body, undefined)).toBeNull();
    expect(provider.verifyCallback(body, signBody(body, 'another-secret-16+'))).toBeNull();
    expect(provider.verifyCallback(body.replace('SUCCEEDED', 'FAILED'), signature)).toBeNull();
    expect(provider.verifyCallback('not json', signBody('not json', 'a-secret-of-sixteen+'))).toBeNull();
  });
});
