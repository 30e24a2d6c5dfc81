/**
 * The browser's monitoring, loaded by components/shell/monitoring-starter.tsx after hydration when
 * the browser is idle (it brings web-vitals and the route matcher, so it stays out of first load):
 * the debug cookie's verbose log, error reporting (window errors, unhandled rejections, error
 * logs, the GraphQL report link's failures) and the web-vitals beacons. Everything here is wired
 * from pure pieces that have their own tests.
 */
import { logger } from '@/lib/logger/logger';
import { routeIdOf } from '@/lib/routes/match-route';
import { NO_ROUTE_ID } from '@/lib/routes/route-id';
import { isInAppBrowser } from '@/lib/session/in-app-browser';
import { cookieValue, EXPERIMENT_COOKIE, sortedExperiments, type RouteIdResolver } from './beacon-payload';
import { isDebugCookieSet } from './debug-cookie';
import { createErrorReporter, ERRORS_ENDPOINT } from './error-reporter';
import { connectErrorReporter, reportClientError } from './report-hub';
import { sendJson } from './send-json';
import { startWebVitals } from './web-vitals-reporter';

/** What the shell knows when it starts monitoring. */
export interface MonitoringOptions {
  readonly beacons: boolean;
  readonly errorReporting: boolean;
  /** The page's x-transaction-id, read at report time (client navigations bring new ones). */
  readonly transactionId: () => string;
  /** 'private', 'professional' or '' (signed out), read when a beacon goes out. */
  readonly userType: () => string;
}

const resolveRoute: RouteIdResolver = (path) => {
  const id = routeIdOf(path);
  return id === NO_ROUTE_ID ? null : id;
};

interface NavigatorConnection {
  readonly downlink?: number;
  readonly effectiveType?: string;
  readonly rtt?: number;
}

function network() {
  const connection = (navigator as Navigator & { connection?: NavigatorConnection }).connection;
  return {
    hasInternet: navigator.onLine,
    ...(connection
      ? {
          connectionDetails: {
            downlink: connection.downlink,
            effectiveType: connection.effectiveType,
            rtt: connection.rtt,
          },
        }
      : {}),
  };
}

let started = false;

/** Starts monitoring once per page load; later calls do nothing. */
export function startMonitoring(options: MonitoringOptions): void {
  if (started) return;
  started = true;
  if (isDebugCookieSet(document.cookie)) {
    logger.setLevel('debug');
    logger.debug('monitoring: debug cookie set, verbose log on');
  }
  const inApp = isInAppBrowser(location.search, navigator.userAgent);
  if (options.errorReporting) {
    const report = createErrorReporter({
      pageName: () => resolveRoute(location.pathname) ?? '',
      path: () => location.pathname,
      transactionId: options.transactionId,
      webdriver: navigator.webdriver === true,
      isInAppBrowser: inApp,
      network,
      random: Math.random,
      now: () => new Date(),
      send: (payload) => void sendJson(ERRORS_ENDPOINT, payload),
    });
    connectErrorReporter((entry) => void report(entry));
    window.addEventListener('error', (event) => reportClientError(event.error ?? event.message, { source: 'window' }));
    window.addEventListener('unhandledrejection', (event) =>
      reportClientError(event.reason, { source: 'unhandledrejection' }),
    );
    logger.addSink((record) => {
      if (record.level !== 'error') return;
      reportClientError(record.error ?? record.message, {
        source: 'logger',
        message: record.message,
        log: record.context,
      });
    });
  }
  if (options.beacons) {
    startWebVitals({
      routeIdOf: resolveRoute,
      path: location.pathname,
      referrer: document.referrer,
      origin: location.origin,
      appVersion: readBuildId(),
      experiments: () => sortedExperiments(cookieValue(document.cookie, EXPERIMENT_COOKIE)),
      userType: options.userType,
      send: (payload) => void sendJson(BEACON_ENDPOINT, payload),
    });
  }
}

/** The beacon endpoint (SPEC §7). */
export const BEACON_ENDPOINT = '/api/bm';

/** h: the build id Next puts in the page (changes with every deploy). */
function readBuildId(): string {
  const data = (window as Window & { __NEXT_DATA__?: { buildId?: string } }).__NEXT_DATA__;
  return data?.buildId ?? '';
}
