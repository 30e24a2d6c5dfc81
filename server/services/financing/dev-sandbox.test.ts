/**
 * The e2e tests' switch of the failing sandbox partners: absent (404) unless enabled; GET tells,
 * POST sets or clears it, and the partners follow.
 */
import { devSandboxAnswer } from './dev-sandbox';
import { sandboxPartner } from './sandbox-partners';

afterEach(() => devSandboxAnswer(true, 'POST', { failure: null }));

describe('devSandboxAnswer', () => {
  it('is not there unless enabled', () => {
    expect(devSandboxAnswer(false, 'POST', { failure: 'all' })).toEqual({ status: 404, body: { error: 'not found' } });
    expect(devSandboxAnswer(true, 'GET', null)).toEqual({ status: 200, body: { failure: '' } });
  });

  it('makes the named partners fail, and clears them', async () => {
    const broker = sandboxPartner('NATIVE_BROKER', 'http://localhost:3000');
    const leasing = sandboxPartner('LEASE', 'http://localhost:3000');
    expect(devSandboxAnswer(true, 'POST', { failure: 'native-broker-sandbox' })).toEqual({
      status: 200,
      body: { failure: 'native-broker-sandbox' },
    });
    await expect(broker.loanSimulationSettings(null)).rejects.toThrow('sandbox failure');
    await expect(leasing.loanSimulationSettings(null)).resolves.toMatchObject({ defaultNumberOfInstallments: 36 });
    devSandboxAnswer(true, 'POST', { failure: 'all' });
    await expect(leasing.entryPointsSettings(null, ['header'])).rejects.toThrow('sandbox failure');
    expect(devSandboxAnswer(true, 'POST', { failure: null })).toEqual({ status: 200, body: { failure: '' } });
    await expect(broker.entryPointsSettings(null, ['header'])).resolves.toEqual([
      {
        entryPoint: 'header',
        isEnabled: true,
        targetURL: 'http://localhost:3000/finantare?partener=native-broker-sandbox&punct=header',
      },
    ]);
  });

  it('refuses other methods and bodies', () => {
    expect(devSandboxAnswer(true, 'DELETE', null).status).toBe(405);
    expect(devSandboxAnswer(true, 'POST', {}).status).toBe(400);
    expect(devSandboxAnswer(true, 'POST', { failure: 3 }).status).toBe(400);
  });
});
