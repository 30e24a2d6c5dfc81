import { logger } from '@/lib/logger/logger';
import { SERVICE_WORKER_URL, serviceWorkerUrl, syncServiceWorker } from './register-service-worker';

describe('syncServiceWorker', () => {
  it('registers the build\u2019s worker for the whole site', async () => {
    const register = vi.fn().mockResolvedValue({});
    await syncServiceWorker(true, { serviceWorker: { register, getRegistrations: vi.fn() } }, 'b1X_-9');
    expect(register).toHaveBeenCalledWith('/service-worker.js?v=b1X_-9', { scope: '/' });
  });

  it.each([
    ['abc-DEF_123', '/service-worker.js?v=abc-DEF_123'],
    ['', SERVICE_WORKER_URL],
    ['../x', SERVICE_WORKER_URL],
    ['a&b=c', SERVICE_WORKER_URL],
  ])('names the build %j in the worker URL only when it is a plain id', (buildId, url) => {
    expect(serviceWorkerUrl(buildId)).toBe(url);
  });

  it('logs a failed registration (SPEC §8) and does not throw', async () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => {});
    const failure = new Error('SecurityError');
    await syncServiceWorker(true, {
      serviceWorker: { register: vi.fn().mockRejectedValue(failure), getRegistrations: vi.fn() },
    });
    expect(warn).toHaveBeenCalledWith(failure, { operation: 'serviceWorker.register' });
    warn.mockRestore();
  });

  it('removes a worker left from before when the flag is off, and does nothing without support', async () => {
    const unregister = vi.fn().mockResolvedValue(true);
    const register = vi.fn();
    await syncServiceWorker(false, {
      serviceWorker: { register, getRegistrations: vi.fn().mockResolvedValue([{ unregister }]) },
    });
    expect(unregister).toHaveBeenCalledOnce();
    expect(register).not.toHaveBeenCalled();
    await expect(syncServiceWorker(true, {})).resolves.toBeUndefined();
  });
});
