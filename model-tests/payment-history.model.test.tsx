// @vitest-environment jsdom
/**
 * Generated paths of the payments history (/contul-meu/dealerpayments), walked on the machine and
 * through PaymentHistoryScreen with the real hook (parked calls): each payment with its date, what
 * it paid (the invoice numbers; a pack's credits and its invoice), method, amount and status, linked to the page that shows it (the
 * receipt, the error page); "Încarcă mai multe", a failed next page that keeps the rows, the empty
 * history with its links and the failure with its retry.
 */
import { PaymentHistoryScreen } from '@/components/payments/payment-history-screen';
import type { CursorListContext } from '@/machines/cursor-list';
import { actorSources, createActorController } from '@/machines/flow-actors';
import { usePaymentHistory } from '@/machines/payment-history/use-payment-history';
import { findRegisteredMachine } from '@/machines/registry';
import type { PaymentRow } from '@/lib/graphql/generated/operations';
import { missingKeys, resetMissingKeys } from '@/test-support/i18n-test-utils';
import { renderScreenHarness } from '@/test-support/screen-harness';
import { cursorListEvents, cursorListStates, listRows } from './cursor-list-screen';
import { describeFlow } from './describe-flow';
import type { FlowSnapshot } from './flow-model';

beforeEach(resetMissingKeys);
afterEach(() => expect(missingKeys()).toEqual([]));

const ctx = (snapshot: FlowSnapshot) => snapshot.context as CursorListContext<PaymentRow, null>;

/** The cells of each fixture payment (payment-history.registry.ts), written out, and where its link goes. */
const ROWS: Record<string, { cells: readonly string[]; href: string }> = {
  'pay-1': {
    cells: [
      '28.11.2026',
      'Facturile VOL-2026-000123, VOL-2026-000124',
      'Card bancar',
      '909,79 LEI',
      'Plătită',
      'Chitanța',
    ],
    href: '/plata-prin-volan/new-confirmation?payment=pay-1',
  },
  'pay-0': {
    cells: [
      '28.11.2026',
      'Facturile VOL-2026-000123, VOL-2026-000124',
      'Card bancar',
      '909,79 LEI',
      'Eșuată',
      'Ce s-a întâmplat',
    ],
    href: '/plata-prin-volan/payment/error?payment=pay-0',
  },
  'pay-t': {
    cells: ['28.11.2026', '265 de crediteFactura VOL-2026-000130', 'Card bancar', '250 LEI', 'Plătită', 'Chitanța'],
    href: '/plata-prin-volan/new-confirmation?payment=pay-t',
  },
};

describeFlow(findRegisteredMachine('paymentHistory')!, (_scenario, flow) => {
  const harness = renderScreenHarness(
    createActorController(actorSources(flow.machine)),
    (actors) => usePaymentHistory(actors),
    (view) => <PaymentHistoryScreen view={view} />,
  );
  const expectRows = (snapshot: FlowSnapshot) => {
    const rows = listRows('data-payment');
    const headers = [...document.querySelectorAll('thead th')].map((th) => th.textContent);
    expect(headers).toEqual(rows.length > 0 ? ['Data', 'Ce s-a plătit', 'Metoda', 'Suma', 'Starea', 'Detalii'] : []);
    ctx(snapshot).items.forEach((payment, i) => {
      const expected = ROWS[payment.id]!;
      expect([...rows[i]!.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual(expected.cells);
      expect(rows[i]!.querySelector('a')).toHaveAttribute('href', expected.href);
    });
  };
  const expectEmpty = (_snapshot: FlowSnapshot, empty: boolean) => {
    expect((document.body.textContent ?? '').includes('Nu ai făcut încă nicio plată.')).toBe(empty);
    const links = [...document.querySelectorAll('a')].filter((a) => !a.closest('[data-payment]'));
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual(
      empty
        ? [
            ['Facturile mele', '/contul-meu/newinvoices'],
            ['Portofelul meu', '/contul-meu/dealerwallet'],
          ]
        : [],
    );
  };
  const events = {
    ...cursorListEvents(harness),
    // The history has no filter on screen; the machine ignores the same (null) filter, so no path takes it.
    'filter.change': () => {
      throw new Error('the payments history has no filter to change');
    },
  };
  return {
    params: { events, states: cursorListStates('data-payment', expectRows, expectEmpty) },
    dispose: harness.dispose,
  };
});
