import { logger } from '@/lib/logger/logger';
import { SERVICE_WORKER_URL, syncServiceWorker } from './register-service-worker';

describe('syncServiceWorker', () => {
  it('registers the worker for the whole site', async () => {
    const register = vi.fn().mockResolvedValue({});
    await syncServiceWorker(true, { serviceWorker: { register, getRegistrations: vi.fn() } });
    expect(register).toHaveBeenCalledWith(SERVICE_WORKER_URL, { scope: '/' });
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
