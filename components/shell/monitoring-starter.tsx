/**
 * Starts the browser's monitoring (lib/monitoring/start-monitoring.ts) once the page has hydrated
 * and the browser is idle, as a dynamic import: web-vitals and the route matcher stay out of every
 * page's first load. The performanceBeacons and errorReporting flags decide what starts.
 */
import { useEffect, useRef } from 'react';
import { useFeatureFlag } from '@/lib/feature-flags/use-feature-flags';
import { useSession } from '@/machines/session/use-session';

/** Runs `task` when the browser is idle (at the latest after 3 s); returns a cancel. */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 3000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 1);
  return () => window.clearTimeout(handle);
}

export function MonitoringStarter({ transactionId }: { transactionId: string }) {
  const beacons = useFeatureFlag('performanceBeacons');
  const errorReporting = useFeatureFlag('errorReporting');
  const { user } = useSession();
  const userType = user?.userType ?? '';
  // Read when a report goes out: client navigations bring a new transaction id, the session settles later.
  const live = useRef({ transactionId, userType });
  live.current = { transactionId, userType };
  useEffect(() => {
    if (!beacons && !errorReporting) return undefined;
    return whenIdle(() => {
      import('@/lib/monitoring/start-monitoring')
        .then(({ startMonitoring }) =>
          startMonitoring({
            beacons,
            errorReporting,
            transactionId: () => live.current.transactionId,
            userType: () => live.current.userType,
          }),
        )
        .catch(() => undefined);
    });
  }, [beacons, errorReporting]);
  return null;
}
