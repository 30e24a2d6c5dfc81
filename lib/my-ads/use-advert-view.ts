/**
 * Counts the view of an ad page once the browser shows it (docs/my-ads.md, Statistics). The page's
 * server loader cannot count it: a page served from the shared page cache or a CDN never reaches
 * the loader. So the page sends Mutation.recordAdvertView after hydration, which every served copy
 * does; the server leaves out robots, prefetches and the seller's own team.
 */
import { useEffect, useRef } from 'react';
import { logger } from '@/lib/logger/logger';
import { sendAdvertView } from './advert-view-api';

/** A document prerendered for a navigation that may never come (Chrome's speculation rules). */
const isPrerendering = () => (document as Document & { prerendering?: boolean }).prerendering === true;

/** Runs `task` when the browser is idle (at the latest after 2 s), off hydration's way; returns a cancel. */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 0);
  return () => window.clearTimeout(handle);
}

/**
 * Sends one view of `advertId` (null: nothing to count, e.g. an inactive advert) once the page is
 * shown: not while it is prerendered, once per advert however often React runs the effect
 * (StrictMode), and again when the page moves to another advert. A failure is logged, never shown.
 */
export function useAdvertView(advertId: string | null, send: (advertId: string) => Promise<unknown> = sendAdvertView) {
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (advertId === null || sent.current === advertId) return undefined;
    let cancel = () => {};
    const count = () => {
      cancel = whenIdle(() => {
        if (sent.current === advertId) return;
        sent.current = advertId;
        send(advertId).catch((error: unknown) => logger.warn(error, { operation: 'AdvertView_Record', id: advertId }));
      });
    };
    if (!isPrerendering()) count();
    else document.addEventListener('prerenderingchange', count, { once: true });
    return () => {
      document.removeEventListener('prerenderingchange', count);
      cancel();
    };
  }, [advertId, send]);
}
