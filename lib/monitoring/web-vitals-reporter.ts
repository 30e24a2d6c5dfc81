/**
 * The six web vitals of SPEC §9 (FCP, LCP, CLS, FID, TTFB, INP), one beacon each, labelled
 * 'web-vital'. web-vitals reports LCP, CLS and INP when the page is hidden (or, for LCP, on the
 * first input), FID on the first input, FCP and TTFB as soon as known. Version 4 is used: it is
 * the last with onFID.
 */
import { onCLS, onFCP, onFID, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { pageRef, previousPageRef, webVitalBeacon, type BeaconPayload, type RouteIdResolver } from './beacon-payload';

/** What the reporter needs; values read once are for the page load the metrics describe. */
export interface WebVitalsOptions {
  readonly routeIdOf: RouteIdResolver;
  /** The path the page was loaded at (the metrics describe that document). */
  readonly path: string;
  readonly referrer: string;
  readonly origin: string;
  readonly appVersion: string;
  readonly experiments: () => string;
  readonly userType: () => string;
  readonly send: (payload: BeaconPayload) => void;
}

/** Registers the six metrics. */
export function startWebVitals(options: WebVitalsOptions): void {
  const u = pageRef(options.path, options.routeIdOf);
  const r = previousPageRef({ referrer: options.referrer, origin: options.origin }, options.routeIdOf);
  const report = (metric: Metric): void => {
    const page = { u, r, h: options.appVersion, q: options.experiments(), s: options.userType() };
    options.send(webVitalBeacon(metric, page));
  };
  for (const on of [onFCP, onLCP, onCLS, onFID, onTTFB]) on(report);
  // INP from the shortest interactions the browser times (16 ms), not only those of 40 ms and more.
  onINP(report, { durationThreshold: 16 });
}
