/**
 * Registers /service-worker.js (SPEC §2.6; docs/slots-and-offline.md), or removes it when the
 * serviceWorker flag is off. A failed registration is logged (SPEC §8) and changes nothing else:
 * the site works the same without a worker.
 */
import { logger } from '@/lib/logger/logger';

export const SERVICE_WORKER_URL = '/service-worker.js';

/** The worker's URL for a build: its caches are the build's (public/service-worker.js reads `v`). */
export function serviceWorkerUrl(buildId: string): string {
  return /^[A-Za-z0-9_-]{1,64}$/u.test(buildId) ? `${SERVICE_WORKER_URL}?v=${buildId}` : SERVICE_WORKER_URL;
}

/** The build id of the page (Next's __NEXT_DATA__), '' when unknown. */
function pageBuildId(): string {
  if (typeof window === 'undefined') return '';
  return (window as Window & { __NEXT_DATA__?: { buildId?: string } }).__NEXT_DATA__?.buildId ?? '';
}

/** What registration needs from `navigator` (a test gives its own). */
export interface ServiceWorkerHost {
  serviceWorker?: Pick<ServiceWorkerContainer, 'register' | 'getRegistrations'>;
}

/** Registers the worker when `enabled`, else unregisters any left from before; never throws. */
export async function syncServiceWorker(
  enabled: boolean,
  host: ServiceWorkerHost = navigator,
  buildId: string = pageBuildId(),
): Promise<void> {
  const container = host.serviceWorker;
  if (!container) return;
  try {
    if (enabled) {
      await container.register(serviceWorkerUrl(buildId), { scope: '/' });
      return;
    }
    const registrations = await container.getRegistrations();
    await Promise.all(registrations.map((registration) => registration.unregister()));
  } catch (error) {
    logger.warn(error, { operation: enabled ? 'serviceWorker.register' : 'serviceWorker.unregister' });
  }
}
