/**
 * usePageLoad(): runs the page load status. The machine stays pure; this hook is where the
 * window comes in: it sends `window.load` when the load event fires, or at once when the
 * document was already complete at mount (the event may have fired before hydration).
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import type { PageLoadView } from '@/components/ui/page-load/page-load-indicator';
import { flowInspector } from '../flow-inspector';
import { pageLoadMachine } from './page-load.machine';

/** Runs the page load status of this page. */
export function usePageLoad(): PageLoadView {
  const actor = useActorRef(pageLoadMachine, { inspect: flowInspector });
  const isLoaded = useSelector(actor, (snapshot) => snapshot.matches('pageLoaded'));
  useEffect(() => {
    const loaded = () => actor.send({ type: 'window.load' });
    if (document.readyState === 'complete') {
      loaded();
      return undefined;
    }
    window.addEventListener('load', loaded, { once: true });
    return () => window.removeEventListener('load', loaded);
  }, [actor]);
  return useMemo(() => ({ isLoaded, status: isLoaded ? 'page_loaded' : 'loading' }), [isLoaded]);
}
