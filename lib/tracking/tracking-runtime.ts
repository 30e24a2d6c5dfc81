/**
 * The browser's tracking layer (docs/tracking.md), loaded lazily by components/tracking after the
 * page is interactive, so none of it weighs on first-load JS. It
 * - tracks a page view per route (the page name from the route id) and tells the 2 s rule about
 *   navigations;
 * - waits for readiness (polled every 100 ms, at most 50 attempts) and for the experiments
 *   bootstrap (window event volan:experiments-ready, fallback 1 s), then connects the tracking
 *   queue's sink;
 * - lets events through by consent (collector.ts) and sends them in batches to /api/collect;
 * - keeps a visitor id in the C0002 cookie volan_vid, loads the provider's script (only when
 *   configured, only with C0002), and starts the cookie monitor (_fbc, sizes).
 */
import { consentChoices, onConsent, setCookieWithConsent } from '@/lib/consent/consent-store';
import { readyExperimentCookie } from '@/lib/experiments/ready-queue';
import type { TrackingPageContext } from './common-properties';
import { consentGate, createBatcher, MAX_HELD, toCollected } from './collector';
import { startCookieMonitor } from './cookie-monitor';
import { readCookie } from './cookies';
import { pageNameOf } from './page-name';
import { pollUntilReady, waitForExperimentsReady } from './readiness';
import { connectTrackingSink, recordPageAction, type TrackingEvent } from './track-queue';
import { currentPageName, trackNavigation, trackPage } from './tracking';

/** The visitor id cookie (performance, C0002), one year. */
export const VISITOR_COOKIE = 'volan_vid';
const VISITOR_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** Next's router events, as far as they are used here. */
export interface RouterEvents {
  on: (name: 'routeChangeStart' | 'routeChangeComplete', handler: (url: string) => void) => void;
  off: (name: 'routeChangeStart' | 'routeChangeComplete', handler: (url: string) => void) => void;
}

/** What the shell hands the runtime. */
export interface TrackingRuntimeOptions {
  /** The current path with its query (router.asPath). */
  path: () => string;
  routerEvents: RouterEvents;
  /** The session and device as they are now (session and loginType may change). */
  visitor: () => Pick<TrackingPageContext, 'device' | 'session' | 'loginType'>;
  /** The provider's script (TRACKING_SCRIPT_URL); absent: none. */
  scriptUrl?: string;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

function newVisitorId(): string {
  return typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** Starts the tracking layer; returns the stop. */
export function startTracking(options: TrackingRuntimeOptions): () => void {
  const visitorId = readCookie(document.cookie, VISITOR_COOKIE) ?? newVisitorId();
  let referrer = document.referrer;
  let path = options.path();
  let scriptState: 'none' | 'loading' | 'loaded' = 'none';
  const batcher = createBatcher();
  const held: TrackingEvent[] = [];
  const stops: Array<() => void> = [];

  const send = (event: TrackingEvent) => {
    const page: TrackingPageContext = {
      cookies: document.cookie,
      search: location.search,
      userAgent: navigator.userAgent,
      referrer,
      ...options.visitor(),
    };
    const collected = toCollected(event, { page, currentPage: currentPageName(), path, visitorId });
    if (options.scriptUrl && event.eventType !== 'page_action') (window.dataLayer ??= []).push(collected);
    batcher.add(collected);
  };
  const deliver = (event: TrackingEvent) => {
    const gate = consentGate(event, consentChoices());
    if (gate === 'send') send(event);
    else if (gate === 'hold') {
      held.push(event);
      if (held.length > MAX_HELD) held.shift();
    }
  };

  const loadScript = () => {
    if (!options.scriptUrl || scriptState !== 'none' || !consentChoices()?.C0002) return;
    scriptState = 'loading';
    const script = document.createElement('script');
    script.src = options.scriptUrl;
    script.async = true;
    script.onload = () => (scriptState = 'loaded');
    script.onerror = () => recordPageAction('tracking.script_failed', {});
    document.head.appendChild(script);
  };

  stops.push(
    onConsent((choices) => {
      const waiting = held.splice(0);
      if (choices.C0002) {
        waiting.forEach(send);
        loadScript();
      }
    }),
  );
  loadScript();
  void setCookieWithConsent(VISITOR_COOKIE, visitorId, { maxAgeSeconds: VISITOR_MAX_AGE_SECONDS }, 'C0002');

  // Page views: this page now, then every route change (the 2 s rule covers a missing one).
  trackPage(pageNameOf(path));
  const onStart = () => trackNavigation();
  const onComplete = (url: string) => {
    referrer = path;
    path = url;
    trackPage(pageNameOf(url));
  };
  options.routerEvents.on('routeChangeStart', onStart);
  options.routerEvents.on('routeChangeComplete', onComplete);
  stops.push(() => {
    options.routerEvents.off('routeChangeStart', onStart);
    options.routerEvents.off('routeChangeComplete', onComplete);
  });

  const flush = () => batcher.flush(true);
  const onHidden = () => {
    if (document.visibilityState === 'hidden') flush();
  };
  window.addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', onHidden);
  stops.push(() => {
    window.removeEventListener('pagehide', flush);
    document.removeEventListener('visibilitychange', onHidden);
  });

  stops.push(
    startCookieMonitor({
      read: () => document.cookie,
      write: (assignment) => {
        document.cookie = assignment;
      },
    }),
  );

  let stopped = false;
  const isReady = () => document.readyState === 'complete' && (!options.scriptUrl || scriptState !== 'loading');
  // The bootstrap may have ended before this lazily loaded layer started: then nothing to wait for.
  const experiments = readyExperimentCookie() === null ? waitForExperimentsReady(window) : Promise.resolve('ready');
  void Promise.all([experiments, pollUntilReady(isReady)]).then(([, ready]) => {
    if (stopped) return;
    // Not ready after 50 attempts (the provider's script blocked): our own collector still works.
    if (!ready) recordPageAction('tracking.not_ready', {});
    stops.push(connectTrackingSink(deliver));
  });

  return () => {
    stopped = true;
    flush();
    for (const stop of stops.splice(0)) stop();
  };
}
