// @vitest-environment jsdom
/**
 * Generated paths of the page load status, walked on the machine and through usePageLoad +
 * PageLoadIndicator with a document that is still loading until the test fires 'load'.
 */
import { act } from '@testing-library/react';
import { PageLoadIndicator } from '@/components/ui/page-load/page-load-indicator';
import { usePageLoad } from '@/machines/page-load/use-page-load';
import { findRegisteredMachine } from '@/machines/registry';
import { describeFlow } from './describe-flow';
import { oneWithRole } from './dom-queries';
import { missingUiKeys, renderUi, resetMissingUiKeys } from './render-ui';

beforeEach(resetMissingUiKeys);
afterEach(() => expect(missingUiKeys()).toEqual([]));

function Harness() {
  return <PageLoadIndicator view={usePageLoad()} />;
}

let readyState: DocumentReadyState = 'loading';
const status = () => document.querySelector('[data-page-status]')?.getAttribute('data-page-status');

describeFlow(findRegisteredMachine('pageLoad')!, () => {
  readyState = 'loading';
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => readyState });
  const view = renderUi(<Harness />);
  return {
    params: {
      events: {
        'window.load': () => {
          readyState = 'complete';
          act(() => {
            window.dispatchEvent(new Event('load'));
          });
        },
      },
      states: {
        loading: () => {
          expect(status()).toBe('loading');
          expect(oneWithRole(document, 'progressbar')).toHaveAccessibleName('Se încarcă pagina…');
        },
        pageLoaded: () => {
          expect(status()).toBe('page_loaded');
          expect(oneWithRole(document, 'progressbar')).toBeNull();
        },
      },
    },
    dispose: () => {
      view.unmount();
      // Back to jsdom's own getter.
      Reflect.deleteProperty(document, 'readyState');
    },
  };
});

it('is page_loaded at once when the document was already complete at mount', () => {
  const view = renderUi(<Harness />);
  expect(status()).toBe('page_loaded');
  view.unmount();
});
