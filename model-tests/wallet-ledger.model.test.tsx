// @vitest-environment jsdom
/**
 * Generated paths of the credit ledger (/contul-meu/portofel), walked on the machine and through
 * WalletLedgerScreen with the real hook (parked calls): each entry with its date, kind, description,
 * credits ± and balance after, newest first; the kind filter, "Încarcă mai multe", a failed next
 * page that keeps the rows, the empty ledger (with its top-up link) and the failure with its retry.
 */
import { fireEvent } from '@testing-library/react';
import { WalletLedgerScreen } from '@/components/payments/wallet-ledger-screen';
import type { CursorListContext, CursorListEvent } from '@/machines/cursor-list';
import { actorSources, createActorController } from '@/machines/flow-actors';
import { findRegisteredMachine } from '@/machines/registry';
import { useWalletLedger } from '@/machines/wallet-ledger/use-wallet-ledger';
import type { WalletEntryKind, WalletEntryView } from '@/lib/graphql/generated/operations';
import { missingKeys, resetMissingKeys } from '@/test-support/i18n-test-utils';
import { renderScreenHarness } from '@/test-support/screen-harness';
import { actAndFlush } from './auth-harness';
import { cursorListEvents, cursorListStates, listRows } from './cursor-list-screen';
import { describeFlow } from './describe-flow';
import type { FlowSnapshot } from './flow-model';

beforeEach(resetMissingKeys);
afterEach(() => expect(missingKeys()).toEqual([]));

type Kinds = readonly WalletEntryKind[];
const ctx = (snapshot: FlowSnapshot) => snapshot.context as CursorListContext<WalletEntryView, Kinds>;

/** The cells of each fixture entry (wallet-ledger.fixtures.ts), written out. */
const CELLS: Record<string, readonly string[]> = {
  'w-3': ['20.11.2026', 'Cheltuială', 'Promovare 7 zile: BMW Seria 3 320d', '−49', '216'],
  'w-2': ['20.11.2026', 'Bonus', 'Bonus la alimentare: 15 credite', '+15', '265'],
  'w-1': ['20.11.2026', 'Alimentare', 'Alimentare cont: 250 credite', '+250', '250'],
  'w-0': ['20.11.2026', 'Expirare', 'Credite expirate', '−10', '0'],
};

const kindSelect = () => document.querySelector<HTMLSelectElement>('select#ledger-kind')!;

describeFlow(findRegisteredMachine('walletLedger')!, (_scenario, flow) => {
  const harness = renderScreenHarness(
    createActorController(actorSources(flow.machine)),
    (actors) => useWalletLedger(actors),
    (view) => <WalletLedgerScreen view={view} />,
  );
  const expectRows = (snapshot: FlowSnapshot) => {
    const rows = listRows('data-entry');
    const headers = [...document.querySelectorAll('thead th')].map((th) => th.textContent);
    expect(headers).toEqual(rows.length > 0 ? ['Data', 'Tip', 'Descriere', 'Credite', 'Sold după'] : []);
    ctx(snapshot).items.forEach((entry, i) => {
      const cells = [...rows[i]!.querySelectorAll('td')].map((cell) => cell.textContent);
      expect(cells).toEqual(CELLS[entry.id]);
    });
    // The filter shows what the list is filtered by ('' is every kind).
    expect(kindSelect().value).toBe(ctx(snapshot).filter[0] ?? '');
  };
  const expectEmpty = (snapshot: FlowSnapshot, empty: boolean) => {
    const text = document.body.textContent ?? '';
    const filtered = ctx(snapshot).filter.length > 0;
    expect(text.includes('Nu ai încă nicio operațiune cu credite.')).toBe(empty && !filtered);
    expect(text.includes('Nicio operațiune de acest tip.')).toBe(empty && filtered);
    const topUp = [...document.querySelectorAll('a')].filter((a) => a.textContent === 'Alimentează contul');
    expect(topUp.map((a) => a.getAttribute('href'))).toEqual(empty ? ['/contul-meu/dealerwallet'] : []);
  };
  const events = {
    ...cursorListEvents(harness),
    'filter.change': ({ event }: { event: { type: string } }) => {
      const { filter } = event as Extract<CursorListEvent<Kinds>, { type: 'filter.change' }>;
      return actAndFlush(() => fireEvent.change(kindSelect(), { target: { value: filter[0] ?? '' } }));
    },
  };
  return {
    params: { events, states: cursorListStates('data-entry', expectRows, expectEmpty) },
    dispose: harness.dispose,
  };
});
