/**
 * A page that shows one thing read once (the packages side by side): loading, then the data or an
 * error with "Încearcă din nou". One factory, one machine per page; like cursor-list.ts a shared
 * piece, not a flow (the machine it makes, packageComparison, is registered and walked).
 */
import { assign, fromPromise, setup } from 'xstate';
import { outputOf } from './actor-events';
import { LIST_LOAD_FAILED } from './cursor-list';

/** The page's memory. */
export interface LoadOnceContext<Data> {
  readonly data: Data | null;
  readonly error: string | null;
}

/** What the screen sends. */
export type LoadOnceEvent = { type: 'load.retry' };

/** A load-once machine with this id. */
export function createLoadOnceMachine<Data>(id: string, description: string) {
  return setup({
    types: { context: {} as LoadOnceContext<Data>, events: {} as LoadOnceEvent },
    actors: { load: fromPromise<Data>(() => Promise.reject(new Error('provided by the page hook'))) },
    actions: {
      show: assign((_, data: Data) => ({ data, error: null })),
      showError: assign({ error: LIST_LOAD_FAILED }),
    },
  }).createMachine({
    id,
    description,
    context: { data: null, error: null },
    initial: 'loading',
    states: {
      loading: {
        description: 'Se încarcă.',
        invoke: {
          id: 'load',
          src: 'load',
          onDone: { target: 'ready', actions: { type: 'show', params: outputOf } },
          onError: { target: 'failed', actions: 'showError' },
        },
      },
      failed: { description: 'Nu s-a putut încărca: „Încearcă din nou”.', on: { 'load.retry': 'loading' } },
      ready: { description: 'Datele paginii.' },
    },
  });
}
