/**
 * Page load status (SPEC §4): 'loading' until the window load event, then 'page_loaded'. The
 * machine only hears about it; use-page-load.ts listens to the window.
 */
import { setup } from 'xstate';
import type { PageLoadEvent } from './page-load.types';

export const pageLoadMachine = setup({
  types: {
    events: {} as PageLoadEvent,
  },
}).createMachine({
  id: 'pageLoad',
  description: 'Starea de încărcare a paginii: loading, apoi page_loaded la evenimentul load al ferestrei.',
  initial: 'loading',
  states: {
    loading: {
      description: 'Status „loading”: resursele paginii încă se încarcă.',
      on: { 'window.load': { target: 'pageLoaded' } },
    },
    pageLoaded: {
      description: 'Status „page_loaded”: evenimentul load al ferestrei a avut loc.',
      type: 'final',
    },
  },
});
