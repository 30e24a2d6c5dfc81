/**
 * Concrete events of the page load status.
 */
import type { FixtureEvent } from '../registry.types';
import type { PageLoadEvent } from './page-load.types';

/** The load event. */
export const PAGE_LOAD_EVENTS: readonly FixtureEvent<PageLoadEvent>[] = [{ type: 'window.load' }];
