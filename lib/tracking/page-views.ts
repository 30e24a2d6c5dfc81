/**
 * Page views (SPEC §7, §9): a page name ending in `_modal` is tracked as a pv event rather than a
 * page view (it does not become the current page); and when no page view arrives within 2 s of a
 * navigation, the previous page view is used (sent again, so the visit is counted on some page).
 */

/** SPEC §9: how long after a navigation a page view may still arrive. */
export const PAGE_VIEW_WAIT_MS = 2000;

/** True for a name tracked as a pv event rather than a page view. */
export function isModalPageName(name: string): boolean {
  return name.endsWith('_modal');
}

/** What the clock emits: a page view (the current page changes) or a modal's pv event. */
export interface PageViewEmission {
  kind: 'pageView' | 'modalEvent';
  name: string;
  properties: Record<string, unknown>;
  /** The page the event belongs to (touch_point_page): the modal's underlying page. */
  page: string;
  /** True when this is the previous page view reused by the 2 s rule. */
  reused: boolean;
}

/** Timer functions (the window's; tests give fake ones). */
export interface Timers {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

export const windowTimers: Timers = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** The page views of one browser tab. */
export interface PageViewClock {
  /** A page (or modal) was shown. */
  pageView: (name: string, properties?: Record<string, unknown>) => void;
  /** The route changed: a page view should follow within PAGE_VIEW_WAIT_MS. */
  navigated: () => void;
  /** The current page name ('' before the first page view). */
  currentPage: () => string;
  /** Stops a pending 2 s timer. */
  stop: () => void;
}

export function createPageViewClock(
  emit: (emission: PageViewEmission) => void,
  timers: Timers = windowTimers,
): PageViewClock {
  let previous: { name: string; properties: Record<string, unknown> } | null = null;
  let pending: unknown = null;
  const cancel = () => {
    if (pending !== null) timers.clearTimeout(pending);
    pending = null;
  };
  return {
    pageView(name, properties = {}) {
      if (isModalPageName(name)) {
        emit({ kind: 'modalEvent', name, properties, page: previous?.name ?? '', reused: false });
        return;
      }
      cancel();
      previous = { name, properties };
      emit({ kind: 'pageView', name, properties, page: name, reused: false });
    },
    navigated() {
      cancel();
      pending = timers.setTimeout(() => {
        pending = null;
        if (previous)
          emit({
            kind: 'pageView',
            name: previous.name,
            properties: previous.properties,
            page: previous.name,
            reused: true,
          });
      }, PAGE_VIEW_WAIT_MS);
    },
    currentPage: () => previous?.name ?? '',
    stop: cancel,
  };
}
