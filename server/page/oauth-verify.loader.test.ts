/** What /authentication/oauthverify reads of an identity provider's answer. */
import { describe, expect, it } from 'vitest';
import { providerOutcome } from './oauth-verify.loader';

describe('providerOutcome', () => {
  it('reads the OAuth 2.0 error parameter', () => {
    expect(providerOutcome(undefined)).toBe('none');
    expect(providerOutcome('')).toBe('none');
    expect(providerOutcome('access_denied')).toBe('cancelled');
    expect(providerOutcome(['access_denied', 'x'])).toBe('cancelled');
    expect(providerOutcome('server_error')).toBe('failed');
    expect(providerOutcome(42)).toBe('none');
  });
});
