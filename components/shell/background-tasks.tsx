/**
 * Work every page starts once the browser is idle after the page has loaded, so none of it
 * competes with the first paint or hydration: the survey theme watcher and the service worker
 * (registered, or removed when its flag is off). Renders nothing.
 */
import { useEffect } from 'react';
import { useFeatureFlag } from '@/lib/feature-flags/use-feature-flags';
import { syncServiceWorker } from '@/lib/service-worker/register-service-worker';
import { watchSurveyTheme } from '@/lib/survey/survey-theme';

/** Runs `task` when the page has loaded and the browser is idle (at most ~3 s later); returns the cancel. */
function afterLoadWhenIdle(task: () => void): () => void {
  let cancelIdle = () => {};
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(task, { timeout: 3000 });
      cancelIdle = () => window.cancelIdleCallback(handle);
    } else {
      const handle = window.setTimeout(task, 200);
      cancelIdle = () => window.clearTimeout(handle);
    }
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    cancelIdle();
  };
}

export function BackgroundTasks() {
  useEffect(() => {
    let stop = () => {};
    const cancel = afterLoadWhenIdle(() => {
      stop = watchSurveyTheme();
    });
    return () => {
      cancel();
      stop();
    };
  }, []);
  const serviceWorker = useFeatureFlag('serviceWorker');
  useEffect(() => afterLoadWhenIdle(() => void syncServiceWorker(serviceWorker !== false)), [serviceWorker]);
  return null;
}
