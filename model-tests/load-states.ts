/**
 * The loading and failed checks of the billing screens that read their data from the server
 * (components/payments/list-states.tsx): "Se încarcă…" while loading, the failure with "Încearcă din
 * nou", and nothing of the data in either; `nothingShown` says what "nothing" is on that screen.
 */
import { fireEvent } from '@testing-library/react';
import { actAndFlush } from './auth-harness';
import { allWithRole, theButtonNamed, theOneWithRole } from './dom-queries';

/** The loading line (and the busy "Încarcă mai multe"). */
export const LOADING = 'Se încarcă…';
/** A failed load, first page or next. */
export const FAILED = 'Nu am putut încărca datele. Verifică conexiunea și încearcă din nou.';

/** The `loading` and `failed` state checks. */
export function loadStates(nothingShown: () => void) {
  return {
    loading: () => {
      expect(theOneWithRole(document, 'status')).toHaveTextContent(LOADING);
      expect(allWithRole(document, 'alert')).toEqual([]);
      nothingShown();
    },
    failed: () => {
      expect(theOneWithRole(document, 'alert')).toHaveTextContent(`${FAILED}Încearcă din nou`);
      nothingShown();
    },
  };
}

/** Once loaded: neither the loading line nor an alert. */
export function expectLoaded(): void {
  expect(allWithRole(document, 'status')).toEqual([]);
  expect(allWithRole(document, 'alert')).toEqual([]);
}

/** "Încearcă din nou" after a failed load. */
export const clickRetry = () => actAndFlush(() => fireEvent.click(theButtonNamed(document, 'Încearcă din nou')));
