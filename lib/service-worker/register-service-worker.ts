/**
 * Registers /service-worker.js (SPEC §2.6; docs/slots-and-offline.md), or removes it when the
 * serviceWorker flag is off. A failed registration is logged (SPEC §8) and changes nothing else:
 * the site works the same without a worker.
 */
import { logger } from '@/lib/logger/logger';

export const SERVICE_WORKER_URL = '/service-worker.js';

/** What registration needs from `navigator` (a test gives its own). */
export interface ServiceWorkerHost {
  serviceWorker?: Pick<ServiceWorkerContainer, 'register' | 'getRegistrations'>;
}

/** Registers the worker when `enabled`, else unregisters any left from before; never throws. */
export async function syncServiceWorker(enabled: boolean, host: ServiceWorkerHost = navigator): Promise<void> {
  const container = host.serviceWorker;
  if (!container) return;
  try {
    if (enabled) {
      await container.register(SERVICE_WORKER_URL, { scope: '/' });
      return;
    }
    const registrations = await container.getRegistrations();
    await Promise.all(registrations.map((registration) => registration.unregister()));
  } catch (error) {
    logger.warn(error, { operation: enabled ? 'serviceWorker.register' : 'serviceWorker.unregister' });
  }
}
