/**
 * The screen checks and executors every cursor list shares (machines/cursor-list.ts: the credit
 * ledger, the payments history): the loading line, the failure with "Încearcă din nou", the rows
 * (checked by the list's own `expectRows`), "Încarcă mai multe" while there is a next cursor, a
 * failed next page said above it, and the button busy while the next page loads.
 */
import { fireEvent } from '@testing-library/react';
import type { ScreenHarness } from '@/test-support/screen-harness';
import { actAndFlush } from './auth-harness';
import { allWithRole, buttonNamed, theButtonNamed } from './dom-queries';
import type { FlowSnapshot } from './flow-model';
import { clickRetry, FAILED, LOADING, loadStates } from './load-states';

/** What a cursor list keeps, as the checks read it. */
export interface CursorListSnapshotContext {
  readonly items: readonly { readonly id: string }[];
  readonly nextCursor: string | null;
  readonly error: string | null;
  readonly moreError: string | null;
}

const MORE = 'Încarcă mai multe';

const ctx = (snapshot: FlowSnapshot) => snapshot.context as CursorListSnapshotContext;

/** The rows on screen: elements carrying `rowAttribute` (data-entry, data-payment). */
export const listRows = (rowAttribute: string) => [...document.querySelectorAll<HTMLElement>(`[${rowAttribute}]`)];

/** The state checks of a cursor list screen; `expectRows` checks the rows against the context. */
export function cursorListStates(
  rowAttribute: string,
  expectRows: (snapshot: FlowSnapshot) => void,
  expectEmpty: (snapshot: FlowSnapshot, empty: boolean) => void,
) {
  const expectMore = (context: CursorListSnapshotContext) => {
    const alerts = allWithRole(document, 'alert');
    if (context.moreError) expect(alerts.map((a) => a.textContent)).toEqual([FAILED]);
    else expect(alerts).toEqual([]);
    expect(buttonNamed(document, MORE) !== null).toBe(context.nextCursor !== null);
  };
  return {
    ...loadStates(() => {
      expect(listRows(rowAttribute)).toEqual([]);
      expect(buttonNamed(document, MORE)).toBeNull();
    }),
    ready: (snapshot: FlowSnapshot) => {
      const context = ctx(snapshot);
      expect(allWithRole(document, 'status')).toEqual([]);
      expect(listRows(rowAttribute).map((row) => row.getAttribute(rowAttribute))).toEqual(
        context.items.map((item) => item.id),
      );
      expectRows(snapshot);
      // At 375 px each cell says what it is: its label is its column's header.
      const headers = [...document.querySelectorAll('thead th')].map((th) => th.textContent);
      for (const row of listRows(rowAttribute))
        expect([...row.querySelectorAll('td')].map((cell) => cell.dataset['label'])).toEqual(headers);
      expectEmpty(snapshot, context.items.length === 0);
      expectMore(context);
    },
    loadingMore: (snapshot: FlowSnapshot) => {
      expect(listRows(rowAttribute).map((row) => row.getAttribute(rowAttribute))).toEqual(
        ctx(snapshot).items.map((item) => item.id),
      );
      expectRows(snapshot);
      const button = theButtonNamed(document, LOADING);
      expect(button).toBeDisabled();
      expect(button.getAttribute('aria-busy')).toBe('true');
    },
  };
}

/** The executors of a cursor list screen, `filter.change` aside (each list draws its filter its own way). */
export function cursorListEvents<View>(harness: ScreenHarness<View>) {
  return {
    'list.retry': clickRetry,
    'list.more': () => actAndFlush(() => fireEvent.click(theButtonNamed(document, MORE))),
    ...harness.settling(['loadPage', 'loadMore']),
  };
}
